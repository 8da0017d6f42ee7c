import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints, type ValueOf } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { apiErrorText, Money, PageFrame, RecordsTable, type RecordsColumn, useFormat, useMoneyAction } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { rebateKeys, rebateQueryOptions } from '../api/rebate-queries';
import { walletBalanceQueryOptions } from '../../../lib/wallet-balance';

type RebateLine = ValueOf<typeof endpoints.manualRebate>['lines'][number];

/** The rebate promo (spec §2 manualRebate): rebate per game category on valid bets since the last claim, and the claim. */
export function RebatePage() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const { money, date, dateTime, percent } = useFormat();
  const nowId = useId();
  const historyId = useId();
  const rebate = useQuery({ ...rebateQueryOptions(host.api, member?.account ?? ''), enabled: !!member });
  const [result, setResult] = useState<{ amount: number; validBet: number } | null>(null);
  const claim = useMoneyAction(endpoints.manualRebateClaim, {
    reason: 'rebate',
    balanceQuery: walletBalanceQueryOptions,
    invalidate: [rebateKeys.all],
    onSuccess: (value) => setResult(value),
  });
  const lineColumns = useMemo<RecordsColumn<RebateLine>[]>(
    () => [
      { id: 'gameType', header: t('records.columns.category'), cell: (line) => t(`gameTypes.${line.gameType}`) },
      { id: 'rate', header: t('rebate.rate'), cell: (line) => percent(line.rate), align: 'end' },
      { id: 'validBet', header: t('records.columns.validBet'), cell: (line) => <Money amount={line.validBet} />, align: 'end' },
      { id: 'amount', header: t('records.columns.amount'), cell: (line) => <Money amount={line.amount} />, align: 'end' },
    ],
    [t, percent],
  );
  const data = rebate.data;
  // Never claimed: the platform counts from the registration, which it sends as `since` (a platform
  // that sends no date, or 0, counts every valid bet so far); never a "since 01/01/1970".
  const neverClaimed = !!data && data.history.length === 0;
  let sinceText = '';
  if (data) {
    const min = money(data.minClaimAmount);
    if (data.since <= 0) sinceText = t('rebate.sinceStart', { min });
    else if (neverClaimed) sinceText = t('rebate.sinceRegistration', { date: date(data.since), min });
    else sinceText = t('rebate.since', { date: dateTime(data.since), min });
  }
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
            <p className={styles.hint}>{sinceText}</p>
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
              <p className={styles.muted}>{t(neverClaimed ? 'rebate.noBetsSinceRegistration' : 'rebate.noBets')}</p>
            ) : (
              <>
                {/* The kit's caption is for screen readers only: the name shows above the table too. */}
                <h5 className={styles.subheading}>{t('rebate.perCategory')}</h5>
                <RecordsTable
                  caption={t('rebate.perCategory')}
                  columns={lineColumns}
                  data={data.lines}
                  getRowId={(line) => line.gameType}
                />
              </>
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
