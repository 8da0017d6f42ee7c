import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from './api-error-text';
import { KIT_NAMESPACE } from './kit-i18n';
import { Skeleton } from './skeleton';
import styles from './page-frame.module.css';

/** Props of {@link PageFrame}. */
export interface PageFrameProps {
  /** The page title (translated), rendered as a heading. */
  title?: string;
  /** Heading level of the title: 2 by default (a page inside a dialog titled by an h2 uses 3). */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Shown beside / under the title in every state (filters, a refresh button). */
  toolbar?: ReactNode;
  /** First load: a skeleton replaces the content. */
  loading?: boolean;
  /** The data came back empty: `true` shows the kit's "Nothing here yet", a string shows that text. */
  empty?: boolean | string;
  /** A failed load (any thrown value, usually an `ApiError`); shown through {@link apiErrorText}. */
  error?: unknown;
  /** Retry after an error (e.g. the query's `refetch`). Without it no retry button is shown. */
  onRetry?: () => void;
  children?: ReactNode;
}

/**
 * The frame of a data page: title, then a loading skeleton, the translated error with a Retry button,
 * an empty state, or the page itself, in that order of precedence.
 */
export function PageFrame({ title, headingLevel = 2, toolbar, loading = false, empty = false, error, onRetry, children }: PageFrameProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const Heading = `h${headingLevel}` as const;
  let body: ReactNode;
  if (loading) body = <Skeleton />;
  else if (error) {
    body = (
      <div role="alert" className={styles.error}>
        <p className={styles.message}>{apiErrorText(error, t)}</p>
        {onRetry && (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('actions.retry')}
          </button>
        )}
      </div>
    );
  } else if (empty) {
    body = (
      <p role="status" className={styles.empty}>
        {typeof empty === 'string' ? empty : t('status.empty')}
      </p>
    );
  } else body = children;

  return (
    <section className={styles.frame} aria-busy={loading || undefined}>
      {(title || toolbar) && (
        <header className={styles.header}>
          {title && <Heading className={styles.title}>{title}</Heading>}
          {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
        </header>
      )}
      {body}
    </section>
  );
}
