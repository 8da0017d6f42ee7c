import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** Records per page. */
export const RECORDS_PAGE_SIZE = 10;

/**
 * Query keys of the points mall (they start with the remote's name). The platform writes item names,
 * units and delivery notes in the request's `Language`: their keys hold the language, so a switch
 * of language asks again (issue 36).
 */
export const pointMallKeys = {
  all: ['promotions', 'pointMall'] as const,
  config: () => ['promotions', 'pointMall', 'config'] as const,
  items: (language: string) => ['promotions', 'pointMall', 'items', { language }] as const,
  balance: (token: string | null) => ['promotions', 'pointMall', 'balance', { signedIn: !!token }] as const,
  records: (page: number, language: string) => ['promotions', 'pointMall', 'records', { page, language }] as const,
};

/** Conversion ratio and minimum. */
export function pointsConfigQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: pointMallKeys.config(), queryFn: () => api.call(endpoints.pointsConfig) });
}

/** The items of the mall, in the interface language. */
export function pointsItemsQueryOptions(api: ApiClient, language: string) {
  return queryOptions({
    queryKey: pointMallKeys.items(language),
    queryFn: () => api.call(endpoints.pointsRewards),
    select: (value) => value.list,
  });
}

/** The member's points (members only). */
export function pointsBalanceQueryOptions(api: ApiClient, token: string | null) {
  return queryOptions({ queryKey: pointMallKeys.balance(token), queryFn: () => api.call(endpoints.pointsBalance), enabled: !!token });
}

/** One page of the member's redemptions, newest first. */
export function redemptionsQueryOptions(api: ApiClient, page: number, language: string) {
  return queryOptions({
    queryKey: pointMallKeys.records(page, language),
    queryFn: () => api.call(endpoints.pointsRedeemList, { query: { pageNo: page, pageSize: RECORDS_PAGE_SIZE } }),
  });
}

/** Redeems an item (password checked by the platform; one key per intent). */
export function redeemItem(api: ApiClient, body: { itemId: number; quantity: number; password: string }, idempotencyKey: string) {
  return api.call(endpoints.pointsRedeem, { body }, { idempotencyKey });
}

/** Converts points to money (password checked by the platform; one key per intent). */
export function convertPoints(api: ApiClient, body: { points: number; password: string }, idempotencyKey: string) {
  return api.call(endpoints.pointsConvert, { body }, { idempotencyKey });
}
