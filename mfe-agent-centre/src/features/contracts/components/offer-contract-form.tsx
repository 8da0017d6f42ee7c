import type { TFunction } from 'i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import {
  apiFieldErrors,
  BET_AMOUNT_UNITS,
  CONTRACT_KINDS,
  contractsTerminatedByOffer,
  defaultBetAmountUnit,
  isApiError,
  teamContractLinks,
  type BetAmountUnit,
  type TeamMemberContracts,
} from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { apiErrorText, PageFrame, useFormat, useZodForm } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { centreKeys, contractFlagsQueryOptions, ownRates } from '../../../lib/contract-flags-query';
import { rateError } from '../../../lib/contract-rate';
import { offerContract, teamContractsQueryOptions } from '../api/contracts-query';
import { TerminationWarning } from './termination-warning';

/** Settlement periods a dividend contract may have. */
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;

type Kind = (typeof CONTRACT_KINDS)[number];

interface OfferValues {
  kind: Kind | '';
  rate: string;
  periodType: (typeof DIVIDEND_PERIODS)[number];
  minActiveMembers: string;
  minValidBet: string;
  minProfitLoss: string;
  minBetAmount: string;
  betAmountUnit: BetAmountUnit;
  acknowledged: boolean;
}

type Translate = TFunction;

function isWholeNumber(text: string) {
  return /^\d+$/.test(text.trim());
}

function isAmount(text: string) {
  return /^\d+(\.\d{1,2})?$/.test(text.trim());
}

/** The largest threshold amount a contract term takes (the offer schema of shared-contracts). */
const MAX_AMOUNT = 100_000_000;

/**
 * The offer schema: a held kind, a rate above 0 and below the agent's own, whole members, the
 * amounts (period valid bet, period profit and loss, bet amount: from 0, at most 2 decimals), the
 * bet-amount unit, and the warning acknowledged.
 */
export function offerSchema(
  rates: Partial<Record<string, number>>,
  t: Translate,
  endedCount: (values: { kind: Kind; rate: number }) => number,
  percent: (rate: number) => string,
) {
  return z
    .object({
      kind: z.enum(['', ...CONTRACT_KINDS]),
      rate: z.string(),
      periodType: z.enum(DIVIDEND_PERIODS),
      minActiveMembers: z.string(),
      minValidBet: z.string(),
      minProfitLoss: z.string(),
      minBetAmount: z.string(),
      betAmountUnit: z.enum(BET_AMOUNT_UNITS),
      acknowledged: z.boolean(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (!values.kind) {
          ctx.addIssue({
            code: 'custom',
            path: ['kind'],
            message: t('contracts.errors.kindRequired'),
          });
          return;
        }
        const rate = Number(values.rate.trim());
        const rateMessage = rateError(values.rate, rates[values.kind] ?? 0, t, percent);
        if (rateMessage) ctx.addIssue({ code: 'custom', path: ['rate'], message: rateMessage });
        if (!isWholeNumber(values.minActiveMembers) || Number(values.minActiveMembers) > 10_000) {
          ctx.addIssue({
            code: 'custom',
            path: ['minActiveMembers'],
            message: t('contracts.errors.members'),
          });
        }
        for (const field of ['minValidBet', 'minProfitLoss', 'minBetAmount'] as const) {
          if (!isAmount(values[field]) || Number(values[field]) > MAX_AMOUNT) {
            ctx.addIssue({ code: 'custom', path: [field], message: t('contracts.errors.amount') });
          }
        }
        if (Number.isFinite(rate) && endedCount({ kind: values.kind, rate }) > 0 && !values.acknowledged) {
          ctx.addIssue({
            code: 'custom',
            path: ['acknowledged'],
            message: t('contracts.errors.acknowledge'),
          });
        }
      }),
    );
}

/** Props of {@link OfferContractForm}. */
export interface OfferContractFormProps {
  /** The direct downline agent the contract is offered to. */
  toAccount: string;
  onDone: () => void;
}

/**
 * Offer a dividend or salary contract to a direct downline agent: kind (those the agent holds),
 * rate below the agent's own, period (dividend), active members, period valid bet, period profit
 * and loss, and bet amount per day or hour (spec §2 contracts, §3). Before
 * agreeing, it says which contracts below that downline the lower rate will end.
 */
export function OfferContractForm({ toAccount, onDone }: OfferContractFormProps) {
  const host = useHost();
  const { member } = useSession();
  const account = member?.account ?? '';
  const flags = useQuery(contractFlagsQueryOptions(host.api, account));
  const team = useQuery(teamContractsQueryOptions(host.api, account));
  return (
    <PageFrame
      loading={flags.isPending || team.isPending}
      error={flags.error ?? team.error ?? undefined}
      onRetry={() => {
        if (flags.isError) void flags.refetch();
        if (team.isError) void team.refetch();
      }}
    >
      {flags.data && team.data ? (
        <OfferForm toAccount={toAccount} onDone={onDone} heldContracts={flags.data.contracts} teamList={team.data.list} />
      ) : null}
    </PageFrame>
  );
}

interface OfferFormProps extends OfferContractFormProps {
  heldContracts: readonly { kind: string; rate: number; status: string }[];
  teamList: readonly TeamMemberContracts[];
}

function OfferForm({ toAccount, onDone, heldContracts, teamList }: OfferFormProps) {
  const { t } = useTranslation();
  const host = useHost();
  const account = useSession().member?.account ?? '';
  const queryClient = useQueryClient();
  const format = useFormat();
  const id = useId();
  const rates = useMemo(() => ownRates(heldContracts), [heldContracts]);
  const edges = useMemo(() => teamContractLinks(teamList), [teamList]);
  const ended = (values: { kind: Kind; rate: number }) =>
    contractsTerminatedByOffer({ toAccount, kind: values.kind, rate: values.rate }, edges).map(({ contract }) => contract);
  const schema = offerSchema(rates, t, (values) => ended(values).length, format.percent);
  const heldKinds = CONTRACT_KINDS.filter((kind) => rates[kind] !== undefined);
  const { register, handleSubmit, control, formState, setError, setValue } = useZodForm(schema, {
    kind: heldKinds[0] ?? '',
    rate: '',
    periodType: 'monthly',
    minActiveMembers: '0',
    minValidBet: '0',
    minProfitLoss: '0',
    minBetAmount: '0',
    betAmountUnit: heldKinds[0] ? defaultBetAmountUnit(heldKinds[0]) : 'day',
    acknowledged: false,
  } satisfies OfferValues);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const kind = useWatch({ control, name: 'kind' });
  // The unit follows the kind (hourly and real-time salaries: per hour) until the agent picks one.
  const unitPicked = useRef(false);
  useEffect(() => {
    if (kind && !unitPicked.current) setValue('betAmountUnit', defaultBetAmountUnit(kind));
  }, [kind, setValue]);
  const rateText = useWatch({ control, name: 'rate' });
  const rate = Number(rateText.trim());
  const warning = kind && rateText.trim() !== '' && Number.isFinite(rate) && rate > 0 ? ended({ kind, rate }) : [];

  const onSubmit = handleSubmit(async (values) => {
    if (!values.kind) return;
    setFailure(null);
    try {
      await offerContract(host.api, {
        toAccount,
        kind: values.kind,
        rate: Number(values.rate),
        ...(values.kind === 'DIVIDEND' ? { periodType: values.periodType } : {}),
        minActiveMembers: Number(values.minActiveMembers),
        minValidBet: Number(values.minValidBet),
        minProfitLoss: Number(values.minProfitLoss),
        minBetAmount: Number(values.minBetAmount),
        betAmountUnit: values.betAmountUnit,
      });
    } catch (error) {
      // The platform's refusals we know are said in the player's language, not the server's.
      const fields = apiFieldErrors(error);
      if (fields.rate || (isApiError(error) && error.errorCode === 'contract.rate.too.high')) {
        setError(
          'rate',
          { message: t('contracts.errors.rateRange', { max: format.percent(rates[values.kind] ?? 0) }) },
          { shouldFocus: true },
        );
        // The agent's own rate may have changed since it was read.
        void queryClient.invalidateQueries({ queryKey: centreKeys.contractFlags(account) });
      } else if (fields.toAccount) setFailure(t('contracts.errors.notDirectDownline', { account: toAccount }));
      else setFailure(apiErrorText(error, t));
      return;
    }
    void queryClient.invalidateQueries({ queryKey: centreKeys.all });
    setDone(t('contracts.offer.sent', { account: toAccount }));
  });

  if (done) {
    return (
      <div className={styles.section}>
        <p role="status" className={styles.success}>
          {done}
        </p>
        <div>
          <button type="button" className={styles.button} onClick={onDone}>
            {t('actions.close', { ns: 'common' })}
          </button>
        </div>
      </div>
    );
  }

  if (heldKinds.length === 0) return <p className={styles.muted}>{t('contracts.offer.nothingHeld')}</p>;

  const error = (name: keyof OfferValues) => formState.errors[name]?.message;
  const aria = (name: keyof OfferValues) => ({
    'aria-invalid': error(name) ? true : undefined,
    'aria-describedby': error(name) ? `${id}-${name}-error` : undefined,
  });
  const errorText = (name: keyof OfferValues) =>
    error(name) ? (
      <p id={`${id}-${name}-error`} className={styles.fieldError}>
        {error(name)}
      </p>
    ) : null;

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('contracts.offer.title', { account: toAccount })}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-kind`}>{t('contracts.fields.kind')}</label>
        <select id={`${id}-kind`} className={styles.input} {...aria('kind')} {...register('kind')}>
          {heldKinds.map((held) => (
            <option key={held} value={held}>
              {t(`contracts.kinds.${held}`)} ({t('contracts.yourRate', { rate: format.percent(rates[held] ?? 0) })})
            </option>
          ))}
        </select>
        {errorText('kind')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-rate`}>{t('contracts.fields.rate')}</label>
        <input id={`${id}-rate`} inputMode="decimal" className={styles.input} {...aria('rate')} {...register('rate')} />
        {errorText('rate')}
      </div>
      {kind === 'DIVIDEND' ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-period`}>{t('contracts.fields.period')}</label>
          <select id={`${id}-period`} className={styles.input} {...register('periodType')}>
            {DIVIDEND_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`contracts.periods.${period}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-members`}>{t('contracts.fields.minActiveMembers')}</label>
        <input
          id={`${id}-members`}
          inputMode="numeric"
          className={styles.input}
          {...aria('minActiveMembers')}
          {...register('minActiveMembers')}
        />
        {errorText('minActiveMembers')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-bet`}>
          {t(
            kind === 'HOURLY_SALARY'
              ? 'contracts.fields.minValidBetHour'
              : kind === 'DAILY_SALARY'
                ? 'contracts.fields.minValidBetDay'
                : 'contracts.fields.minValidBet',
          )}
        </label>
        <input id={`${id}-bet`} inputMode="decimal" className={styles.input} {...aria('minValidBet')} {...register('minValidBet')} />
        {errorText('minValidBet')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-pl`}>
          {t('contracts.fields.minProfitLoss')} ({format.symbol})
        </label>
        <input
          id={`${id}-pl`}
          inputMode="decimal"
          className={styles.input}
          {...aria('minProfitLoss')}
          aria-describedby={[`${id}-pl-hint`, error('minProfitLoss') ? `${id}-minProfitLoss-error` : ''].filter(Boolean).join(' ')}
          {...register('minProfitLoss')}
        />
        <p id={`${id}-pl-hint`} className={styles.muted}>
          {t('contracts.hints.minProfitLoss')}
        </p>
        {errorText('minProfitLoss')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-amount`}>
          {t('contracts.fields.minBetAmount')} ({format.symbol})
        </label>
        <input id={`${id}-amount`} inputMode="decimal" className={styles.input} {...aria('minBetAmount')} {...register('minBetAmount')} />
        {errorText('minBetAmount')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-unit`}>{t('contracts.fields.betAmountUnit')}</label>
        <select id={`${id}-unit`} className={styles.input} {...register('betAmountUnit', { onChange: () => (unitPicked.current = true) })}>
          {BET_AMOUNT_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`contracts.units.${unit}`)}
            </option>
          ))}
        </select>
      </div>
      <TerminationWarning ended={warning} />
      {warning.length > 0 ? (
        <div className={`${styles.field} ${styles.wide}`}>
          <label>
            <input type="checkbox" {...aria('acknowledged')} {...register('acknowledged')} /> {t('contracts.warning.acknowledge')}
          </label>
          {errorText('acknowledged')}
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
          {t('contracts.offer.submit')}
        </button>
        <button type="button" className={styles.button} onClick={onDone}>
          {t('actions.cancel', { ns: 'common' })}
        </button>
      </div>
      {failure ? (
        <p role="alert" className={`${styles.fieldError} ${styles.wide}`}>
          {failure}
        </p>
      ) : null}
    </form>
  );
}
