import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_KINDS, type ValueOf, type endpoints } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { DateRangeFilter, RecordsTable, type RecordsColumn } from '../../../components/records-kit';
import styles from '../../../components/ui.module.css';
import { useFormat } from '../../../lib/use-format';
import { transactionsQueryOptions } from '../api/records-queries';
import { useRecordsFilter } from '../hooks/use-records-filter';
import { RecordSelect } from './record-select';

type Row = ValueOf<typeof endpoints.transactionDetails>['list'][number];
type Kind = (typeof TRANSACTION_KINDS)[number];

/** The account record (spec §2 transactionHistory): every wallet movement in a date range, by kind. */
export function AccountRecordPage() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const { money, dateTime } = useFormat();
  const filter = useRecordsFilter<Kind | ''>('');
  const query = useQuery({ ...transactionsQueryOptions(host.api, member?.account ?? '', { ...filter.params, kind: filter.filter || undefined }), enabled: !!member });
  const columns = useMemo<RecordsColumn<Row>[]>(
    () => [
      { id: 'createdAt', header: t('records.columns.time'), cell: (row) => dateTime(row.createdAt) },
      { id: 'kind', header: t('records.columns.kind'), cell: (row) => t(`transactionKinds.${row.kind}`) },
      { id: 'memo', header: t('records.columns.details'), cell: (row) => row.memo ?? '' },
      { id: 'amount', header: t('records.columns.amount'), cell: (row) => money(row.amount), align: 'end' },
      { id: 'balanceAfter', header: t('records.columns.balanceAfter'), cell: (row) => money(row.balanceAfter), align: 'end' },
    ],
    [t, money, dateTime],
  );
  const pageTotal = query.data?.list.reduce((sum, row) => sum + row.amount, 0);
  return (
    <RecordsTable
      caption={t('pages.transactionHistory')}
      columns={columns}
      data={query.data?.list}
      getRowId={(row) => String(row.id)}
      loading={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
      page={filter.page}
      pageCount={query.data?.totalPages ?? 1}
      onPageChange={filter.setPage}
      emptyText={t('records.noTransactions')}
      totals={pageTotal === undefined ? undefined : { kind: t('records.pageTotal'), amount: money(pageTotal) }}
      toolbar={
        <div className={styles.actions}>
          <DateRangeFilter value={filter.range} onChange={filter.setRange} />
          <RecordSelect
            label={t('records.columns.kind')}
            allLabel={t('records.all')}
            value={filter.filter}
            options={TRANSACTION_KINDS.map((kind) => ({ value: kind, label: t(`transactionKinds.${kind}`) }))}
            onChange={filter.setFilter}
          />
        </div>
      }
    />
  );
}
