import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentreProps } from 'shared-contracts';
import { RemoteErrorBoundary, useBusEvent, useSession } from 'shared-contracts/react';
import { useStore } from 'zustand';
import { SecurityCenter } from '../features/security-center/components/security-center';
import { resolvePage, visiblePages, type MemberCentrePage } from './pages';
import { createCentreNavStore } from './stores/centre-nav-store';
import styles from './member-centre.module.css';
import { OverlayDialog, OverlayMenu, PageFailed, SectionUnavailable } from 'platform-ui';

/** The pages built so far; every other page shows {@link SectionUnavailable}. */
const BUILT_PAGES: Partial<Record<MemberCentrePage, ComponentType>> = {
  securityCenter: SecurityCenter,
};

/**
 * The member-centre overlay (spec §2 "Member centre"): a menu of the member's pages with the active
 * one highlighted, and the page itself. The shell has already checked access before mounting it.
 */
export function MemberCentre({ page, onClose }: CentreProps) {
  const { t } = useTranslation();
  const { member } = useSession();
  const pages = useMemo(() => visiblePages(member), [member]);
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
    if (centre === 'member') onClose();
  });

  return (
    <OverlayDialog
      title={t('title')}
      closeLabel={t('actions.close', { ns: 'common' })}
      onClose={onClose}
      nav={<OverlayMenu label={t('menuLabel')} items={pages.map((id) => ({ id, label: t(`pages.${id}`) }))} activeId={active} onSelect={show} />}
    >
      <h3 className={styles.pageTitle}>{pageTitle}</h3>
      <RemoteErrorBoundary resetKeys={[active]} fallback={({ reset }) => (
          <PageFailed message={t('errors.unexpected', { ns: 'common' })} retryLabel={t('actions.retry', { ns: 'common' })} onRetry={reset} />
        )}>
        {Page ? <Page /> : <SectionUnavailable message={t('unavailable.message', { section: pageTitle })} />}
      </RemoteErrorBoundary>
    </OverlayDialog>
  );
}
