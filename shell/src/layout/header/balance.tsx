import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useKitLocale } from 'platform-ui';
import { useBusEvent, useHost, useSession } from 'shared-contracts/react';
import { walletBalanceQueryOptions } from '../../queries/shell-queries';
import { useUiStore } from '../../stores/ui-store';
import { EyeIcon, EyeOffIcon, RefreshIcon } from './header-icons';
import styles from './header.module.css';

/**
 * The member's balance (spec §4 "Balance"): an updating placeholder until loaded or while
 * refreshing, then currency symbol plus 2 decimals in the player's language, by the kit's one rule
 * (`formatMoney`: "$1.000,00" in TY, as the centres beside it write it); hide/show and refresh. Refetches on
 * `wallet:refresh-requested` and announces each load with `wallet:balance-changed`.
 */
export function Balance() {
  const { t } = useTranslation('shell');
  const host = useHost();
  const { token, member } = useSession();
  const isHidden = useUiStore((state) => state.balanceHidden);
  const toggleHidden = useUiStore((state) => state.toggleBalanceHidden);
  const query = useQuery(walletBalanceQueryOptions(host.api, token));
  const { data, dataUpdatedAt, refetch } = query;
  const symbol = member?.currencySymbol ?? data?.currencySymbol ?? host.brand.currencySymbol;
  const { language } = useKitLocale();

  useBusEvent('wallet:refresh-requested', () => void refetch());

  useEffect(() => {
    if (data) host.bus.emit('wallet:balance-changed', { sumBalance: data.sumBalance, currencySymbol: symbol });
  }, [data, dataUpdatedAt, symbol, host.bus]);

  let text: string;
  if (query.isFetching || !data) text = query.isError ? t('header.balanceError') : t('header.balanceUpdating');
  else if (isHidden) text = '******';
  else text = formatMoney(data.sumBalance, { currencySymbol: symbol, language });

  return (
    <div className={styles.balance}>
      <span className={styles.balanceLabel}>{t('header.balance')}</span>
      <output
        className={styles.balanceValue}
        data-testid="header-balance"
        aria-live="polite"
        aria-label={isHidden && !query.isFetching ? t('header.balanceHidden') : undefined}
      >
        {text}
      </output>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.balanceAction}`}
        onClick={toggleHidden}
        aria-pressed={isHidden}
        title={isHidden ? t('header.showBalance') : t('header.hideBalance')}
      >
        {isHidden ? <EyeIcon /> : <EyeOffIcon />}
        <span className="visually-hidden">{isHidden ? t('header.showBalance') : t('header.hideBalance')}</span>
      </button>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.balanceAction}`}
        onClick={() => void refetch()}
        disabled={query.isFetching}
        title={t('header.refreshBalance')}
      >
        <RefreshIcon />
        <span className="visually-hidden">{t('header.refreshBalance')}</span>
      </button>
    </div>
  );
}
