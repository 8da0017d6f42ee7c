import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints, MAIN_WALLET_TYPE_ID, type WalletBalance } from 'shared-contracts';
import { z } from 'zod/mini';
import { apiErrorText, Field, useFieldErrorText, useFormat, useMoneyAction, useZodForm } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { amountSchema } from '../../../lib/validation';
import { walletBalanceQueryOptions } from '../../../lib/wallet-balance';

/** Moves money between the main wallet and a game wallet (one side is always the main wallet), or recalls every game wallet. */
export function GameTransferForm({ wallet, walletName }: { wallet: WalletBalance; walletName: (id: number, name?: string) => string }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const headingId = useId();
  const games = wallet.balance.filter((w) => w.accountTypeId !== MAIN_WALLET_TYPE_ID);
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [gameId, setGameId] = useState(String(games[0]?.accountTypeId ?? ''));
  const from = direction === 'in' ? MAIN_WALLET_TYPE_ID : Number(gameId);
  const available = wallet.balance.find((w) => w.accountTypeId === from)?.availBalance ?? 0;
  const form = useZodForm(z.object({ amount: amountSchema({ available }) }), { amount: '' });
  const errorText = useFieldErrorText({ available: money(available) });
  const transfer = useMoneyAction(endpoints.gameWalletTransfer, {
    reason: 'game-wallet-transfer',
    balanceQuery: walletBalanceQueryOptions,
    onSuccess: () => form.reset({ amount: '' }),
  });
  const recall = useMoneyAction(endpoints.walletRecallAll, { reason: 'recall-all', balanceQuery: walletBalanceQueryOptions });
  const onSubmit = form.handleSubmit((values) => {
    const to = direction === 'in' ? Number(gameId) : MAIN_WALLET_TYPE_ID;
    transfer.run({ body: { fromAccountTypeId: from, toAccountTypeId: to, amount: values.amount } });
  });
  const failure = transfer.error ?? recall.error;
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('wallet.transferTitle')}
      </h4>
      <Field label={t('wallet.direction')}>
        {(control) => (
          <select
            {...control}
            className={styles.input}
            value={direction}
            onChange={(event) => setDirection(event.target.value as 'in' | 'out')}
          >
            <option value="in">{t('wallet.toGame')}</option>
            <option value="out">{t('wallet.toMain')}</option>
          </select>
        )}
      </Field>
      <Field label={t('wallet.gameWallet')}>
        {(control) => (
          <select {...control} className={styles.input} value={gameId} onChange={(event) => setGameId(event.target.value)}>
            {games.map((w) => (
              <option key={w.accountTypeId} value={String(w.accountTypeId)}>
                {walletName(w.accountTypeId, w.accountName)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('wallet.amount')}
        error={errorText(form.formState.errors.amount?.message)}
        hint={t('transferUpline.available', { amount: money(available) })}
      >
        {(control) => <input {...control} className={styles.input} inputMode="decimal" autoComplete="off" {...form.register('amount')} />}
      </Field>
      {failure ? (
        <p role="alert" className={styles.alert}>
          {apiErrorText(failure, t)}
        </p>
      ) : null}
      {transfer.isSuccess ? (
        <p role="status" className={styles.success}>
          {t('wallet.transferred')}
        </p>
      ) : null}
      {recall.isSuccess ? (
        <p role="status" className={styles.success}>
          {t('wallet.recalled', { amount: money(recall.data.recalled) })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={transfer.isPending}>
          {t('wallet.transfer')}
        </button>
        <button type="button" className={styles.button} disabled={recall.isPending} onClick={() => recall.run({})}>
          {t('wallet.recallAll')}
        </button>
      </div>
    </form>
  );
}
