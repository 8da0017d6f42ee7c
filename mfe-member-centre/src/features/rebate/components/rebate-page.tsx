import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { PageFrame, apiErrorText } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { useMoneyAction } from '../../../lib/money-action';
import { useFormat } from '../../../lib/use-format';
import { rebateKeys, rebateQueryOptions } from '../api/rebate-queries';

/** The rebate promo (spec §2 manualRebate): rebate per game category on valid bets since the last claim, and the claim. */
export function RebatePage() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const { money, dateTime, percent } = useFormat();
  const nowId = useId();
  const historyId = useId();
  const rebate = useQuery({ ...rebateQueryOptions(host.api, member?.account ?? ''), enabled: !!member });
  const [result, setResult] = useState<{ amount: number; validBet: number } | null>(null);
  const claim = useMoneyAction(endpoints.manualRebateClaim, {
    reason: 'rebate',
    invalidate: [rebateKeys.all],
    onSuccess: (value) => setResult(value),
  });
  const data = rebate.data;
  const canClaim = !!data && data.claimableAmount > 0 && data.claimableAmount >= data.minClaimAmount;

  return (
    <PageFrame loading={rebate.isPending} error={rebate.error} onRetry={() => void rebate.refetch()}>
      {data ? (
        <div className={styles.page}>
          <section className={styles.card} aria-labelledby={nowId}>
            <div className={styles.cardHeader}>
              <h4 id={nowId} className={styles.heading}>
                {t('rebate.claimable', { amount: money(data.claimableAmount) })}
              </h4>
              <button type="button" className={styles.primary} disabled={!canClaim || claim.isPending} onClick={() => claim.run({})}>
                {claim.isPending ? t('rebate.claiming') : t('rebate.claim')}
              </button>
            </div>
            <p className={styles.hint}>{t('rebate.since', { date: dateTime(data.since), min: money(data.minClaimAmount) })}</p>
            {claim.isError ? (
              <p role="alert" className={styles.alert}>
                {apiErrorText(claim.error, t)}
              </p>
            ) : null}
            {result ? (
              <p role="status" className={styles.success}>
                {t('rebate.claimed', { amount: money(result.amount), validBet: money(result.validBet) })}
              </p>
            ) : null}
            {data.lines.length === 0 ? (
              <p className={styles.muted}>{t('rebate.noBets')}</p>
            ) : (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption style={{ textAlign: 'start' }}>{t('rebate.perCategory')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('records.columns.category')}</th>
                      <th scope="col" className={styles.num}>
                        {t('rebate.rate')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('records.columns.validBet')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('records.columns.amount')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.lines.map((line) => (
                      <tr key={line.gameType}>
                        <td>{t(`gameTypes.${line.gameType}`)}</td>
                        <td className={styles.num}>{percent(line.rate)}</td>
                        <td className={styles.num}>{money(line.validBet)}</td>
                        <td className={styles.num}>{money(line.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section className={styles.card} aria-labelledby={historyId}>
            <h4 id={historyId} className={styles.heading}>
              {t('rebate.history')}
            </h4>
            {data.history.length === 0 ? (
              <p className={styles.muted}>{t('rebate.noHistory')}</p>
            ) : (
              <ul className={styles.list}>
                {data.history.map((entry) => (
                  <li key={entry.id} className={styles.row}>
                    <span>{dateTime(entry.claimedAt)}</span>
                    <span>{t('rebate.historyLine', { amount: money(entry.amount), validBet: money(entry.validBet) })}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : null}
    </PageFrame>
  );
}
