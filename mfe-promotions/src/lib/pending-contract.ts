import { z } from 'zod';
import { defineEndpoint, promotionSchema, type ApiClient, type CallInput, type EndpointDef, type ValueOf } from 'shared-contracts';

/*
 * The calls issue 18 adds to shared-contracts (helper "api"), written here against the names they
 * will have until they land on main; this file goes away then. Nothing else in the remote defines
 * an endpoint.
 */

/** Promotion kinds: a normal one is applied for; a raffle one is drawn through the raffle call. */
export const PROMOTION_KINDS = ['normal', 'raffle'] as const;

/** One promotion in full, with the member's activity state and application. */
export const promotionDetailSchema = promotionSchema.extend({
  kind: z.enum(PROMOTION_KINDS).default('normal'),
  /** HTML: sanitize before rendering. */
  terms: z.string().default(''),
  application: z
    .object({
      id: z.number().int(),
      remark: z.string().default(''),
      images: z.array(z.string()).default([]),
      reviewRemark: z.string().optional(),
    })
    .optional(),
});

/** A promotion in full. */
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const promotionDetail = defineEndpoint({
  id: 'promotions.detail',
  method: 'GET',
  path: '/wps/relay/PROMOFE_getPromotionDetail',
  description: 'One promotion in full with the caller’s activity state',
  query: z.object({ id: z.coerce.number().int(), language: z.string().max(8).optional() }),
  value: promotionDetailSchema,
});

export const promotionApply = defineEndpoint({
  id: 'promotions.apply',
  method: 'POST',
  path: '/wps/relay/PROMOFE_applyPromotion',
  token: true,
  description: 'Apply for a promotion with a remark and up to 3 images',
  body: z.object({ promotionId: z.number().int(), remark: z.string().max(140), images: z.array(z.instanceof(Blob)).max(3) }),
  value: z.object({ applicationId: z.number().int(), state: promotionSchema.shape.state }),
});

export const promotionClaim = defineEndpoint({
  id: 'promotions.claim',
  method: 'POST',
  path: '/wps/relay/PROMOFE_claimPromotion',
  token: true,
  description: 'Join a promotion or claim an issued bonus',
  body: z.object({ promotionId: z.number().int() }),
  value: z.object({ state: promotionSchema.shape.state, amount: z.number().optional() }),
});

/** The VIP ladder and the member's place on it. */
export const vipLevels = defineEndpoint({
  id: 'member.vipLevels',
  method: 'GET',
  path: '/wps/relay/MCSFE_getVipLevels',
  token: true,
  description: 'VIP level ladder and the member’s progress',
  value: z.object({
    levels: z.array(
      z.object({
        rankLevel: z.number().int(),
        labelName: z.string(),
        color: z.string().optional(),
        color2: z.string().optional(),
        /** Valid bet needed to reach the level. */
        requiredValidBet: z.number(),
        benefits: z.array(z.string()).default([]),
      }),
    ),
    current: z.object({ rankLevel: z.number().int(), validBet: z.number() }),
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
