import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contractsTerminatedByOffer, teamContractLinks, type Contract } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { apiErrorText, Dialog, RecordsTable, useFormat, type RecordsColumn } from 'platform-ui';
import { queryState } from '../../../components/query-state';
import styles from '../../../components/ui.module.css';
import { centreKeys } from '../../../lib/contract-flags-query';
import { contractsQueryOptions, respondToContract, teamContractsQueryOptions, terminateContract } from '../api/contracts-query';
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
 * that says which contracts end: the agent's own current one of that kind, which the new one
 * replaces, and the downline contracts the lower rate ends) or rejected; given contracts are
 * terminated (after a confirmation). Confirmations open in a dialog over the list; the answer is said
 * under the list and every list is read again.
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
      action === 'terminate' ? terminateContract(host.api, contract.id) : respondToContract(host.api, contract.id, action),
    onSuccess: (answer, { action }) => {
      setConfirming(null);
      const text =
        action === 'terminate'
          ? answer.terminated.length === 0
            ? t('contracts.offered.terminatedAlone', { account: answer.contract.toAccount })
            : t('contracts.offered.terminated', { account: answer.contract.toAccount, count: answer.terminated.length })
          : answer.contract.status === 'accepted'
            ? acceptedText(answer)
            : t('contracts.received.rejected');
      setMessage({ isError: false, text });
      void queryClient.invalidateQueries({ queryKey: centreKeys.all });
    },
    // A refused decision is said in its dialog; a refused rejection (no dialog) under the list.
    onError: (error, { action }) => {
      if (action === 'reject') setMessage({ isError: true, text: apiErrorText(error, t) });
    },
  });
  // What accepting did: the downline contracts it ended, and the agent's own previous one it replaced.
  const acceptedText = (answer: Answer) => {
    const previous = answer.terminated.find((ended) => ended.toAccount.toLowerCase() === account.toLowerCase());
    // Nothing said of downline contracts when none ended (issue 49: "0 downline contracts ended").
    const count = answer.terminated.filter((ended) => ended.fromAccount?.toLowerCase() === account.toLowerCase()).length;
    const text = count === 0 ? t('contracts.received.acceptedAlone') : t('contracts.received.accepted', { count });
    if (!previous) return text;
    return `${text} ${t('contracts.received.replaced', { kind: kindOf(previous), rate: format.percent(previous.rate) })}`;
  };
  const { isPending, mutate, reset } = act;
  // Kept between renders (TanStack renders each cell as a component of the column's function: a new
  // function would mount the cells again and lose the focus a dialog gives back to its button).
  const columns = useMemo<RecordsColumn<Contract>[]>(() => {
    const kindLabel = (contract: Contract) => t(`contracts.kinds.${contract.kind}`);
    const start = (contract: Contract) => {
      reset();
      setMessage(null);
      setConfirming(contract);
    };
    const actions = (c: Contract): ReactNode => {
      if (direction === 'received') {
        if (c.status !== 'offered') return null;
        const name = { kind: kindLabel(c), rate: format.percent(c.rate) };
        return (
          <span className={styles.pills}>
            <button
              type="button"
              className={styles.primary}
              disabled={isPending}
              aria-label={t('contracts.received.acceptOne', name)}
              onClick={() => start(c)}
            >
              {t('contracts.received.accept')}
            </button>
            <button
              type="button"
              className={styles.button}
              disabled={isPending}
              aria-label={t('contracts.received.rejectOne', name)}
              onClick={() => {
                setMessage(null);
                mutate({ contract: c, action: 'reject' });
              }}
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
          aria-label={t('contracts.offered.terminateOne', { account: c.toAccount, kind: kindLabel(c) })}
          onClick={() => start(c)}
        >
          {t('contracts.offered.terminate')}
        </button>
      );
    };
    // Four columns that fit the panel; the row's actions sit beside the counterpart's name, in reach
    // at any width.
    return [
      {
        id: direction === 'received' ? 'from' : 'to',
        header: t(direction === 'received' ? 'contracts.fields.from' : 'contracts.fields.to'),
        cell: (c) => (
          <span className={styles.named}>
            <strong>{direction === 'received' ? (c.fromAccount ?? t('contracts.merchant')) : c.toAccount}</strong>
            {actions(c)}
          </span>
        ),
      },
      {
        id: 'contract',
        header: t('contracts.fields.kind'),
        cell: (c) => (
          <span className={styles.lines}>
            <span>{`${kindLabel(c)} ${format.percent(c.rate)}`}</span>
            <span className={styles.muted}>{t(`contracts.periods.${c.periodType}`)}</span>
          </span>
        ),
      },
      {
        id: 'terms',
        header: t('contracts.fields.terms'),
        cell: (c) => (
          <span className={styles.lines}>
            <span>{t('contracts.term', { label: t('contracts.fields.minActiveMembers'), value: format.number(c.minActiveMembers) })}</span>
            <span>{t('contracts.term', { label: t('contracts.fields.minValidBet'), value: format.money(c.minValidBet) })}</span>
            <span>{t('contracts.term', { label: t('contracts.fields.minProfitLoss'), value: format.money(c.minProfitLoss) })}</span>
            <span>
              {t('contracts.term', {
                label: t('contracts.fields.minBetAmount'),
                value: `${format.money(c.minBetAmount)} ${t(`contracts.perUnit.${c.betAmountUnit}`)}`,
              })}
            </span>
          </span>
        ),
      },
      {
        id: 'status',
        header: t('contracts.fields.status'),
        cell: (c) => (
          <span className={styles.lines}>
            <span>{t(`contracts.statuses.${c.status}`)}</span>
            <span className={styles.muted}>{format.dateTime(c.terminatedAt ?? c.respondedAt ?? c.createdAt)}</span>
          </span>
        ),
      },
    ];
  }, [t, format, direction, isPending, mutate, reset]);

  const ended =
    confirming && direction === 'received'
      ? contractsTerminatedByOffer(
          { toAccount: account, kind: confirming.kind, rate: confirming.rate },
          teamContractLinks(team.data?.list ?? []),
        ).map(({ contract }) => contract)
      : [];
  // Accepting replaces the agent's own current contract of that kind (the platform ends it).
  const replaced =
    confirming && direction === 'received'
      ? list.data?.list.find((c) => c.kind === confirming.kind && c.status === 'accepted' && c.id !== confirming.id)
      : undefined;

  return (
    <>
      <RecordsTable
        caption={t(`contracts.${direction}.title`)}
        {...queryState(list)}
        data={list.data?.list}
        getRowId={(c) => String(c.id)}
        emptyText={t(`contracts.${direction}.empty`)}
        columns={columns}
      />
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t(`contracts.${direction}.confirmTitle`)}
        closeLabel={t('actions.close', { ns: 'common' })}
      >
        {confirming ? (
          <ContractDecision
            title={t(`contracts.${direction}.confirmTitle`)}
            text={
              direction === 'received'
                ? t('contracts.received.confirmText', {
                    kind: kindOf(confirming),
                    rate: format.percent(confirming.rate),
                    from: confirming.fromAccount ?? t('contracts.merchant'),
                  })
                : t('contracts.offered.confirmText', { kind: kindOf(confirming), account: confirming.toAccount })
            }
            confirmLabel={t(direction === 'received' ? 'contracts.received.confirmAccept' : 'contracts.offered.confirmTerminate')}
            isPending={act.isPending}
            onConfirm={() => act.mutate({ contract: confirming, action: direction === 'received' ? 'accept' : 'terminate' })}
            onCancel={() => setConfirming(null)}
          >
            <TerminationWarning ended={ended} replaced={replaced} />
            {act.isError ? (
              <p role="alert" className={`${styles.fieldError} ${styles.wide}`}>
                {apiErrorText(act.error, t)}
              </p>
            ) : null}
          </ContractDecision>
        ) : null}
      </Dialog>
      {message ? (
        <p role={message.isError ? 'alert' : 'status'} className={message.isError ? styles.fieldError : styles.success}>
          {message.text}
        </p>
      ) : null}
    </>
  );
}
