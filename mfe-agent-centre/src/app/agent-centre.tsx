import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { canOpenAgentCentre, type CentreProps } from 'shared-contracts';
import { RemoteErrorBoundary, useBusEvent, useSession } from 'shared-contracts/react';
import { useStore } from 'zustand';
import { TeamOverview } from '../features/team-overview/components/team-overview';
import { NO_CONTRACT_FEATURES, resolvePage, visiblePages, type AgentCentrePage } from './pages';
import { createCentreNavStore } from './stores/centre-nav-store';
import styles from './agent-centre.module.css';
import { OverlayDialog, OverlayMenu, PageFailed, SectionUnavailable } from 'platform-ui';

/** The pages built so far; every other page shows {@link SectionUnavailable}. */
const BUILT_PAGES: Partial<Record<AgentCentrePage, ComponentType>> = {
  agentTeamOverview: TeamOverview,
};

/**
 * The agent-centre overlay (spec §2 "Agent centre"): a left menu titled 'Agent', the page on the
 * right and a close control. A session that is not an agent's sees the spec's "Non-agents cannot
 * log in" message instead of any data.
 */
export function AgentCentre({ page, onClose }: CentreProps) {
  const { t } = useTranslation();
  const session = useSession();
  const isAllowed = canOpenAgentCentre(session);
  // The contract flags come from the consolidated-contract call, a later issue: none apply yet.
  const pages = useMemo(() => visiblePages(NO_CONTRACT_FEATURES), []);
  const [store] = useState(() => createCentreNavStore(page ?? ''));
  const requested = useStore(store, (state) => state.activePage);
  const show = useStore(store, (state) => state.show);
  const active = resolvePage(requested, pages);
  const Page = BUILT_PAGES[active];
  const pageTitle = t(`pages.${active}`);

  useEffect(() => {
    store.getState().show(page ?? '');
  }, [page, store]);
  useBusEvent('centre:close', ({ centre }) => {
    if (centre === 'agent') onClose();
  });

  return (
    <OverlayDialog
      title={t('title')}
      closeLabel={t('actions.close', { ns: 'common' })}
      onClose={onClose}
      nav={<OverlayMenu label={t('menuLabel')} items={pages.map((id) => ({ id, label: t(`pages.${id}`) }))} activeId={active} onSelect={show} />}
    >
      <h3 className={styles.pageTitle}>{pageTitle}</h3>
      {!isAllowed ? (
        <p role="alert" className={styles.guard}>
          {t('guard.nonAgent')}
        </p>
      ) : (
        <RemoteErrorBoundary resetKeys={[active]} fallback={({ reset }) => (
          <PageFailed message={t('errors.unexpected', { ns: 'common' })} retryLabel={t('actions.retry', { ns: 'common' })} onRetry={reset} />
        )}>
          {Page ? <Page /> : <SectionUnavailable message={t('unavailable.message', { section: pageTitle })} />}
        </RemoteErrorBoundary>
      )}
    </OverlayDialog>
  );
}
