import { useTranslation } from 'react-i18next';
import { useDialogStore } from './dialog-store';
import { HelperDialog } from './helper-dialog';
import styles from './dialog-host.module.css';

/** Renders the dialog helper's open dialogs and its loading spinner (mounted once by the layout). */
export function DialogHost() {
  const { t } = useTranslation('shell');
  const dialogs = useDialogStore((state) => state.dialogs);
  const loading = useDialogStore((state) => state.loading);
  return (
    <>
      {loading > 0 ? (
        <div className={styles.spinnerCover} role="status" aria-live="polite" data-testid="loading-spinner">
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">{t('common:actions.loading')}</span>
        </div>
      ) : null}
      {dialogs.map((dialog) => (
        <HelperDialog key={dialog.id} dialog={dialog} />
      ))}
    </>
  );
}
