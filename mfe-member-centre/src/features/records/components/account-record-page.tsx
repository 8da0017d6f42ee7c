import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_KINDS, type DepositRecord, type ValueOf, type endpoints } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { Money, RecordsTable, type RecordsColumn } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { useFormat } from '../../../lib/use-format';
import { depositRequestsQueryOptions, transactionsQueryOptions } from '../api/records-queries';
import { useRecordsPage } from '../hooks/use-records-page';

type Transactions = ValueOf<typeof endpoints.transactionDetails>;
type Row = Transactions['list'][number];

/**
 * The account record (spec §2 transactionHistory): every wallet movement in a date range, by kind,
 * and the deposit requests of the same range with their status (a pending or rejected deposit
 * moved no money, so it is not a wallet movement, but the member looks for it here).
 */
export function AccountRecordPage() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const { dateTime } = useFormat();
  const { query, table, params } = useRecordsPage({
    queryOptions: transactionsQueryOptions,
    rows: (value: Transactions) => value.list,
    pageCount: (value) => value.totalPages,
    select: {
      label: t('records.columns.kind'),
      allLabel: t('records.all'),
      options: TRANSACTION_KINDS.map((kind) => ({ value: kind, label: t(`transactionKinds.${kind}`) })),
    },
  });
  const deposits = useQuery({ ...depositRequestsQueryOptions(host.api, member?.account ?? '', params), enabled: !!member });
  const columns = useMemo<RecordsColumn<Row>[]>(
    () => [
      { id: 'createdAt', header: t('records.columns.time'), cell: (row) => dateTime(row.createdAt) },
      { id: 'kind', header: t('records.columns.kind'), cell: (row) => t(`transactionKinds.${row.kind}`) },
      { id: 'memo', header: t('records.columns.details'), cell: (row) => row.memo ?? '' },
      { id: 'amount', header: t('records.columns.amount'), cell: (row) => <Money amount={row.amount} signed />, align: 'end' },
      { id: 'balanceAfter', header: t('records.columns.balanceAfter'), cell: (row) => <Money amount={row.balanceAfter} />, align: 'end' },
    ],
    [t, dateTime],
  );
  const depositColumns = useMemo<RecordsColumn<DepositRecord>[]>(
    () => [
      { id: 'createdAt', header: t('records.columns.time'), cell: (row) => dateTime(row.createdAt) },
      { id: 'depositId', header: t('records.columns.details'), cell: (row) => `#${row.depositId}` },
      { id: 'channel', header: t('records.columns.channel'), cell: (row) => row.channelName },
      { id: 'amount', header: t('records.columns.amount'), cell: (row) => <Money amount={row.amount} />, align: 'end' },
      {
        id: 'status',
        header: t('records.columns.status'),
        cell: (row) => <span className={styles.badge}>{t(`records.depositStatus.${row.status}`)}</span>,
      },
      { id: 'note', header: t('records.columns.note'), cell: (row) => row.rejectReason ?? row.remark ?? '' },
    ],
    [t, dateTime],
  );
  const pageTotal = query.data?.list.reduce((sum, row) => sum + row.amount, 0);
  return (
    <div className={styles.page}>
      <RecordsTable
        {...table}
        caption={t('pages.transactionHistory')}
        columns={columns}
        getRowId={(row) => String(row.id)}
        emptyText={t('records.noTransactions')}
        totals={pageTotal === undefined ? undefined : { kind: t('records.pageTotal'), amount: <Money amount={pageTotal} signed /> }}
      />
      <RecordsTable
        caption={t('records.depositRequests')}
        columns={depositColumns}
        data={deposits.data?.list}
        getRowId={(row) => String(row.depositId)}
        loading={deposits.isFetching}
        error={deposits.error}
        onRetry={() => void deposits.refetch()}
        emptyText={t('records.noDeposits')}
      />
    </div>
  );
}
