import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CallInput, EndpointDef, HostApi, MemberInfo, ValueOf } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { newIdempotencyKey } from './idempotency';
import { refetchBalance } from './wallet-balance';

/**
 * After money moved: asks the header to reload its balance (`wallet:refresh-requested`), refetches
 * this remote's and announces it (`wallet:balance-changed`).
 */
export async function announceBalance(host: HostApi, queryClient: QueryClient, member: MemberInfo | null, reason: string): Promise<void> {
  host.bus.emit('wallet:refresh-requested', { reason });
  if (!member) return;
  try {
    const balance = await refetchBalance(queryClient, host.api, member.account);
    host.bus.emit('wallet:balance-changed', {
      sumBalance: balance.sumBalance,
      currencySymbol: balance.currencySymbol ?? member.currencySymbol,
    });
  } catch {
    // The money moved; a failed balance reload shows on the pages that read it, with a retry.
  }
}

/** Options of {@link useMoneyAction}. */
export interface MoneyActionOptions<E extends EndpointDef> {
  /** Queries to refetch after success (the wallet balance is always refetched). */
  invalidate?: readonly QueryKey[];
  /** Why the balance changed, for the `wallet:refresh-requested` event. */
  reason: string;
  onSuccess?: (value: ValueOf<E>) => void;
  onError?: (error: unknown) => void;
}

/**
 * One money action (deposit, withdraw, confirm, transfer, claim, rebate) that cannot move money
 * twice: every call carries an idempotency key made once per intent — the same input retried (a
 * time-out, a double click) reuses it, so the platform replays the first answer; a different input
 * is a new intent and gets a new key; success retires it. A call while one is pending is ignored.
 * On success the balance is refetched and announced (`wallet:balance-changed`, plus
 * `wallet:refresh-requested` so the header reloads its own).
 */
export function useMoneyAction<E extends EndpointDef>(endpoint: E, { invalidate = [], reason, onSuccess, onError }: MoneyActionOptions<E>) {
  const host = useHost();
  const { member } = useSession();
  const queryClient = useQueryClient();
  const intent = useRef<{ input: string; key: string } | null>(null);
  // A second click in the same tick sees a stale isPending: the ref is the real guard.
  const pending = useRef(false);

  const mutation = useMutation({
    mutationFn: (input: CallInput<E>) => {
      const serialised = JSON.stringify(input ?? {});
      if (intent.current?.input !== serialised) intent.current = { input: serialised, key: newIdempotencyKey() };
      return host.api.call(endpoint, input, { idempotencyKey: intent.current.key });
    },
    onSettled: () => {
      pending.current = false;
    },
    onError: (error) => onError?.(error),
    onSuccess: async (value) => {
      intent.current = null;
      onSuccess?.(value);
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await announceBalance(host, queryClient, member, reason);
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
