import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints, type Contract } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { Money, RecordsTable, apiErrorText, type RecordsColumn } from 'platform-ui';
import { queryState } from '../../../components/query-state';
import styles from '../../../components/ui.module.css';
import { BetAmount } from '../../../lib/bet-amount';
import { centreKeys } from '../../../lib/contract-flags-query';
import { useFormat } from '../../../lib/format';
import { contractsQueryOptions, teamContractsQueryOptions } from '../api/contracts-query';
import { contractsTerminatedByOffer, teamEdges } from '../utils/terminated-by-offer';
import { ContractDecision } from './contract-decision';
import { TerminationWarning } from './termination-warning';

type Direction = 'received' | 'offered';
type Answer = { contract: Contract; terminated: Contract[] };

/** The contracts of the agent: offers received from its upline (accept / reject) and those it gave (terminate). */
export function ContractsPanel() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      {(['received', 'offered'] as const).map((direction) => (
        <section key={direction} className={styles.section} aria-labelledby={`agent-contracts-${direction}`}>
          <h4 id={`agent-contracts-${direction}`} className={styles.heading}>
            {t(`contracts.${direction}.title`)}
          </h4>
          <ContractList direction={direction} />
        </section>
      ))}
    </div>
  );
}

/**
 * One list of contracts with its one action: received offers are accepted (after a confirmation
 * that lists the downline contracts the lower rate ends) or rejected; given contracts are
 * terminated (after a confirmation). The answer is said under the list and every list is read again.
 */
function ContractList({ direction }: { direction: Direction }) {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const account = member?.account ?? '';
  const format = useFormat();
  const queryClient = useQueryClient();
  const list = useQuery(contractsQueryOptions(host.api, account, direction));
  const team = useQuery({ ...teamContractsQueryOptions(host.api, account), enabled: direction === 'received' });
  const [confirming, setConfirming] = useState<Contract | null>(null);
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);
  const kindOf = (contract: Contract) => t(`contracts.kinds.${contract.kind}`);

  const act = useMutation({
    mutationFn: ({ contract, action }: { contract: Contract; action: 'accept' | 'reject' | 'terminate' }): Promise<Answer> =>
      action === 'terminate'
        ? host.api.call(endpoints.contractTerminate, { body: { contractId: contract.id } })
        : host.api.call(endpoints.contractRespond, { body: { contractId: contract.id, action } }),
    onSuccess: (answer, { action }) => {
      setConfirming(null);
      const text =
        action === 'terminate'
          ? t('contracts.offered.terminated', { account: answer.contract.toAccount, count: answer.terminated.length })
          : t(answer.contract.status === 'accepted' ? 'contracts.received.accepted' : 'contracts.received.rejected', {
              count: answer.terminated.filter((ended) => ended.fromAccount === account).length,
            });
      setMessage({ isError: false, text });
      void queryClient.invalidateQueries({ queryKey: centreKeys.all });
    },
    onError: (error) => setMessage({ isError: true, text: apiErrorText(error, t) }),
  });
  const start = (contract: Contract) => {
    setMessage(null);
    setConfirming(contract);
  };

  const counterpart: RecordsColumn<Contract> =
    direction === 'received'
      ? { id: 'from', header: t('contracts.fields.from'), cell: (c) => c.fromAccount ?? t('contracts.merchant') }
      : { id: 'to', header: t('contracts.fields.to'), cell: (c) => c.toAccount };
  const actions = (c: Contract): ReactNode => {
    if (direction === 'received') {
      if (c.status !== 'offered') return null;
      const name = { kind: kindOf(c), rate: c.rate };
      return (
        <span className={styles.pills}>
          <button
            type="button"
            className={styles.primary}
            disabled={act.isPending}
            aria-label={t('contracts.received.acceptOne', name)}
            onClick={() => start(c)}
          >
            {t('contracts.received.accept')}
          </button>
          <button
            type="button"
            className={styles.button}
            disabled={act.isPending}
            aria-label={t('contracts.received.rejectOne', name)}
            onClick={() => (setMessage(null), act.mutate({ contract: c, action: 'reject' }))}
          >
            {t('contracts.received.reject')}
          </button>
        </span>
      );
    }
    if (c.status !== 'offered' && c.status !== 'accepted') return null;
    return (
      <button
        type="button"
        className={styles.button}
        aria-label={t('contracts.offered.terminateOne', { account: c.toAccount, kind: kindOf(c) })}
        onClick={() => start(c)}
      >
        {t('contracts.offered.terminate')}
      </button>
    );
  };

  const ended =
    confirming && direction === 'received'
      ? contractsTerminatedByOffer(teamEdges(team.data?.list ?? []), account, confirming.kind, confirming.rate)
      : [];

  return (
    <>
      <RecordsTable
        caption={t(`contracts.${direction}.title`)}
        {...queryState(list)}
        data={list.data?.list}
        getRowId={(c) => String(c.id)}
        emptyText={t(`contracts.${direction}.empty`)}
        columns={[
          counterpart,
          { id: 'kind', header: t('contracts.fields.kind'), cell: (c) => kindOf(c) },
          { id: 'rate', header: t('contracts.fields.rate'), align: 'end', cell: (c) => format.percent(c.rate) },
          { id: 'period', header: t('contracts.fields.period'), cell: (c) => t(`contracts.periods.${c.periodType}`) },
          { id: 'members', header: t('contracts.fields.minActiveMembers'), align: 'end', cell: (c) => format.count(c.minActiveMembers) },
          { id: 'bet', header: t('contracts.fields.minValidBet'), align: 'end', cell: (c) => <Money amount={c.minValidBet} /> },
          { id: 'profitLoss', header: t('contracts.fields.minProfitLoss'), align: 'end', cell: (c) => <Money amount={c.minProfitLoss} /> },
          { id: 'betAmount', header: t('contracts.fields.minBetAmount'), align: 'end', cell: (c) => <BetAmount contract={c} /> },
          { id: 'status', header: t('contracts.fields.status'), cell: (c) => t(`contracts.statuses.${c.status}`) },
          { id: 'date', header: t('contracts.fields.date'), cell: (c) => format.dateTime(c.terminatedAt ?? c.respondedAt ?? c.createdAt) },
          { id: 'actions', header: t('records.actions'), cell: actions },
        ]}
      />
      {confirming ? (
        <ContractDecision
          title={t(`contracts.${direction}.confirmTitle`)}
          text={
            direction === 'received'
              ? t('contracts.received.confirmText', {
                  kind: kindOf(confirming),
                  rate: confirming.rate,
                  from: confirming.fromAccount ?? t('contracts.merchant'),
                })
              : t('contracts.offered.confirmText', { kind: kindOf(confirming), account: confirming.toAccount })
          }
          confirmLabel={t(direction === 'received' ? 'contracts.received.confirmAccept' : 'contracts.offered.confirmTerminate')}
          isPending={act.isPending}
          onConfirm={() => act.mutate({ contract: confirming, action: direction === 'received' ? 'accept' : 'terminate' })}
          onCancel={() => setConfirming(null)}
        >
          <TerminationWarning ended={ended} />
        </ContractDecision>
      ) : null}
      {message ? (
        <p role={message.isError ? 'alert' : 'status'} className={message.isError ? styles.fieldError : styles.success}>
          {message.text}
        </p>
      ) : null}
    </>
  );
}
