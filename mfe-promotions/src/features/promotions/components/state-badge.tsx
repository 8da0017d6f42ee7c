import { useTranslation } from 'react-i18next';
import type { Promotion } from 'shared-contracts';
import styles from './state-badge.module.css';

/** A promotion's activity state (spec §4), translated. */
export function StateBadge({ state }: { state: Promotion['state'] }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-state={state}>
      {t(`states.${state}`)}
    </span>
  );
}
