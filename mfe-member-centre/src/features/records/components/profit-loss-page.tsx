import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueOf, endpoints } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { DateRangeFilter, RecordsTable, type RecordsColumn } from '../../../components/records-kit';
import styles from '../../../components/ui.module.css';
import { useFormat } from '../../../lib/use-format';
import { profitLossQueryOptions } from '../api/records-queries';
import { useRecordsFilter } from '../hooks/use-records-filter';

type Line = ValueOf<typeof endpoints.personalProfitLoss>['byGameType'][number];
const SUMMARY_FIELDS = ['deposit', 'withdraw', 'betAmount', 'validBet', 'winAmount', 'bonus', 'rebate', 'profit'] as const;

/** Personal profit and loss (spec §2 personalProfit): totals of a date range and the result per category. */
export function ProfitLossPage() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const { money } = useFormat();
  const filter = useRecordsFilter<null>(null);
  const { startTime, endTime } = filter.params;
  const query = useQuery({ ...profitLossQueryOptions(host.api, member?.account ?? '', { startTime, endTime }), enabled: !!member });
  const columns = useMemo<RecordsColumn<Line>[]>(
    () => [
      { id: 'gameType', header: t('records.columns.category'), cell: (line) => t(`gameTypes.${line.gameType}`) },
      { id: 'betAmount', header: t('records.columns.bet'), cell: (line) => money(line.betAmount), align: 'end' },
      { id: 'winAmount', header: t('records.columns.win'), cell: (line) => money(line.winAmount), align: 'end' },
      { id: 'profit', header: t('records.columns.profit'), cell: (line) => money(line.profit), align: 'end' },
    ],
    [t, money],
  );
  const data = query.data;
  return (
    <RecordsTable
      caption={t('records.byCategory')}
      columns={columns}
      data={data?.byGameType}
      getRowId={(line) => line.gameType}
      loading={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyText={t('records.noBets')}
      totals={data ? { betAmount: money(data.betAmount), winAmount: money(data.winAmount), profit: money(data.profit) } : undefined}
      toolbar={
        <>
          <DateRangeFilter value={filter.range} onChange={filter.setRange} />
          {data ? (
            <dl className={styles.stats} aria-label={t('records.summary')}>
              {SUMMARY_FIELDS.map((field) => (
                <div key={field}>
                  <dt>{t(`records.profitLoss.${field}`)}</dt>
                  <dd>{money(data[field])}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </>
      }
    />
  );
}
