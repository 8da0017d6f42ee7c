import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_KINDS, type DepositRecord, type ValueOf, type endpoints } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { Money, RecordsTable, type RecordsColumn, useFormat } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { depositRequestsQueryOptions, transactionsQueryOptions } from '../api/records-queries';
import { useRecordsPage } from '../hooks/use-records-page';

type Transactions = ValueOf<typeof endpoints.transactionDetails>;
type Row = Transactions['list'][number];

/**
 * The type of a wallet movement as the member reads it: a withdrawal movement that credits the
 * wallet is the refund of a rejected withdrawal (the platform records it under `withdraw`), so it
 * says so rather than "Withdrawal".
 */
export function kindKey(row: Pick<Row, 'kind' | 'amount'>): string {
  if (row.kind === 'withdraw' && row.amount > 0) return 'records.withdrawRefund';
  return `transactionKinds.${row.kind}`;
}

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
  // Four columns each, fitting the panel: details under the type, the time may wrap.
  const columns = useMemo<RecordsColumn<Row>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('records.columns.time'),
        cell: (row) => <span className={styles.wraps}>{dateTime(row.createdAt)}</span>,
      },
      {
        id: 'kind',
        header: t('records.columns.kind'),
        cell: (row) => (
          <span className={styles.lines}>
            <span>{t(kindKey(row))}</span>
            {row.memo ? <span className={styles.muted}>{row.memo}</span> : null}
          </span>
        ),
      },
      { id: 'amount', header: t('records.columns.amount'), cell: (row) => <Money amount={row.amount} signed />, align: 'end' },
      { id: 'balanceAfter', header: t('records.columns.balanceAfter'), cell: (row) => <Money amount={row.balanceAfter} />, align: 'end' },
    ],
    [t, dateTime],
  );
  const depositColumns = useMemo<RecordsColumn<DepositRecord>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('records.columns.time'),
        cell: (row) => <span className={styles.wraps}>{dateTime(row.createdAt)}</span>,
      },
      {
        id: 'depositId',
        header: t('records.columns.details'),
        cell: (row) => (
          <span className={styles.lines}>
            <span>{`#${row.depositId}`}</span>
            <span className={styles.muted}>{row.channelName}</span>
          </span>
        ),
      },
      { id: 'amount', header: t('records.columns.amount'), cell: (row) => <Money amount={row.amount} />, align: 'end' },
      {
        id: 'status',
        header: t('records.columns.status'),
        cell: (row) => {
          const note = row.rejectReason ?? row.remark;
          return (
            <span className={styles.lines}>
              <span>
                <span className={styles.badge}>{t(`records.depositStatus.${row.status}`)}</span>
              </span>
              {note ? <span className={styles.muted}>{note}</span> : null}
            </span>
          );
        },
      },
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
