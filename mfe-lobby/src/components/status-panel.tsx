import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from 'shared-contracts';
import buttonStyles from './button.module.css';
import styles from './status-panel.module.css';

/** Props of {@link ErrorPanel}. */
export interface ErrorPanelProps {
  /** What failed, in the user's words. */
  title: string;
  /** Why (the server's message or a translated reason). */
  detail?: string | undefined;
  onRetry?: (() => void) | undefined;
}

/** A failure with an optional retry; announced to screen readers. */
export function ErrorPanel({ title, detail, onRetry }: ErrorPanelProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <div role="alert" className={`${styles.panel} ${styles.error}`}>
      <p className={styles.message}>{title}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {onRetry && (
        <div className={styles.actions}>
          <button type="button" className={buttonStyles.button} onClick={onRetry}>
            {t('actions.retry')}
          </button>
        </div>
      )}
    </div>
  );
}

/** Props of {@link NoticePanel}. */
export interface NoticePanelProps {
  message: string;
  detail?: string | undefined;
  /** Buttons or links offered with the notice. */
  children?: ReactNode;
  testId?: string;
}

/** A neutral message (empty list, unknown vendor), with optional actions. */
export function NoticePanel({ message, detail, children, testId }: NoticePanelProps) {
  return (
    <div className={styles.panel} data-testid={testId}>
      <p className={styles.message}>{message}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
