import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_KINDS, type ValueOf, type endpoints } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { DateRangeFilter, RecordsTable, type RecordsColumn } from '../../../components/records-kit';
import styles from '../../../components/ui.module.css';
import { useFormat } from '../../../lib/use-format';
import { bonusDetailsQueryOptions } from '../api/records-queries';
import { useRecordsFilter } from '../hooks/use-records-filter';
import { RecordSelect } from './record-select';

type Row = ValueOf<typeof endpoints.bonusDetails>['list'][number];
type Kind = (typeof BONUS_KINDS)[number];

/** Bonus details (spec §2 bonusDetails): bonuses, rebates, rewards and prizes credited, with the total. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const { money, dateTime } = useFormat();
  const filter = useRecordsFilter<Kind | ''>('');
  const query = useQuery({ ...bonusDetailsQueryOptions(host.api, member?.account ?? '', { ...filter.params, kind: filter.filter || undefined }), enabled: !!member });
  const columns = useMemo<RecordsColumn<Row>[]>(
    () => [
      { id: 'createdAt', header: t('records.columns.time'), cell: (row) => dateTime(row.createdAt) },
      { id: 'kind', header: t('records.columns.kind'), cell: (row) => t(`transactionKinds.${row.kind}`) },
      { id: 'title', header: t('records.columns.details'), cell: (row) => row.title },
      { id: 'amount', header: t('records.columns.amount'), cell: (row) => money(row.amount), align: 'end' },
    ],
    [t, money, dateTime],
  );
  return (
    <RecordsTable
      caption={t('pages.bonusDetails')}
      columns={columns}
      data={query.data?.list}
      getRowId={(row) => String(row.id)}
      loading={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
      page={filter.page}
      pageCount={query.data?.totalPages ?? 1}
      onPageChange={filter.setPage}
      emptyText={t('records.noBonus')}
      totals={query.data ? { amount: money(query.data.totalAmount) } : undefined}
      toolbar={
        <div className={styles.actions}>
          <DateRangeFilter value={filter.range} onChange={filter.setRange} />
          <RecordSelect
            label={t('records.columns.kind')}
            allLabel={t('records.all')}
            value={filter.filter}
            options={BONUS_KINDS.map((kind) => ({ value: kind, label: t(`transactionKinds.${kind}`) }))}
            onChange={filter.setFilter}
          />
        </div>
      }
    />
  );
}
