import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpoints, type ApiClient } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';

/** Query key of the agent's own wallet (under the centre's key, so a centre-wide refetch reads it too). */
export const ownBalanceKey = (account: string) => ['agentCentre', 'wallet', account] as const;

/** The agent's own wallet (what a transfer may not exceed; what the header shows). */
export function ownBalanceQueryOptions(api: ApiClient, account: string) {
  return queryOptions({
    queryKey: ownBalanceKey(account),
    queryFn: () => api.call(endpoints.walletBalance),
  });
}

/**
 * After money moved in or out of the agent's wallet (a transfer to a downline, a take-back, a paid
 * dividend, a salary the platform settled): asks the header to reload its balance
 * (`wallet:refresh-requested`, the event the shell's header refetches on), then reads the wallet again
 * and announces it (`wallet:balance-changed`), as the member centre's money actions do. A failed
 * re-read changes nothing: the header's own reload still runs.
 */
export function useAnnounceBalance(): (reason: string) => Promise<void> {
  const host = useHost();
  const { member } = useSession();
  const queryClient = useQueryClient();
  const account = member?.account ?? '';
  const memberSymbol = member?.currencySymbol;
  return useCallback(
    async (reason: string) => {
      host.bus.emit('wallet:refresh-requested', { reason });
      try {
        const wallet = await queryClient.fetchQuery({ ...ownBalanceQueryOptions(host.api, account), staleTime: 0 });
        host.bus.emit('wallet:balance-changed', {
          sumBalance: wallet.sumBalance,
          currencySymbol: wallet.currencySymbol ?? memberSymbol ?? host.brand.currencySymbol,
        });
      } catch {
        // The money moved; the pages that read the wallet show a failed read with a retry.
      }
    },
    [host, queryClient, account, memberSymbol],
  );
}
