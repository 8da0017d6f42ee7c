import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemotePackage } from 'shared-contracts';
import { OVERRIDE_QUERY, clearOverrides } from './browser-release-state';
import { getRemoteVersions, subscribeRemoteVersions } from './remote-loader';
import styles from './override-badge.module.css';

/** Props of {@link OverrideBadge}. */
export interface OverrideBadgeProps {
  /** Reloads the page without overrides (default: clears storage and the query, then reloads). */
  onClear?: () => void;
}

function clearAndReload(): void {
  try {
    clearOverrides(window.localStorage);
  } catch {
    // storage blocked: the query alone carried the override
  }
  const url = new URL(window.location.href);
  url.searchParams.delete(OVERRIDE_QUERY);
  window.location.assign(url.href);
}

/**
 * A visible mark that this browser runs tester-overridden remote versions (issue 7), with the
 * versions and whether each override loaded (a remote is planned when first used, so an override
 * of a remote this page has not needed yet is "not loaded yet"), and a button back to the brand's pins.
 */
export function OverrideBadge({ onClear = clearAndReload }: OverrideBadgeProps) {
  const { t } = useTranslation('shell');
  const { overrides, planned } = useSyncExternalStore(subscribeRemoteVersions, getRemoteVersions);
  const entries = Object.entries(overrides) as [RemotePackage, string][];
  if (entries.length === 0) return null;
  return (
    <aside className={styles.badge} aria-label={t('release.badgeLabel')} data-testid="override-badge">
      <strong className={styles.title}>{t('release.badgeTitle')}</strong>
      <ul className={styles.list}>
        {entries.map(([remote, version]) => {
          const loaded = planned[remote];
          let status: 'pending' | 'active' | 'refused' = 'pending';
          if (loaded) status = loaded.source === 'override' && loaded.version === version ? 'active' : 'refused';
          return (
            <li key={remote}>
              <code>
                {remote}@{version}
              </code>{' '}
              <span className={styles[status]}>{t(`release.override_${status}`)}</span>
            </li>
          );
        })}
      </ul>
      <button type="button" className={styles.clear} onClick={onClear}>
        {t('release.clearOverrides')}
      </button>
    </aside>
  );
}
