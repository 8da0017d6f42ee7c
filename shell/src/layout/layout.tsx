import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { effectiveLayout, mustRedirectToLogin, type LayoutVariant } from '../app/route-layout';
import { CentreDeepLinks } from '../overlays/centre-deep-link';
import { Overlays } from '../overlays/overlays';
import { BannerStrip } from '../pages/banner-strip';
import { useIsHydrated } from '../hooks/use-is-hydrated';
import { useUiStore } from '../stores/ui-store';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { MemberLoadNotice } from './member-load-notice';
import { SideMenu } from './side-menu/side-menu';
import styles from './layout.module.css';

/** Props of {@link Layout}. */
export interface LayoutProps {
  /** The matched route's layout variant (before the brand's flags). */
  variant: LayoutVariant;
}

/**
 * The page frame (spec §2 "Shell"): header, side menu, banner, main content, footer and overlays,
 * each shown as the matched route's layout variant says. Also the
 * logged-in-only redirect and the side menu closing on game pages.
 */
export function Layout({ variant }: LayoutProps) {
  const { t } = useTranslation('shell');
  const host = useHost();
  const session = useSession();
  const location = useLocation();
  const layout = effectiveLayout(variant, host.brand);
  const closeSideMenuOnArrival = useUiStore((state) => state.closeSideMenuOnArrival);
  const closedOnArrivalAt = useUiStore((state) => state.sideMenuClosedOnArrivalAt);
  const isGamePage = !!layout.isGamePage;
  // Closed from the first render on (the edge's frame too), not by the effect after it: the page
  // would move sideways once it ran (CLS, issue 47.4).
  const isArrivingAtGame = isGamePage && closedOnArrivalAt !== location.pathname;
  // The session is restored once the page has hydrated (the edge's frame is a guest's): a member
  // page redirects only then, when the stored session is known.
  const isHydrated = useIsHydrated();

  useEffect(() => {
    if (isGamePage) closeSideMenuOnArrival(location.pathname);
  }, [isGamePage, location.pathname, closeSideMenuOnArrival]);

  if (isHydrated && session.status !== 'loading' && mustRedirectToLogin(location.pathname, host.brand, session.token))
    return <Navigate to={ROUTES.login} replace />;

  return (
    <div className={styles.layout} data-layout-header={layout.header} data-layout-side={layout.sideMenu} data-layout-footer={layout.footer}>
      {layout.header ? <Header /> : null}
      {layout.sideMenu ? <SideMenu closed={isArrivingAtGame} /> : null}
      <main id="main" className={styles.main}>
        <MemberLoadNotice />
        {layout.banner ? <BannerStrip group={layout.banner} /> : null}
        <Suspense
          fallback={
            <p role="status" className={styles.pageLoading}>
              {t('remote.loading')}
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      {layout.footer ? <Footer /> : null}
      <Overlays />
      <CentreDeepLinks />
    </div>
  );
}
