import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from 'platform-ui';
import styles from './kit.module.css';

/** Props of {@link QueryFrame}. */
export interface QueryFrameProps<T> {
  query: UseQueryResult<T>;
  /** Whether the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** Translated text of the empty state. */
  emptyText?: string;
  children: (data: T) => ReactNode;
}

/**
 * Loading, error (translated, with Retry) and empty states around one query's data. A thin local
 * wrapper: it gives way to platform-ui's PageFrame when that lands.
 */
export function QueryFrame<T>({ query, isEmpty, emptyText, children }: QueryFrameProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className={styles.muted}>
        {t('state.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className={styles.error}>
        <p>{apiErrorText(query.error, t)}</p>
        <button type="button" className={styles.button} onClick={() => void query.refetch()}>
          {t('actions.retry', { ns: 'common' })}
        </button>
      </div>
    );
  }
  if (isEmpty?.(query.data)) return <p className={styles.muted}>{emptyText ?? t('state.empty')}</p>;
  return <div aria-busy={query.isFetching}>{children(query.data)}</div>;
}
