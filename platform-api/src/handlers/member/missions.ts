import type { endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import { sessionOf } from '../../http/guards';
import type { Handler } from '../types';
import { day } from '../../i18n/format';
import { t } from '../../i18n/localized';
import { GAME_ANNOUNCEMENTS } from '../../db/content/notices';
import { MISSION_TITLES } from '../../db/content/rewards';
import { maskAccount } from '../../domain/account/accounts';
import { toAmount } from '../../domain/money/ledger';

// Game announcements, today's missions and their leaderboard.

const DAY = 86_400_000;

export const gameAnnouncements: Handler<typeof endpoints.gameAnnouncements> = ({ ctx, query, language }) => {
  const vendors = sql(ctx.db, 'SELECT code, game_type AS gameType, name FROM vendors ORDER BY game_type, sort').all() as {
    code: string;
    gameType: 'RNG';
    name: string;
  }[];
  const now = ctx.now();
  const list = vendors
    .filter((v) => !query?.gameType || v.gameType === query.gameType)
    .filter((_, i) => i % 4 === 0)
    .map((v, i) => ({
      id: 6001 + i,
      title: t(i % 2 === 0 ? GAME_ANNOUNCEMENTS.maintenanceTitle : GAME_ANNOUNCEMENTS.newGamesTitle, { vendor: v.name }).render(language),
      content:
        i % 2 === 0
          ? t(GAME_ANNOUNCEMENTS.maintenance, { vendor: v.name, date: day(now + (i + 1) * DAY) }).render(language)
          : t(GAME_ANNOUNCEMENTS.newGames, { vendor: v.name }).render(language),
      type: 'B' as const,
      createTime: now - (i + 1) * 3_600_000,
      vassalage: v.code,
      gameType: v.gameType,
    }));
  return { list };
};

const MISSIONS = [
  { id: 1, title: MISSION_TITLES.placeBets, metric: 'count', target: 10, reward: 1 },
  { id: 2, title: MISSION_TITLES.betAmount, metric: 'bet', target: 50, reward: 2 },
  { id: 3, title: MISSION_TITLES.winRounds, metric: 'wins', target: 3, reward: 1.5 },
] as const;

export const missionSummary: Handler<typeof endpoints.missionSummary> = (input) => {
  const { ctx, language } = input;
  const session = sessionOf(input);
  const midnight = new Date(ctx.now());
  midnight.setHours(0, 0, 0, 0);
  const stats = sql(
    ctx.db,
    "SELECT count(*) AS count, COALESCE(SUM(bet_cents), 0) AS bet, COALESCE(SUM(CASE WHEN win_cents > 0 THEN 1 END), 0) AS wins FROM ledger WHERE account_id = ? AND kind = 'bet' AND created_at >= ?",
  ).get(session.accountId, midnight.getTime()) as { count: number; bet: number; wins: number };
  const missions = MISSIONS.map((m) => {
    const progress = m.metric === 'bet' ? toAmount(stats.bet) : m.metric === 'count' ? stats.count : stats.wins;
    return {
      id: m.id,
      title: m.title[language],
      target: m.target,
      progress: Math.min(progress, m.target),
      reward: m.reward,
      completed: progress >= m.target,
    };
  });
  return { missions, completed: missions.filter((m) => m.completed).length, total: missions.length };
};

export const missionLeaderboard: Handler<typeof endpoints.missionLeaderboard> = ({ ctx, query }) => {
  const days = { today: 1, week: 7, month: 30 }[query?.period ?? 'week'];
  const rows = sql(
    ctx.db,
    `SELECT a.username, SUM(l.bet_cents) AS bet FROM ledger l JOIN accounts a ON a.id = l.account_id
      WHERE l.kind = 'bet' AND l.created_at >= ? GROUP BY a.id HAVING bet > 0 ORDER BY bet DESC, a.username LIMIT ?`,
  ).all(ctx.now() - days * DAY, query?.limit ?? 20) as { username: string; bet: number }[];
  const prizes = [100, 50, 25, 10, 10];
  return {
    list: rows.map((r, i) => ({ rank: i + 1, account: maskAccount(r.username), validBet: toAmount(r.bet), reward: prizes[i] ?? 5 })),
  };
};
