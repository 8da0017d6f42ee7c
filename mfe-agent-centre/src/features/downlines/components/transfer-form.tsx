import type { TFunction } from 'i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { endpoints } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { apiErrorText } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { centreKeys } from '../../../lib/contract-flags-query';
import { serverFieldErrors } from '../../../lib/field-errors';
import { useFormat } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { ownBalanceQueryOptions } from '../api/downlines-query';

type Translate = TFunction;

/** The form's values. */
export interface TransferValues {
  amount: string;
  paymentPassword: string;
}

/**
 * The transfer schema: an amount with at most 2 decimals, above 0 and not above the agent's
 * balance; the payment password when the agent has set one (the platform checks it).
 */
export function transferSchema(balance: number | undefined, t: Translate, formatMoney: (amount: number) => string, needsPaymentPassword: boolean) {
  return z.object({ amount: z.string(), paymentPassword: z.string() }).superRefine(({ amount, paymentPassword }, ctx) => {
    if (needsPaymentPassword && paymentPassword === '') ctx.addIssue({ code: 'custom', path: ['paymentPassword'], message: t('transfer.errors.paymentPassword') });
    const text = amount.trim();
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: t('transfer.errors.amount'),
      });
      return;
    }
    const value = Number(text);
    if (value <= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: t('transfer.errors.amount'),
      });
    else if (balance !== undefined && value > balance)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: t('transfer.errors.balance', {
          balance: formatMoney(balance),
        }),
      });
  });
}

/** Props of {@link TransferForm}. */
export interface TransferFormProps {
  toAccount: string;
  onDone: () => void;
}

/**
 * Transfer money to a downline: one idempotency key per intent (kept across a failed or repeated
 * submit, so nothing moves twice; replaced after success), the button disabled while pending; on
 * success the team and the wallet are fetched again and `wallet:balance-changed` is emitted.
 */
export function TransferForm({ toAccount, onDone }: TransferFormProps) {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const account = member?.account ?? '';
  const queryClient = useQueryClient();
  const format = useFormat();
  const id = useId();
  const key = useIdempotencyKey();
  const balance = useQuery(ownBalanceQueryOptions(host.api, account));
  // Known set: required before the call; otherwise optional, and the platform's refusal shows under the field.
  const needsPaymentPassword = member?.hasPaymentPassword ?? false;
  const { register, handleSubmit, formState, reset, setError } = useForm<TransferValues>({
    resolver: zodResolver(transferSchema(balance.data?.sumBalance, t, format.money, needsPaymentPassword)),
    defaultValues: { amount: '', paymentPassword: '' },
    shouldFocusError: true,
  });
  const [result, setResult] = useState<{
    isError: boolean;
    text: string;
  } | null>(null);
  const transfer = useMutation({
    mutationFn: ({ amount, paymentPassword }: { amount: number; paymentPassword: string }) =>
      host.api.call(
        endpoints.walletTransfer,
        { body: { toAccount, amount, ...(paymentPassword ? { paymentPassword } : {}) } },
        { idempotencyKey: key.current() },
      ),
    onSuccess: (value) => {
      key.renew();
      reset({ amount: '', paymentPassword: '' });
      setResult({
        isError: false,
        text: t('transfer.done', {
          amount: format.money(value.amount),
          account: value.toAccount,
          balance: format.money(value.balance),
        }),
      });
      host.bus.emit('wallet:balance-changed', {
        sumBalance: value.balance,
        currencySymbol: format.symbol,
      });
      void queryClient.invalidateQueries({ queryKey: centreKeys.all });
    },
    onError: (error, { paymentPassword }) => {
      const fields = serverFieldErrors(error);
      if (fields.paymentPassword) {
        const message = t(paymentPassword ? 'transfer.errors.paymentPasswordWrong' : 'transfer.errors.paymentPassword');
        setError('paymentPassword', { message }, { shouldFocus: true });
      }
      else if (fields.amount) setError('amount', { message: t('transfer.errors.amount') }, { shouldFocus: true });
      else setResult({ isError: true, text: apiErrorText(error, t) });
    },
  });
  const onSubmit = handleSubmit((values) => {
    // A second click while the first is on its way moves nothing (the button is disabled too).
    if (transfer.isPending) return;
    setResult(null);
    transfer.mutate({ amount: Number(values.amount.trim()), paymentPassword: values.paymentPassword });
  });
  const field = (name: keyof TransferValues, label: string, props: { type?: string; inputMode: 'decimal' | 'numeric'; autoComplete: string }) => {
    const error = formState.errors[name]?.message;
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          className={styles.input}
          {...props}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          {...register(name)}
        />
        {error ? (
          <p id={`${id}-${name}-error`} className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className={styles.form} noValidate aria-label={t('transfer.title', { account: toAccount })} onSubmit={(event) => void onSubmit(event)}>
      <p className={`${styles.muted} ${styles.wide}`}>
        {balance.data
          ? t('transfer.yourBalance', {
              balance: format.money(balance.data.sumBalance),
            })
          : null}
      </p>
      {field('amount', t('transfer.amount'), { inputMode: 'decimal', autoComplete: 'off' })}
      {/* Always there: the session does not say whether a payment password is set; the platform asks for it when it is. */}
      {field('paymentPassword', t('transfer.paymentPassword'), { type: 'password', inputMode: 'numeric', autoComplete: 'off' })}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={transfer.isPending}>
          {t('transfer.submit')}
        </button>
        <button type="button" className={styles.button} onClick={onDone}>
          {t('actions.close', { ns: 'common' })}
        </button>
      </div>
      {result ? (
        <p role={result.isError ? 'alert' : 'status'} className={`${result.isError ? styles.fieldError : styles.success} ${styles.wide}`}>
          {result.text}
        </p>
      ) : null}
    </form>
  );
}
