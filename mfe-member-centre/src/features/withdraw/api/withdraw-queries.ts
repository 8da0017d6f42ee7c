import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

export const withdrawKeys = { all: ['memberCentre', 'withdraw'] as const };

/** Limits, the payout account and the auto-received delay. */
export function withdrawSettingsQueryOptions(api: ApiClient, account: string) {
  return queryOptions({ queryKey: [...withdrawKeys.all, 'settings', account] as const, queryFn: () => api.call(endpoints.withdrawSettings) });
}

/** The member's withdrawals of the last 30 days with their confirmation state. */
export function withdrawRecordsQueryOptions(api: ApiClient, account: string) {
  return queryOptions({
    queryKey: [...withdrawKeys.all, 'records', account] as const,
    queryFn: () => api.call(endpoints.withdrawRecords, { query: { pageNo: 1, pageSize: 20 } }),
  });
}
