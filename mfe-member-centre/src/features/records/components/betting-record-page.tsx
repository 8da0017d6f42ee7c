import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, type ValueOf, type endpoints } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { DateRangeFilter, RecordsTable, type RecordsColumn } from '../../../components/records-kit';
import styles from '../../../components/ui.module.css';
import { useFormat } from '../../../lib/use-format';
import { bettingRecordsQueryOptions } from '../api/records-queries';
import { useRecordsFilter } from '../hooks/use-records-filter';
import { RecordSelect } from './record-select';

type Bet = ValueOf<typeof endpoints.bettingRecords>['list'][number];
type GameType = (typeof GAME_TYPES)[number];

/** The betting record (spec §2 personalHistoryCopy): bets in a date range, by category, with totals. */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const { money, dateTime } = useFormat();
  const filter = useRecordsFilter<GameType | ''>('');
  const query = useQuery({ ...bettingRecordsQueryOptions(host.api, member?.account ?? '', { ...filter.params, gameType: filter.filter || undefined }), enabled: !!member });
  const columns = useMemo<RecordsColumn<Bet>[]>(
    () => [
      { id: 'betTime', header: t('records.columns.time'), cell: (bet) => dateTime(bet.betTime) },
      { id: 'game', header: t('records.columns.game'), cell: (bet) => bet.gameName },
      { id: 'gameType', header: t('records.columns.category'), cell: (bet) => t(`gameTypes.${bet.gameType}`) },
      { id: 'vassalage', header: t('records.columns.vendor'), cell: (bet) => bet.vassalage },
      { id: 'betAmount', header: t('records.columns.bet'), cell: (bet) => money(bet.betAmount), align: 'end' },
      { id: 'validBet', header: t('records.columns.validBet'), cell: (bet) => money(bet.validBet), align: 'end' },
      { id: 'winAmount', header: t('records.columns.win'), cell: (bet) => money(bet.winAmount), align: 'end' },
      { id: 'profit', header: t('records.columns.profit'), cell: (bet) => money(bet.profit), align: 'end' },
    ],
    [t, money, dateTime],
  );
  const summary = query.data?.summary;
  return (
    <RecordsTable
      caption={t('pages.personalHistoryCopy')}
      columns={columns}
      data={query.data?.list}
      getRowId={(bet) => String(bet.id)}
      loading={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
      page={filter.page}
      pageCount={query.data?.totalPages ?? 1}
      onPageChange={filter.setPage}
      emptyText={t('records.noBets')}
      totals={
        summary
          ? { betAmount: money(summary.betAmount), validBet: money(summary.validBet), winAmount: money(summary.winAmount), profit: money(summary.profit), game: t('records.count', { count: summary.count }) }
          : undefined
      }
      toolbar={
        <div className={styles.actions}>
          <DateRangeFilter value={filter.range} onChange={filter.setRange} />
          <RecordSelect
            label={t('records.columns.category')}
            allLabel={t('records.all')}
            value={filter.filter}
            options={GAME_TYPES.map((type) => ({ value: type, label: t(`gameTypes.${type}`) }))}
            onChange={filter.setFilter}
          />
        </div>
      }
    />
  );
}
