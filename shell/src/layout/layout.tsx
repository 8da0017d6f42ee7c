import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { effectiveLayout, mustRedirectToLogin, type LayoutVariant } from '../app/route-layout';
import { CentreDeepLinks } from '../overlays/centre-deep-link';
import { Overlays } from '../overlays/overlays';
import { BannerStrip } from '../pages/banner-strip';
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
  const setSideMenuCollapsed = useUiStore((state) => state.setSideMenuCollapsed);
  const isGamePage = !!layout.isGamePage;

  useEffect(() => {
    if (isGamePage) setSideMenuCollapsed(true);
  }, [isGamePage, location.pathname, setSideMenuCollapsed]);

  if (mustRedirectToLogin(location.pathname, host.brand, session.token)) return <Navigate to={ROUTES.login} replace />;

  return (
    <div className={styles.layout} data-layout-header={layout.header} data-layout-side={layout.sideMenu} data-layout-footer={layout.footer}>
      {layout.header ? <Header /> : null}
      {layout.sideMenu ? <SideMenu /> : null}
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
