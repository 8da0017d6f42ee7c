import { useCallback, useSyncExternalStore } from 'react';
import { useHost } from 'shared-contracts/react';
import type { ShellHost } from '../host/create-host';
import type { MemberLoadState } from './session-store';

const IDLE: MemberLoadState = { isFailed: false, isLoading: false, error: null };
const noSubscribe = () => () => undefined;

/**
 * The member-loading state of the shell's session and its retry. A host without the shell's
 * session internals (a remote's fake host in tests) never reports a failure.
 */
export function useMemberLoad(): MemberLoadState & { retry: () => void } {
  const host = useHost() as Partial<ShellHost>;
  const session = host.sessionInternals;
  const getState = session ? session.memberLoad.getState : () => IDLE;
  // The host is the page's own (one per render on the edge): its state is the server's too.
  const state = useSyncExternalStore(session ? session.memberLoad.subscribe : noSubscribe, getState, getState);
  const retry = useCallback(() => void session?.retryMember(), [session]);
  return { ...state, retry };
}
