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
import styles from '../../../components/kit.module.css';
import { centreKeys } from '../../../lib/contract-flags-query';
import { useFormat } from '../../../lib/format';
import { callWithKey } from '../../../lib/money-call';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { ownBalanceQueryOptions } from '../api/downlines-query';

type Translate = TFunction;

/** The transfer schema: an amount with at most 2 decimals, above 0 and not above the agent's balance. */
export function transferSchema(balance: number | undefined, t: Translate, formatMoney: (amount: number) => string) {
  return z.object({ amount: z.string() }).superRefine(({ amount }, ctx) => {
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
  const { register, handleSubmit, formState, reset } = useForm<{
    amount: string;
  }>({
    resolver: zodResolver(transferSchema(balance.data?.sumBalance, t, format.money)),
    defaultValues: { amount: '' },
  });
  const [result, setResult] = useState<{
    isError: boolean;
    text: string;
  } | null>(null);
  const transfer = useMutation({
    mutationFn: (amount: number) => callWithKey(host.api, endpoints.walletTransfer, { body: { toAccount, amount } }, key.current()),
    onSuccess: (value) => {
      key.renew();
      reset({ amount: '' });
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
    onError: (error) => setResult({ isError: true, text: apiErrorText(error, t) }),
  });
  const onSubmit = handleSubmit((values) => {
    setResult(null);
    transfer.mutate(Number(values.amount.trim()));
  });
  const error = formState.errors.amount?.message;

  return (
    <form className={styles.form} noValidate aria-label={t('transfer.title', { account: toAccount })} onSubmit={(event) => void onSubmit(event)}>
      <p className={styles.muted} style={{ gridColumn: '1 / -1' }}>
        {balance.data
          ? t('transfer.yourBalance', {
              balance: format.money(balance.data.sumBalance),
            })
          : null}
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-amount`}>{t('transfer.amount')}</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-amount-error` : undefined}
          {...register('amount')}
        />
        {error ? (
          <p id={`${id}-amount-error`} className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={transfer.isPending}>
          {t('transfer.submit')}
        </button>
        <button type="button" className={styles.button} onClick={onDone}>
          {t('actions.close', { ns: 'common' })}
        </button>
      </div>
      {result ? (
        <p role={result.isError ? 'alert' : 'status'} className={result.isError ? styles.fieldError : styles.success} style={{ gridColumn: '1 / -1' }}>
          {result.text}
        </p>
      ) : null}
    </form>
  );
}
