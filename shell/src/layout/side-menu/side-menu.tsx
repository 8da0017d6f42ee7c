import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { ROUTES, apiErrorMessageKey } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { vendorLanesQueryOptions } from '../../queries/shell-queries';
import { useUiStore } from '../../stores/ui-store';
import { menuCategories, vendorHref, type MenuCategory } from './menu-categories';
import styles from './side-menu.module.css';

function CategoryEntry({ entry }: { entry: MenuCategory }) {
  const { t } = useTranslation('shell');
  const [isExpanded, setExpanded] = useState(false);
  const listId = useId();
  const label = t(`sideMenu.categories.${entry.category}`);
  return (
    <li>
      <div className={styles.row}>
        <NavLink to={entry.route} className={styles.link} end>
          {label}
        </NavLink>
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
      </ul>
    </li>
  );
}

/**
 * The side menu (spec §2 "Side menu"): home, one expandable entry per game category that has
 * vendors (its vendors link to `<route>?page=<vassalage>`), promotions. Collapsible.
 */
export function SideMenu() {
  const { t } = useTranslation('shell');
  const host = useHost();
  const isCollapsed = useUiStore((state) => state.sideMenuCollapsed);
  const toggle = useUiStore((state) => state.toggleSideMenu);
  const lanes = useQuery(vendorLanesQueryOptions(host.api, host.brand.merchantCode));
  const navId = useId();

  return (
    <aside className={isCollapsed ? `${styles.side} ${styles.collapsed}` : styles.side}>
      <button type="button" className={styles.toggle} aria-expanded={!isCollapsed} aria-controls={navId} onClick={toggle}>
        {isCollapsed ? t('sideMenu.expand') : t('sideMenu.collapse')}
      </button>
      <nav id={navId} aria-label={t('sideMenu.label')} hidden={isCollapsed}>
        <ul className={styles.list}>
          <li>
            <NavLink to={ROUTES.home} className={styles.link} end>
              {t('sideMenu.home')}
            </NavLink>
          </li>
          {lanes.isPending ? (
            <li className={styles.note} role="status">
              {t('sideMenu.loading')}
            </li>
          ) : lanes.isError ? (
            <li className={styles.note} role="alert">
              <span>{lanes.error && 'serverMessage' in lanes.error && typeof lanes.error.serverMessage === 'string' ? lanes.error.serverMessage : t(`common:${apiErrorMessageKey(lanes.error)}`)}</span>
              <button type="button" className={styles.retry} onClick={() => void lanes.refetch()}>
                {t('common:actions.retry')}
              </button>
            </li>
          ) : (
            menuCategories(lanes.data).map((entry) => <CategoryEntry key={entry.category} entry={entry} />)
          )}
          <li>
            <NavLink to={ROUTES.promotions} className={styles.link}>
              {t('sideMenu.promotions')}
            </NavLink>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
