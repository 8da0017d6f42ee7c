import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost, useSession } from 'shared-contracts/react';
import {
  apiErrorText,
  DateRangeFilter,
  Money,
  RecordsTable,
  useAnnounceBalance,
  useFormat,
  useIntentKeys,
  type RecordsColumn,
} from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { RECORD_PRESETS, pagedTableProps, usePagedRange } from '../../../components/use-paged-range';
import { centreKeys, contractFlagsQueryOptions } from '../../../lib/contract-flags-query';
import { ownBalanceQueryOptions } from '../../../lib/own-balance';
import { requestDividend, settlementsQueryOptions, type Settlement, type SettlementKind } from '../api/salary-queries';
import { nextSettlement } from '../utils/settlement';
import { ContractTerms } from './contract-terms';

/** Props of {@link SettlementsPage}. */
export interface SettlementsPageProps {
  kind: SettlementKind;
}

/** What differs between the four pages. */
const CONFIG: Record<SettlementKind, { preset: (typeof RECORD_PRESETS)[number]; hasTime: boolean; statuses: 'dividend' | 'salary' }> = {
  DIVIDEND: { preset: 'last30', hasTime: false, statuses: 'dividend' },
  DAILY_SALARY: { preset: 'last30', hasTime: false, statuses: 'salary' },
  HOURLY_SALARY: { preset: 'today', hasTime: true, statuses: 'salary' },
  REALTIME_SALARY: { preset: 'today', hasTime: true, statuses: 'salary' },
};

/**
 * agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary: one page
 * configured per contract kind. The terms of the agent's accepted contract of that kind (the
 * consolidated contracts), its settlements per period with the total paid. A pending dividend with
 * an amount can be requested (paid to the wallet) with an idempotency key. Real-time salary settles
 * every 5 minutes: the page shows the next settlement time and reads again once it has passed.
 * Every money move here reaches the header: a paid dividend, and each salary read (the platform
 * pays the windows that ended when they are read).
 */
export function SettlementsPage({ kind }: SettlementsPageProps) {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const account = member?.account ?? '';
  const format = useFormat();
  const config = CONFIG[kind];
  const paged = usePagedRange(config.preset);
  const flags = useQuery(contractFlagsQueryOptions(host.api, account));
  const query = useQuery(settlementsQueryOptions(host.api, account, kind, { ...paged.times, pageNo: paged.pageNo }));
  const isRealtime = kind === 'REALTIME_SALARY';
  const [now, setNow] = useState(() => Date.now());
  const next = nextSettlement(now);
  const { refetch, dataUpdatedAt } = query;
  const hasPaid = !!query.data?.list.some((row) => row.status === 'paid');
  // The platform settles the salary windows that ended when they are read, crediting the wallet:
  // each read of a salary page may have paid the agent, so the header reloads its balance.
  const announceBalance = useAnnounceBalance({ balanceQuery: ownBalanceQueryOptions });
  const isSalary = kind !== 'DIVIDEND';
  useEffect(() => {
    if (isSalary && hasPaid && dataUpdatedAt > 0) void announceBalance('agent-salary');
  }, [isSalary, hasPaid, dataUpdatedAt, announceBalance]);
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

  const period = (time: number) => (config.hasTime ? format.dateTime(time) : format.date(time));
  const request = useDividendRequest();
  // Four columns that fit the panel: what the settlement was based on in one cell of labelled lines,
  // and a dividend's request under its status (in reach at any width).
  const columns: RecordsColumn<Settlement>[] = [
    {
      id: 'period',
      header: t('salary.columns.period'),
      cell: (row) => <span className={styles.wraps}>{`${period(row.periodStart)} – ${period(row.periodEnd)}`}</span>,
    },
    {
      id: 'basis',
      header: t('salary.columns.basis'),
      cell: (row) => (
        <span className={styles.lines}>
          {kind === 'DIVIDEND' ? (
            <span>{t('contracts.term', { label: t('records.columns.teamProfitLoss'), value: format.money(row.teamProfitLoss ?? 0) })}</span>
          ) : null}
          <span>{t('contracts.term', { label: t('records.columns.validBet'), value: format.money(row.validBet) })}</span>
          <span>{t('contracts.term', { label: t('salary.columns.activeMembers'), value: format.number(row.activeMembers) })}</span>
          <span>{t('contracts.term', { label: t('salary.columns.rate'), value: format.percent(row.rate) })}</span>
        </span>
      ),
    },
    { id: 'amount', header: t('salary.columns.amount'), align: 'end', cell: (row) => <Money amount={row.amount} /> },
    {
      id: 'status',
      header: t('contracts.fields.status'),
      cell: (row) => (
        <span className={styles.named}>
          <span>{t(`${config.statuses}.statuses.${row.status}`)}</span>
          {kind === 'DIVIDEND' ? request.button(row) : null}
        </span>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      {isRealtime ? (
        <p role="status" className={styles.card}>
          {t('salary.nextSettlement', { time: format.dateTime(next) })}
        </p>
      ) : null}
      <h4 className={styles.heading}>{t('salary.terms')}</h4>
      {flags.isSuccess ? (
        <ContractTerms contract={flags.data.contracts.find((contract) => contract.kind === kind && contract.status === 'accepted')} />
      ) : null}
      <h4 className={styles.heading}>{t('salary.records')}</h4>
      <RecordsTable
        caption={t('salary.records')}
        toolbar={<DateRangeFilter value={paged.range} onChange={paged.setRange} presets={RECORD_PRESETS} label={t('records.dateRange')} />}
        {...pagedTableProps(query, paged)}
        getRowId={(row) => String(row.id)}
        emptyText={t('records.empty')}
        totals={query.data && { amount: <Money amount={query.data.totalPaid} /> }}
        columns={columns}
      />
      {request.message ? (
        <p role={request.message.isError ? 'alert' : 'status'} className={request.message.isError ? styles.fieldError : styles.success}>
          {request.message.text}
        </p>
      ) : null}
    </div>
  );
}

/** The dividend request: one idempotency key per record asked for, reused on a retry of it. */
function useDividendRequest() {
  const { t } = useTranslation();
  const host = useHost();
  const format = useFormat();
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  const announceBalance = useAnnounceBalance({ balanceQuery: ownBalanceQueryOptions });
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);
  const request = useMutation({
    mutationFn: (recordId: number) => requestDividend(host.api, recordId, keys.keyFor({ recordId })),
    onSuccess: (value) => {
      keys.retire();
      setMessage({
        isError: false,
        text: t('dividend.paid', { amount: format.money(value.record.amount), balance: format.money(value.balance) }),
      });
      void announceBalance('agent-dividend').then(() => queryClient.invalidateQueries({ queryKey: centreKeys.all }));
    },
    onError: (error) => setMessage({ isError: true, text: apiErrorText(error, t) }),
  });
  const button = (row: Settlement) =>
    row.status === 'pending' && row.amount > 0 ? (
      <button
        type="button"
        className={styles.primary}
        disabled={request.isPending}
        aria-label={t('dividend.requestOne', { amount: format.money(row.amount) })}
        onClick={() => {
          setMessage(null);
          request.mutate(row.id);
        }}
      >
        {t('dividend.request')}
      </button>
    ) : null;
  return { button, message };
}
