import { useMutation, useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import {
  createIntentKeys,
  endpoints,
  type ApiClient,
  type CallInput,
  type EndpointDef,
  type IntentKeys,
  type ValueOf,
  type WalletBalance,
} from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';

/**
 * How a remote reads the wallet balance it shows (its own query key, so its pages see the new
 * balance at once): `queryKey` and `queryFn` of a `queryOptions` factory for the signed-in account.
 */
export type BalanceQuery = (
  api: ApiClient,
  account: string,
) => { queryKey: QueryKey; queryFn?: ((...args: never[]) => WalletBalance | Promise<WalletBalance>) | undefined };

/** Options of {@link useAnnounceBalance}. */
export interface AnnounceBalanceOptions {
  /**
   * The remote's balance query: marked stale and fetched again through the query client. Without
   * it the wallet is read by a direct call (a remote that keeps no balance query).
   */
  balanceQuery?: BalanceQuery | undefined;
}

/**
 * After money moved (a deposit, a withdrawal, a transfer, a claim, a settled salary): asks the
 * header to reload its balance (`wallet:refresh-requested` with `reason`), then reads the wallet
 * again and announces it (`wallet:balance-changed`; the symbol is the wallet's, else the member's,
 * else the brand's). A failed read changes nothing: the money moved and the header's own reload
 * still runs. With a `balanceQuery` and no member signed in, only the header is asked.
 */
export function useAnnounceBalance({ balanceQuery }: AnnounceBalanceOptions = {}): (reason: string) => Promise<void> {
  const host = useHost();
  const { member } = useSession();
  const queryClient = useQueryClient();
  const account = member?.account;
  const memberSymbol = member?.currencySymbol;
  return useCallback(
    async (reason: string) => {
      host.bus.emit('wallet:refresh-requested', { reason });
      if (balanceQuery && account === undefined) return;
      try {
        let wallet: WalletBalance;
        if (balanceQuery && account !== undefined) {
          const query = balanceQuery(host.api, account);
          await queryClient.invalidateQueries({ queryKey: query.queryKey, refetchType: 'none' });
          wallet = await queryClient.fetchQuery({ ...query, staleTime: 0 } as FetchQueryOptions<WalletBalance>);
        } else wallet = await host.api.call(endpoints.walletBalance);
        host.bus.emit('wallet:balance-changed', {
          sumBalance: wallet.sumBalance,
          currencySymbol: wallet.currencySymbol ?? memberSymbol ?? host.brand.currencySymbol,
        });
      } catch {
        // The money moved; the pages that read the wallet show a failed read with a retry.
      }
    },
    [host, queryClient, balanceQuery, account, memberSymbol],
  );
}

/**
 * The idempotency keys of one money action's intents, kept for the component's life
 * (shared-contracts' `createIntentKeys`): `keyFor(intent)` gives the same key for a retry or a double
 * click of the same intent and a new one once the intent changes; `retire()` after success.
 */
export function useIntentKeys(): IntentKeys {
  const keys = useRef<IntentKeys | null>(null);
  keys.current ??= createIntentKeys();
  return keys.current;
}

/** Options of {@link useMoneyAction}. */
export interface MoneyActionOptions<E extends EndpointDef> extends AnnounceBalanceOptions {
  /** Why the balance changed, for the `wallet:refresh-requested` event. */
  reason: string;
  /** Queries to refetch after success, before the balance is announced. */
  invalidate?: readonly QueryKey[];
  onSuccess?: (value: ValueOf<E>, input: CallInput<E>) => void;
  onError?: (error: unknown, input: CallInput<E>) => void;
}

/**
 * One money action (deposit, withdraw, transfer, claim, redeem, rebate) that cannot move money
 * twice: every call carries an idempotency key made once per intent — the same input retried (a
 * time-out, a double click) reuses it, so the platform replays the first answer; a different input
 * is a new intent and gets a new key; success retires it. `run` while a call is pending is ignored
 * (a second click in the same tick still sees a stale `isPending`: a ref is the real guard). On
 * success `invalidate` is refetched and the balance announced ({@link useAnnounceBalance}).
 */
export function useMoneyAction<E extends EndpointDef>(
  endpoint: E,
  { reason, invalidate = [], onSuccess, onError, balanceQuery }: MoneyActionOptions<E>,
) {
  const host = useHost();
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  const announceBalance = useAnnounceBalance({ balanceQuery });
  const pending = useRef(false);

  const mutation = useMutation({
    mutationFn: (input: CallInput<E>) => host.api.call(endpoint, input, { idempotencyKey: keys.keyFor(input) }),
    onSettled: () => {
      pending.current = false;
    },
    onError: (error, input) => onError?.(error, input),
    onSuccess: async (value, input) => {
      keys.retire();
      onSuccess?.(value, input);
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await announceBalance(reason);
    },
  });

  return {
    ...mutation,
    /** Runs the action unless one is pending. */
    run: (input: CallInput<E>) => {
      if (pending.current) return;
      pending.current = true;
      mutation.mutate(input);
    },
  };
}
