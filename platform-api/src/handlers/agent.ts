import type { endpoints } from 'shared-contracts';
import { sessionOf } from '../http/guards';
import type { Handler } from './types';
import { ACTIONS } from '../db/content/messages';
import { toAmount } from '../domain/money/ledger';
import { agentOnly, periodStart, team } from '../domain/agents/team';

export const agentTeamOverview: Handler<typeof endpoints.agentTeamOverview> = (input) => {
  const { ctx } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.viewTeamOverview);
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
