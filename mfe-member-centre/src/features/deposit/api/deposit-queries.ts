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
