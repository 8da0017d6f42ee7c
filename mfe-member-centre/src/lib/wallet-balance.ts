import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** Query keys of the member's wallet in this remote (every money page reads or refreshes them). */
export const walletKeys = {
  all: ['memberCentre', 'wallet'] as const,
  balance: (account: string) => ['memberCentre', 'wallet', 'balance', account] as const,
};

/** The member's wallet balance (`GET /wps/v2/wallets/balance`): the sum and each wallet. */
export function walletBalanceQueryOptions(api: ApiClient, account: string) {
  return queryOptions({
    queryKey: walletKeys.balance(account),
    queryFn: () => api.call(endpoints.walletBalance),
  });
}
