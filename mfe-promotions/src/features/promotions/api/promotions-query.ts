import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** Query keys of this remote's promotions (they start with the remote's name). */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (language: string, category?: string) => ['promotions', 'list', { language, category }] as const,
  detail: (id: number, language: string, token: string | null) => ['promotions', 'detail', { id, language, signedIn: !!token }] as const,
  winners: (language: string) => ['promotions', 'winners', { language }] as const,
};

/** Every promotion visible to the caller (or one category), in the interface language. */
export function promotionListQueryOptions(api: ApiClient, language: string, category?: string) {
  return queryOptions({
    queryKey: promotionKeys.list(language, category),
    queryFn: () => api.call(endpoints.promotionList, { query: category ? { language, category } : { language } }),
    select: (value) => value.list,
  });
}

/** One promotion in full with the caller's activity state (a guest's differs from a member's). */
export function promotionDetailQueryOptions(api: ApiClient, id: number, language: string, token: string | null) {
  return queryOptions({
    queryKey: promotionKeys.detail(id, language, token),
    queryFn: () => api.call(endpoints.promotionDetail, { query: { id, language } }),
  });
}

/** Recent raffle winners (prizes are named in the request's language). */
export function winnersQueryOptions(api: ApiClient, language: string) {
  return queryOptions({
    queryKey: promotionKeys.winners(language),
    queryFn: () => api.call(endpoints.winnerBoard, { query: { limitNum: 10 } }),
    select: (value) => value.list,
  });
}

/** What an application sends. */
export interface ApplyInput {
  promotionId: number;
  remark: string;
  images: File[];
}

/** Sends an application (multipart, with upload progress); the key makes a retry apply once. */
export function applyForPromotion(api: ApiClient, input: ApplyInput, idempotencyKey: string, onProgress: (percent: number) => void) {
  return api.call(
    endpoints.promotionApply,
    { body: input },
    { idempotencyKey, onUploadProgress: (fraction) => onProgress(Math.round(fraction * 100)) },
  );
}

/** Joins a promotion or claims its issued bonus (a money action: one key per intent). */
export function claimPromotion(api: ApiClient, promotionId: number, idempotencyKey: string) {
  return api.call(endpoints.promotionClaim, { body: { promotionId } }, { idempotencyKey });
}

/** Draws a raffle promotion's daily prize. */
export function drawRaffle(api: ApiClient, promotionId: number, idempotencyKey: string) {
  return api.call(endpoints.raffleClaim, { body: { promotionId } }, { idempotencyKey });
}
