import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints, type Withdrawal } from 'shared-contracts';
import { z } from 'zod/mini';
import { apiErrorText, Field, TextField, useFieldErrorText, useFormat, useMoneyAction, useZodForm } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { remarkSchema } from '../../../lib/validation';
import { withdrawKeys } from '../api/withdraw-queries';
import { formatCountdown } from '../utils/countdown';
import { walletBalanceQueryOptions } from '../../../lib/wallet-balance';

type Result = 'received' | 'partially_received' | 'not_received';

function confirmSchema(amount: number) {
  return z
    .object({ result: z.enum(['received', 'partially_received', 'not_received']), receivedAmount: z.string(), remark: remarkSchema })
    .check(
      z.superRefine((values, ctx) => {
        if (values.result !== 'partially_received') return;
        const text = values.receivedAmount.trim();
        if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) <= 0 || Number(text) >= amount) {
          ctx.addIssue({ code: 'custom', path: ['receivedAmount'], message: 'validation.partialAmount' });
        }
      }),
    );
}

/**
 * One withdrawal: its state; when paid, the countdown to automatic receipt and the member's
 * confirmation (received / partially received with the amount / not received), after the forced-
 * receipt rule of spec §4 is shown.
 */
export function WithdrawalItem({ withdrawal, now }: { withdrawal: Withdrawal; now: number }) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormat();
  const groupId = useId();
  const form = useZodForm(confirmSchema(withdrawal.amount), { result: 'received' as Result, receivedAmount: '', remark: '' });
  const { register, handleSubmit, watch, formState } = form;
  const [confirming, setConfirming] = useState(false);
  const errorText = useFieldErrorText({ amount: money(withdrawal.amount), count: 140 });
  const confirm = useMoneyAction(endpoints.withdrawConfirm, {
    reason: 'withdraw-confirm',
    balanceQuery: walletBalanceQueryOptions,
    invalidate: [withdrawKeys.all],
  });
  const result = watch('result');
  const onSubmit = handleSubmit((values) => {
    confirm.run({
      body: {
        withdrawId: withdrawal.withdrawId,
        result: values.result,
        ...(values.result === 'partially_received' ? { receivedAmount: Number(values.receivedAmount.trim()) } : {}),
        ...(values.remark ? { remark: values.remark } : {}),
      },
    });
  });
  const isPaid = withdrawal.status === 'paid';

  return (
    <li className={styles.card} aria-labelledby={`${groupId}-title`}>
      <div className={styles.cardHeader}>
        <span id={`${groupId}-title`}>
          <strong>{t('withdraw.item', { id: withdrawal.withdrawId, amount: money(withdrawal.amount) })}</strong>
          <br />
          <span className={styles.hint}>{dateTime(withdrawal.createdAt)}</span>
        </span>
        <span className={styles.badge}>{t(`withdraw.status.${withdrawal.status}`)}</span>
      </div>
      {withdrawal.receivedAmount !== undefined && withdrawal.status === 'partially_received' ? (
        <p className={styles.hint}>{t('withdraw.receivedAmount', { amount: money(withdrawal.receivedAmount) })}</p>
      ) : null}
      {/* A rejected withdrawal went back to the wallet in full: when, as the platform says. */}
      {withdrawal.refundedAt !== undefined ? (
        <p className={styles.hint}>
          {t('withdraw.refundedAt', { amount: money(withdrawal.amount), time: dateTime(withdrawal.refundedAt) })}
        </p>
      ) : null}
      {isPaid && withdrawal.autoReceiveAt ? (
        <p className={styles.hint} data-testid="auto-received-countdown">
          {t('withdraw.autoReceivedIn', { time: formatCountdown(withdrawal.autoReceiveAt, now) })}
        </p>
      ) : null}
      {isPaid && !confirming ? (
        <button type="button" className={styles.button} onClick={() => setConfirming(true)}>
          {t('withdraw.confirmReceipt')}
        </button>
      ) : null}
      {isPaid && confirming ? (
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <p className={styles.alert}>{t('withdraw.forcedReceiptRule')}</p>
          <fieldset className={styles.choices}>
            <legend className={styles.label}>{t('withdraw.whatArrived')}</legend>
            {(['received', 'partially_received', 'not_received'] as const).map((value) => (
              <label key={value} className={styles.choice}>
                <input type="radio" value={value} {...register('result')} />
                {t(`withdraw.results.${value}`)}
              </label>
            ))}
          </fieldset>
          {result === 'partially_received' ? (
            <TextField
              label={t('withdraw.arrivedAmount')}
              error={errorText(formState.errors.receivedAmount?.message)}
              field={register('receivedAmount')}
              inputClassName={styles.input}
              inputMode="decimal"
              autoComplete="off"
            />
          ) : null}
          <Field label={t('deposit.remark')} error={errorText(formState.errors.remark?.message)}>
            {(control) => <input {...control} className={styles.input} {...register('remark')} />}
          </Field>
          {confirm.isError ? (
            <p role="alert" className={styles.alert}>
              {apiErrorText(confirm.error, t)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={confirm.isPending}>
              {t('withdraw.sendConfirmation')}
            </button>
            <button type="button" className={styles.button} onClick={() => setConfirming(false)}>
              {t('actions.cancel', { ns: 'common' })}
            </button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
