import type { TFunction } from 'i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiFieldErrors, ERROR_CODES, isApiError } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { apiErrorText, Field, useAnnounceBalance, useFormat, useInFlight, useIntentKeys, useZodForm } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { centreKeys } from '../../../lib/contract-flags-query';
import { ownBalanceQueryOptions } from '../../../lib/own-balance';
import { moveDownlineMoney, type MoneyDirection } from '../api/move-money';

type Translate = TFunction;

/** The form's values. */
export interface MoneyMoveValues {
  amount: string;
  paymentPassword: string;
}

/**
 * The schema of a transfer or a recall: an amount with at most 2 decimals, above 0 and not above
 * `limit` (the agent's balance for a transfer, the downline's for a recall; `limitMessage` says
 * which); the payment password when the agent has set one (the platform checks it).
 */
export function moneyMoveSchema(
  limit: number | undefined,
  t: Translate,
  limitMessage: (limit: number) => string,
  needsPaymentPassword: boolean,
) {
  return z.object({ amount: z.string(), paymentPassword: z.string() }).check(
    z.superRefine(({ amount, paymentPassword }, ctx) => {
      if (needsPaymentPassword && paymentPassword === '')
        ctx.addIssue({ code: 'custom', path: ['paymentPassword'], message: t('transfer.errors.paymentPassword') });
      const text = amount.trim();
      const value = Number(text);
      if (!/^\d+(\.\d{1,2})?$/.test(text) || value <= 0)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: t('transfer.errors.amount') });
      else if (limit !== undefined && value > limit) ctx.addIssue({ code: 'custom', path: ['amount'], message: limitMessage(limit) });
    }),
  );
}

/** Props of {@link DownlineMoneyForm}. */
export interface DownlineMoneyFormProps {
  /** `transfer`: from the agent to the downline; `recall`: back from the downline to the agent. */
  direction: MoneyDirection;
  /** The downline. */
  account: string;
  /** The downline's balance as the team list shows it (the most a recall may take). */
  downlineBalance?: number;
  /** Set to the amount field (the first field), for the dialog that opens the form to focus it. */
  firstFieldRef?: MutableRefObject<HTMLInputElement | null>;
  onDone: () => void;
}

/**
 * Move money between the agent and a downline, either way (the two differ only in endpoint, limit
 * and words, kept in `direction`): one idempotency key per intent (kept across a failed or repeated
 * submit, so nothing moves twice; replaced after success), the button disabled while pending; on
 * success the header is asked to reload its balance, the wallet is read again and announced
 * (`wallet:refresh-requested`, `wallet:balance-changed`) and the team is fetched again.
 */
export function DownlineMoneyForm({ direction, account: downline, downlineBalance, firstFieldRef, onDone }: DownlineMoneyFormProps) {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const account = member?.account ?? '';
  const queryClient = useQueryClient();
  const format = useFormat();
  const keys = useIntentKeys();
  const announceBalance = useAnnounceBalance({ balanceQuery: ownBalanceQueryOptions });
  const balance = useQuery(ownBalanceQueryOptions(host.api, account));
  const isRecall = direction === 'recall';
  const limit = isRecall ? downlineBalance : balance.data?.sumBalance;
  // Known set: required before the call; otherwise optional, and the platform's refusal shows under the field.
  const needsPaymentPassword = member?.hasPaymentPassword ?? false;
  const { register, handleSubmit, formState, reset, setError } = useZodForm(
    moneyMoveSchema(
      limit,
      t,
      (value) => t(`${direction}.errors.balance`, { balance: format.money(value), account: downline }),
      needsPaymentPassword,
    ),
    { amount: '', paymentPassword: '' } satisfies MoneyMoveValues,
  );
  const [result, setResult] = useState<{ isError: boolean; text: string } | null>(null);
  // Set synchronously: the two submits of a double click both pass validation before React re-renders the disabled button.
  const inFlight = useInFlight();
  const move = useMutation({
    mutationFn: ({ amount, paymentPassword }: { amount: number; paymentPassword: string }) =>
      moveDownlineMoney(
        host.api,
        direction,
        { account: downline, amount, paymentPassword },
        // The payment password is the proof, not the intent: a corrected one retries the same move.
        keys.keyFor({ direction, downline, amount }),
      ),
    onSuccess: (value) => {
      keys.retire();
      reset({ amount: '', paymentPassword: '' });
      setResult({
        isError: false,
        text: t(`${direction}.done`, { amount: format.money(value.amount), account: downline, balance: format.money(value.balance) }),
      });
      // The header follows (it reloads on `wallet:refresh-requested`), then the centre reads everything again.
      void announceBalance(`agent-${direction}`).then(() => queryClient.invalidateQueries({ queryKey: centreKeys.all }));
    },
    onError: (error, { paymentPassword }) => {
      const fields = apiFieldErrors(error);
      const code = isApiError(error) ? error.errorCode : undefined;
      if (fields.paymentPassword) {
        const message = t(paymentPassword ? 'transfer.errors.paymentPasswordWrong' : 'transfer.errors.paymentPassword');
        setError('paymentPassword', { message }, { shouldFocus: true });
      } else if (fields.amount) setError('amount', { message: t('transfer.errors.amount') }, { shouldFocus: true });
      else if (code === ERROR_CODES.insufficientFunds)
        setError('amount', { message: t(`${direction}.errors.insufficient`, { account: downline }) }, { shouldFocus: true });
      // The platform refuses an account outside the agent's team (not yours, or not direct for a recall).
      else if (fields.toAccount || fields.fromAccount)
        setResult({ isError: true, text: t(`${direction}.errors.notInTeam`, { account: downline }) });
      else if (code === ERROR_CODES.functionNotAvailable && isRecall) setResult({ isError: true, text: t('recall.errors.notAllowed') });
      else setResult({ isError: true, text: apiErrorText(error, t) });
    },
  });
  const onSubmit = handleSubmit((values) => {
    // A second click while the first is on its way sends nothing (the button is disabled too).
    if (!inFlight.start()) return;
    setResult(null);
    move.mutate(
      { amount: Number(values.amount.trim()), paymentPassword: values.paymentPassword },
      {
        onSettled: inFlight.end,
      },
    );
  });
  const field = (
    name: keyof MoneyMoveValues,
    label: string,
    props: { type?: string; inputMode: 'decimal' | 'numeric'; autoComplete: string },
  ) => {
    const { ref, ...registered } = register(name);
    return (
      <Field label={label} error={formState.errors[name]?.message} className={styles.field}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            {...props}
            {...registered}
            ref={(element) => {
              ref(element);
              if (name === 'amount' && firstFieldRef) firstFieldRef.current = element;
            }}
          />
        )}
      </Field>
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t(`${direction}.title`, { account: downline })}
      onSubmit={(event) => void onSubmit(event)}
    >
      <p className={`${styles.muted} ${styles.wide}`}>
        {balance.data ? t('transfer.yourBalance', { balance: format.money(balance.data.sumBalance) }) : null}
      </p>
      {isRecall && downlineBalance !== undefined ? (
        <p className={`${styles.muted} ${styles.wide}`}>
          {t('recall.downlineBalance', { account: downline, balance: format.money(downlineBalance) })}
        </p>
      ) : null}
      {field('amount', t('transfer.amount'), { inputMode: 'decimal', autoComplete: 'off' })}
      {/* Always there: the session does not say whether a payment password is set; the platform asks for it when it is. */}
      {field('paymentPassword', t('transfer.paymentPassword'), { type: 'password', inputMode: 'numeric', autoComplete: 'off' })}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={move.isPending}>
          {t(`${direction}.submit`)}
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
