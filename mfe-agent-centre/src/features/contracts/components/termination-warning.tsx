import { useTranslation } from 'react-i18next';
import type { ContractLink } from 'shared-contracts';
import { useFormat } from 'platform-ui';
import styles from '../../../components/ui.module.css';

/** Props of {@link TerminationWarning}. */
export interface TerminationWarningProps {
  /** The downline contracts the lower-rate rule ends. */
  ended: readonly ContractLink[];
  /**
   * The agent's own current contract of the kind it is about to accept: the platform ends it too
   * (the new one replaces it), whatever the rates.
   */
  replaced?: { kind: string; rate: number; fromAccount: string | null } | undefined;
}

/** Says, before agreeing, which contracts end: the agent's own current one of that kind, and the downline contracts the lower rate ends. */
export function TerminationWarning({ ended, replaced }: TerminationWarningProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (ended.length === 0 && !replaced) return null;
  return (
    <div role="note" aria-label={t('contracts.warning.label')} className={`${styles.warning} ${styles.wide}`}>
      {replaced ? (
        <p>
          {t('contracts.warning.replaced', {
            kind: t(`contracts.kinds.${replaced.kind}`),
            rate: format.percent(replaced.rate),
            from: replaced.fromAccount ?? t('contracts.merchant'),
          })}
        </p>
      ) : null}
      {ended.length > 0 ? (
        <>
          <p>{t('contracts.warning.text', { count: ended.length })}</p>
          <ul>
            {ended.map((edge) => (
              <li key={edge.id}>
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
        </>
      ) : null}
    </div>
  );
}
