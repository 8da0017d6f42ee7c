import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { canOpenAgentCentre, type CentreProps } from 'shared-contracts';
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
import { featuresFromFlags, isGatedPage, resolvePage, visiblePages, type AgentCentrePage } from './pages';
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
 * removes both when it closes, so the centre is deep-linkable and survives a reload. A session that
 * is not an agent's sees "Non-agents cannot log in" and nothing is asked of the API (the shell gates
 * `centre:open` already; this is defence in depth).
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
  const pages = visiblePages(featuresFromFlags(flags.data));
  const [store] = useState(() => createCentreNavStore(page ?? ''));
  const requested = useStore(store, (state) => state.activePage);
  const show = useStore(store, (state) => state.show);
  // A gated page asked for by a deep link waits for the flags before it falls back.
  const isWaitingForFlags = isAllowed && flags.isPending && isGatedPage(requested);
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

  return (
    <CentreOverlay
      title={t('title')}
      menuLabel={t('menuLabel')}
      closeLabel={t('actions.close', { ns: 'common' })}
      items={pages.map((id) => ({ id, label: t(`pages.${id}`) }))}
      // The contract pages join the menu once the flags are in.
      menuBusy={isAllowed && flags.isPending}
      activeId={active}
      onSelect={show}
      onClose={onClose}
    >
      {!isAllowed ? (
        <>
          <h3 className={styles.pageTitle}>{t('title')}</h3>
          <p role="alert" className={styles.guard}>
            {t('guard.nonAgent')}
          </p>
        </>
      ) : isWaitingForFlags ? (
        <p role="status">{t('state.loading')}</p>
      ) : (
        <>
          <h3 className={styles.pageTitle}>{pageTitle}</h3>
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
        </>
      )}
    </CentreOverlay>
  );
}
