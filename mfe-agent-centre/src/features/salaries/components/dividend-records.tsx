import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { apiErrorText } from 'platform-ui';
import { DatePresetPicker } from '../../../components/date-preset-picker';
import { QueryFrame } from '../../../components/query-frame';
import { RecordsTable } from '../../../components/records-table';
import { useDateRange } from '../../../components/use-date-range';
import styles from '../../../components/kit.module.css';
import { centreKeys, contractFlagsQueryOptions } from '../../../lib/contract-flags-query';
import { useFormat } from '../../../lib/format';
import { callWithKey } from '../../../lib/money-call';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { dividendQueryOptions } from '../api/salary-queries';
import { ContractTerms } from './contract-terms';

/**
 * agentDividendRecordCopy2: the dividend contract's terms and its settlements per period; a pending
 * dividend with an amount can be requested (paid to the wallet) once, with an idempotency key.
 */
export function DividendRecords() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const account = member?.account ?? '';
  const format = useFormat();
  const queryClient = useQueryClient();
  const range = useDateRange('last30');
  const [pageNo, setPageNo] = useState(1);
  const flags = useQuery(contractFlagsQueryOptions(host.api, account));
  const query = useQuery(dividendQueryOptions(host.api, account, { ...range.range, pageNo }));
  const key = useIdempotencyKey();
  const [requesting, setRequesting] = useState<number | null>(null);
  const [message, setMessage] = useState<{
    isError: boolean;
    text: string;
  } | null>(null);
  const request = useMutation({
    mutationFn: (recordId: number) => callWithKey(host.api, endpoints.dividendRequest, { query: { recordId } }, key.current()),
    onSuccess: (value) => {
      key.renew();
      setRequesting(null);
      setMessage({
        isError: false,
        text: t('dividend.paid', {
          amount: format.money(value.record.amount),
          balance: format.money(value.balance),
        }),
      });
      host.bus.emit('wallet:balance-changed', {
        sumBalance: value.balance,
        currencySymbol: format.symbol,
      });
      void queryClient.invalidateQueries({ queryKey: centreKeys.all });
    },
    onError: (error) => setMessage({ isError: true, text: apiErrorText(error, t) }),
  });
  const contract = flags.data?.contracts.find((c) => c.kind === 'DIVIDEND');

  return (
    <div className={styles.page}>
      <h4 className={styles.heading}>{t('salary.terms')}</h4>
      {flags.isSuccess ? <ContractTerms contract={contract} /> : null}
      <h4 className={styles.heading}>{t('salary.records')}</h4>
      <DatePresetPicker value={range.preset} onChange={(preset) => (range.setPreset(preset), setPageNo(1))} />
      <QueryFrame query={query} isEmpty={(data) => data.list.length === 0} emptyText={t('records.empty')}>
        {(data) => (
          <RecordsTable
            caption={t('salary.records')}
            rowKey={(row) => row.id}
            rows={data.list}
            page={{ pageNo, totalPages: data.totalPages, onPage: setPageNo }}
            columns={[
              {
                id: 'period',
                header: t('salary.columns.period'),
                cell: (row) => `${format.date(row.periodStart)} – ${format.date(row.periodEnd)}`,
              },
              {
                id: 'profit',
                header: t('records.columns.teamProfitLoss'),
                cell: (row) => format.money(row.teamProfitLoss),
                isNumeric: true,
              },
              {
                id: 'bet',
                header: t('records.columns.validBet'),
                cell: (row) => format.money(row.validBet),
                isNumeric: true,
              },
              {
                id: 'members',
                header: t('salary.columns.activeMembers'),
                cell: (row) => format.count(row.activeMembers),
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
                cell: (row) => t(`dividend.statuses.${row.status}`),
              },
              {
                id: 'actions',
                header: t('records.actions'),
                cell: (row) =>
                  row.status === 'pending' && row.amount > 0 ? (
                    <button
                      type="button"
                      className={styles.primary}
                      disabled={request.isPending}
                      aria-label={t('dividend.requestOne', {
                        amount: format.money(row.amount),
                      })}
                      onClick={() => {
                        if (requesting !== row.id) key.renew();
                        setRequesting(row.id);
                        setMessage(null);
                        request.mutate(row.id);
                      }}
                    >
                      {t('dividend.request')}
                    </button>
                  ) : null,
              },
            ]}
          />
        )}
      </QueryFrame>
      {message ? (
        <p role={message.isError ? 'alert' : 'status'} className={message.isError ? styles.fieldError : styles.success}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
