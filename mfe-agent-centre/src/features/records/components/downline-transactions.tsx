import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_KINDS } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { QueryFrame } from '../../../components/query-frame';
import { RecordsTable } from '../../../components/records-table';
import { useDateRange } from '../../../components/use-date-range';
import styles from '../../../components/kit.module.css';
import { useFormat } from '../../../lib/format';
import { downlineTransactionsQueryOptions } from '../api/records-queries';
import { RecordFilters } from './record-filters';

/** agentDownlineTransactionDetailsCopy: the team's wallet movements by downline and kind. */
export function DownlineTransactions() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const format = useFormat();
  const range = useDateRange('last7');
  const [downline, setDownline] = useState('');
  const [kind, setKind] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(
    downlineTransactionsQueryOptions(host.api, member?.account ?? '', {
      ...range.range,
      pageNo,
      downline,
      kind,
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
        extra={{
          label: t('records.kind'),
          value: kind,
          options: [
            { value: '', label: t('records.allKinds') },
            ...TRANSACTION_KINDS.map((value) => ({
              value,
              label: t(`transactionKinds.${value}`),
            })),
          ],
          onChange: (value) => (setKind(value), setPageNo(1)),
        }}
      />
      <QueryFrame query={query} isEmpty={(data) => data.list.length === 0} emptyText={t('records.empty')}>
        {(data) => (
          <RecordsTable
            caption={t('pages.agentDownlineTransactionDetailsCopy')}
            totalsLabel={t('records.pageTotal')}
            rowKey={(row) => row.id}
            rows={data.list}
            page={{ pageNo, totalPages: data.totalPages, onPage: setPageNo }}
            columns={[
              {
                id: 'time',
                header: t('records.columns.time'),
                cell: (row) => format.dateTime(row.createdAt),
              },
              {
                id: 'account',
                header: t('team.columns.account'),
                cell: (row) => row.account,
              },
              {
                id: 'kind',
                header: t('records.kind'),
                cell: (row) => t(`transactionKinds.${row.kind}`),
              },
              {
                id: 'amount',
                header: t('records.columns.amount'),
                cell: (row) => format.money(row.amount),
                isNumeric: true,
                total: format.money(data.list.reduce((sum, row) => sum + Math.round(row.amount * 100), 0) / 100),
              },
              {
                id: 'after',
                header: t('records.columns.balanceAfter'),
                cell: (row) => format.money(row.balanceAfter),
                isNumeric: true,
              },
            ]}
          />
        )}
      </QueryFrame>
    </div>
  );
}
