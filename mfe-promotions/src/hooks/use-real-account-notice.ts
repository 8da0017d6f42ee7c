import { useCallback, useEffect, useRef } from 'react';
import { checkRealAccount } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';

/**
 * A page that only a real account can use (the points mall's points, the VIP level): a trial account
 * that opens it gets the real-account warning at once (`auth:real-account-required`, the shell
 * shows in_need_true_account), once per page and session, as an action on the promotions page
 * gives it. Answers whether the session is a trial account, and a function that shows the warning
 * again (the page's "Learn more").
 */
export function useRealAccountNotice(feature: string): { isTrial: boolean; showNotice: () => void } {
  const host = useHost();
  const session = useSession();
  const isTrial = checkRealAccount(session) === 'real-account-required';
  const warnedFor = useRef<string | null>(null);
  const showNotice = useCallback(() => host.bus.emit('auth:real-account-required', { feature }), [host, feature]);

  useEffect(() => {
    if (!isTrial || warnedFor.current === session.token) return;
    warnedFor.current = session.token;
    showNotice();
  }, [isTrial, session.token, showNotice]);

  return { isTrial, showNotice };
}
