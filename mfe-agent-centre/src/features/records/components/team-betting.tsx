import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { QueryFrame } from '../../../components/query-frame';
import { RecordsTable } from '../../../components/records-table';
import { useDateRange } from '../../../components/use-date-range';
import styles from '../../../components/kit.module.css';
import { useFormat } from '../../../lib/format';
import { teamBetsQueryOptions } from '../api/records-queries';
import { RecordFilters } from './record-filters';

/** personalHistoryCopy (team betting): a downline's bets by date range and game type, with totals. */
export function TeamBetting() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const format = useFormat();
  const range = useDateRange('last7');
  const [downline, setDownline] = useState('');
  const [gameType, setGameType] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    ...teamBetsQueryOptions(host.api, member?.account ?? '', {
      ...range.range,
      pageNo,
      downline,
      gameType,
    }),
    enabled: downline !== '',
  });
  return (
    <div className={styles.page}>
      <RecordFilters
        preset={range.preset}
        onPreset={(preset) => {
          range.setPreset(preset);
          setPageNo(1);
        }}
        downline={{
          value: downline,
          onChange: (account) => (setDownline(account), setPageNo(1)),
          allLabel: t('records.chooseDownline'),
        }}
        extra={{
          label: t('records.gameType'),
          value: gameType,
          options: [
            { value: '', label: t('records.allGameTypes') },
            ...GAME_TYPES.map((type) => ({
              value: type,
              label: t(`gameTypes.${type}`),
            })),
          ],
          onChange: (value) => (setGameType(value), setPageNo(1)),
        }}
      />
      {downline === '' ? (
        <p className={styles.muted}>{t('records.chooseDownlineHint')}</p>
      ) : (
        <QueryFrame query={query} isEmpty={(data) => data.list.length === 0} emptyText={t('records.empty')}>
          {(data) => (
            <RecordsTable
              caption={t('pages.personalHistoryCopy')}
              rowKey={(row) => row.id}
              rows={data.list}
              page={{ pageNo, totalPages: data.totalPages, onPage: setPageNo }}
              columns={[
                {
                  id: 'time',
                  header: t('records.columns.time'),
                  cell: (row) => format.dateTime(row.betTime),
                },
                {
                  id: 'game',
                  header: t('records.columns.game'),
                  cell: (row) => row.gameName,
                  total: format.count(data.summary.count),
                },
                {
                  id: 'type',
                  header: t('records.gameType'),
                  cell: (row) => t(`gameTypes.${row.gameType}`),
                },
                {
                  id: 'bet',
                  header: t('records.columns.bet'),
                  cell: (row) => format.money(row.betAmount),
                  isNumeric: true,
                  total: format.money(data.summary.betAmount),
                },
                {
                  id: 'valid',
                  header: t('records.columns.validBet'),
                  cell: (row) => format.money(row.validBet),
                  isNumeric: true,
                  total: format.money(data.summary.validBet),
                },
                {
                  id: 'win',
                  header: t('records.columns.win'),
                  cell: (row) => format.money(row.winAmount),
                  isNumeric: true,
                  total: format.money(data.summary.winAmount),
                },
                {
                  id: 'profit',
                  header: t('records.columns.profit'),
                  cell: (row) => format.money(row.profit),
                  isNumeric: true,
                  total: format.money(data.summary.profit),
                },
              ]}
            />
          )}
        </QueryFrame>
      )}
    </div>
  );
}
