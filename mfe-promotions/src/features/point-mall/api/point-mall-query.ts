import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** Records per page. */
export const RECORDS_PAGE_SIZE = 10;

/** Query keys of the points mall (they start with the remote's name). */
export const pointMallKeys = {
  all: ['promotions', 'pointMall'] as const,
  config: () => ['promotions', 'pointMall', 'config'] as const,
  items: () => ['promotions', 'pointMall', 'items'] as const,
  balance: (token: string | null) => ['promotions', 'pointMall', 'balance', { signedIn: !!token }] as const,
  records: (page: number) => ['promotions', 'pointMall', 'records', { page }] as const,
};

/** Conversion ratio and minimum. */
export function pointsConfigQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: pointMallKeys.config(), queryFn: () => api.call(endpoints.pointsConfig) });
}

/** The items of the mall. */
export function pointsItemsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: pointMallKeys.items(), queryFn: () => api.call(endpoints.pointsRewards), select: (value) => value.list });
}

/** The member's points (members only). */
export function pointsBalanceQueryOptions(api: ApiClient, token: string | null) {
  return queryOptions({ queryKey: pointMallKeys.balance(token), queryFn: () => api.call(endpoints.pointsBalance), enabled: !!token });
}

/** One page of the member's redemptions, newest first. */
export function redemptionsQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: pointMallKeys.records(page),
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
