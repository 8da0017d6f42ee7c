import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTrial, type CentreProps } from 'shared-contracts';
import { RemoteErrorBoundary, useBusEvent, useHost, useSession } from 'shared-contracts/react';
import { useStore } from 'zustand';
import { CentreOverlay, PageFailed, Skeleton } from 'platform-ui';
import { centreUrl } from './centre-url';
import { missionCountQueryOptions } from './mission-count';
import { PAGE_COMPONENTS } from './page-registry';
import { resolvePage, visiblePages } from './pages';
import { createCentreNavStore } from './stores/centre-nav-store';
import styles from './member-centre.module.css';

/**
 * The member-centre overlay (spec §2 "Member centre"): a menu of the member's pages with the active
 * one highlighted, and the page itself. The shell checks access before mounting it; without a
 * session it renders nothing all the same, and a trial account is told it needs a real account. While open it keeps `?centre=member&centrePage=<page>`
 * in the URL (so a reload or a shared link reopens the same page) and removes both on close.
 */
export function MemberCentre({ page, onClose }: CentreProps) {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const pages = useMemo(() => visiblePages(member), [member]);
  const [store] = useState(() => createCentreNavStore(page ?? ''));
  const requested = useStore(store, (state) => state.activePage);
  const show = useStore(store, (state) => state.show);
  const active = resolvePage(requested, pages);
  const Page = PAGE_COMPONENTS[active];
  const pageTitle = t(`pages.${active}`);
  const isTrialAccount = isTrial(member);
  const missions = useQuery({ ...missionCountQueryOptions(host.api, member?.account ?? ''), enabled: !!member && !isTrialAccount });
  const missionCount = missions.data ?? 0;

  useEffect(() => {
    store.getState().show(page ?? '');
  }, [page, store]);
  useBusEvent('centre:close', ({ centre }) => {
    if (centre === 'member') onClose();
  });

  const isOpen = !!member && !isTrialAccount;
  useEffect(() => {
    if (!isOpen) return;
    const next = centreUrl(window.location, active);
    if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`) host.navigate(next, { replace: true });
  }, [active, host, isOpen]);
  useEffect(() => {
    if (!isOpen) return;
    return () => {
      const next = centreUrl(window.location, null);
      if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`) host.navigate(next, { replace: true });
    };
  }, [host, isOpen]);

  if (!member) return null;
  if (isTrialAccount) {
    // Defence in depth (the shell shows the real-account notice instead of opening the centre): a
    // trial account is told what it needs (spec §5 login check), and nothing is asked of the API.
    return (
      <CentreOverlay
        title={t('title')}
        menuLabel={t('menuLabel')}
        closeLabel={t('actions.close', { ns: 'common' })}
        items={[]}
        activeId={active}
        onSelect={show}
        onClose={onClose}
      >
        <p role="alert" className={styles.guard}>
          {t('in_need_true_account', { ns: 'common' })}
        </p>
      </CentreOverlay>
    );
  }

  const items = pages.map((id) => ({
    id,
    label: t(`pages.${id}`),
    // The open-mission count beside the entry (spec §2), announced with the label.
    ...(id === 'missionLeaderboard' ? { badge: missionCount } : {}),
  }));

  return (
    <CentreOverlay
      title={t('title')}
      menuLabel={t('menuLabel')}
      closeLabel={t('actions.close', { ns: 'common' })}
      items={items}
      activeId={active}
      onSelect={show}
      onClose={onClose}
    >
      <h3 className={styles.pageTitle}>{pageTitle}</h3>
      {/* For a page that throws while rendering; a page whose chunk cannot load says so itself, with a
          retry that loads it again (page-registry.ts). */}
      <div className={styles.content}>
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
          <Suspense fallback={<Skeleton />}>
            <Page />
          </Suspense>
        </RemoteErrorBoundary>
      </div>
    </CentreOverlay>
  );
}
