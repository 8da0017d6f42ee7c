import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { PartStillLoading, apiErrorText, lazyPart, type PartRetry, type PartStillLoadingProps } from 'platform-ui';
import { ROUTES } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { LanguagePicker } from '../../components/language-picker/language-picker';
import { useCustomerService } from '../../customer-service/use-customer-service';
import { openFeedback } from '../../feedback/open-feedback';
import { NARROW_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { ThemeToggle } from '../header/header';
import { vendorLanesQueryOptions } from '../../queries/shell-queries';
import { useUiStore } from '../../stores/ui-store';
import { menuCategories, SHELL_LOBBY_CATEGORIES, vendorHref, type MenuCategory } from './menu-categories';
import { menuEntryVisibility, socialLinks } from './menu-entries';
import { loadDrawer } from './drawer-load';
import type { SideMenuDrawerProps } from './side-menu-drawer';
import styles from './side-menu.module.css';

/**
 * If the drawer's code cannot load when the menu is opened, the menu closes again and says so
 * rather than break the page, and the code is asked for once more, for the next press.
 */
function DrawerUnavailable({ open, onClose, retry }: SideMenuDrawerProps & PartRetry) {
  useEffect(() => {
    if (!open) return;
    onClose();
    useUiStore.getState().pushToast('toast.unavailable');
    retry();
  }, [open, onClose, retry]);
  return null;
}

const SideMenuDrawer = lazyPart('the menu drawer', loadDrawer, DrawerUnavailable, {
  // Late code says so only once the drawer was asked for (floating, with Retry and Cancel).
  stillLoading: ({ open, onClose, retry }: SideMenuDrawerProps & PartStillLoadingProps) =>
    open ? <PartStillLoading retry={retry} close={onClose} /> : null,
});

function Disclosure({ label, link, children }: { label: string; link?: ReactNode; children: ReactNode }) {
  const [isExpanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li>
      <div className={styles.row}>
        {link ?? <span className={styles.label}>{label}</span>}
        <button
          type="button"
          className={styles.expand}
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-label={label}
          onClick={() => setExpanded((open) => !open)}
        >
          <span aria-hidden="true">{isExpanded ? '−' : '+'}</span>
        </button>
      </div>
      <ul id={listId} className={styles.vendors} hidden={!isExpanded}>
        {children}
      </ul>
    </li>
  );
}

function CategoryEntry({ entry }: { entry: MenuCategory }) {
  const { t } = useTranslation('shell');
  const label = t(`sideMenu.categories.${entry.category}`);
  return (
    <Disclosure
      label={label}
      link={
        <NavLink to={entry.route} className={styles.link} end>
          {label}
        </NavLink>
      }
    >
      <li>
        <NavLink to={entry.route} className={styles.vendorLink} end>
          {t('sideMenu.all')}
        </NavLink>
      </li>
      {entry.vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <NavLink to={vendorHref(entry.route, vendor.vassalage)} className={styles.vendorLink}>
            {vendor.name || vendor.vassalage}
          </NavLink>
        </li>
      ))}
    </Disclosure>
  );
}

function MenuButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.menuButton} onClick={onClick}>
      {children}
    </button>
  );
}

/** A page for members (VIP, referral): a link for a member, the login popup for a guest. */
function MemberRouteEntry({ to, children }: { to: string; children: ReactNode }) {
  const host = useHost();
  const session = useSession();
  if (!session.token) return <MenuButton onClick={() => host.bus.emit('auth:login-requested', { modal: 'login' })}>{children}</MenuButton>;
  return (
    <NavLink to={to} className={styles.link}>
      {children}
    </NavLink>
  );
}

/**
 * The side menu (spec §2 "Side menu"): home; one entry per game category that has vendors, with an
 * 'all' child and its vendors (each opening that vendor's tab, `<route>?page=<vassalage>`);
 * referral and VIP (shown when logged out or when the account qualifies; logged out they open the
 * login popup, for a member they go to `/referral` and `/vip`); promotions; language picker; app download; social links from the site resources;
 * the customer-service submenu (live chat, message, announcement notice, help, speed test).
 * Collapsible; closed on arrival on game pages (Layout).
 */
export function SideMenu({
  closed = false,
}: { /** Render it closed whatever the player chose (arriving at a game page). */ closed?: boolean } = {}) {
  const { t } = useTranslation('shell');
  const host = useHost();
  const session = useSession();
  const isCollapsed = useUiStore((state) => state.sideMenuCollapsed) || closed;
  const toggle = useUiStore((state) => state.toggleSideMenu);
  const openModal = useUiStore((state) => state.openModal);
  const lanes = useQuery(vendorLanesQueryOptions(host.api, host.brand.merchantCode));
  const openCustomerService = useCustomerService();
  const navId = useId();
  const drawerNavId = useId();
  const visibility = menuEntryVisibility(session);
  const socials = socialLinks(host.system.getSnapshot()?.permission.info.resources ?? []);

  const openMemberPage = (page: string) => {
    if (!session.token) host.bus.emit('auth:login-requested', { modal: 'login' });
    else host.bus.emit('centre:open', { centre: 'member', page });
  };
  const vipLabel = session.member?.clubLabel.labelName;
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const isDrawerOpen = useUiStore((state) => state.drawerOpen);
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);
  const { pathname, search } = useLocation();
  useEffect(() => setDrawerOpen(false), [pathname, search, setDrawerOpen]);
  // Mounted from its first opening on (closed, it renders nothing), so closing returns focus as before.
  const [hasDrawer, setHasDrawer] = useState(false);
  if (isNarrow && isDrawerOpen && !hasDrawer) setHasDrawer(true);

  // The aside is in the page at every width (the edge renders it before any script knows the
  // viewport) and CSS hides it below 1024 px, where the same entries open in the drawer instead.
  const renderNav = (id: string, inDrawer: boolean) => (
    <nav id={id} aria-label={t('sideMenu.label')} hidden={!inDrawer && isCollapsed}>
      <ul className={styles.list}>
        <li>
          <NavLink to={ROUTES.home} className={styles.link} end>
            {t('sideMenu.home')}
          </NavLink>
        </li>
        {lanes.isPending ? (
          <>
            <li className={styles.note} role="status">
              {t('sideMenu.loading')}
            </li>
            {/* The rows the categories will take (every lobby category has vendors on a usual
                brand), so the links below do not move when they arrive. */}
            {SHELL_LOBBY_CATEGORIES.slice(1).map((category) => (
              <li key={category} aria-hidden="true" data-testid="side-menu-placeholder">
                <span className={styles.link}>{'\u00a0'}</span>
              </li>
            ))}
          </>
        ) : lanes.isError ? (
          <li className={styles.note} role="alert">
            <span>{apiErrorText(lanes.error, t)}</span>
            <button type="button" className={styles.retry} onClick={() => void lanes.refetch()}>
              {t('common:actions.retry')}
            </button>
          </li>
        ) : (
          menuCategories(lanes.data).map((entry) => <CategoryEntry key={entry.category} entry={entry} />)
        )}
      </ul>
      <ul className={`${styles.list} ${styles.group}`}>
        {visibility.referral ? (
          <li>
            <MemberRouteEntry to={ROUTES.referral}>{t('sideMenu.referral')}</MemberRouteEntry>
          </li>
        ) : null}
        {visibility.vip ? (
          <li>
            <MemberRouteEntry to={ROUTES.vip}>
              {t('sideMenu.vip')}
              {session.token && vipLabel ? <span className={styles.pill}>{vipLabel}</span> : null}
            </MemberRouteEntry>
          </li>
        ) : null}
        <li>
          <NavLink to={ROUTES.promotions} className={styles.link}>
            {t('sideMenu.promotions')}
          </NavLink>
        </li>
        <li>
          <MenuButton onClick={() => openModal('appDownload')}>{t('sideMenu.appDownload')}</MenuButton>
        </li>
        <Disclosure label={t('sideMenu.customerService')}>
          <li>
            <MenuButton onClick={openCustomerService}>{t('sideMenu.liveChat')}</MenuButton>
          </li>
          <li>
            <MenuButton onClick={() => openMemberPage('messageV2')}>{t('sideMenu.message')}</MenuButton>
          </li>
          <li>
            <MenuButton onClick={() => openModal('announcements')}>{t('sideMenu.announcements')}</MenuButton>
          </li>
          <li>
            <NavLink to={ROUTES.help} className={styles.vendorLink}>
              {t('sideMenu.help')}
            </NavLink>
          </li>
          <li>
            <MenuButton onClick={() => openModal('speedTest')}>{t('sideMenu.speedTest')}</MenuButton>
          </li>
          <li>
            <MenuButton onClick={() => openFeedback(host)}>{t('sideMenu.feedback')}</MenuButton>
          </li>
        </Disclosure>
      </ul>
      <div className={styles.footerBlock}>
        {inDrawer ? <ThemeToggle /> : null}
        <LanguagePicker className={styles.language} labelClassName={styles.languageLabel} />
        {socials.length > 0 ? (
          <ul className={styles.socials} aria-label={t('sideMenu.social')}>
            {socials.map((social) => (
              <li key={social.type}>
                <a href={social.url} target="_blank" rel="noopener noreferrer" className={styles.social}>
                  {t(`sideMenu.socials.${social.type}`)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </nav>
  );

  // Below 1024 px: a drawer (the kit's Dialog, a full-height sheet), closed by default, opened from
  // the header's menu button, closed on navigation, Escape and the cover.
  return (
    <>
      <aside className={isCollapsed ? `${styles.side} ${styles.collapsed}` : styles.side} data-testid="side-menu">
        <button type="button" className={styles.toggle} aria-expanded={!isCollapsed} aria-controls={navId} onClick={toggle}>
          {isCollapsed ? t('sideMenu.expand') : t('sideMenu.collapse')}
        </button>
        {renderNav(navId, false)}
      </aside>
      {isNarrow && hasDrawer ? (
        <Suspense fallback={null}>
          <SideMenuDrawer open={isDrawerOpen} onClose={() => setDrawerOpen(false)} title={t('sideMenu.label')}>
            {renderNav(drawerNavId, true)}
          </SideMenuDrawer>
        </Suspense>
      ) : null}
    </>
  );
}
