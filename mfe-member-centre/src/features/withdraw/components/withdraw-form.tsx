import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints, type ValueOf } from 'shared-contracts';
import { z } from 'zod/mini';
import { apiErrorText, applyServerErrors, Field, useFieldErrorText, useFormat, useMoneyAction, useZodForm } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { amountSchema, paymentPasswordFieldSchema } from '../../../lib/validation';
import { withdrawKeys } from '../api/withdraw-queries';
import { walletBalanceQueryOptions } from '../../../lib/wallet-balance';

type Settings = ValueOf<typeof endpoints.withdrawSettings>;

function withdrawSchema(settings: Settings) {
  return z.object({
    amount: amountSchema({ min: settings.minimumAmount, max: settings.maximumAmount, available: settings.balance }),
    bankCardId: z.string().check(z.minLength(1, 'validation.fieldRequired')),
    paymentPassword: paymentPasswordFieldSchema,
  });
}

/** The withdrawal request: an amount within the limits and the balance, checked with the member's password. */
export function WithdrawForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const headingId = useId();
  const [done, setDone] = useState<{ id: number; amount: number } | null>(null);
  const [serverFieldsApplied, setServerFieldsApplied] = useState(false);
  const defaultCard = settings.bankCards.find((card) => card.isDefault) ?? settings.bankCards[0];
  const form = useZodForm(withdrawSchema(settings), {
    amount: '',
    bankCardId: defaultCard ? String(defaultCard.id) : '',
    paymentPassword: '',
  });
  const { register, handleSubmit, formState, setError } = form;
  const errorText = useFieldErrorText({
    min: money(settings.minimumAmount),
    max: money(settings.maximumAmount),
    available: money(settings.balance),
  });
  const dailyLeft = Math.max(0, settings.dailyLimit - settings.dailyCount);
  const action = useMoneyAction(endpoints.withdraw, {
    reason: 'withdraw',
    balanceQuery: walletBalanceQueryOptions,
    invalidate: [withdrawKeys.all],
    onError: (error) => setServerFieldsApplied(applyServerErrors(error, setError, ['amount', 'paymentPassword'])),
    onSuccess: (value) => {
      setDone({ id: value.withdrawId, amount: value.amount });
      form.reset({ amount: '', bankCardId: form.getValues('bankCardId'), paymentPassword: '' });
    },
  });
  const onSubmit = handleSubmit((values) => {
    setDone(null);
    setServerFieldsApplied(false);
    action.run({ body: { amount: values.amount, paymentPassword: values.paymentPassword, bankCardId: Number(values.bankCardId) } });
  });

  if (settings.bankCards.length === 0) {
    return (
      <p role="status" className={styles.alert}>
        {t('withdraw.noBankAccount')}
      </p>
    );
  }
  if (!settings.hasPaymentPassword) {
    return (
      <p role="status" className={styles.alert}>
        {t('withdraw.noPaymentPassword')}
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
        hint={t('withdraw.limits', {
          min: money(settings.minimumAmount),
          max: money(settings.maximumAmount),
          available: money(settings.balance),
        })}
      >
        {(control) => <input {...control} className={styles.input} inputMode="decimal" autoComplete="off" {...register('amount')} />}
      </Field>
      <Field label={t('withdraw.bankCard')} error={errorText(formState.errors.bankCardId?.message)}>
        {(control) => (
          <select {...control} className={styles.input} {...register('bankCardId')}>
            {settings.bankCards.map((card) => (
              <option key={card.id} value={String(card.id)}>
                {`${card.bankName} · ${card.accountName} · ${card.accountNoMasked}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('withdraw.password')} error={errorText(formState.errors.paymentPassword?.message)}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            {...register('paymentPassword')}
          />
        )}
      </Field>
      <p className={styles.hint}>{t('withdraw.daily', { left: dailyLeft, limit: settings.dailyLimit })}</p>
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
        <button type="submit" className={styles.primary} disabled={action.isPending || dailyLeft === 0}>
          {action.isPending ? t('withdraw.submitting') : t('withdraw.submit')}
        </button>
      </div>
    </form>
  );
}
