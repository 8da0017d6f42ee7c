import DOMPurify from 'dompurify';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../modal/modal';
import { useDialogStore, type DialogIcon, type OpenDialog } from './dialog-store';
import styles from './dialog-host.module.css';

const ICON_GLYPHS: Record<DialogIcon, string> = { success: '✓', info: 'i', warning: '!', error: '×', question: '?' };

function HelperDialog({ dialog }: { dialog: OpenDialog }) {
  const { t } = useTranslation('shell');
  const close = useDialogStore((state) => state.close);
  const { id, timeoutMs } = dialog;

  useEffect(() => {
    if (!timeoutMs || timeoutMs <= 0) return undefined;
    const timer = setTimeout(() => close(id, 'timeout'), timeoutMs);
    return () => clearTimeout(timer);
  }, [close, id, timeoutMs]);

  const buttons = dialog.buttons && dialog.buttons.length > 0 ? dialog.buttons : [{ label: t('common:actions.confirm'), value: 'ok', variant: 'primary' as const }];
  return (
    <Modal
      title={dialog.title}
      onClose={() => close(id, 'dismiss')}
      closeOnCover={dialog.closeOnCover ?? true}
      draggable={false}
      size="small"
      role={dialog.icon === 'warning' || dialog.icon === 'error' || dialog.icon === 'question' ? 'alertdialog' : 'dialog'}
      testId="helper-dialog"
      actions={buttons.map((button) => (
        <button
          key={button.value}
          type="button"
          className={button.variant === 'secondary' ? styles.secondary : styles.primary}
          onClick={() => close(id, button.value)}
        >
          {button.label}
        </button>
      ))}
    >
      <div className={styles.content}>
        {dialog.icon ? (
          <span className={`${styles.icon} ${styles[dialog.icon]}`} role="img" aria-label={t(`dialog.icons.${dialog.icon}`)} data-icon={dialog.icon}>
            {ICON_GLYPHS[dialog.icon]}
          </span>
        ) : null}
        {dialog.html ? (
          // Sanitized: the HTML may come from the server.
          <div className={styles.html} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(dialog.html) }} />
        ) : dialog.text ? (
          <p className={styles.html}>{dialog.text}</p>
        ) : null}
      </div>
    </Modal>
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
