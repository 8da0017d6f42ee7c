import { useCallback, useEffect } from 'react';
import { checkRealAccount } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';

/** Where the browser session remembers which trial account was warned (its name, never its token). */
export const REAL_ACCOUNT_NOTICE_KEY = 'wl:real-account-notice';

function wasWarned(account: string): boolean {
  try {
    return sessionStorage.getItem(REAL_ACCOUNT_NOTICE_KEY) === account;
  } catch {
    return false;
  }
}

function markWarned(account: string): void {
  try {
    sessionStorage.setItem(REAL_ACCOUNT_NOTICE_KEY, account);
  } catch {
    // Storage refused (private mode): the warning may show again on the next visit.
  }
}

/**
 * A page that only a real account can use (the points mall's points, the VIP level): a trial account
 * gets the real-account warning (`auth:real-account-required`, the shell shows in_need_true_account)
 * on the first of these pages it opens in the browser session, and not on every visit (issue 49:
 * the page's own notice says it too). Answers whether the session is a trial account, and a
 * function that shows the warning again (the page's "Learn more").
 */
export function useRealAccountNotice(feature: string): { isTrial: boolean; showNotice: () => void } {
  const host = useHost();
  const session = useSession();
  const isTrial = checkRealAccount(session) === 'real-account-required';
  const account = session.member?.account ?? '';
  const showNotice = useCallback(() => host.bus.emit('auth:real-account-required', { feature }), [host, feature]);

  useEffect(() => {
    if (!isTrial || !account || wasWarned(account)) return;
    markWarned(account);
    showNotice();
  }, [isTrial, account, showNotice]);

  return { isTrial, showNotice };
}
