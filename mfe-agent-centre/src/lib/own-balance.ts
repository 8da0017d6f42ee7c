import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** Query key of the agent's own wallet (under the centre's key, so a centre-wide refetch reads it too). */
export const ownBalanceKey = (account: string) => ['agentCentre', 'wallet', account] as const;

/** The agent's own wallet (what a transfer may not exceed; what the header shows). */
export function ownBalanceQueryOptions(api: ApiClient, account: string) {
  return queryOptions({
    queryKey: ownBalanceKey(account),
    queryFn: () => api.call(endpoints.walletBalance),
  });
}
