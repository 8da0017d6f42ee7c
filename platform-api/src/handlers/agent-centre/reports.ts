import type { endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import { sessionOf } from '../../http/guards';
import type { Handler } from '../types';
import { ACTIONS } from '../../db/content/messages';
import { team, subjectOf, agentOnly } from '../../domain/agents/team';
import { ledgerSums, profitLossOf, toAmount } from '../../domain/money/ledger';
import { pageOf, rangeOf } from '../../domain/paging';

// Team reports: profit and loss per member, the agent's daily revenue, team transactions.

const DAY = 86_400_000;

export const agentProfitLoss: Handler<typeof endpoints.agentProfitLoss> = (input) => {
  const { ctx, query } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.viewTeamProfitLoss);
  const { start, end } = rangeOf(ctx, query);
  let members = team(ctx, session.accountId);
  if (query?.account) members = members.filter((m) => m.username.toLowerCase().includes(query.account!.toLowerCase()));
  const { pageSize, offset } = pageOf(query);
  return {
    list: members
      .slice(offset, offset + pageSize)
      .map((m) => ({ account: m.username, level: m.level, ...profitLossOf(ledgerSums(ctx, [m.id], start, end)) })),
    totalCount: members.length,
    totalPages: Math.ceil(members.length / pageSize),
    total: profitLossOf(
      ledgerSums(
        ctx,
        members.map((m) => m.id),
        start,
        end,
      ),
    ),
  };
};

export const agentRevenueReport: Handler<typeof endpoints.agentRevenueReport> = (input) => {
  const { ctx, query } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.viewIncome);
  const { start, end } = rangeOf(ctx, { startTime: query?.startTime ?? ctx.now() - 14 * DAY, endTime: query?.endTime });
  const ids = team(ctx, session.accountId).map((m) => m.id);
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  const byDay = new Map<string, { teamValidBet: number; teamProfitLoss: number; salary: number; dividend: number }>();
  for (let t = Math.floor(start / DAY) * DAY; t <= end; t += DAY)
    byDay.set(day(t), { teamValidBet: 0, teamProfitLoss: 0, salary: 0, dividend: 0 });
  if (ids.length > 0) {
    const rows = ctx.db
      .prepare(
        `SELECT date(created_at / 1000, 'unixepoch') AS d, SUM(bet_cents) AS bet, SUM(win_cents) - SUM(bet_cents) AS pl FROM ledger
          WHERE kind = 'bet' AND account_id IN (${ids.map(() => '?').join(', ')}) AND created_at BETWEEN ? AND ? GROUP BY d`,
      )
      .all(...ids, start, end) as { d: string; bet: number; pl: number }[];
    for (const r of rows) Object.assign(byDay.get(r.d) ?? {}, { teamValidBet: r.bet, teamProfitLoss: r.pl });
  }
  const own = sql(
    ctx.db,
    `SELECT date(created_at / 1000, 'unixepoch') AS d, SUM(CASE WHEN kind = 'salary' THEN amount_cents ELSE 0 END) AS salary, SUM(CASE WHEN kind = 'dividend' THEN amount_cents ELSE 0 END) AS dividend
       FROM ledger WHERE account_id = ? AND kind IN ('salary', 'dividend') AND created_at BETWEEN ? AND ? GROUP BY d`,
  ).all(session.accountId, start, end) as { d: string; salary: number; dividend: number }[];
  for (const r of own) Object.assign(byDay.get(r.d) ?? {}, { salary: r.salary, dividend: r.dividend });
  const list = [...byDay.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, v]) => ({
      date,
      teamValidBet: toAmount(v.teamValidBet),
      teamProfitLoss: toAmount(v.teamProfitLoss),
      salary: toAmount(v.salary),
      dividend: toAmount(v.dividend),
      income: toAmount(v.salary + v.dividend),
    }));
  const sum = (k: 'teamValidBet' | 'teamProfitLoss' | 'salary' | 'dividend' | 'income') =>
    Math.round(list.reduce((s, r) => s + r[k] * 100, 0)) / 100;
  return {
    list,
    total: {
      teamValidBet: sum('teamValidBet'),
      teamProfitLoss: sum('teamProfitLoss'),
      salary: sum('salary'),
      dividend: sum('dividend'),
      income: sum('income'),
    },
  };
};

export const agentDownlineTransactions: Handler<typeof endpoints.agentDownlineTransactions> = (input) => {
  const { ctx, query } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.viewTeamTransactions);
  const { start, end } = rangeOf(ctx, query);
  const { pageSize, offset } = pageOf(query);
  let ids = team(ctx, session.accountId).map((m) => m.id);
  if (query?.account) ids = [subjectOf(ctx, session, query.account).id];
  if (ids.length === 0) return { list: [], totalCount: 0, totalPages: 0 };
  const where = `l.account_id IN (${ids.map(() => '?').join(', ')}) AND l.created_at BETWEEN ? AND ? ${query?.kind ? 'AND l.kind = ?' : ''}`;
  const args: unknown[] = [...ids, start, end, ...(query?.kind ? [query.kind] : [])];
  const totalCount = ctx.db
    .prepare(`SELECT count(*) FROM ledger l WHERE ${where}`)
    .pluck()
    .get(...args) as number;
  const rows = ctx.db
    .prepare(
      `SELECT l.id, a.username AS account, l.kind, l.amount_cents AS amount, l.balance_after_cents AS after, l.created_at AS createdAt FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE ${where} ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, pageSize, offset) as { id: number; account: string; kind: 'deposit'; amount: number; after: number; createdAt: number }[];
  return {
    list: rows.map((r) => ({
      id: r.id,
      account: r.account,
      kind: r.kind,
      amount: toAmount(r.amount),
      balanceAfter: toAmount(r.after),
      createdAt: r.createdAt,
    })),
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
  };
};
