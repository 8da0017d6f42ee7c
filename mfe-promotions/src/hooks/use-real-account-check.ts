import { useCallback } from 'react';
import { checkRealAccount } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';

/**
 * The spec's login check for an action that needs a real account (applying, claiming, redeeming):
 * a guest is asked to log in (`auth:login-requested`), a trial account gets the real-account
 * warning (`auth:real-account-required`, the shell shows in_need_true_account). Returns whether
 * the action may go on.
 */
export function useRealAccountCheck(): (feature: string) => boolean {
  const host = useHost();
  return useCallback(
    (feature: string) => {
      const check = checkRealAccount(host.session.getSnapshot());
      if (check === 'login-required') host.bus.emit('auth:login-requested', { modal: 'login', reason: feature });
      else if (check === 'real-account-required') host.bus.emit('auth:real-account-required', { feature });
      return check === 'ok';
    },
    [host],
  );
}
