import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, type ValueOf, type endpoints } from 'shared-contracts';
import { Money, RecordsTable, type RecordsColumn, useFormat } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { bettingRecordsQueryOptions } from '../api/records-queries';
import { useRecordsPage } from '../hooks/use-records-page';

type Bets = ValueOf<typeof endpoints.bettingRecords>;
type Bet = Bets['list'][number];

/** The betting record (spec §2 personalHistoryCopy): bets in a date range, by category, with totals (the whole range's, from the platform). */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const { dateTime, number: count } = useFormat();
  const { query, table } = useRecordsPage({
    queryOptions: bettingRecordsQueryOptions,
    rows: (value: Bets) => value.list,
    pageCount: (value) => value.totalPages,
    select: {
      label: t('records.columns.category'),
      allLabel: t('records.all'),
      options: GAME_TYPES.map((type) => ({ value: type, label: t(`gameTypes.${type}`) })),
    },
  });
  // Six columns that fit the panel: the category and vendor sit under the game's name, and the time
  // may wrap. Kept between renders (TanStack renders each cell as a component of its function).
  const columns = useMemo<RecordsColumn<Bet>[]>(
    () => [
      { id: 'betTime', header: t('records.columns.time'), cell: (bet) => <span className={styles.wraps}>{dateTime(bet.betTime)}</span> },
      {
        id: 'game',
        header: t('records.columns.game'),
        cell: (bet) => (
          <span className={styles.lines}>
            <span>{bet.gameName}</span>
            <span className={styles.muted}>{`${t(`gameTypes.${bet.gameType}`)} · ${bet.vassalage}`}</span>
          </span>
        ),
      },
      { id: 'betAmount', header: t('records.columns.bet'), cell: (bet) => <Money amount={bet.betAmount} />, align: 'end' },
      { id: 'validBet', header: t('records.columns.validBet'), cell: (bet) => <Money amount={bet.validBet} />, align: 'end' },
      { id: 'winAmount', header: t('records.columns.win'), cell: (bet) => <Money amount={bet.winAmount} />, align: 'end' },
      { id: 'profit', header: t('records.columns.profit'), cell: (bet) => <Money amount={bet.profit} signed />, align: 'end' },
    ],
    [t, dateTime],
  );
  const summary = query.data?.summary;
  return (
    <RecordsTable
      {...table}
      caption={t('pages.personalHistoryCopy')}
      columns={columns}
      getRowId={(bet) => String(bet.id)}
      emptyText={t('records.noBets')}
      totals={
        summary
          ? {
              game: t('records.count', { count: summary.count, n: count(summary.count) }),
              betAmount: <Money amount={summary.betAmount} />,
              validBet: <Money amount={summary.validBet} />,
              winAmount: <Money amount={summary.winAmount} />,
              profit: <Money amount={summary.profit} signed />,
            }
          : undefined
      }
    />
  );
}
