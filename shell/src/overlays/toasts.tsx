import { useTranslation } from 'react-i18next';
import { useUiStore } from '../stores/ui-store';
import styles from './overlays.module.css';

/**
 * The shell's toasts (`useUiStore().pushToast`: a session that ended, a refused agent centre, a
 * blocked pop-up), each with Dismiss, in a polite live region. Mounted by the layout's overlays and
 * by the status pages, whose Contact Us can be refused too.
 */
export function Toasts() {
  const { t } = useTranslation('shell');
  const toasts = useUiStore((state) => state.toasts);
  const dismissToast = useUiStore((state) => state.dismissToast);
  return (
    <div className={styles.toasts} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast}>
          <span>{t(toast.messageKey)}</span>
          <button type="button" className={styles.dismiss} onClick={() => dismissToast(toast.id)}>
            {t('toast.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
