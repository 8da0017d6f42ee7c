import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient, type BodyOf } from 'shared-contracts';

export const withdrawKeys = { all: ['memberCentre', 'withdraw'] as const };

/** Limits, the payout account and the auto-received delay. */
export function withdrawSettingsQueryOptions(api: ApiClient, account: string) {
  return queryOptions({
    queryKey: [...withdrawKeys.all, 'settings', account] as const,
    queryFn: () => api.call(endpoints.withdrawSettings),
  });
}

/** How often the withdrawals are asked again while one is still moving (processing, or paid and not confirmed). */
export const WITHDRAW_STATUS_POLL_MS = 15_000;

/**
 * The member's withdrawals of the last 30 days with their confirmation state. Their status moves
 * on the server (the payout desk pays, an unconfirmed payout counts as received after the set
 * minutes), so they are read again each time the page opens and every
 * {@link WITHDRAW_STATUS_POLL_MS} while one is still moving.
 */
export function withdrawRecordsQueryOptions(api: ApiClient, account: string) {
  return queryOptions({
    queryKey: [...withdrawKeys.all, 'records', account] as const,
    queryFn: () => api.call(endpoints.withdrawRecords, { query: { pageNo: 1, pageSize: 20 } }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.list.some((withdrawal) => withdrawal.status === 'processing' || withdrawal.status === 'paid')
        ? WITHDRAW_STATUS_POLL_MS
        : false,
  });
}

/** What binding a bank card sends: the bank, the holder, the card number and the payment password. */
export type NewBankCard = BodyOf<typeof endpoints.bankCardAdd>;

/** Binds a bank card (the payment password is checked); answers the card with its masked number. */
export function addBankCard(api: ApiClient, card: NewBankCard) {
  return api.call(endpoints.bankCardAdd, { body: card });
}
