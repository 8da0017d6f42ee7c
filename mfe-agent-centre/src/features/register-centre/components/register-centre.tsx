import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS, type RegisterSettings } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { apiErrorText, applyServerErrors, PageFrame, useFormat, useZodForm } from 'platform-ui';
import { queryState } from '../../../components/query-state';
import styles from '../../../components/ui.module.css';
import { centreKeys, contractFlagsQueryOptions, ownRates } from '../../../lib/contract-flags-query';
import {
  offerInitialContract,
  registerCentreQueryOptions,
  registerDownline,
  registerSettingsQueryOptions,
} from '../api/register-centre-query';
import { createDownlineSchema, type CreateDownlineValues } from './create-downline-schema';

const EMPTY: CreateDownlineValues = {
  username: '',
  password: '',
  confirmPassword: '',
  accountType: 'member',
  contractKind: '',
  rate: '',
};

/** registerCenter: the invitation code and link, registrations, and "create a downline". */
export function RegisterCentre() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const account = member?.account ?? '';
  const format = useFormat();
  const summary = useQuery(registerCentreQueryOptions(host.api, account));
  const settings = useQuery(registerSettingsQueryOptions(host.api));
  const { data: flagsData } = useQuery(contractFlagsQueryOptions(host.api, account));
  const rates = useMemo(() => ownRates(flagsData?.contracts), [flagsData]);
  return (
    <div className={styles.page}>
      <PageFrame {...queryState(summary)}>
        {summary.data ? (
          <div className={styles.section}>
            <dl className={styles.figures}>
              <div className={styles.figure}>
                <dt>{t('register.code')}</dt>
                <dd>{summary.data.affiliateCode ?? '—'}</dd>
              </div>
              <div className={styles.figure}>
                <dt>{t('register.today')}</dt>
                <dd>{format.number(summary.data.registeredToday)}</dd>
              </div>
              <div className={styles.figure}>
                <dt>{t('register.month')}</dt>
                <dd>{format.number(summary.data.registeredThisMonth)}</dd>
              </div>
            </dl>
            {summary.data.affiliateLink ? (
              <p className={styles.muted}>
                {t('register.link')}: <a href={summary.data.affiliateLink}>{summary.data.affiliateLink}</a>
              </p>
            ) : null}
          </div>
        ) : null}
      </PageFrame>
      <h4 className={styles.heading}>{t('register.create.title')}</h4>
      <PageFrame {...queryState(settings)}>
        {settings.data ? <CreateDownlineForm fieldSettings={settings.data} rates={rates} /> : null}
      </PageFrame>
    </div>
  );
}

function CreateDownlineForm({ fieldSettings, rates }: { fieldSettings: RegisterSettings; rates: Partial<Record<string, number>> }) {
  const { t } = useTranslation();
  const host = useHost();
  const queryClient = useQueryClient();
  const id = useId();
  const format = useFormat();
  const schema = useMemo(() => createDownlineSchema(fieldSettings, rates, t, format.percent), [fieldSettings, rates, t, format.percent]);
  const form = useZodForm(schema, EMPTY);
  const { register, handleSubmit, control, formState, setError, reset } = form;
  const [outcome, setOutcome] = useState<{
    kind: 'created' | 'createdNoContract' | 'failed';
    text: string;
  } | null>(null);
  const accountType = useWatch({ control, name: 'accountType' });
  const contractKind = useWatch({ control, name: 'contractKind' });
  const heldKinds = CONTRACT_KINDS.filter((kind) => rates[kind] !== undefined);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    let created: { username: string };
    try {
      created = await registerDownline(host.api, {
        username: values.username.trim(),
        password: values.password,
        isAgent: values.accountType === 'agent',
      });
    } catch (error) {
      if (!applyServerErrors(error, setError, ['username', 'password'])) setOutcome({ kind: 'failed', text: apiErrorText(error, t) });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: centreKeys.all });
    if (values.accountType === 'agent' && values.contractKind) {
      try {
        await offerInitialContract(host.api, {
          toAccount: created.username,
          kind: values.contractKind,
          rate: Number(values.rate),
          minActiveMembers: 0,
          minValidBet: 0,
        });
      } catch (error) {
        reset(EMPTY);
        setOutcome({
          kind: 'createdNoContract',
          text: t('register.create.createdNoContract', {
            account: created.username,
            reason: apiErrorText(error, t),
          }),
        });
        return;
      }
    }
    reset(EMPTY);
    setOutcome({
      kind: 'created',
      text: t('register.create.created', { account: created.username }),
    });
  });

  const fieldError = (name: keyof CreateDownlineValues) => formState.errors[name]?.message;
  const describedBy = (name: keyof CreateDownlineValues) => (fieldError(name) ? `${id}-${name}-error` : undefined);
  const input = (name: 'username' | 'password' | 'confirmPassword', type: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{t(`fields.${name}`)}</label>
      <input
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        className={styles.input}
        aria-invalid={fieldError(name) ? true : undefined}
        aria-describedby={describedBy(name)}
        {...register(name)}
      />
      {fieldError(name) ? (
        <p id={`${id}-${name}-error`} className={styles.fieldError}>
          {fieldError(name)}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('register.create.title')}>
      {input('username', 'text', 'off')}
      {input('password', 'password', 'new-password')}
      {input('confirmPassword', 'password', 'new-password')}
      <fieldset className={`${styles.field} ${styles.bare}`}>
        <legend>{t('register.create.accountType')}</legend>
        <div className={styles.pills}>
          <label>
            <input type="radio" value="member" {...register('accountType')} /> {t('types.member')}
          </label>
          <label>
            <input type="radio" value="agent" {...register('accountType')} /> {t('types.agent')}
          </label>
        </div>
      </fieldset>
      {accountType === 'agent' ? (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-contractKind`}>{t('register.create.initialContract')}</label>
            <select id={`${id}-contractKind`} className={styles.input} {...register('contractKind')}>
              <option value="">{t('register.create.noContract')}</option>
              {heldKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`contracts.kinds.${kind}`)} ({t('contracts.yourRate', { rate: format.percent(rates[kind] ?? 0) })})
                </option>
              ))}
            </select>
          </div>
          {contractKind ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-rate`}>{t('contracts.fields.rate')}</label>
              <input
                id={`${id}-rate`}
                inputMode="decimal"
                className={styles.input}
                aria-invalid={fieldError('rate') ? true : undefined}
                aria-describedby={describedBy('rate')}
                {...register('rate')}
              />
              {fieldError('rate') ? (
                <p id={`${id}-rate-error`} className={styles.fieldError}>
                  {fieldError('rate')}
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
          {t('register.create.submit')}
        </button>
      </div>
      {outcome ? (
        <p
          role={outcome.kind === 'failed' ? 'alert' : 'status'}
          className={`${outcome.kind === 'failed' ? styles.fieldError : styles.success} ${styles.wide}`}
        >
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}
