import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from 'platform-ui';
import styles from './page-state.module.css';

/** Props of {@link PageState}. */
export interface PageStateProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** Shown instead of the content when true (after loading). */
  isEmpty?: boolean;
  emptyText?: string;
  children?: ReactNode;
}

/**
 * Loading skeleton, translated error with retry, empty state or the content of one page section.
 * A thin local wrapper until platform-ui's PageFrame is on main (then this file goes).
 */
export function PageState({ isPending, error, onRetry, isEmpty = false, emptyText, children }: PageStateProps) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('actions.loading', { ns: 'common' })} className={styles.skeleton}>
        <span className={styles.line} />
        <span className={styles.line} />
        <span className={styles.line} />
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className={styles.error}>
        <p>{apiErrorText(error, t)}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('actions.retry', { ns: 'common' })}
        </button>
      </div>
    );
  }
  if (isEmpty) return <p className={styles.empty}>{emptyText ?? t('empty.nothing', { ns: 'common' })}</p>;
  return <>{children}</>;
}
