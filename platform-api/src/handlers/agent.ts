import { isAgentAccount, type endpoints } from 'shared-contracts';
import { sql } from '../lib/statements';
import type { AppContext } from '../http/context';
import { ApiFailure, LOCAL_ERROR_CODES } from '../http/failure';
import { sessionOf } from '../http/guards';
import type { Handler } from './types';
import { toAmount } from './wallet';
import { ACTIONS, MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';

const DAY = 86_400_000;

/** Start of the period, in epoch ms: local midnight today, or 7 / 30 days back. */
export function periodStart(now: number, period: 'today' | 'week' | 'month'): number {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  if (period === 'today') return midnight.getTime();
  return midnight.getTime() - (period === 'week' ? 6 : 29) * DAY;
}

interface TeamRow {
  id: number;
  username: string;
  isAgent: number;
  level: number;
  createdAt: number;
  balanceCents: number;
}

/** Every account below `agentId`, with its depth (1 = direct downline). */
export function team(ctx: AppContext, agentId: number): TeamRow[] {
  return sql(
    ctx.db,
    `WITH RECURSIVE tree(id, level) AS (
       SELECT id, 1 FROM accounts WHERE parent_id = ?
       UNION ALL SELECT a.id, tree.level + 1 FROM accounts a JOIN tree ON a.parent_id = tree.id
     )
     SELECT a.id, a.username, a.is_agent AS isAgent, tree.level, a.created_at AS createdAt, COALESCE(w.balance_cents, 0) AS balanceCents
       FROM tree JOIN accounts a ON a.id = tree.id LEFT JOIN wallets w ON w.account_id = a.id
      ORDER BY tree.level, a.username`,
  ).all(agentId) as TeamRow[];
}

export const agentTeamOverview: Handler<typeof endpoints.agentTeamOverview> = (input) => {
  const { ctx } = input;
  const session = sessionOf(input);
  if (!isAgentAccount({ isAgent: session.isAgent })) {
    throw new ApiFailure(200, LOCAL_ERROR_CODES.notAgent, t(MESSAGES.nonAgents, { action: ACTIONS.viewTeamOverview }));
  }
  const period = input.query?.period ?? 'today';
  const now = ctx.now();
  const since = periodStart(now, period);
  const members = team(ctx, session.accountId);
  const ids = members.map((m) => m.id);
  let totals = { deposit: 0, withdraw: 0, bet: 0, win: 0, active: 0 };
  if (ids.length > 0) {
    const marks = ids.map(() => '?').join(', ');
    totals = ctx.db
      .prepare(
        `SELECT COALESCE(SUM(CASE WHEN kind = 'deposit' THEN amount_cents END), 0) AS deposit,
                COALESCE(SUM(CASE WHEN kind = 'withdraw' THEN -amount_cents END), 0) AS withdraw,
                COALESCE(SUM(bet_cents), 0) AS bet,
                COALESCE(SUM(win_cents), 0) AS win,
                COUNT(DISTINCT CASE WHEN kind = 'bet' THEN account_id END) AS active
           FROM ledger WHERE account_id IN (${marks}) AND created_at >= ?`,
      )
      .get(...ids, since) as typeof totals;
  }
  const startOfToday = periodStart(now, 'today');
  return {
    teamSize: members.length,
    directDownlines: members.filter((m) => m.level === 1).length,
    activeMembers: totals.active,
    newMembersToday: members.filter((m) => m.createdAt >= startOfToday).length,
    teamBalance: toAmount(members.reduce((sum, m) => sum + m.balanceCents, 0)),
    teamDeposit: toAmount(totals.deposit),
    teamWithdraw: toAmount(totals.withdraw),
    teamValidBet: toAmount(totals.bet),
    // Player-side result of the team: wins minus bets.
    teamProfitLoss: toAmount(totals.win - totals.bet),
    downlines: members.map((m) => ({
      account: m.username,
      isAgent: m.isAgent,
      level: m.level,
      registeredAt: m.createdAt,
      balance: toAmount(m.balanceCents),
    })),
  };
};
