import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_KINDS, type ValueOf, type endpoints } from 'shared-contracts';
import { Money, RecordsTable, type RecordsColumn, useFormat } from 'platform-ui';
import { bonusDetailsQueryOptions } from '../api/records-queries';
import { useRecordsPage } from '../hooks/use-records-page';

type Bonuses = ValueOf<typeof endpoints.bonusDetails>;
type Row = Bonuses['list'][number];

/** Bonus details (spec §2 bonusDetails): bonuses, rebates, rewards and prizes credited, with the total. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const { query, table } = useRecordsPage({
    queryOptions: bonusDetailsQueryOptions,
    rows: (value: Bonuses) => value.list,
    pageCount: (value) => value.totalPages,
    select: {
      label: t('records.columns.kind'),
      allLabel: t('records.all'),
      options: BONUS_KINDS.map((kind) => ({ value: kind, label: t(`transactionKinds.${kind}`) })),
    },
  });
  const columns = useMemo<RecordsColumn<Row>[]>(
    () => [
      { id: 'createdAt', header: t('records.columns.time'), cell: (row) => dateTime(row.createdAt) },
      { id: 'kind', header: t('records.columns.kind'), cell: (row) => t(`transactionKinds.${row.kind}`) },
      { id: 'title', header: t('records.columns.details'), cell: (row) => row.title },
      { id: 'amount', header: t('records.columns.amount'), cell: (row) => <Money amount={row.amount} />, align: 'end' },
    ],
    [t, dateTime],
  );
  return (
    <RecordsTable
      {...table}
      caption={t('pages.bonusDetails')}
      columns={columns}
      getRowId={(row) => String(row.id)}
      emptyText={t('records.noBonus')}
      totals={query.data ? { amount: <Money amount={query.data.totalAmount} /> } : undefined}
    />
  );
}
