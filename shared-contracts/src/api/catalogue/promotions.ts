import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { PROMOTION_UPLOAD_LIMITS, promotionApplicationSchema, promotionDetailSchema, promotionSchema } from '../../domain/content';
import { clubLabelSchema } from '../../domain/member';
import { uploadImageSchema } from './member';

// Promotions, VIP and the points mall's promotion side (spec §1, §3, §4, §7). Paths and shapes are
// our definition unless marked `facts`. The promotion calls read the session when a token is sent
// (a guest gets the public state) without needing one.

/** `GET /wps/relay/PROMOFE_getPromotionList` (path and shape are our definition). */
export const promotionList = /*#__PURE__*/ defineEndpoint({
  id: 'promotions.list',
  method: 'GET',
  path: '/wps/relay/PROMOFE_getPromotionList',
  source: 'ours',
  description: "Promotions visible to the caller, optionally by category (new_player, ...), each with the caller's activity state",
  query: z.optional(
    z.object({ category: z.optional(z.string().check(z.maxLength(32))), language: z.optional(z.string().check(z.maxLength(8))) }),
  ),
  value: z.object({ list: z.array(promotionSchema) }),
});

/** `GET /wps/relay/PROMOFE_getPromotionDetail?id=` (ours): one promotion with terms and the caller's application. */
export const promotionDetail = /*#__PURE__*/ defineEndpoint({
  id: 'promotions.detail',
  method: 'GET',
  path: '/wps/relay/PROMOFE_getPromotionDetail',
  source: 'ours',
  description: "A promotion's HTML content, terms, period, kind, and the caller's activity state, action and application",
  query: z.object({ id: z.coerce.number().check(z.int(), z.positive()), language: z.optional(z.string().check(z.maxLength(8))) }),
  value: promotionDetailSchema,
});

/** An uploaded image of a promotion application: the catalogue's one {@link uploadImageSchema}. */
export const promotionImageSchema = uploadImageSchema;

/**
 * `POST /wps/relay/PROMOFE_applyPromotion` (ours), multipart/form-data: fields `promotionId`,
 * `remark` (≤ 140) and up to 3 `images` (png/jpg, ≤ 5 MB each; the API refuses more with 413).
 * Allowed in the states `join` and `rejected` of a normal promotion. A promotion that needs no
 * review answers `joined`; otherwise `applying` until a reviewer decides (issued or rejected).
 */
export const promotionApply = /*#__PURE__*/ defineEndpoint({
  id: 'promotions.apply',
  method: 'POST',
  path: '/wps/relay/PROMOFE_applyPromotion',
  token: true,
  idempotent: true,
  bodyEncoding: 'multipart',
  description: 'Apply for a promotion with a remark and up to 3 images',
  body: z.object({
    promotionId: z.coerce.number().check(z.int(), z.positive()),
    remark: z._default(z.string().check(z.trim(), z.maxLength(PROMOTION_UPLOAD_LIMITS.remarkMaxLength)), ''),
    images: z._default(z.array(promotionImageSchema).check(z.maxLength(PROMOTION_UPLOAD_LIMITS.maxImages)), []),
  }),
  value: z.object({ promotion: promotionDetailSchema, application: promotionApplicationSchema }),
});

/** `POST /wps/relay/PROMOFE_claimPromotion` (ours): claims the bonus of an `issued` promotion (credited at once). */
export const promotionClaim = /*#__PURE__*/ defineEndpoint({
  id: 'promotions.claim',
  method: 'POST',
  path: '/wps/relay/PROMOFE_claimPromotion',
  token: true,
  idempotent: true,
  description: 'Claim the bonus of an issued promotion: credited to the wallet in one transaction',
  body: z.object({ promotionId: z.number().check(z.int(), z.positive()) }),
  value: z.object({ promotion: promotionDetailSchema, amount: z.number(), balance: z.number() }),
});

/** One benefit of a VIP level (ours). */
export const vipBenefitSchema = z.object({
  kind: z.enum(['upgradeBonus', 'monthlyBonus', 'birthdayBonus', 'rebateRate', 'withdrawLimit', 'dedicatedService']),
  /** Money for bonuses and limits, percent for the rebate rate, 1 for a yes/no benefit. */
  value: z.number(),
});

/** A level of the VIP ladder (spec §3 clubLabel; thresholds and benefits ours). */
export const vipLevelSchema = z.object({
  level: z.number().check(z.int(), z.nonnegative()),
  clubLabel: clubLabelSchema,
  /** Total approved deposits needed to reach the level. */
  depositRequired: z.number().check(z.nonnegative()),
  /** Total valid bet needed to reach the level. */
  validBetRequired: z.number().check(z.nonnegative()),
  benefits: z.array(vipBenefitSchema),
});

/** `GET /wps/relay/MCSFE_getVipLevels` (ours): the VIP ladder and, for a member, the progress to the next level. */
export const vipLevels = /*#__PURE__*/ defineEndpoint({
  id: 'promotions.vipLevels',
  method: 'GET',
  path: '/wps/relay/MCSFE_getVipLevels',
  source: 'ours',
  description: "The VIP levels with what each gives, and the caller's level and progress (null for guests)",
  value: z.object({
    levels: z.array(vipLevelSchema),
    progress: z.nullable(
      z.object({
        level: z.number().check(z.int(), z.nonnegative()),
        /** Null at the top level. */
        nextLevel: z.nullable(z.number().check(z.int(), z.nonnegative())),
        depositTotal: z.number(),
        validBetTotal: z.number(),
        /** What is still needed for the next level (0 when met). */
        depositNeeded: z.number().check(z.nonnegative()),
        validBetNeeded: z.number().check(z.nonnegative()),
        /** 0 to 1: the smaller of the two fractions met (1 at the top). */
        fraction: z.number().check(z.gte(0), z.lte(1)),
      }),
    ),
  }),
});
