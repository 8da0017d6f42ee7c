import { useTranslation } from 'react-i18next';
import type { Contract } from 'shared-contracts';
import { Money, useFormat } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { BetAmount } from '../../../lib/bet-amount';

/** The terms of the contract a salary or dividend page settles by. */
export function ContractTerms({ contract }: { contract: Contract | null | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!contract) return <p className={styles.muted}>{t('salary.noContract')}</p>;
  const terms = [
    ['rate', format.percent(contract.rate)],
    ['period', t(`contracts.periods.${contract.periodType}`)],
    ['minActiveMembers', format.number(contract.minActiveMembers)],
    ['minValidBet', <Money key="bet" amount={contract.minValidBet} />],
    ['minProfitLoss', <Money key="pl" amount={contract.minProfitLoss} />],
    ['minBetAmount', <BetAmount key="amount" contract={contract} />],
    ['from', contract.fromAccount ?? t('contracts.merchant')],
  ] as const;
  return (
    <dl className={styles.figures} aria-label={t('salary.terms')}>
      {terms.map(([field, value]) => (
        <div key={field} className={styles.figure}>
          <dt>{t(`contracts.fields.${field}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
