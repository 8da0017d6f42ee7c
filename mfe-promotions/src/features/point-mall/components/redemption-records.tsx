import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type RecordsColumn, RecordsTable, useFormat } from 'platform-ui';
import type { ValueOf, endpoints } from 'shared-contracts';
import { useHost, useHostLanguage, useSession } from 'shared-contracts/react';
import { redemptionsQueryOptions } from '../api/point-mall-query';
import ui from '../../../components/ui.module.css';
import styles from './point-mall.module.css';

type Redemption = ValueOf<typeof endpoints.pointsRedeemList>['list'][number];

/** The i18n key of a redemption status (spec §4: in process, rejected, approved). */
export function redemptionStatusKey(status: string): 'inProcess' | 'rejected' | 'approved' {
  if (status === 'approved' || status === 'rejected') return status;
  return 'inProcess';
}

/** The member's redemptions with their statuses and remarks, paged by the server. */
export function RedemptionRecords() {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const figures = useFormat({ currencySymbol: useSession().member?.currencySymbol });
  const headingId = useId();
  const [page, setPage] = useState(1);
  const records = useQuery({ ...redemptionsQueryOptions(host.api, page, language), placeholderData: keepPreviousData });

  const columns: RecordsColumn<Redemption>[] = [
    { id: 'time', header: t('mall.columns.time'), cell: (record) => formatDateTime(record.applyTime, language) },
    { id: 'item', header: t('mall.columns.item'), cell: (record) => record.itemName },
    {
      id: 'quantity',
      header: t('mall.columns.quantity'),
      cell: (record) => figures.number(record.quantity, { maximumFractionDigits: 2 }),
      align: 'end',
    },
    {
      id: 'points',
      header: t('mall.columns.points'),
      cell: (record) => figures.number(record.points, { maximumFractionDigits: 2 }),
      align: 'end',
    },
    {
      id: 'status',
      header: t('mall.columns.status'),
      cell: (record) => (
        <span className={styles.status} data-status={redemptionStatusKey(record.status)}>
          {t(`mall.status.${redemptionStatusKey(record.status)}`)}
        </span>
      ),
    },
    { id: 'remark', header: t('mall.columns.remark'), cell: (record) => record.remark ?? '—' },
  ];

  return (
    <section className={ui.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('mall.records')}</h2>
      <RecordsTable
        caption={t('mall.records')}
        columns={columns}
        data={records.data?.list}
        getRowId={(record) => String(record.id)}
        loading={records.isFetching}
        error={records.error}
        onRetry={() => void records.refetch()}
        page={page}
        pageCount={records.data?.totalPages ?? 1}
        onPageChange={setPage}
        emptyText={t('mall.noRecords')}
      />
    </section>
  );
}
