import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance, isAgentAccount, languageTag } from 'shared-contracts';
import { useHost, useHostLanguage, useSession } from 'shared-contracts/react';
import { OVERVIEW_PERIODS, teamOverviewQueryOptions } from '../api/team-overview-query';
import { useOverviewPeriodStore } from '../stores/period-store';
import styles from './team-overview.module.css';
import { apiErrorText } from 'platform-ui';

// recharts is its own chunk, fetched only when this page renders the chart.
const TeamChart = lazy(() => import('./team-chart'));

const COUNT_FIGURES = ['teamSize', 'directDownlines', 'activeMembers', 'newMembersToday'] as const;
const MONEY_FIGURES = ['teamBalance', 'teamDeposit', 'teamWithdraw', 'teamValidBet', 'teamProfitLoss'] as const;

/** The agent's team overview (spec §2 agentTeamOverview): totals for a period and the direct downlines. */
export function TeamOverview() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const language = useHostLanguage();
  const period = useOverviewPeriodStore((state) => state.period);
  const setPeriod = useOverviewPeriodStore((state) => state.setPeriod);
  const tableId = useId();
  const chartId = useId();
  const overview = useQuery({
    ...teamOverviewQueryOptions(host.api, member?.account ?? '', period),
    enabled: !!member,
  });

  const symbol = member?.currencySymbol ?? host.brand.currencySymbol;
  const locale = languageTag(language);
  const count = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  return (
    <div className={styles.page}>
      <div role="group" aria-label={t('overview.period')} className={styles.periods}>
        {OVERVIEW_PERIODS.map((option) => (
          <button key={option} type="button" className={styles.period} aria-pressed={option === period} onClick={() => setPeriod(option)}>
            {t(`overview.periods.${option}`)}
          </button>
        ))}
      </div>

      {overview.isPending ? (
        <p role="status" className={styles.muted}>
          {t('overview.loading')}
        </p>
      ) : overview.isError ? (
        <div role="alert" className={styles.error}>
          <p>{apiErrorText(overview.error, t)}</p>
          <button type="button" className={styles.retry} onClick={() => void overview.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </button>
        </div>
      ) : (
        <>
          <dl className={styles.figures} aria-busy={overview.isFetching}>
            {COUNT_FIGURES.map((key) => (
              <div key={key} className={styles.figure}>
                <dt>{t(`overview.figures.${key}`)}</dt>
                <dd>{count.format(overview.data[key])}</dd>
              </div>
            ))}
            {MONEY_FIGURES.map((key) => (
              <div key={key} className={styles.figure}>
                <dt>{t(`overview.figures.${key}`)}</dt>
                <dd className={key === 'teamProfitLoss' && overview.data[key] < 0 ? styles.negative : undefined}>
                  {formatBalance(overview.data[key], symbol)}
                </dd>
              </div>
            ))}
          </dl>

          <figure className={styles.chart} aria-labelledby={chartId}>
            <figcaption id={chartId} className={styles.heading}>
              {t('overview.chart.title', {
                period: t(`overview.periods.${period}`),
              })}
            </figcaption>
            <Suspense
              fallback={
                <p role="status" className={styles.muted}>
                  {t('overview.chart.loading')}
                </p>
              }
            >
              <TeamChart
                data={MONEY_FIGURES.filter((key) => key !== 'teamBalance').map((key) => ({
                  label: t(`overview.figures.${key}`),
                  value: overview.data[key],
                }))}
                format={(value) => formatBalance(value, symbol)}
              />
            </Suspense>
          </figure>

          <h4 id={tableId} className={styles.heading}>
            {t('overview.downlines.title')}
          </h4>
          {overview.data.downlines.length === 0 ? (
            <p className={styles.muted}>{t('overview.downlines.empty')}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table} aria-labelledby={tableId}>
                <thead>
                  <tr>
                    <th scope="col">{t('overview.downlines.account')}</th>
                    <th scope="col">{t('overview.downlines.type')}</th>
                    <th scope="col">{t('overview.downlines.level')}</th>
                    <th scope="col">{t('overview.downlines.registeredAt')}</th>
                    <th scope="col" className={styles.number}>
                      {t('overview.downlines.balance')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {overview.data.downlines.map((downline) => (
                    <tr key={downline.account}>
                      <th scope="row">{downline.account}</th>
                      <td>{isAgentAccount(downline) ? t('overview.downlines.agent') : t('overview.downlines.member')}</td>
                      <td>{downline.level}</td>
                      <td>{date.format(downline.registeredAt)}</td>
                      <td className={styles.number}>{formatBalance(downline.balance, symbol)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
