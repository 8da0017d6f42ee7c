import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from 'platform-ui';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { formatDate } from '../../../components/kit';
import { redemptionsQueryOptions } from '../api/point-mall-query';
import styles from './point-mall.module.css';

/** The i18n key of a redemption status (spec §4: in process, rejected, approved). */
export function redemptionStatusKey(status: string): 'inProcess' | 'rejected' | 'approved' {
  if (status === 'approved' || status === 'rejected') return status;
  return 'inProcess';
}

/** The member's redemptions with their statuses and remarks, paged. */
export function RedemptionRecords() {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const records = useQuery({ ...redemptionsQueryOptions(host.api, page), placeholderData: keepPreviousData });

  let body;
  if (records.isPending) body = <p role="status">{t('mall.recordsLoading')}</p>;
  else if (records.isError) {
    body = (
      <div role="alert" className={styles.error}>
        <p>{apiErrorText(records.error, t)}</p>
        <button type="button" className={styles.secondary} onClick={() => void records.refetch()}>
          {t('actions.retry', { ns: 'common' })}
        </button>
      </div>
    );
  } else if (records.data.list.length === 0) body = <p className={styles.muted}>{t('mall.noRecords')}</p>;
  else {
    const { list, totalPages } = records.data;
    body = (
      <>
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t('mall.columns.time')}</th>
                <th scope="col">{t('mall.columns.item')}</th>
                <th scope="col">{t('mall.columns.quantity')}</th>
                <th scope="col">{t('mall.columns.points')}</th>
                <th scope="col">{t('mall.columns.status')}</th>
                <th scope="col">{t('mall.columns.remark')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((record) => (
                <tr key={record.id}>
                  <td>{formatDate(record.applyTime, language, true)}</td>
                  <td>{record.itemName}</td>
                  <td>{record.quantity}</td>
                  <td>{record.points}</td>
                  <td>
                    <span className={styles.status} data-status={redemptionStatusKey(record.status)}>
                      {t(`mall.status.${redemptionStatusKey(record.status)}`)}
                    </span>
                  </td>
                  <td>{record.remark ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {totalPages > 1 ? (
          <nav className={styles.pager} aria-label={t('mall.pages')}>
            <button type="button" className={styles.secondary} disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('mall.previousPage')}
            </button>
            <span aria-live="polite">{t('mall.page', { page, total: totalPages })}</span>
            <button type="button" className={styles.secondary} disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
              {t('mall.nextPage')}
            </button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('mall.records')}</h2>
      {body}
    </section>
  );
}
