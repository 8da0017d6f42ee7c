import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_KINDS } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { Money, RecordsTable, useFormat } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { pagedTableProps, usePageFilter, usePagedRange } from '../../../components/use-paged-range';
import { downlineTransactionsQueryOptions } from '../api/records-queries';
import { RecordFilters } from './record-filters';

/** agentDownlineTransactionDetailsCopy: the team's wallet movements by downline and kind, with the page total. */
export function DownlineTransactions() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const format = useFormat();
  const paged = usePagedRange('last7');
  const downline = usePageFilter(paged);
  const kind = usePageFilter(paged);
  const query = useQuery(
    downlineTransactionsQueryOptions(host.api, member?.account ?? '', {
      ...paged.times,
      pageNo: paged.pageNo,
      downline: downline.value,
      kind: kind.value,
    }),
  );
  const list = query.data?.list;

  return (
    <div className={styles.page}>
      <RecordFilters
        range={paged.range}
        onRange={paged.setRange}
        downline={{ ...downline, allLabel: t('records.allDownlines') }}
        extra={{
          label: t('records.kind'),
          ...kind,
          options: [
            { value: '', label: t('records.allKinds') },
            ...TRANSACTION_KINDS.map((value) => ({ value, label: t(`transactionKinds.${value}`) })),
          ],
        }}
      />
      <RecordsTable
        caption={t('pages.agentDownlineTransactionDetailsCopy')}
        {...pagedTableProps(query, paged)}
        getRowId={(row) => String(row.id)}
        emptyText={t('records.empty')}
        totals={
          list && {
            time: t('records.pageTotal'),
            amount: <Money amount={list.reduce((sum, row) => sum + Math.round(row.amount * 100), 0) / 100} signed />,
          }
        }
        columns={[
          {
            id: 'time',
            header: t('records.columns.time'),
            cell: (row) => <span className={styles.wraps}>{format.dateTime(row.createdAt)}</span>,
          },
          { id: 'account', header: t('team.columns.account'), cell: (row) => row.account },
          // A credit under the withdrawal kind is the refund of a rejected withdrawal: it says so.
          {
            id: 'kind',
            header: t('records.kind'),
            cell: (row) => t(row.kind === 'withdraw' && row.amount > 0 ? 'records.withdrawRefund' : `transactionKinds.${row.kind}`),
          },
          { id: 'amount', header: t('records.columns.amount'), align: 'end', cell: (row) => <Money amount={row.amount} signed /> },
          { id: 'after', header: t('records.columns.balanceAfter'), align: 'end', cell: (row) => <Money amount={row.balanceAfter} /> },
        ]}
      />
    </div>
  );
}
