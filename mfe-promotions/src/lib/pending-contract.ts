import { z } from 'zod';
import { clubLabelSchema, defineEndpoint, endpoints, promotionSchema, type ApiClient, type CallInput, type EndpointDef, type ValueOf } from 'shared-contracts';

/*
 * The calls issue 18 adds to shared-contracts (helper "api"), written here against the names they
 * will have until they land on main; this file goes away then. Nothing else in the remote defines
 * an endpoint.
 */

/** Promotion kinds: a normal one is applied for; a raffle one is drawn through the raffle call. */
export const PROMOTION_KINDS = ['normal', 'raffle'] as const;

/** What a state allows: the apply, claim or raffle call, or nothing. */
export const PROMOTION_ACTIONS = ['apply', 'claim', 'draw', 'none'] as const;

/** A member's application to a promotion. */
export const promotionApplicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(['applying', 'rejected', 'issued', 'claimed', 'processing', 'joined']),
  remark: z.string().default(''),
  imageCount: z.number().int().nonnegative(),
  createdAt: z.number(),
  decidedAt: z.number().optional(),
  rejectReason: z.string().optional(),
});

/** One promotion in full, with the member's activity state, action and application. */
export const promotionDetailSchema = promotionSchema.extend({
  action: z.enum(PROMOTION_ACTIONS).default('none'),
  kind: z.enum(PROMOTION_KINDS).default('normal'),
  bonusAmount: z.number().nonnegative().default(0),
  /** HTML: sanitize before rendering. */
  terms: z.string().default(''),
  application: promotionApplicationSchema.nullable().default(null),
  nextDrawAt: z.number().nullable().default(null),
});

/** A promotion in full. */
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const promotionDetail = defineEndpoint({
  id: 'promotions.detail',
  method: 'GET',
  path: '/wps/relay/PROMOFE_getPromotionDetail',
  description: 'One promotion in full with the caller’s activity state',
  query: z.object({ id: z.coerce.number().int().positive(), language: z.string().max(8).optional() }),
  value: promotionDetailSchema,
});

export const promotionApply = defineEndpoint({
  id: 'promotions.apply',
  method: 'POST',
  path: '/wps/relay/PROMOFE_applyPromotion',
  token: true,
  description: 'Apply for a promotion with a remark and up to 3 images',
  body: z.object({ promotionId: z.number().int(), remark: z.string().max(140), images: z.array(z.instanceof(Blob)).max(3) }),
  value: z.object({ promotion: promotionDetailSchema, application: promotionApplicationSchema }),
});

export const promotionClaim = defineEndpoint({
  id: 'promotions.claim',
  method: 'POST',
  path: '/wps/relay/PROMOFE_claimPromotion',
  token: true,
  description: 'Claim the bonus of an issued promotion',
  body: z.object({ promotionId: z.number().int() }),
  value: z.object({ promotion: promotionDetailSchema, amount: z.number(), balance: z.number() }),
});

/** A level of the VIP ladder. */
export const vipLevelSchema = z.object({
  level: z.number().int().nonnegative(),
  clubLabel: clubLabelSchema,
  depositRequired: z.number().nonnegative(),
  validBetRequired: z.number().nonnegative(),
  benefits: z.array(
    z.object({
      kind: z.enum(['upgradeBonus', 'monthlyBonus', 'birthdayBonus', 'rebateRate', 'withdrawLimit', 'dedicatedService']),
      value: z.number(),
    }),
  ),
});

/** The VIP ladder and the member's place on it. */
export const vipLevels = defineEndpoint({
  id: 'promotions.vipLevels',
  method: 'GET',
  path: '/wps/relay/MCSFE_getVipLevels',
  description: 'VIP level ladder and the caller’s progress (null for guests)',
  value: z.object({
    levels: z.array(vipLevelSchema),
    progress: z
      .object({
        level: z.number().int().nonnegative(),
        nextLevel: z.number().int().nonnegative().nullable(),
        depositTotal: z.number(),
        validBetTotal: z.number(),
        depositNeeded: z.number().nonnegative(),
        validBetNeeded: z.number().nonnegative(),
        fraction: z.number().min(0).max(1),
      })
      .nullable(),
  }),
});

/** The referral programme with the member's link, invitees and earnings. */
export const referralProgramme = defineEndpoint({
  ...endpoints.referralDetails,
  value: endpoints.referralDetails.value.extend({
    rules: z.string().default(''),
    commissionRate: z.number().nonnegative().default(0),
    firstDepositBonus: z.number().nonnegative().default(0),
    enabled: z.boolean().default(true),
    invitees: z.array(z.object({ account: z.string(), registeredAt: z.number(), deposited: z.boolean(), earned: z.number().default(0) })),
  }),
});

/** Options of a call beyond `CallOptions` today: idempotency key and upload progress. */
export interface PendingCallOptions {
  idempotencyKey?: string;
  onUploadProgress?: (event: { loaded: number; total: number }) => void;
}

/** `api.call` with the options the contract is gaining (passed through untouched). */
export function callWith<E extends EndpointDef>(api: ApiClient, endpoint: E, input: CallInput<E>, options: PendingCallOptions): Promise<ValueOf<E>> {
  return api.call(endpoint, input, options as Parameters<ApiClient['call']>[2]);
}

/** A fresh idempotency key (one per user intent). */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
