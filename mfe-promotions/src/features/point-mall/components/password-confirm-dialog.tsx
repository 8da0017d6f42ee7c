import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, useInFlight, useIntentKeys, useZodForm } from 'platform-ui';
import { ERROR_CODES, isApiError } from 'shared-contracts';
import { z } from 'zod/mini';
import { FormActions } from '../../../components/form-actions';
import ui from '../../../components/ui.module.css';
import { usePointsSuccess } from './use-points-success';

/** The number the member chooses (a quantity to redeem, points to convert) and its bounds. */
export interface AmountField {
  label: string;
  min: number;
  max: number;
  /** Only multiples of this are allowed (points convert in steps of the ratio); 1 by default. */
  step?: number;
  defaultValue: number;
  /** Said under the field when the number is out of bounds or off the step. */
  error: string;
  /** A live line under the field for the typed number (what it is worth). */
  hint?: (value: number) => string;
}

/**
 * Whether the platform refused the login password: its field error on `password` (the reference
 * API's `request.field.invalid`, "password: The password is incorrect") or a credentials refusal.
 * Said under the password field in the player's language, never as the server's English line.
 */
export function isWrongPassword(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.errorCode === ERROR_CODES.credentials) return true;
  const value = error.value as { fieldErrors?: Record<string, unknown> } | null | undefined;
  return typeof value === 'object' && value !== null && typeof value.fieldErrors?.password === 'string';
}

/** Props of {@link PasswordConfirmDialog}. */
export interface PasswordConfirmDialogProps {
  title: string;
  /** A line under the title (what the action costs). */
  description?: string;
  amount: AmountField;
  confirmLabel: string;
  /** Sends the action with this intent's key; resolves the success message, throws on a refusal. */
  onConfirm: (values: { amount: number; password: string }, idempotencyKey: string) => Promise<string>;
  /** Why the wallet is re-read after success (`wallet:refresh-requested`). */
  reason: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * The points mall's money actions (redeem, convert) behind the login password: a number and the
 * password, checked under each field before sending; the platform checks the password (a wrong one
 * is refused with the server's message, nothing typed is lost, nothing is deducted). One
 * idempotency key per intent: kept on a failure so a retry acts once, replaced after success; the
 * confirm button is disabled while the call is out, so a double click acts once.
 */
export function PasswordConfirmDialog({
  title,
  description,
  amount,
  confirmLabel,
  onConfirm,
  reason,
  onClose,
  onDone,
}: PasswordConfirmDialogProps) {
  const { t } = useTranslation();
  const onSuccess = usePointsSuccess();
  const amountId = useId();
  const passwordId = useId();
  const keys = useIntentKeys();
  const step = amount.step ?? 1;
  const schema = z.object({
    amount: z.coerce.number<string>().check(
      z.int({ message: 'amount' }),
      z.gte(amount.min, { message: 'amount' }),
      z.lte(amount.max, { message: 'amount' }),
      z.refine((value) => value % step === 0, { message: 'amount' }),
    ),
    password: z.string().check(z.minLength(1, { message: 'passwordRequired' })),
  });
  const form = useZodForm(schema, { amount: String(amount.defaultValue), password: '' });
  const errors = form.formState.errors;
  const typed = Number(useWatch({ control: form.control, name: 'amount' }));
  const hintId = `${amountId}-hint`;
  const errorId = `${amountId}-error`;

  // A second submit while one is out (a double click before the button is disabled) is dropped.
  const inFlight = useInFlight();
  const confirm = useMutation({
    mutationFn: (values: z.output<typeof schema>) =>
      // The password is the proof, not the intent: a corrected one retries the same redeem or convert.
      onConfirm(values, keys.keyFor({ amount: values.amount })),
    onSuccess: async (message) => {
      keys.retire();
      await onSuccess(reason);
      onDone(message);
    },
  });

  const describedBy = [amount.hint ? hintId : null, errors.amount ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Dialog title={title} description={description} size="small" closeLabel={t('actions.close')} onClose={onClose}>
      <form
        className={ui.form}
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          if (!inFlight.start()) return;
          try {
            await confirm.mutateAsync(values);
          } catch (error) {
            // A wrong password is said under its field (which gets focus); any other refusal above the buttons.
            if (isWrongPassword(error)) form.setError('password', { type: 'server' }, { shouldFocus: true });
          } finally {
            inFlight.end();
          }
        })}
      >
        <div className={ui.field}>
          <label htmlFor={amountId}>{amount.label}</label>
          <input
            id={amountId}
            type="number"
            inputMode="numeric"
            min={amount.min}
            max={amount.max}
            step={step}
            className={ui.input}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={describedBy}
            {...form.register('amount')}
          />
          {amount.hint ? (
            <p id={hintId} className={ui.muted}>
              {amount.hint(Number.isFinite(typed) && typed > 0 ? typed : 0)}
            </p>
          ) : null}
          {errors.amount ? (
            <p id={errorId} className={ui.fieldError}>
              {amount.error}
            </p>
          ) : null}
        </div>
        <div className={ui.field}>
          <label htmlFor={passwordId}>{t('mall.password')}</label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            className={ui.input}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${passwordId}-error` : undefined}
            {...form.register('password')}
          />
          {errors.password ? (
            <p id={`${passwordId}-error`} className={ui.fieldError}>
              {t(errors.password.type === 'server' ? 'mall.errors.passwordIncorrect' : 'mall.errors.passwordRequired')}
            </p>
          ) : null}
        </div>
        <FormActions
          error={isWrongPassword(confirm.error) ? null : confirm.error}
          onCancel={onClose}
          submitLabel={confirmLabel}
          pendingLabel={t('claim.sending')}
          isPending={confirm.isPending}
        />
      </form>
    </Dialog>
  );
}
