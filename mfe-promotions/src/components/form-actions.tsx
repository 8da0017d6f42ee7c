import { useTranslation } from 'react-i18next';
import { apiErrorText } from 'platform-ui';
import ui from './ui.module.css';

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  /** The failed send's error, said in the player's language above the buttons. */
  error: unknown;
  /** Id of the error line, for the form's `aria-describedby`. */
  errorId?: string;
  onCancel: () => void;
  submitLabel: string;
  /** The submit button's text while the send is out (the button is disabled then). */
  pendingLabel: string;
  isPending: boolean;
}

/** The foot of this remote's dialog forms: the failed send's message, Cancel and the submit button. */
export function FormActions({ error, errorId, onCancel, submitLabel, pendingLabel, isPending }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <p id={errorId} role="alert" className={ui.fieldError}>
          {apiErrorText(error, t)}
        </p>
      ) : null}
      <div className={ui.buttons}>
        <button type="button" className={ui.secondary} onClick={onCancel}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className={ui.primary} disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
