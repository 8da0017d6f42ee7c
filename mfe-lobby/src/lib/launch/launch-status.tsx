import { useTranslation } from 'react-i18next';
import styles from './launch-status.module.css';

/** Props of {@link LaunchStatus}. */
export interface LaunchStatusProps {
  /** The game being opened, while a launch address is requested. */
  launchingName?: string | undefined;
  /** The failed launch's message (server's own, else translated). */
  errorMessage?: string | undefined;
  onDismiss: () => void;
}

/** Progress and failure of a game launch, announced to screen readers. */
export function LaunchStatus({ launchingName, errorMessage, onDismiss }: LaunchStatusProps) {
  const { t } = useTranslation();
  if (errorMessage) {
    return (
      <div role="alert" className={`${styles.status} ${styles.error}`}>
        <p className={styles.text}>
          {t('launch.failed')} {errorMessage}
        </p>
        <button type="button" className={styles.dismiss} onClick={onDismiss}>
          {t('launch.dismiss')}
        </button>
      </div>
    );
  }
  if (launchingName) {
    return (
      <div role="status" className={styles.status}>
        <p className={styles.text}>{t('launch.opening', { name: launchingName })}</p>
      </div>
    );
  }
  return null;
}
