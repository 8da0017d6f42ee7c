import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueOf, endpoints } from 'shared-contracts';
import { Money, RecordsTable, type RecordsColumn } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { profitLossQueryOptions } from '../api/records-queries';
import { useRecordsPage } from '../hooks/use-records-page';

type ProfitLoss = ValueOf<typeof endpoints.personalProfitLoss>;
type Line = ProfitLoss['byGameType'][number];
const SUMMARY_FIELDS = ['deposit', 'withdraw', 'betAmount', 'validBet', 'winAmount', 'bonus', 'rebate', 'profit'] as const;

/** The sums of the per-category lines, added in cents (what the totals row shows). */
export function sumLines(lines: readonly Pick<Line, 'betAmount' | 'winAmount' | 'profit'>[]) {
  const cents = (field: 'betAmount' | 'winAmount' | 'profit') => lines.reduce((sum, line) => sum + Math.round(line[field] * 100), 0) / 100;
  return { betAmount: cents('betAmount'), winAmount: cents('winAmount'), profit: cents('profit') };
}

/**
 * Personal profit and loss (spec §2 personalProfit): the summary of a date range (deposits,
 * withdrawals, bets, wins, bonuses, rebates and the net result, which counts the bonuses and
 * rebates) and the result per category, whose totals row is the sum of its rows.
 */
export function ProfitLossPage() {
  const { t } = useTranslation();
  const { query, table } = useRecordsPage({
    queryOptions: (api, account, params) => profitLossQueryOptions(api, account, params),
    rows: (value: ProfitLoss) => value.byGameType,
    extraToolbar: (data) =>
      data ? (
        <dl className={styles.stats} aria-label={t('records.summary')}>
          {SUMMARY_FIELDS.map((field) => (
            <div key={field}>
              <dt>{t(field === 'profit' ? 'records.profitLoss.net' : `records.profitLoss.${field}`)}</dt>
              <dd>
                <Money amount={data[field]} signed={field === 'profit'} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null,
  });
  const columns = useMemo<RecordsColumn<Line>[]>(
    () => [
      { id: 'gameType', header: t('records.columns.category'), cell: (line) => t(`gameTypes.${line.gameType}`) },
      { id: 'betAmount', header: t('records.columns.bet'), cell: (line) => <Money amount={line.betAmount} />, align: 'end' },
      { id: 'winAmount', header: t('records.columns.win'), cell: (line) => <Money amount={line.winAmount} />, align: 'end' },
      { id: 'profit', header: t('records.columns.profit'), cell: (line) => <Money amount={line.profit} signed />, align: 'end' },
    ],
    [t],
  );
  const data = query.data;
  // The totals row adds up the rows above it. The platform's own profit also counts bonuses and
  // rebates (not results of a game category): that one is the summary's "net result".
  const totals = data && sumLines(data.byGameType);
  return (
    <RecordsTable
      {...table}
      caption={t('records.byCategory')}
      columns={columns}
      getRowId={(line) => line.gameType}
      emptyText={t('records.noBets')}
      totals={
        totals
          ? {
              betAmount: <Money amount={totals.betAmount} />,
              winAmount: <Money amount={totals.winAmount} />,
              profit: <Money amount={totals.profit} signed />,
            }
          : undefined
      }
    />
  );
}
