import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost, useSession } from 'shared-contracts/react';
import { QueryFrame } from '../../../components/query-frame';
import { RecordsTable } from '../../../components/records-table';
import { useDateRange } from '../../../components/use-date-range';
import styles from '../../../components/kit.module.css';
import { useFormat } from '../../../lib/format';
import { teamProfitLossQueryOptions } from '../api/records-queries';
import { RecordFilters } from './record-filters';

const FIGURES = ['deposit', 'withdraw', 'validBet', 'winAmount', 'bonus', 'rebate', 'profit'] as const;

/** palStatementsAgentCopy (user profit and loss): each team member's result in a range, with the team total. */
export function TeamProfitLoss() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const format = useFormat();
  const range = useDateRange('last7');
  const [downline, setDownline] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(
    teamProfitLossQueryOptions(host.api, member?.account ?? '', {
      ...range.range,
      pageNo,
      downline,
    }),
  );
  return (
    <div className={styles.page}>
      <RecordFilters
        preset={range.preset}
        onPreset={(preset) => (range.setPreset(preset), setPageNo(1))}
        downline={{
          value: downline,
          onChange: (account) => (setDownline(account), setPageNo(1)),
          allLabel: t('records.allDownlines'),
        }}
      />
      <QueryFrame query={query} isEmpty={(data) => data.list.length === 0} emptyText={t('records.empty')}>
        {(data) => (
          <RecordsTable
            caption={t('pages.palStatementsAgentCopy')}
            rowKey={(row) => row.account}
            rows={data.list}
            page={{ pageNo, totalPages: data.totalPages, onPage: setPageNo }}
            columns={[
              {
                id: 'account',
                header: t('team.columns.account'),
                cell: (row) => row.account,
              },
              {
                id: 'level',
                header: t('team.columns.level'),
                cell: (row) => format.count(row.level),
                isNumeric: true,
                total: '',
              },
              ...FIGURES.map((figure) => ({
                id: figure,
                header: t(`records.columns.${figure}`),
                cell: (row: (typeof data.list)[number]) => format.money(row[figure]),
                isNumeric: true,
                total: format.money(data.total[figure]),
              })),
            ]}
          />
        )}
      </QueryFrame>
    </div>
  );
}
