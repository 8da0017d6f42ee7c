import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost } from 'shared-contracts/react';
import { z } from 'zod/mini';
import { apiErrorText, applyServerErrors, TextField, useFieldErrorText, useInFlight, useZodForm } from 'platform-ui';
import { savePaymentPassword } from '../lib/payment-password';
import { paymentPasswordFieldSchema, VALIDATION } from '../lib/validation';
import styles from './ui.module.css';

/** Props of {@link PaymentPasswordForm}. */
export interface PaymentPasswordFormProps {
  /** Change (old payment password) or set for the first time (login password). */
  hasPaymentPassword: boolean;
  onDone?: () => void;
}

const schema = z
  .object({
    current: z.string().check(z.minLength(1, 'validation.fieldRequired'), z.maxLength(128)),
    next: paymentPasswordFieldSchema,
    confirm: z.string(),
  })
  .check(z.refine((values) => values.next === values.confirm, { path: ['confirm'], message: VALIDATION.passwordMatch }));

/** The platform's field names → this form's fields. */
const SERVER_FIELDS = { loginPassword: 'current', oldPaymentPassword: 'current', newPaymentPassword: 'next' } as const;

/**
 * Sets (checked with the login password) or changes (with the old one) the 6-digit payment password
 * that withdrawals, bank cards and transfers need; member info is reloaded after success.
 */
export function PaymentPasswordForm({ hasPaymentPassword, onDone }: PaymentPasswordFormProps) {
  const { t } = useTranslation();
  const host = useHost();
  const headingId = useId();
  const [done, setDone] = useState(false);
  const form = useZodForm(schema, { current: '', next: '', confirm: '' });
  const { register, handleSubmit, formState, setError } = form;
  const errorText = useFieldErrorText();
  const inFlight = useInFlight();
  const save = useMutation({
    mutationFn: (values: { current: string; next: string }) => savePaymentPassword(host.api, hasPaymentPassword, values),
    // The platform names the fields as the call does: the login or old payment password, the new one.
    onError: (error) => applyServerErrors(error, setError, SERVER_FIELDS),
    onSettled: inFlight.end,
    onSuccess: async () => {
      setDone(true);
      form.reset();
      await host.session.refreshMember().catch(() => undefined);
      onDone?.();
    },
  });
  const onSubmit = handleSubmit((values) => {
    if (!inFlight.start()) return;
    setDone(false);
    save.mutate(values);
  });
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {hasPaymentPassword ? t('paymentPassword.changeTitle') : t('paymentPassword.setTitle')}
      </h4>
      <TextField
        label={hasPaymentPassword ? t('paymentPassword.old') : t('paymentPassword.login')}
        error={errorText(formState.errors.current?.message)}
        field={register('current')}
        inputClassName={styles.input}
        type="password"
        autoComplete="current-password"
      />
      <TextField
        label={t('paymentPassword.new')}
        error={errorText(formState.errors.next?.message)}
        hint={t('paymentPassword.rule')}
        field={register('next')}
        inputClassName={styles.input}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
      />
      <TextField
        label={t('paymentPassword.confirm')}
        error={errorText(formState.errors.confirm?.message)}
        field={register('confirm')}
        inputClassName={styles.input}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
      />
      {save.isError && !formState.errors.current && !formState.errors.next ? (
        <p role="alert" className={styles.alert}>
          {apiErrorText(save.error, t)}
        </p>
      ) : null}
      {done ? (
        <p role="status" className={styles.success}>
          {t('paymentPassword.saved')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={save.isPending}>
          {t('paymentPassword.save')}
        </button>
      </div>
    </form>
  );
}
