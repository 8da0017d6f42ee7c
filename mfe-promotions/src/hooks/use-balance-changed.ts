import { useCallback } from 'react';
import { endpoints } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';

/**
 * After a money move (claim, redeem, convert): the wallet is re-read and `wallet:balance-changed`
 * announced with it, and the header is asked to refresh (`wallet:refresh-requested`), so the
 * balance is right everywhere.
 */
export function useAnnounceBalance(): (reason: string) => Promise<void> {
  const host = useHost();
  return useCallback(
    async (reason: string) => {
      host.bus.emit('wallet:refresh-requested', { reason });
      try {
        const wallet = await host.api.call(endpoints.walletBalance);
        const symbol = wallet.currencySymbol ?? host.session.getSnapshot().member?.currencySymbol ?? host.brand.currencySymbol;
        host.bus.emit('wallet:balance-changed', { sumBalance: wallet.sumBalance, currencySymbol: symbol });
      } catch {
        // The header's own refresh above still runs; a failed re-read changes nothing here.
      }
    },
    [host],
  );
}
