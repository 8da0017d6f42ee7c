import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorCard } from 'shared-contracts';
import styles from './vendor-tabs.module.css';

/** Props of {@link VendorTabs}. */
export interface VendorTabsProps {
  vendors: readonly VendorCard[];
  /** The selected vendor's vassalage code; null for all vendors. */
  selected: string | null;
  onSelect: (vassalage: string | null) => void;
  /** Id of the panel the tabs control. */
  panelId: string;
}

/**
 * The vendor tabs of a category: "all vendors" then one tab per vendor. WAI-ARIA tabs with manual
 * activation: arrow keys, Home and End move focus, Enter or Space selects (each selection loads a
 * game list, so focus alone does not).
 */
export function VendorTabs({ vendors, selected, onSelect, panelId }: VendorTabsProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const tabs: { id: string | null; label: string; isHot: boolean }[] = [
    { id: null, label: t('vendors.all'), isHot: false },
    ...vendors.map((vendor) => ({ id: vendor.vassalage, label: vendor.name || vendor.vassalage, isHot: vendor.isHot })),
  ];
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    const current = buttons.indexOf(event.currentTarget);
    if (current < 0) return;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (current + 1) % buttons.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (current - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={t('vendors.label')} className={styles.tabs}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id ?? '__all'}
          type="button"
          role="tab"
          id={`${panelId}-tab-${tab.id ?? 'all'}`}
          aria-selected={index === selectedIndex}
          aria-controls={panelId}
          tabIndex={index === selectedIndex ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.id)}
          onKeyDown={handleKeyDown}
        >
          {tab.label}
          {tab.isHot && <span className={styles.hot}>{t('vendors.hot')}</span>}
        </button>
      ))}
    </div>
  );
}

/** Placeholder tabs while the vendors load. */
export function VendorTabsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.tabs} role="status" aria-label={t('vendors.loading')}>
      {[0, 1, 2, 3, 4].map((i) => (
        <span key={i} className={styles.skeleton} aria-hidden="true" />
      ))}
    </div>
  );
}
