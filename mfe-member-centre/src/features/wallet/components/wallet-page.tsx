import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusEvent, useHost, useSession } from 'shared-contracts/react';
import { useQueryClient } from '@tanstack/react-query';
import { PageFrame, useFormat } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { walletBalanceQueryOptions, walletKeys } from '../../../lib/wallet-balance';
import { GameTransferForm } from './game-transfer-form';

/** My wallet (spec §2 transferFund): the total balance and each wallet (one on a single-wallet merchant). */
export function WalletPage() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const queryClient = useQueryClient();
  const { money } = useFormat();
  const walletsId = useId();
  const balance = useQuery({ ...walletBalanceQueryOptions(host.api, member?.account ?? ''), enabled: !!member });
  useBusEvent('wallet:balance-changed', () => void queryClient.invalidateQueries({ queryKey: walletKeys.all }));
  const data = balance.data;
  const isSingle = data?.isSingle ?? (data ? data.balance.length <= 1 : true);
  const walletName = (id: number, name?: string) =>
    name ? t(`wallet.names.${name}`, { defaultValue: name }) : t('wallet.unnamed', { id });

  return (
    <PageFrame loading={balance.isPending} error={balance.error} onRetry={() => void balance.refetch()}>
      {data ? (
        <div className={styles.page}>
          <div className={`${styles.card} ${styles.cardHeader}`}>
            <p className={styles.heading}>
              {t('wallet.total')} <strong data-testid="wallet-total">{money(data.sumBalance)}</strong>
            </p>
            <button type="button" className={styles.button} disabled={balance.isFetching} onClick={() => void balance.refetch()}>
              {balance.isFetching ? t('security.refreshing') : t('security.refreshBalance')}
            </button>
          </div>
          <section className={styles.card} aria-labelledby={walletsId}>
            <h4 id={walletsId} className={styles.heading}>
              {t('wallet.wallets')}
            </h4>
            {isSingle ? <p className={styles.hint}>{t('wallet.single')}</p> : null}
            <ul className={styles.list}>
              {data.balance.map((wallet) => (
                <li key={wallet.accountTypeId} className={styles.row}>
                  <span>{walletName(wallet.accountTypeId, wallet.accountName)}</span>
                  <strong>{money(wallet.availBalance)}</strong>
                </li>
              ))}
            </ul>
          </section>
          {!isSingle && data.balance.length > 1 ? <GameTransferForm wallet={data} walletName={walletName} /> : null}
        </div>
      ) : null}
    </PageFrame>
  );
}
