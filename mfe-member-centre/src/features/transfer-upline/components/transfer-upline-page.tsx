import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { z } from 'zod/mini';
import { apiErrorText, applyServerErrors, Field, PageFrame, useFieldErrorText, useFormat, useMoneyAction, useZodForm } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { amountSchema, paymentPasswordFieldSchema, VALIDATION } from '../../../lib/validation';
import { walletBalanceQueryOptions } from '../../../lib/wallet-balance';

function transferSchema(available: number | undefined, needsPaymentPassword: boolean, needsAccount: boolean) {
  return z.object({
    // Typed only when the platform did not name the upline.
    toAccount: needsAccount
      ? z.string().check(z.trim(), z.minLength(1, 'validation.fieldRequired'), z.maxLength(64, VALIDATION.nameLength))
      : z.string(),
    amount: amountSchema({ available }),
    // Checked by the platform when the member has set one.
    paymentPassword: needsPaymentPassword ? paymentPasswordFieldSchema : z.string(),
  });
}

/**
 * Transfer to the upline (spec §2 transferUpline, §6): only when the member's `toUpline` allows it.
 * The transfer is addressed to the upline the platform names in member info (`uplineAccount`),
 * shown rather than typed; only a platform that does not name it leaves the member to type it.
 */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const { money } = useFormat();
  const headingId = useId();
  const balance = useQuery({ ...walletBalanceQueryOptions(host.api, member?.account ?? ''), enabled: !!member?.toUpline });
  const available = balance.data?.sumBalance;
  const [done, setDone] = useState<{ amount: number; toAccount: string } | null>(null);
  const needsPaymentPassword = !!member?.hasPaymentPassword;
  const upline = member?.uplineAccount;
  const form = useZodForm(transferSchema(available, needsPaymentPassword, !upline), { toAccount: '', amount: '', paymentPassword: '' });
  const { register, handleSubmit, formState, setError } = form;
  const errorText = useFieldErrorText({ available: money(available ?? 0) });
  const [serverFieldsApplied, setServerFieldsApplied] = useState(false);
  const action = useMoneyAction(endpoints.walletTransfer, {
    reason: 'transfer-upline',
    balanceQuery: walletBalanceQueryOptions,
    onError: (error) => setServerFieldsApplied(applyServerErrors(error, setError, ['toAccount', 'amount', 'paymentPassword'])),
    onSuccess: (value) => {
      setDone({ amount: value.amount, toAccount: value.toAccount });
      form.reset({ toAccount: form.getValues('toAccount'), amount: '', paymentPassword: '' });
    },
  });
  const onSubmit = handleSubmit((values) => {
    setDone(null);
    setServerFieldsApplied(false);
    action.run({
      body: {
        toAccount: upline ?? values.toAccount,
        amount: values.amount,
        ...(needsPaymentPassword ? { paymentPassword: values.paymentPassword } : {}),
      },
    });
  });

  if (!member?.toUpline) {
    return <p className={styles.muted}>{t('transferUpline.notAllowed')}</p>;
  }
  return (
    <PageFrame loading={balance.isPending} error={balance.error} onRetry={() => void balance.refetch()}>
      <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={headingId}>
        <h4 id={headingId} className={styles.heading}>
          {t('transferUpline.formTitle')}
        </h4>
        <p className={styles.muted}>{t('transferUpline.available', { amount: money(available ?? 0) })}</p>
        {upline ? (
          <p className={styles.muted}>
            {t('transferUpline.to')} <strong>{upline}</strong>
          </p>
        ) : (
          <Field
            label={t('transferUpline.toAccount')}
            error={errorText(formState.errors.toAccount?.message)}
            hint={t('transferUpline.toAccountHint')}
          >
            {(control) => <input {...control} className={styles.input} autoComplete="off" {...register('toAccount')} />}
          </Field>
        )}
        <Field label={t('transferUpline.amount')} error={errorText(formState.errors.amount?.message)}>
          {(control) => <input {...control} className={styles.input} inputMode="decimal" autoComplete="off" {...register('amount')} />}
        </Field>
        {needsPaymentPassword ? (
          <Field label={t('transferUpline.paymentPassword')} error={errorText(formState.errors.paymentPassword?.message)}>
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
        ) : null}
        {action.isError && !serverFieldsApplied ? (
          <p role="alert" className={styles.alert}>
            {apiErrorText(action.error, t)}
          </p>
        ) : null}
        {done ? (
          <p role="status" className={styles.success}>
            {t('transferUpline.done', { amount: money(done.amount), account: done.toAccount })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={action.isPending}>
            {action.isPending ? t('transferUpline.submitting') : t('transferUpline.submit')}
          </button>
        </div>
      </form>
    </PageFrame>
  );
}
