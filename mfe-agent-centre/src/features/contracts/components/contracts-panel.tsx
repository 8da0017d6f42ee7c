import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints, type Contract } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { apiErrorText } from 'platform-ui';
import { QueryFrame } from '../../../components/query-frame';
import { RecordsTable } from '../../../components/records-table';
import styles from '../../../components/kit.module.css';
import { centreKeys } from '../../../lib/contract-flags-query';
import { useFormat } from '../../../lib/format';
import { contractsQueryOptions, teamContractsQueryOptions } from '../api/contracts-query';
import { contractsTerminatedByOffer, teamEdges } from '../utils/terminated-by-offer';
import { TerminationWarning } from './termination-warning';

function useContractColumns() {
  const { t } = useTranslation();
  const format = useFormat();
  return {
    kind: {
      id: 'kind',
      header: t('contracts.fields.kind'),
      cell: (c: Contract) => t(`contracts.kinds.${c.kind}`),
    },
    rate: {
      id: 'rate',
      header: t('contracts.fields.rate'),
      cell: (c: Contract) => format.percent(c.rate),
      isNumeric: true,
    },
    period: {
      id: 'period',
      header: t('contracts.fields.period'),
      cell: (c: Contract) => t(`contracts.periods.${c.periodType}`),
    },
    members: {
      id: 'members',
      header: t('contracts.fields.minActiveMembers'),
      cell: (c: Contract) => format.count(c.minActiveMembers),
      isNumeric: true,
    },
    bet: {
      id: 'bet',
      header: t('contracts.fields.minValidBet'),
      cell: (c: Contract) => format.money(c.minValidBet),
      isNumeric: true,
    },
    status: {
      id: 'status',
      header: t('contracts.fields.status'),
      cell: (c: Contract) => t(`contracts.statuses.${c.status}`),
    },
    date: {
      id: 'date',
      header: t('contracts.fields.date'),
      cell: (c: Contract) => format.dateTime(c.terminatedAt ?? c.respondedAt ?? c.createdAt),
    },
  };
}

/** The contracts of the agent: offers received from its upline (accept / reject) and those it gave (terminate). */
export function ContractsPanel() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="agent-contracts-received">
        <h4 id="agent-contracts-received" className={styles.heading}>
          {t('contracts.received.title')}
        </h4>
        <ReceivedContracts />
      </section>
      <section className={styles.section} aria-labelledby="agent-contracts-offered">
        <h4 id="agent-contracts-offered" className={styles.heading}>
          {t('contracts.offered.title')}
        </h4>
        <OfferedContracts />
      </section>
    </div>
  );
}

function ReceivedContracts() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const account = member?.account ?? '';
  const queryClient = useQueryClient();
  const columns = useContractColumns();
  const received = useQuery(contractsQueryOptions(host.api, account, 'received'));
  const team = useQuery(teamContractsQueryOptions(host.api, account));
  const [confirming, setConfirming] = useState<number | null>(null);
  const [message, setMessage] = useState<{
    isError: boolean;
    text: string;
  } | null>(null);
  const respond = useMutation({
    mutationFn: (input: { contractId: number; action: 'accept' | 'reject' }) => host.api.call(endpoints.contractRespond, { body: input }),
    onSuccess: (result) => {
      setConfirming(null);
      setMessage({
        isError: false,
        text: t(result.contract.status === 'accepted' ? 'contracts.received.accepted' : 'contracts.received.rejected', {
          count: result.terminated.filter((c) => c.fromAccount === account).length,
        }),
      });
      void queryClient.invalidateQueries({ queryKey: centreKeys.all });
    },
    onError: (error) => setMessage({ isError: true, text: apiErrorText(error, t) }),
  });
  const edges = teamEdges(team.data?.list ?? []);
  const confirmed = received.data?.list.find((c) => c.id === confirming);
  const ended = confirmed ? contractsTerminatedByOffer(edges, account, confirmed.kind, confirmed.rate) : [];

  return (
    <>
      <QueryFrame query={received} isEmpty={(data) => data.list.length === 0} emptyText={t('contracts.received.empty')}>
        {(data) => (
          <RecordsTable
            caption={t('contracts.received.title')}
            rowKey={(c) => c.id}
            rows={data.list}
            columns={[
              {
                id: 'from',
                header: t('contracts.fields.from'),
                cell: (c) => c.fromAccount ?? t('contracts.merchant'),
              },
              columns.kind,
              columns.rate,
              columns.period,
              columns.members,
              columns.bet,
              columns.status,
              columns.date,
              {
                id: 'actions',
                header: t('records.actions'),
                cell: (c) =>
                  c.status === 'offered' ? (
                    <span className={styles.pills}>
                      <button
                        type="button"
                        className={styles.primary}
                        disabled={respond.isPending}
                        aria-label={t('contracts.received.acceptOne', {
                          kind: t(`contracts.kinds.${c.kind}`),
                          rate: c.rate,
                        })}
                        onClick={() => {
                          setMessage(null);
                          setConfirming(c.id);
                        }}
                      >
                        {t('contracts.received.accept')}
                      </button>
                      <button
                        type="button"
                        className={styles.button}
                        disabled={respond.isPending}
                        aria-label={t('contracts.received.rejectOne', {
                          kind: t(`contracts.kinds.${c.kind}`),
                          rate: c.rate,
                        })}
                        onClick={() => respond.mutate({ contractId: c.id, action: 'reject' })}
                      >
                        {t('contracts.received.reject')}
                      </button>
                    </span>
                  ) : null,
              },
            ]}
          />
        )}
      </QueryFrame>
      {confirmed ? (
        <div className={styles.form} role="group" aria-label={t('contracts.received.confirmTitle')}>
          <p style={{ margin: 0, gridColumn: '1 / -1' }}>
            {t('contracts.received.confirmText', {
              kind: t(`contracts.kinds.${confirmed.kind}`),
              rate: confirmed.rate,
              from: confirmed.fromAccount ?? t('contracts.merchant'),
            })}
          </p>
          <TerminationWarning ended={ended} />
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              disabled={respond.isPending}
              onClick={() => respond.mutate({ contractId: confirmed.id, action: 'accept' })}
            >
              {t('contracts.received.confirmAccept')}
            </button>
            <button type="button" className={styles.button} onClick={() => setConfirming(null)}>
              {t('actions.cancel', { ns: 'common' })}
            </button>
          </div>
        </div>
      ) : null}
      {message ? (
        <p role={message.isError ? 'alert' : 'status'} className={message.isError ? styles.fieldError : styles.success}>
          {message.text}
        </p>
      ) : null}
    </>
  );
}

function OfferedContracts() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const account = member?.account ?? '';
  const queryClient = useQueryClient();
  const columns = useContractColumns();
  const offered = useQuery(contractsQueryOptions(host.api, account, 'offered'));
  const [confirming, setConfirming] = useState<number | null>(null);
  const [message, setMessage] = useState<{
    isError: boolean;
    text: string;
  } | null>(null);
  const terminate = useMutation({
    mutationFn: (contractId: number) => host.api.call(endpoints.contractTerminate, { body: { contractId } }),
    onSuccess: (result) => {
      setConfirming(null);
      setMessage({
        isError: false,
        text: t('contracts.offered.terminated', {
          account: result.contract.toAccount,
          count: result.terminated.length,
        }),
      });
      void queryClient.invalidateQueries({ queryKey: centreKeys.all });
    },
    onError: (error) => setMessage({ isError: true, text: apiErrorText(error, t) }),
  });
  return (
    <>
      <QueryFrame query={offered} isEmpty={(data) => data.list.length === 0} emptyText={t('contracts.offered.empty')}>
        {(data) => (
          <RecordsTable
            caption={t('contracts.offered.title')}
            rowKey={(c) => c.id}
            rows={data.list}
            columns={[
              {
                id: 'to',
                header: t('contracts.fields.to'),
                cell: (c) => c.toAccount,
              },
              columns.kind,
              columns.rate,
              columns.period,
              columns.members,
              columns.bet,
              columns.status,
              columns.date,
              {
                id: 'actions',
                header: t('records.actions'),
                cell: (c) =>
                  c.status === 'offered' || c.status === 'accepted' ? (
                    confirming === c.id ? (
                      <span className={styles.pills}>
                        <button type="button" className={styles.primary} disabled={terminate.isPending} onClick={() => terminate.mutate(c.id)}>
                          {t('contracts.offered.confirmTerminate')}
                        </button>
                        <button type="button" className={styles.button} onClick={() => setConfirming(null)}>
                          {t('actions.cancel', { ns: 'common' })}
                        </button>
                      </span>
                    ) : (
                      <button
                        type="button"
                        className={styles.button}
                        aria-label={t('contracts.offered.terminateOne', {
                          account: c.toAccount,
                          kind: t(`contracts.kinds.${c.kind}`),
                        })}
                        onClick={() => {
                          setMessage(null);
                          setConfirming(c.id);
                        }}
                      >
                        {t('contracts.offered.terminate')}
                      </button>
                    )
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
    </>
  );
}
