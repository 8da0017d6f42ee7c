import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { z } from 'zod/mini';
import {
  apiErrorText,
  applyServerErrors,
  Field,
  PageFrame,
  useAnnounceBalance,
  useFieldErrorText,
  useFormat,
  useMoneyAction,
  useZodForm,
} from 'platform-ui';
import { CopyButton } from '../../../components/copy-button';
import { QrCode } from '../../../components/qr-code';
import styles from '../../../components/ui.module.css';
import { amountSchema, remarkSchema, VALIDATION } from '../../../lib/validation';
import { depositKeys, depositSettingsQueryOptions, depositStatusQueryOptions } from '../api/deposit-queries';
import { walletBalanceQueryOptions } from '../../../lib/wallet-balance';

type Channel = z.infer<typeof endpoints.depositSettings.value>['channels'][number];

function depositSchema(channels: readonly Channel[]) {
  return z.pipe(
    z.object({ channelId: z.nullable(z.string()), amount: z.string(), remark: z.string() }),
    z.transform((values, ctx) => {
      // Every field is checked in one pass so all errors show at once.
      const channel = channels.find((c) => String(c.id) === values.channelId);
      if (!channel) ctx.issues.push({ code: 'custom', path: ['channelId'], message: VALIDATION.required, input: values });
      const amount = amountSchema({ min: channel?.minAmount, max: channel?.maxAmount }).safeParse(values.amount);
      if (!amount.success)
        ctx.issues.push({
          code: 'custom',
          path: ['amount'],
          message: amount.error.issues[0]?.message ?? VALIDATION.amountFormat,
          input: values,
        });
      const remark = remarkSchema.safeParse(values.remark);
      if (!remark.success) ctx.issues.push({ code: 'custom', path: ['remark'], message: VALIDATION.remarkLength, input: values });
      if (!channel || !amount.success || !remark.success) return z.NEVER;
      return { channelId: channel.id, amount: amount.data, remark: remark.data };
    }),
  );
}

/** The deposit page (spec §2 depositv2): channels with their limits, and a deposit request that stays pending until the payment is confirmed. */
export function DepositPage() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const { money } = useFormat();
  const headingId = useId();
  const settings = useQuery({ ...depositSettingsQueryOptions(host.api, member?.account ?? ''), enabled: !!member });
  const channels = useMemo(() => settings.data?.channels ?? [], [settings.data]);
  const [result, setResult] = useState<{ depositId: number; amount: number; status: string } | null>(null);
  const status = useDepositStatus(result);

  const form = useZodForm(depositSchema(channels), { channelId: null, amount: '', remark: '' });
  const { register, handleSubmit, watch, setError, formState } = form;
  const channel = channels.find((c) => String(c.id) === watch('channelId'));
  const errorText = useFieldErrorText(
    channel ? { min: money(channel.minAmount), max: money(channel.maxAmount), count: 140 } : { count: 140 },
  );

  const [serverFieldsApplied, setServerFieldsApplied] = useState(false);
  const action = useMoneyAction(endpoints.deposit, {
    reason: 'deposit',
    balanceQuery: walletBalanceQueryOptions,
    invalidate: [depositKeys.all],
    onError: (error) => setServerFieldsApplied(applyServerErrors(error, setError, ['amount', 'channelId'])),
    onSuccess: (value) => {
      setResult({ depositId: value.depositId, amount: value.amount, status: value.status });
      form.reset({ channelId: form.getValues('channelId'), amount: '', remark: '' });
    },
  });

  const onSubmit = handleSubmit((values) => {
    setResult(null);
    setServerFieldsApplied(false);
    action.run({ body: { channelId: values.channelId, amount: values.amount, ...(values.remark ? { remark: values.remark } : {}) } });
  });

  return (
    <PageFrame
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
      empty={settings.data?.allowDeposit === 'N' || channels.length === 0 ? t('deposit.closed') : false}
    >
      <div className={styles.page}>
        <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={headingId}>
          <h4 id={headingId} className={styles.heading}>
            {t('deposit.formTitle')}
          </h4>
          <fieldset className={styles.choices} aria-describedby={formState.errors.channelId ? `${headingId}-channel-error` : undefined}>
            <legend className={styles.label}>{t('deposit.channel')}</legend>
            {channels.map((c) => (
              <label key={c.id} className={styles.choice}>
                <input type="radio" value={String(c.id)} {...register('channelId')} />
                <span>
                  <strong>{c.name}</strong>
                  <br />
                  <span className={styles.hint}>{t('deposit.limits', { min: money(c.minAmount), max: money(c.maxAmount) })}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {formState.errors.channelId ? (
            <p id={`${headingId}-channel-error`} className={styles.fieldError}>
              {t('deposit.chooseChannel')}
            </p>
          ) : null}

          {channel ? <ChannelDetails channel={channel} /> : null}

          <Field
            label={t('deposit.amount')}
            error={errorText(formState.errors.amount?.message)}
            hint={channel ? t('deposit.limits', { min: money(channel.minAmount), max: money(channel.maxAmount) }) : undefined}
          >
            {(control) => <input {...control} className={styles.input} inputMode="decimal" autoComplete="off" {...register('amount')} />}
          </Field>
          <Field
            label={t('deposit.remark')}
            error={errorText(formState.errors.remark?.message)}
            hint={t('deposit.remarkHint', { count: 140 })}
          >
            {(control) => <textarea {...control} className={styles.input} rows={2} {...register('remark')} />}
          </Field>
          {action.isError && !serverFieldsApplied ? (
            <p role="alert" className={styles.alert}>
              {apiErrorText(action.error, t)}
            </p>
          ) : null}
          {result ? (
            <p role="status" className={styles.success}>
              {t(`deposit.${status}`, { id: result.depositId, amount: money(result.amount) })}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={action.isPending}>
              {action.isPending ? t('deposit.submitting') : t('deposit.submit')}
            </button>
          </div>
        </form>
      </div>
    </PageFrame>
  );
}

/**
 * Where the last deposit request stands: asked again while pending; when the payment is confirmed
 * the balance is reloaded and announced (the header follows), once.
 */
function useDepositStatus(result: { depositId: number; status: string } | null): 'pending' | 'approved' | 'rejected' {
  const host = useHost();
  const { member } = useSession();
  const isPending = result?.status === 'pending';
  const followUp = useQuery({
    ...depositStatusQueryOptions(host.api, member?.account ?? '', result?.depositId ?? 0),
    enabled: !!member && isPending,
  });
  const current = isPending ? (followUp.data?.status ?? 'pending') : result?.status === 'rejected' ? 'rejected' : 'approved';
  const announceBalance = useAnnounceBalance({ balanceQuery: walletBalanceQueryOptions });
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!result || !isPending || current !== 'approved' || announced.current === result.depositId) return;
    announced.current = result.depositId;
    void announceBalance('deposit-approved');
  }, [announceBalance, current, isPending, result]);
  return current;
}

function ChannelDetails({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <dl className={styles.stats}>
        {channel.bankName ? (
          <div>
            <dt>{t('deposit.bankName')}</dt>
            <dd>{channel.bankName}</dd>
          </div>
        ) : null}
        {channel.accountName ? (
          <div>
            <dt>{t('deposit.accountName')}</dt>
            <dd>{channel.accountName}</dd>
          </div>
        ) : null}
        {channel.accountNo ? (
          <div>
            <dt>{t('deposit.accountNo')}</dt>
            <dd>
              <span>{channel.accountNo}</span> <CopyButton value={channel.accountNo} label={t('deposit.copyAccountNo')} />
            </dd>
          </div>
        ) : null}
      </dl>
      {channel.qrPayload ? <QrCode value={channel.qrPayload} label={t('deposit.qrLabel', { channel: channel.name })} /> : null}
    </div>
  );
}
