import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** Query keys of the deposit page. */
export const depositKeys = {
  all: ['memberCentre', 'deposit'] as const,
  settings: (account: string) => ['memberCentre', 'deposit', 'settings', account] as const,
};

/** Whether deposits are open, and the channels with their limits. */
export function depositSettingsQueryOptions(api: ApiClient, account: string) {
  return queryOptions({ queryKey: depositKeys.settings(account), queryFn: () => api.call(endpoints.depositSettings) });
}

/** How often a pending deposit's status is asked again while the deposit page shows it. */
export const DEPOSIT_STATUS_POLL_MS = 5000;

/**
 * The status of one deposit request (from the member's recent deposit records), asked again every
 * {@link DEPOSIT_STATUS_POLL_MS} while it is pending, so the page (and the header's balance) follow
 * the approval without a reload.
 */
export function depositStatusQueryOptions(api: ApiClient, account: string, depositId: number) {
  return queryOptions({
    queryKey: [...depositKeys.all, 'status', account, depositId] as const,
    queryFn: async () => {
      const records = await api.call(endpoints.depositRecords, { query: { pageNo: 1, pageSize: 50 } });
      return records.list.find((record) => record.depositId === depositId) ?? null;
    },
    refetchInterval: (query) => (query.state.data?.status === 'pending' || query.state.data === undefined ? DEPOSIT_STATUS_POLL_MS : false),
  });
}
