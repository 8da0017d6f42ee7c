import { useTranslation } from 'react-i18next';
import { stateKey } from '../utils/state-actions';
import styles from './state-badge.module.css';

/** A promotion's activity state (spec §4), translated. */
export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  const key = stateKey(state);
  return (
    <span className={styles.badge} data-state={key}>
      {t(`states.${key}`)}
    </span>
  );
}
