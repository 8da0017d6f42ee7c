import type { FormEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { useInFlight } from 'platform-ui';
import { failureText, type Translate } from '../../lib/failure-text';
import { SlowNotice } from '../slow-notice';
import styles from './auth-form.module.css';

/** What {@link useFormCall} needs: the form's submit, the call and when to wait. */
export interface FormCallOptions<V extends FieldValues, B, R> {
  /** The form's `handleSubmit` (validation first; the call only runs with valid values). */
  handleSubmit: UseFormHandleSubmit<V>;
  /** The call (a TanStack mutation's `mutate`). */
  mutate: (body: B, callbacks: { onSuccess?: (result: R) => void; onSettled: () => void }) => void;
  /** The call's body from the valid values (trimmed as the platform expects). */
  toBody: (values: V) => B;
  /**
   * What the checks need is still loading (the registration rules): a submit now would check
   * nothing, so it waits (the submit button says so and is disabled).
   */
  isWaiting?: boolean;
  /** The call succeeded. */
  onSuccess?: (result: R) => void;
}

/**
 * The form's `onSubmit` for an account form with one call: validated, refused while its rules are
 * loading, and sent at most once at a time — a second submit in the same tick (the button not yet
 * disabled) is dropped by the kit's `useInFlight` until the call settles.
 */
export function useFormCall<V extends FieldValues, B, R>({
  handleSubmit,
  mutate,
  toBody,
  isWaiting = false,
  onSuccess,
}: FormCallOptions<V, B, R>) {
  const inFlight = useInFlight();
  const submit = handleSubmit((values) => {
    if (!inFlight.start()) return;
    mutate(toBody(values), {
      ...(onSuccess ? { onSuccess } : {}),
      onSettled: () => {
        inFlight.end();
      },
    });
  });
  return (event: FormEvent<HTMLFormElement>) => {
    if (isWaiting) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };
}

/** Props of {@link FormCallFooter}. */
export interface FormCallFooterProps {
  /** The call's failure, in words by `failureText`. */
  error: unknown;
  translate: Translate;
  /** The call is running (the button says `pendingLabel`, the slow notice may show). */
  isPending: boolean;
  /** The submit is disabled for another reason too (the rules are loading). */
  isDisabled?: boolean;
  label: string;
  pendingLabel: string;
  /** Test id of the alert region. */
  testId: string;
  /** Whether a slow call is announced (the forms whose call can take long). */
  hasSlowNotice?: boolean;
}

/**
 * The end of an account form: the alert region with the call's failure (always rendered, so a
 * screen reader hears it when it fills), the slow-call notice and the submit button.
 */
export function FormCallFooter({
  error,
  translate,
  isPending,
  isDisabled = false,
  label,
  pendingLabel,
  testId,
  hasSlowNotice = false,
}: FormCallFooterProps) {
  return (
    <>
      <div role="alert" className={styles.alert} data-testid={testId}>
        {error ? <p className={styles.alertText}>{failureText(translate, error)}</p> : null}
      </div>
      {hasSlowNotice ? <SlowNotice active={isPending} /> : null}
      <button type="submit" className={styles.submit} disabled={isPending || isDisabled}>
        {isPending ? pendingLabel : label}
      </button>
    </>
  );
}
