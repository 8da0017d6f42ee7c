import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentreProps } from 'shared-contracts';
import { RemoteErrorBoundary, useBusEvent, useSession } from 'shared-contracts/react';
import { useStore } from 'zustand';
import { SecurityCenter } from '../features/security-center/components/security-center';
import { resolvePage, visiblePages, type MemberCentrePage } from './pages';
import { createCentreNavStore } from './stores/centre-nav-store';
import styles from './member-centre.module.css';
import { OverlayDialog, SectionUnavailable } from 'platform-ui';

/** The pages built so far; every other page shows {@link SectionUnavailable}. */
const BUILT_PAGES: Partial<Record<MemberCentrePage, ComponentType>> = {
  securityCenter: SecurityCenter,
};

function PageFailed({ reset }: { reset: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.failed}>
      <p>{t('errors.unexpected', { ns: 'common' })}</p>
      <button type="button" className={styles.retry} onClick={reset}>
        {t('actions.retry', { ns: 'common' })}
      </button>
    </div>
  );
}

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
      nav={
        <nav aria-label={t('menuLabel')}>
          <ul className={styles.menu}>
            {pages.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  className={styles.menuItem}
                  aria-current={id === active ? 'page' : undefined}
                  onClick={() => show(id)}
                >
                  {t(`pages.${id}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      <h3 className={styles.pageTitle}>{pageTitle}</h3>
      <RemoteErrorBoundary resetKeys={[active]} fallback={({ reset }) => <PageFailed reset={reset} />}>
        {Page ? <Page /> : <SectionUnavailable message={t('unavailable.message', { section: pageTitle })} />}
      </RemoteErrorBoundary>
    </OverlayDialog>
  );
}
