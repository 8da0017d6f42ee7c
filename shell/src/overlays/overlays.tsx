import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { closeWhenUnavailable, lazyPart } from 'platform-ui';
import {
  canOpenAgentCentre,
  canOpenMemberCentre,
  checkRealAccount,
  safeUrl,
  type AccountModalsProps,
  type CentreProps,
  type PlatformEvents,
} from 'shared-contracts';
import { useBusEvent, useHost } from 'shared-contracts/react';
import { DialogHost } from '../components/dialog/dialog-host';
import { RemoteSlot } from '../components/remote-slot/remote-slot';
import type { ShellHost } from '../host/create-host';
import { ShellModals } from '../modals/shell-modals';
import { Toasts } from './toasts';
import type { RealAccountNoticeProps } from './real-account-notice';
import { shellKeys } from '../queries/shell-queries';
import { useUiStore } from '../stores/ui-store';

/** Queries holding a member's data, dropped on logout. */
const MEMBER_QUERY_KEYS = [
  [...shellKeys.all, 'wallet'],
  [...shellKeys.all, 'loggedInAnnouncements'],
] as const;

// The kit's AlertDialog (Radix) loads when the warning shows, not with the first paint. Without that
// code the warning answers as closed.
const RealAccountNotice = lazyPart(
  'the trial-account warning',
  () => import('./real-account-notice').then((module) => module.RealAccountNotice),
  closeWhenUnavailable<RealAccountNoticeProps>(({ onAnswer }) => onAnswer('close')),
);

/** The affiliate link resource a non-agent gets instead of the agent centre (spec §6). */
function affiliateLink(host: ReturnType<typeof useHost>): string | undefined {
  const url = host.system.getSnapshot()?.permission.info.resources.find((resource) => resource.resourceType === 'AFFILIATELINK')?.url;
  return safeUrl(url, { allowSitePath: false });
}

/**
 * The overlays the shell mounts on request: the account modals (`auth:login-requested`), the member
 * and agent centres (`centre:open`, after the access rules of spec §5), the trial-account warning
 * and toasts (session expired).
 */
export function Overlays() {
  const host = useHost();
  const ui = useUiStore();

  useBusEvent('auth:login-requested', ({ modal = 'login', reason }) => ui.openAccount({ modal, reason }));
  useBusEvent('auth:real-account-required', () => ui.showRealAccountNotice());
  const queryClient = useQueryClient();
  // Spec §4 "Logout": the member's state goes with the session (centres, the trial warning, the
  // member's cached wallet and announcements); the VIP and agent entries follow the session.
  useBusEvent('auth:logged-out', () => {
    ui.closeCentre();
    ui.hideRealAccountNotice();
    for (const key of MEMBER_QUERY_KEYS) queryClient.removeQueries({ queryKey: key });
  });
  useBusEvent('centre:close', ({ centre }) => ui.closeCentre(centre));
  useBusEvent('centre:open', ({ centre, page }: PlatformEvents['centre:open']) => {
    const session = host.session.getSnapshot();
    if (session.token && !session.member) {
      // Logged in, but the member's data has not loaded (or failed): say so and try again.
      ui.pushToast('account.notReady');
      void (host as Partial<ShellHost>).sessionInternals?.retryMember();
      return;
    }
    const allowed = centre === 'member' ? canOpenMemberCentre(session) : canOpenAgentCentre(session);
    if (allowed) {
      ui.openCentre({ centre, page });
      return;
    }
    const check = checkRealAccount(session);
    if (check === 'login-required') ui.openAccount({ modal: 'login' });
    else if (check === 'real-account-required') ui.showRealAccountNotice();
    else if (centre === 'agent') {
      // Spec §6: the agent area refuses non-agents in words ("Non-agents cannot log in"), whether
      // they came by a link (`?centre=agent`) or a button; the affiliate link resource opens too.
      ui.pushToast('common:errors.nonAgent');
      const link = affiliateLink(host);
      if (link) window.open(link, '_blank', 'noopener,noreferrer');
    }
  });

  const accountProps: AccountModalsProps | null = ui.account
    ? { modal: ui.account.modal, reason: ui.account.reason, onClose: ui.closeAccount }
    : null;
  const centreProps: CentreProps | null = ui.centre ? { page: ui.centre.page, onClose: () => ui.closeCentre() } : null;

  return (
    <>
      {accountProps ? <RemoteSlot remote="mfe-account" exposed="AccountModals" props={{ ...accountProps }} variant="overlay" /> : null}
      {centreProps && ui.centre?.centre === 'member' ? (
        <RemoteSlot remote="mfe-member-centre" exposed="MemberCentre" props={{ ...centreProps }} variant="overlay" />
      ) : null}
      {centreProps && ui.centre?.centre === 'agent' ? (
        <RemoteSlot remote="mfe-agent-centre" exposed="AgentCentre" props={{ ...centreProps }} variant="overlay" />
      ) : null}
      {ui.realAccountNotice ? (
        <Suspense fallback={null}>
          <RealAccountNotice
            onAnswer={(answer) => {
              ui.hideRealAccountNotice();
              if (answer === 'register') ui.openAccount({ modal: 'register' });
            }}
          />
        </Suspense>
      ) : null}
      <ShellModals />
      <DialogHost />
      <Toasts />
    </>
  );
}
