import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { closeWhenUnavailable, lazyPart } from 'platform-ui';
import { useDialogStore } from './dialog-store';
import type { HelperDialogProps } from './helper-dialog';
import styles from './dialog-host.module.css';

// The kit's AlertDialog (Radix) and the sanitizer load with the first dialog, not the first paint.
// Without that code a dialog answers as dismissed (what Escape would), so the flow that asked goes on.
const HelperDialog = lazyPart(
  'the dialog helper',
  () => import('./helper-dialog').then((module) => module.HelperDialog),
  closeWhenUnavailable<HelperDialogProps>(({ dialog }) => useDialogStore.getState().close(dialog.id, 'dismiss')),
);

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
      {dialogs.length > 0 ? (
        <Suspense fallback={null}>
          {dialogs.map((dialog) => (
            <HelperDialog key={dialog.id} dialog={dialog} />
          ))}
        </Suspense>
      ) : null}
    </>
  );
}
