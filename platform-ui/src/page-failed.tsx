import styles from './page-failed.module.css';

/** Props of {@link PageFailed}. */
export interface PageFailedProps {
  /** Translated message. */
  message: string;
  /** Translated label of the retry button. */
  retryLabel: string;
  onRetry: () => void;
}

/** The fallback of a page that threw while rendering: says so and offers a retry. */
export function PageFailed({ message, retryLabel, onRetry }: PageFailedProps) {
  return (
    <div role="alert" className={styles.failed}>
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
