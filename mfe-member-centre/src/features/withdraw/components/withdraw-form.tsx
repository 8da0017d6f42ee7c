import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints, type ValueOf } from 'shared-contracts';
import { z } from 'zod';
import { apiErrorText } from 'platform-ui';
import { Field } from '../../../components/field';
import styles from '../../../components/ui.module.css';
import { applyServerFieldErrors, useZodForm } from '../../../lib/form';
import { useMoneyAction } from '../../../lib/money-action';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormat } from '../../../lib/use-format';
import { amountSchema } from '../../../lib/validation';
import { withdrawKeys } from '../api/withdraw-queries';

type Settings = ValueOf<typeof endpoints.withdrawSettings>;

function withdrawSchema(settings: Settings) {
  return z.object({
    amount: amountSchema({ min: settings.minimumAmount, max: settings.maximumAmount, available: settings.balance }),
    password: z.string().min(1, 'validation.fieldRequired').max(128),
  });
}

/** The withdrawal request: an amount within the limits and the balance, checked with the member's password. */
export function WithdrawForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const headingId = useId();
  const [done, setDone] = useState<{ id: number; amount: number } | null>(null);
  const [serverFieldsApplied, setServerFieldsApplied] = useState(false);
  const form = useZodForm(withdrawSchema(settings), { amount: '', password: '' });
  const { register, handleSubmit, formState, setError } = form;
  const errorText = useErrorText({ min: money(settings.minimumAmount), max: money(settings.maximumAmount), available: money(settings.balance) });
  const action = useMoneyAction(endpoints.withdraw, {
    reason: 'withdraw',
    invalidate: [withdrawKeys.all],
    onError: (error) => setServerFieldsApplied(applyServerFieldErrors(error, setError, ['amount', 'password'])),
    onSuccess: (value) => {
      setDone({ id: value.withdrawId, amount: value.amount });
      form.reset({ amount: '', password: '' });
    },
  });
  const onSubmit = handleSubmit((values) => {
    setDone(null);
    setServerFieldsApplied(false);
    action.run({ body: { amount: values.amount, password: values.password } });
  });

  if (!settings.bankAccount) {
    return (
      <p role="status" className={styles.alert}>
        {t('withdraw.noBankAccount')}
      </p>
    );
  }
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('withdraw.formTitle')}
      </h4>
      <Field
        label={t('withdraw.amount')}
        error={errorText(formState.errors.amount?.message)}
        hint={t('withdraw.limits', { min: money(settings.minimumAmount), max: money(settings.maximumAmount), available: money(settings.balance) })}
      >
        {(control) => <input {...control} className={styles.input} inputMode="decimal" autoComplete="off" {...register('amount')} />}
      </Field>
      <Field label={t('withdraw.password')} error={errorText(formState.errors.password?.message)}>
        {(control) => <input {...control} className={styles.input} type="password" autoComplete="current-password" {...register('password')} />}
      </Field>
      {action.isError && !serverFieldsApplied ? (
        <p role="alert" className={styles.alert}>
          {apiErrorText(action.error, t)}
        </p>
      ) : null}
      {done ? (
        <p role="status" className={styles.success}>
          {t('withdraw.requested', { id: done.id, amount: money(done.amount) })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={action.isPending}>
          {action.isPending ? t('withdraw.submitting') : t('withdraw.submit')}
        </button>
      </div>
    </form>
  );
}
