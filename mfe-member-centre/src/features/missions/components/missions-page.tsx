import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost, useSession } from 'shared-contracts/react';
import { PageFrame, useFormat } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { leaderboardQueryOptions, missionSummaryQueryOptions, type LeaderboardPeriod } from '../api/missions-queries';

const PERIODS: readonly LeaderboardPeriod[] = ['today', 'week', 'month'];

/** Mission activity (spec §2 missionLeaderboard): today's missions with progress, and the leaderboard. */
export function MissionsPage() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const { money } = useFormat();
  const missionsId = useId();
  const boardId = useId();
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const summary = useQuery({ ...missionSummaryQueryOptions(host.api, member?.account ?? ''), enabled: !!member });
  const board = useQuery(leaderboardQueryOptions(host.api, period));

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={missionsId}>
        <h4 id={missionsId} className={styles.heading}>
          {t('missions.today')}
        </h4>
        <PageFrame
          loading={summary.isPending}
          error={summary.error}
          onRetry={() => void summary.refetch()}
          empty={summary.data?.missions.length === 0 ? t('missions.none') : false}
        >
          <p className={styles.muted}>
            {t('missions.completed', { completed: summary.data?.completed ?? 0, total: summary.data?.total ?? 0 })}
          </p>
          <ul className={styles.list}>
            {summary.data?.missions.map((mission) => (
              <li key={mission.id} className={styles.row}>
                <span>
                  <strong>{mission.title}</strong>
                  <br />
                  <span className={styles.hint}>{t('missions.reward', { amount: money(mission.reward) })}</span>
                </span>
                <progress
                  max={mission.target}
                  value={Math.min(mission.progress, mission.target)}
                  aria-label={t('missions.progressLabel', { title: mission.title })}
                />
                <span>
                  {t('missions.progress', { progress: money(Math.min(mission.progress, mission.target)), target: money(mission.target) })}
                </span>
                <span className={styles.badge}>{mission.completed ? t('missions.done') : t('missions.open')}</span>
              </li>
            ))}
          </ul>
        </PageFrame>
      </section>
      <section className={styles.card} aria-labelledby={boardId}>
        <div className={styles.cardHeader}>
          <h4 id={boardId} className={styles.heading}>
            {t('missions.leaderboard')}
          </h4>
          <div className={styles.actions} role="group" aria-label={t('missions.period')}>
            {PERIODS.map((value) => (
              <button
                key={value}
                type="button"
                className={value === period ? styles.primary : styles.button}
                aria-pressed={value === period}
                onClick={() => setPeriod(value)}
              >
                {t(`missions.periods.${value}`)}
              </button>
            ))}
          </div>
        </div>
        <PageFrame
          loading={board.isPending}
          error={board.error}
          onRetry={() => void board.refetch()}
          empty={board.data?.list.length === 0 ? t('missions.boardEmpty') : false}
        >
          <ol className={styles.list} aria-label={t('missions.leaderboard')}>
            {board.data?.list.map((entry) => (
              <li key={entry.rank} className={styles.row}>
                <span>
                  <strong>#{entry.rank}</strong> {entry.account}
                </span>
                <span>{t('missions.validBet', { amount: money(entry.validBet) })}</span>
                {entry.reward > 0 ? <span className={styles.badge}>{money(entry.reward)}</span> : null}
              </li>
            ))}
          </ol>
        </PageFrame>
      </section>
    </div>
  );
}
