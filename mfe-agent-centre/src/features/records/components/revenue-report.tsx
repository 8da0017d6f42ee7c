import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHost, useSession } from 'shared-contracts/react';
import { QueryFrame } from '../../../components/query-frame';
import { RecordsTable } from '../../../components/records-table';
import { useDateRange } from '../../../components/use-date-range';
import styles from '../../../components/kit.module.css';
import { useFormat } from '../../../lib/format';
import { revenueQueryOptions } from '../api/records-queries';
import { RecordFilters } from './record-filters';

const FIGURES = ['teamValidBet', 'teamProfitLoss', 'salary', 'dividend', 'income'] as const;

/** agentRevenueReport (my income): per day the team's valid bet and result and the agent's salary and dividend. */
export function RevenueReport() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const format = useFormat();
  const range = useDateRange('last7');
  const query = useQuery(revenueQueryOptions(host.api, member?.account ?? '', range.range));
  return (
    <div className={styles.page}>
      <RecordFilters preset={range.preset} onPreset={range.setPreset} />
      <QueryFrame query={query} isEmpty={(data) => data.list.length === 0} emptyText={t('records.empty')}>
        {(data) => (
          <RecordsTable
            caption={t('pages.agentRevenueReport')}
            rowKey={(row) => row.date}
            rows={data.list}
            columns={[
              {
                id: 'date',
                header: t('records.columns.date'),
                cell: (row) => format.date(Date.parse(`${row.date}T00:00:00Z`)),
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
