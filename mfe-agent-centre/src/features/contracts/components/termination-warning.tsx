import { useTranslation } from 'react-i18next';
import styles from '../../../components/ui.module.css';
import { useFormat } from '../../../lib/format';
import type { ContractEdge } from '../utils/terminated-by-offer';

/** Says, before agreeing, which downline contracts the lower-rate rule will end. */
export function TerminationWarning({ ended }: { ended: readonly ContractEdge[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (ended.length === 0) return null;
  return (
    <div role="note" aria-label={t('contracts.warning.label')} className={`${styles.warning} ${styles.wide}`}>
      <p>{t('contracts.warning.text', { count: ended.length })}</p>
      <ul>
        {ended.map((edge) => (
          <li key={`${edge.fromAccount}-${edge.toAccount}-${edge.kind}-${edge.status}`}>
            {t('contracts.warning.item', {
              from: edge.fromAccount ?? '',
              to: edge.toAccount,
              kind: t(`contracts.kinds.${edge.kind}`),
              rate: format.percent(edge.rate),
              status: t(`contracts.statuses.${edge.status}`),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
