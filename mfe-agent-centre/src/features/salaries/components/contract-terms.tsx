import { useTranslation } from 'react-i18next';
import type { Contract } from 'shared-contracts';
import styles from '../../../components/kit.module.css';
import { useFormat } from '../../../lib/format';

/** The terms of the contract a salary or dividend page settles by. */
export function ContractTerms({ contract }: { contract: Contract | null | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!contract) return <p className={styles.muted}>{t('salary.noContract')}</p>;
  return (
    <dl className={styles.figures} aria-label={t('salary.terms')}>
      <div className={styles.figure}>
        <dt>{t('contracts.fields.rate')}</dt>
        <dd>{format.percent(contract.rate)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t('contracts.fields.period')}</dt>
        <dd>{t(`contracts.periods.${contract.periodType}`)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t('contracts.fields.minActiveMembers')}</dt>
        <dd>{format.count(contract.minActiveMembers)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t('contracts.fields.minValidBet')}</dt>
        <dd>{format.money(contract.minValidBet)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t('contracts.fields.from')}</dt>
        <dd>{contract.fromAccount ?? t('contracts.merchant')}</dd>
      </div>
    </dl>
  );
}
