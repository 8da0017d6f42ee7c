import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canOpenAgentCentre, isTrial, type CentreProps } from 'shared-contracts';
import { RemoteErrorBoundary, useBusEvent, useHost, useSession } from 'shared-contracts/react';
import { useStore } from 'zustand';
import { CentreOverlay, PageFailed } from 'platform-ui';
import { Announcements } from '../features/announcement/components/announcements';
import { DownlineManagement } from './pages/downline-management';
import { RegisterCentre } from '../features/register-centre/components/register-centre';
import { DownlineTransactions } from '../features/records/components/downline-transactions';
import { RevenueReport } from '../features/records/components/revenue-report';
import { TeamBetting } from '../features/records/components/team-betting';
import { TeamProfitLoss } from '../features/records/components/team-profit-loss';
import { SettlementsPage } from '../features/salaries/components/settlements-page';
import { TeamOverview } from '../features/team-overview/components/team-overview';
import { contractFlagsQueryOptions } from '../lib/contract-flags-query';
import { centreUrl } from './centre-url';
import { AGENT_CENTRE_PAGES, featuresFromFlags, isGatedPage, resolvePage, visiblePages, type AgentCentrePage } from './pages';
import { createCentreNavStore } from './stores/centre-nav-store';
import styles from './agent-centre.module.css';

/** What every page gets: a way to switch the centre to another page. */
export interface AgentPageProps {
  showPage: (page: AgentCentrePage) => void;
}

const DividendRecords = () => <SettlementsPage kind="DIVIDEND" />;
const DailyWages = () => <SettlementsPage kind="DAILY_SALARY" />;
const HourSalary = () => <SettlementsPage kind="HOURLY_SALARY" />;
const RealtimeSalary = () => <SettlementsPage kind="REALTIME_SALARY" />;

/** The component of every page. */
const PAGES: Record<AgentCentrePage, ComponentType<AgentPageProps>> = {
  agentAnnouncement: Announcements,
  agentTeamOverview: TeamOverview,
  registerCenter: RegisterCentre,
  downlineManagmentView: DownlineManagement,
  personalHistoryCopy: TeamBetting,
  palStatementsAgentCopy: TeamProfitLoss,
  agentRevenueReport: RevenueReport,
  agentDownlineTransactionDetailsCopy: DownlineTransactions,
  agentDividendRecordCopy2: DividendRecords,
  agentDailyWages2: DailyWages,
  agentHourSalary: HourSalary,
  agentRealtimeSalary: RealtimeSalary,
};

/**
 * The agent-centre overlay: a left menu titled 'Agent', the page on the right and a close control.
 * The four contract pages show only when their consolidated contract flag applies. While open, the
 * centre keeps `?centre=agent&centrePage=<page>` in the URL (replace, other parameters kept) and
 * removes both when it closes, so the centre is deep-linkable and survives a reload. When the flags
 * cannot be read the panel says so with a retry, and a contract page asked for keeps its place. A
 * session that is not an agent's sees "Non-agents cannot log in" (a trial account: the real-account
 * text) and nothing is asked of the API (the shell gates `centre:open` already; this is defence in
 * depth).
 */
export function AgentCentre({ page, onClose }: CentreProps) {
  const { t } = useTranslation();
  const host = useHost();
  const session = useSession();
  const isAllowed = canOpenAgentCentre(session);
  const flags = useQuery({
    ...contractFlagsQueryOptions(host.api, session.member?.account ?? ''),
    enabled: isAllowed,
  });
  const [store] = useState(() => createCentreNavStore(page ?? ''));
  const requested = useStore(store, (state) => state.activePage);
  const show = useStore(store, (state) => state.show);
  // A gated page asked for by a deep link waits for the flags before it falls back.
  const isWaitingForFlags = isAllowed && flags.isPending && isGatedPage(requested);
  // The flags could not be read: the contract pages are unknown, not absent. The agent is told so
  // (with a retry), and a contract page it asked for stays its place (menu, title, URL) meanwhile.
  const haveFlagsFailed = isAllowed && flags.isError && flags.data === undefined;
  const keptPage = haveFlagsFailed && isGatedPage(requested) ? (requested as AgentCentrePage) : null;
  const pages = withPage(visiblePages(featuresFromFlags(flags.data)), keptPage);
  const active = resolvePage(requested, pages);
  const Page = PAGES[active];
  const pageTitle = t(`pages.${active}`);

  useEffect(() => {
    store.getState().show(page ?? '');
  }, [page, store]);

  const navigateRef = useRef(host.navigate);
  navigateRef.current = host.navigate;
  useEffect(() => {
    if (isWaitingForFlags) return;
    const next = centreUrl(window.location, active);
    if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
      navigateRef.current(next, { replace: true });
  }, [active, isWaitingForFlags]);
  useEffect(
    () => () => {
      const next = centreUrl(window.location, null);
      if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
        navigateRef.current(next, { replace: true });
    },
    [],
  );

  useBusEvent('centre:close', ({ centre }) => {
    if (centre === 'agent') onClose();
  });

  const flagsNotice = haveFlagsFailed ? (
    <div role="alert" className={styles.notice}>
      <p>{t(keptPage ? 'flags.failedPage' : 'flags.failed')}</p>
      <button type="button" className={styles.retry} disabled={flags.isFetching} onClick={() => void flags.refetch()}>
        {flags.isFetching ? t('flags.checking') : t('actions.retry', { ns: 'common' })}
      </button>
    </div>
  ) : null;

  let content: ReactNode;
  if (!isAllowed) {
    // Defence in depth (the shell gates `centre:open`): a trial account is told what it needs (spec
    // §5 login check), any other non-agent the spec's §6 refusal.
    content = (
      <>
        <h3 className={styles.pageTitle}>{t('title')}</h3>
        <p role="alert" className={styles.guard}>
          {isTrial(session.member) ? t('in_need_true_account', { ns: 'common' }) : t('guard.nonAgent')}
        </p>
      </>
    );
  } else if (isWaitingForFlags) content = <p role="status">{t('state.loading')}</p>;
  else if (keptPage) {
    content = (
      <>
        <h3 className={styles.pageTitle}>{pageTitle}</h3>
        {flagsNotice}
      </>
    );
  } else {
    content = (
      <>
        <h3 className={styles.pageTitle}>{pageTitle}</h3>
        <div className={styles.content}>
          {flagsNotice}
          <RemoteErrorBoundary
            resetKeys={[active]}
            fallback={({ reset }) => (
              <PageFailed
                message={t('errors.unexpected', { ns: 'common' })}
                retryLabel={t('actions.retry', { ns: 'common' })}
                onRetry={reset}
              />
            )}
          >
            <Page showPage={show} />
          </RemoteErrorBoundary>
        </div>
      </>
    );
  }

  return (
    <CentreOverlay
      title={t('title')}
      menuLabel={t('menuLabel')}
      closeLabel={t('actions.close', { ns: 'common' })}
      items={pages.map((id) => ({ id, label: t(`pages.${id}`) }))}
      // The contract pages join the menu once the flags are in (also after a retry).
      menuBusy={isAllowed && flags.isFetching && flags.data === undefined}
      activeId={active}
      onSelect={show}
      onClose={onClose}
    >
      {content}
    </CentreOverlay>
  );
}

/** The visible pages plus `page` (a contract page kept while the flags are unknown), in menu order. */
function withPage(pages: readonly AgentCentrePage[], page: AgentCentrePage | null): AgentCentrePage[] {
  if (!page || pages.includes(page)) return [...pages];
  return AGENT_CENTRE_PAGES.map((entry) => entry.id).filter((id) => id === page || pages.includes(id));
}
