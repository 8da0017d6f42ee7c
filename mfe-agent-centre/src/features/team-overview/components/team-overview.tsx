import { useQuery } from '@tanstack/react-query';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isAgentAccount } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { lazyPart, Money, PageFrame, PartUnavailable, RecordsTable, useFormat } from 'platform-ui';
import { queryState } from '../../../components/query-state';
import { OVERVIEW_PERIODS, teamOverviewQueryOptions } from '../api/team-overview-query';
import { useOverviewPeriodStore } from '../stores/period-store';
import ui from '../../../components/ui.module.css';
import styles from './team-overview.module.css';

// The chart's code (visx) is its own chunk, fetched only when this page renders the chart. Without
// it the chart's place says so, with a retry; the figures and the downlines stay.
const TeamChart = lazyPart('the team chart', () => import('./team-chart').then((module) => module.default), PartUnavailable);

const COUNT_FIGURES = ['teamSize', 'directDownlines', 'activeMembers', 'newMembersToday'] as const;
const MONEY_FIGURES = ['teamBalance', 'teamDeposit', 'teamWithdraw', 'teamValidBet', 'teamProfitLoss'] as const;

/** The agent's team overview (agentTeamOverview): figures and a chart for a period, and the direct downlines. */
export function TeamOverview() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const format = useFormat();
  const period = useOverviewPeriodStore((state) => state.period);
  const setPeriod = useOverviewPeriodStore((state) => state.setPeriod);
  const chartId = useId();
  const overview = useQuery({ ...teamOverviewQueryOptions(host.api, member?.account ?? '', period), enabled: !!member });
  const data = overview.data;

  return (
    <PageFrame
      {...queryState(overview)}
      toolbar={
        <div role="group" aria-label={t('overview.period')} className={styles.periods}>
          {OVERVIEW_PERIODS.map((option) => (
            <button key={option} type="button" className={styles.period} aria-pressed={option === period} onClick={() => setPeriod(option)}>
              {t(`overview.periods.${option}`)}
            </button>
          ))}
        </div>
      }
    >
      {data ? (
        <div className={ui.page}>
          <dl className={`${ui.figures} ${styles.busy}`} aria-busy={overview.isFetching}>
            {COUNT_FIGURES.map((key) => (
              <div key={key} className={ui.figure}>
                <dt>{t(`overview.figures.${key}`)}</dt>
                <dd>{format.number(data[key])}</dd>
              </div>
            ))}
            {MONEY_FIGURES.map((key) => (
              <div key={key} className={ui.figure}>
                <dt>{t(`overview.figures.${key}`)}</dt>
                <dd>
                  <Money amount={data[key]} signed={key === 'teamProfitLoss'} />
                </dd>
              </div>
            ))}
          </dl>

          <figure className={styles.chart} aria-labelledby={chartId}>
            <figcaption id={chartId} className={ui.heading}>
              {t('overview.chart.title', { period: t(`overview.periods.${period}`) })}
            </figcaption>
            <Suspense
              fallback={
                <p role="status" className={ui.muted}>
                  {t('overview.chart.loading')}
                </p>
              }
            >
              <TeamChart
                data={MONEY_FIGURES.filter((key) => key !== 'teamBalance').map((key) => ({
                  label: t(`overview.figures.${key}`),
                  value: data[key],
                }))}
                format={format.money}
              />
            </Suspense>
          </figure>

          <h4 className={ui.heading}>{t('overview.downlines.title')}</h4>
          {data.downlines.length === 0 ? (
            <p className={ui.muted}>{t('overview.downlines.empty')}</p>
          ) : (
            <RecordsTable
              caption={t('overview.downlines.title')}
              data={data.downlines}
              getRowId={(downline) => downline.account}
              columns={[
                { id: 'account', header: t('overview.downlines.account'), cell: (d) => d.account },
                {
                  id: 'type',
                  header: t('overview.downlines.type'),
                  cell: (d) => t(isAgentAccount(d) ? 'overview.downlines.agent' : 'overview.downlines.member'),
                },
                { id: 'level', header: t('overview.downlines.level'), align: 'end', cell: (d) => format.number(d.level) },
                { id: 'registered', header: t('overview.downlines.registeredAt'), cell: (d) => format.date(d.registeredAt) },
                { id: 'balance', header: t('overview.downlines.balance'), align: 'end', cell: (d) => <Money amount={d.balance} /> },
              ]}
            />
          )}
        </div>
      ) : null}
    </PageFrame>
  );
}
