import { AlertDialog } from 'platform-ui';
import { useTranslation } from 'react-i18next';
import { useDialogStore, type OpenDialog } from './dialog-store';
import styles from './dialog-host.module.css';

function HelperDialog({ dialog }: { dialog: OpenDialog }) {
  const { t } = useTranslation('shell');
  const close = useDialogStore((state) => state.close);
  const buttons = dialog.buttons && dialog.buttons.length > 0 ? dialog.buttons : [{ label: t('common:actions.confirm'), value: 'ok', variant: 'primary' as const }];
  // The kit's AlertDialog is the spec's dialog helper: icon, title, HTML (through SafeHtml),
  // buttons, the optional time-out and the close on a cover press.
  return (
    <AlertDialog
      icon={dialog.icon}
      title={dialog.title}
      html={dialog.html}
      text={dialog.text}
      buttons={buttons}
      timeoutMs={dialog.timeoutMs}
      closeOnCover={dialog.closeOnCover ?? true}
      onAnswer={(value) => close(dialog.id, value)}
      testId="helper-dialog"
    />
  );
}

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
