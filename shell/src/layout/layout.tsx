import { Outlet } from 'react-router-dom';
import { Overlays } from '../overlays/overlays';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { SideMenu } from './side-menu/side-menu';
import styles from './layout.module.css';

/** The page frame (spec §2 "Shell"): header, side menu, main content, footer, overlays. */
export function Layout() {
  return (
    <div className={styles.layout}>
      <Header />
      <SideMenu />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <Overlays />
    </div>
  );
}
