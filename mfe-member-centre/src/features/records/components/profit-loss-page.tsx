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

/** Personal profit and loss (spec §2 personalProfit): totals of a date range and the result per category. */
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
              <dt>{t(`records.profitLoss.${field}`)}</dt>
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
  return (
    <RecordsTable
      {...table}
      caption={t('records.byCategory')}
      columns={columns}
      getRowId={(line) => line.gameType}
      emptyText={t('records.noBets')}
      totals={
        data
          ? {
              betAmount: <Money amount={data.betAmount} />,
              winAmount: <Money amount={data.winAmount} />,
              profit: <Money amount={data.profit} signed />,
            }
          : undefined
      }
    />
  );
}
