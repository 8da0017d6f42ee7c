import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from './kit-i18n';
import styles from './skeleton.module.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** How many placeholder lines. */
  lines?: number;
}

/** A loading placeholder: grey lines (motion only without reduced motion) and a "Loading…" status. */
export function Skeleton({ lines = 4 }: SkeletonProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className={styles.hidden}>{t('status.loading')}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={styles.line} aria-hidden="true" />
      ))}
    </div>
  );
}
