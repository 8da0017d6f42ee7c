import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { Money, RecordsTable, useFormat } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { pagedTableProps, usePageFilter, usePagedRange } from '../../../components/use-paged-range';
import { teamBetsQueryOptions } from '../api/records-queries';
import { RecordFilters } from './record-filters';

const MONEY = [
  ['bet', 'betAmount'],
  ['validBet', 'validBet'],
  ['win', 'winAmount'],
  ['profit', 'profit'],
] as const;

/** personalHistoryCopy (team betting): a downline's bets by date range and game type, with totals. */
export function TeamBetting() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const format = useFormat();
  const paged = usePagedRange('last7');
  const downline = usePageFilter(paged);
  const gameType = usePageFilter(paged);
  const query = useQuery({
    ...teamBetsQueryOptions(host.api, member?.account ?? '', {
      ...paged.times,
      pageNo: paged.pageNo,
      downline: downline.value,
      gameType: gameType.value,
    }),
    enabled: downline.value !== '',
  });
  const summary = query.data?.summary;

  return (
    <div className={styles.page}>
      <RecordFilters
        range={paged.range}
        onRange={paged.setRange}
        downline={{ ...downline, allLabel: t('records.chooseDownline') }}
        extra={{
          label: t('records.gameType'),
          ...gameType,
          options: [
            { value: '', label: t('records.allGameTypes') },
            ...GAME_TYPES.map((type) => ({ value: type, label: t(`gameTypes.${type}`) })),
          ],
        }}
      />
      {downline.value === '' ? (
        <p className={styles.muted}>{t('records.chooseDownlineHint')}</p>
      ) : (
        <RecordsTable
          caption={t('pages.personalHistoryCopy')}
          {...pagedTableProps(query, paged)}
          getRowId={(row) => String(row.id)}
          emptyText={t('records.empty')}
          totals={
            summary && {
              game: format.number(summary.count),
              ...Object.fromEntries(MONEY.map(([id, field]) => [id, <Money key={id} amount={summary[field]} />])),
            }
          }
          columns={[
            // The game type sits under the game, and the time may wrap: the table fits the panel.
            {
              id: 'time',
              header: t('records.columns.time'),
              cell: (row) => <span className={styles.wraps}>{format.dateTime(row.betTime)}</span>,
            },
            {
              id: 'game',
              header: t('records.columns.game'),
              cell: (row) => (
                <span className={styles.lines}>
                  <span>{row.gameName}</span>
                  <span className={styles.muted}>{t(`gameTypes.${row.gameType}`)}</span>
                </span>
              ),
            },
            ...MONEY.map(([id, field]) => ({
              id,
              header: t(`records.columns.${id}`),
              align: 'end' as const,
              cell: (row: { [K in typeof field]: number }) => <Money amount={row[field]} />,
            })),
          ]}
        />
      )}
    </div>
  );
}
