import { useId, type ReactNode } from 'react';
import styles from './kit.module.css';

/** Props of {@link PageFrame}. */
export interface PageFrameProps {
  title: string;
  /** Translated texts of the states. */
  texts: { loading: string; retry: string };
  isLoading?: boolean;
  /** A translated error message: shown with a retry button instead of the content. */
  error?: string | null | undefined;
  onRetry?: () => void;
  children?: ReactNode;
}

/**
 * A page: its one h1, then a loading skeleton, an error with retry, or the content. Stand-in for
 * platform-ui's PageFrame until it lands.
 */
export function PageFrame({ title, texts, isLoading = false, error, onRetry, children }: PageFrameProps) {
  const headingId = useId();
  let body: ReactNode = children;
  if (isLoading) {
    body = (
      <div role="status" aria-busy="true" aria-label={texts.loading} className={styles.skeleton}>
        <div className={styles.skeletonBlock} />
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLine} />
      </div>
    );
  } else if (error) {
    body = (
      <div role="alert" className={styles.error}>
        <p>{error}</p>
        {onRetry ? (
          <button type="button" className={styles.button} onClick={onRetry}>
            {texts.retry}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {title}
      </h1>
      {body}
    </section>
  );
}
