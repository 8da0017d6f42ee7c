import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BANK_CARDS } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { PageFrame, useFormat } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { withdrawRecordsQueryOptions, withdrawSettingsQueryOptions } from '../api/withdraw-queries';
import { useNow } from './use-now';
import { PaymentPasswordForm } from '../../../components/payment-password-form';
import { BankCardForm } from './bank-card-form';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalItem } from './withdrawal-item';

/**
 * Withdraw (spec §2 withdraw, §4 "Withdrawal"): the payout account, limits, the request, and the
 * member's withdrawals with the receipt confirmation and the auto-received countdown.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const { money } = useFormat();
  const listId = useId();
  const settings = useQuery({ ...withdrawSettingsQueryOptions(host.api, member?.account ?? ''), enabled: !!member });
  const records = useQuery({ ...withdrawRecordsQueryOptions(host.api, member?.account ?? ''), enabled: !!member });
  const hasPaid = !!records.data?.list.some((withdrawal) => withdrawal.status === 'paid');
  const now = useNow(hasPaid);
  const cards = settings.data?.bankCards ?? [];

  return (
    <div className={styles.page}>
      <PageFrame loading={settings.isPending} error={settings.error} onRetry={() => void settings.refetch()}>
        {settings.data ? (
          <>
            <dl className={styles.stats}>
              <div>
                <dt>{t('withdraw.available')}</dt>
                <dd>{money(settings.data.balance)}</dd>
              </div>
              <div>
                <dt>{t('withdraw.dailyCount')}</dt>
                <dd>{t('withdraw.dailyOf', { count: settings.data.dailyCount, limit: settings.data.dailyLimit })}</dd>
              </div>
              <div>
                <dt>{t('withdraw.autoReceived')}</dt>
                <dd>{t('withdraw.minutes', { count: settings.data.autoReceivedMinutes })}</dd>
              </div>
            </dl>
            {settings.data.hasPaymentPassword ? null : (
              <PaymentPasswordForm hasPaymentPassword={false} onDone={() => void settings.refetch()} />
            )}
            <WithdrawForm settings={settings.data} />
            <section className={styles.card} aria-label={t('withdraw.payoutAccount')}>
              <h4 className={styles.heading}>{t('withdraw.payoutAccount')}</h4>
              {cards.length === 0 ? (
                <p className={styles.muted}>{t('withdraw.none')}</p>
              ) : (
                <ul className={styles.list}>
                  {cards.map((card) => (
                    <li key={card.id} className={styles.row}>
                      <span>{`${card.bankName} · ${card.accountName}`}</span>
                      <span>{card.accountNoMasked}</span>
                      {card.isDefault ? <span className={styles.badge}>{t('bankCard.default')}</span> : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {cards.length < MAX_BANK_CARDS && settings.data.hasPaymentPassword ? <BankCardForm /> : null}
          </>
        ) : null}
      </PageFrame>
      <section className={styles.card} aria-labelledby={listId}>
        <h4 id={listId} className={styles.heading}>
          {t('withdraw.recent')}
        </h4>
        <PageFrame
          loading={records.isPending}
          error={records.error}
          onRetry={() => void records.refetch()}
          empty={records.data?.list.length === 0 ? t('withdraw.noneRecent') : false}
        >
          <ul className={styles.list}>
            {records.data?.list.map((withdrawal) => (
              <WithdrawalItem key={withdrawal.withdrawId} withdrawal={withdrawal} now={now} />
            ))}
          </ul>
        </PageFrame>
      </section>
    </div>
  );
}
