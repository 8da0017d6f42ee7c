import { AlertDialog } from 'platform-ui';
import { useTranslation } from 'react-i18next';
import { useDialogStore, type OpenDialog } from './dialog-store';

/** Props of {@link HelperDialog}. */
export interface HelperDialogProps {
  dialog: OpenDialog;
}

/** One dialog of the dialog helper, in the kit's AlertDialog. */
export function HelperDialog({ dialog }: HelperDialogProps) {
  const { t } = useTranslation('shell');
  const close = useDialogStore((state) => state.close);
  const buttons =
    dialog.buttons && dialog.buttons.length > 0
      ? dialog.buttons
      : [{ label: t('common:actions.confirm'), value: 'ok', variant: 'primary' as const }];
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
