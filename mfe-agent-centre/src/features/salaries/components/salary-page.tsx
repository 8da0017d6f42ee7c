import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost, useSession } from 'shared-contracts/react';
import { DatePresetPicker } from '../../../components/date-preset-picker';
import { QueryFrame } from '../../../components/query-frame';
import { RecordsTable } from '../../../components/records-table';
import { useDateRange } from '../../../components/use-date-range';
import styles from '../../../components/kit.module.css';
import { useFormat } from '../../../lib/format';
import { salaryQueryOptions, type SalaryKind } from '../api/salary-queries';
import { nextSettlement } from '../utils/settlement';
import { ContractTerms } from './contract-terms';

/** Props of {@link SalaryPage}. */
export interface SalaryPageProps {
  kind: SalaryKind;
}

/**
 * agentDailyWages2, agentHourSalary, agentRealtimeSalary: the salary contract's terms and its
 * settlements per period with the total paid. Real-time salary settles every 5 minutes: the page
 * shows the next settlement time and reads again when it has passed.
 */
export function SalaryPage({ kind }: SalaryPageProps) {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const format = useFormat();
  const range = useDateRange(kind === 'DAILY_SALARY' ? 'last30' : 'today');
  const [pageNo, setPageNo] = useState(1);
  const [now, setNow] = useState(() => Date.now());
  const query = useQuery(
    salaryQueryOptions(host.api, member?.account ?? '', kind, {
      ...range.range,
      pageNo,
    }),
  );
  const isRealtime = kind === 'REALTIME_SALARY';
  const next = nextSettlement(now);
  const { refetch } = query;

  useEffect(() => {
    if (!isRealtime) return;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        void refetch();
      },
      next - Date.now() + 1_000,
    );
    return () => clearTimeout(timer);
  }, [isRealtime, next, refetch]);

  return (
    <div className={styles.page}>
      {isRealtime ? (
        <p role="status" className={styles.card}>
          {t('salary.nextSettlement', { time: format.dateTime(next) })}
        </p>
      ) : null}
      <QueryFrame query={query}>
        {(data) => (
          <div className={styles.section}>
            <h4 className={styles.heading}>{t('salary.terms')}</h4>
            <ContractTerms contract={data.contract} />
            <h4 className={styles.heading}>{t('salary.records')}</h4>
            <DatePresetPicker value={range.preset} onChange={(preset) => (range.setPreset(preset), setPageNo(1))} />
            {data.list.length === 0 ? (
              <p className={styles.muted}>{t('records.empty')}</p>
            ) : (
              <RecordsTable
                caption={t('salary.records')}
                rowKey={(row) => row.id}
                rows={data.list}
                page={{
                  pageNo,
                  totalPages: data.totalPages,
                  onPage: setPageNo,
                }}
                columns={[
                  {
                    id: 'period',
                    header: t('salary.columns.period'),
                    cell: (row) => `${format.dateTime(row.periodStart)} – ${format.dateTime(row.periodEnd)}`,
                  },
                  {
                    id: 'members',
                    header: t('salary.columns.activeMembers'),
                    cell: (row) => format.count(row.activeMembers),
                    isNumeric: true,
                  },
                  {
                    id: 'bet',
                    header: t('records.columns.validBet'),
                    cell: (row) => format.money(row.validBet),
                    isNumeric: true,
                  },
                  {
                    id: 'rate',
                    header: t('contracts.fields.rate'),
                    cell: (row) => format.percent(row.rate),
                    isNumeric: true,
                  },
                  {
                    id: 'amount',
                    header: t('salary.columns.amount'),
                    cell: (row) => format.money(row.amount),
                    isNumeric: true,
                    total: format.money(data.totalPaid),
                  },
                  {
                    id: 'status',
                    header: t('contracts.fields.status'),
                    cell: (row) => t(`salary.statuses.${row.status}`),
                  },
                ]}
              />
            )}
          </div>
        )}
      </QueryFrame>
    </div>
  );
}
