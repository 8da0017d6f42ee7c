import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost, useSession } from 'shared-contracts/react';
import { PageState } from '../../../components/page-state';
import styles from '../../../components/ui.module.css';
import { useFormat } from '../../../lib/use-format';
import { withdrawRecordsQueryOptions, withdrawSettingsQueryOptions } from '../api/withdraw-queries';
import { useNow } from './use-now';
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
  const account = settings.data?.bankAccount;

  return (
    <div className={styles.page}>
      <PageState isPending={settings.isPending} error={settings.error} onRetry={() => void settings.refetch()}>
        {settings.data ? (
          <>
            <dl className={styles.stats}>
              <div>
                <dt>{t('withdraw.available')}</dt>
                <dd>{money(settings.data.balance)}</dd>
              </div>
              <div>
                <dt>{t('withdraw.payoutAccount')}</dt>
                <dd>{account ? `${account.bankName} · ${account.accountName} · ${account.accountNo}` : t('withdraw.none')}</dd>
              </div>
              <div>
                <dt>{t('withdraw.autoReceived')}</dt>
                <dd>{t('withdraw.minutes', { count: settings.data.autoReceivedMinutes })}</dd>
              </div>
            </dl>
            <WithdrawForm settings={settings.data} />
          </>
        ) : null}
      </PageState>
      <section className={styles.card} aria-labelledby={listId}>
        <h4 id={listId} className={styles.heading}>
          {t('withdraw.recent')}
        </h4>
        <PageState isPending={records.isPending} error={records.error} onRetry={() => void records.refetch()} isEmpty={records.data?.list.length === 0} emptyText={t('withdraw.noneRecent')}>
          <ul className={styles.list}>
            {records.data?.list.map((withdrawal) => <WithdrawalItem key={withdrawal.withdrawId} withdrawal={withdrawal} now={now} />)}
          </ul>
        </PageState>
      </section>
    </div>
  );
}
