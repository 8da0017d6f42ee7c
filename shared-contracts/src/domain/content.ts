import { z } from 'zod/mini';

/**
 * Activity states of a promotion for the member looking at it (spec §4; codes ours):
 * - `join`: open, the member may apply (raffle: draw today's prize)
 * - `applying`: an application waits for review
 * - `rejected`: the application was refused (the member may apply again)
 * - `issued`: approved; the bonus waits to be claimed
 * - `claimed`: the bonus was claimed (credited)
 * - `processing`: the bonus is being paid out (the operator settles it)
 * - `joined`: enrolled (no review; the bonus is settled at the end of the period; raffle: drawn today)
 * - `comingSoon`: not started yet (show a countdown to `startTime`)
 * - `closed`: over
 */
export const PROMOTION_STATES = [
  'join',
  'applying',
  'rejected',
  'issued',
  'claimed',
  'processing',
  'joined',
  'comingSoon',
  'closed',
] as const;

/** An activity state. */
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Kinds of promotion: a normal one (apply, review, claim) or a daily raffle (spec §7 raffle claim). */
export const PROMOTION_KINDS = ['normal', 'raffle'] as const;

/** A promotion kind. */
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * What the member can do in a state (ours): `apply` (the promotion apply call), `claim` (the
 * promotion claim call), `draw` (the raffle claim call), `none`.
 */
export const PROMOTION_ACTIONS = ['apply', 'claim', 'draw', 'none'] as const;

/** A promotion action. */
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

/**
 * The action an activity state allows (the reference API answers it as `action`, and a client
 * can use it for optimistic display): `join` and `rejected` allow applying (a raffle: drawing),
 * `issued` allows claiming, every other state allows nothing.
 */
export function promotionActionOf(state: PromotionState, kind: PromotionKind = 'normal'): PromotionAction {
  if (state === 'join') return kind === 'raffle' ? 'draw' : 'apply';
  if (state === 'rejected') return kind === 'raffle' ? 'none' : 'apply';
  if (state === 'issued') return 'claim';
  return 'none';
}

/** A promotion (spec §3; the fields beyond id and category are our definition). */
export const promotionSchema = z.object({
  id: z.number().check(z.int()),
  category: z.string(),
  title: z.string(),
  summary: z._default(z.string(), ''),
  /** HTML: sanitize before rendering. */
  content: z._default(z.string(), ''),
  image: z.optional(z.string()),
  /** The caller's activity state (a guest sees join, comingSoon or closed). */
  state: z.enum(PROMOTION_STATES),
  /** What the state allows the caller (see {@link promotionActionOf}). */
  action: z._default(z.enum(PROMOTION_ACTIONS), 'none'),
  kind: z._default(z.enum(PROMOTION_KINDS), 'normal'),
  /** Period (epoch ms). */
  startTime: z.optional(z.number()),
  endTime: z.optional(z.number()),
  /** The bonus a normal promotion pays once issued and claimed (0 when it depends on play). */
  bonusAmount: z._default(z.number().check(z.nonnegative()), 0),
});

/** A promotion. */
export type Promotion = z.infer<typeof promotionSchema>;

/** Where a promotion application stands (ours; the state of the promotion follows from it). */
export const PROMOTION_APPLICATION_STATUSES = ['applying', 'rejected', 'issued', 'claimed', 'processing', 'joined'] as const;

/** A member's application to a promotion (ours). */
export const promotionApplicationSchema = z.object({
  id: z.number().check(z.int()),
  status: z.enum(PROMOTION_APPLICATION_STATUSES),
  remark: z._default(z.string(), ''),
  /** How many images were sent with it. */
  imageCount: z.number().check(z.int(), z.nonnegative()),
  createdAt: z.number(),
  decidedAt: z.optional(z.number()),
  /** Why it was rejected (the reviewer's words). */
  rejectReason: z.optional(z.string()),
});

/** A promotion application. */
export type PromotionApplication = z.infer<typeof promotionApplicationSchema>;

/** Promotion detail (ours): the promotion, its terms (HTML) and the caller's application. */
export const promotionDetailSchema = z.extend(promotionSchema, {
  /** HTML: sanitize before rendering. */
  terms: z._default(z.string(), ''),
  /** The caller's latest application (null for guests and members who never applied). */
  application: z._default(z.nullable(promotionApplicationSchema), null),
  /** Raffle promotions: when the member may draw again (epoch ms), null when now or for guests. */
  nextDrawAt: z._default(z.nullable(z.number()), null),
});

/** A promotion with its detail. */
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

/** Upload limits of the promotion application (spec §5, §9): png or jpg, at most 5 MB each, at most 3. */
export const PROMOTION_UPLOAD_LIMITS = {
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'] as readonly string[],
  remarkMaxLength: 140,
} as const;

/** Notice types (spec §3): B is the default execution type. */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/** A notice or announcement; `content` is HTML and must be sanitized before rendering. */
export const noticeSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  content: z.string(),
  type: z.optional(z.enum(NOTICE_TYPES)),
  createTime: z.optional(z.number()),
});

/** A notice. */
export type Notice = z.infer<typeof noticeSchema>;

/** A banner (spec §3). */
export const bannerSchema = z.object({
  bannerId: z.number().check(z.int()),
  url: z.string(),
  groupName: z.string(),
  linkageType: z.optional(z.string()),
  link: z.optional(z.string()),
  title: z.optional(z.string()),
});

/** A banner. */
export type Banner = z.infer<typeof bannerSchema>;
