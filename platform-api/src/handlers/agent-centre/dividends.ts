import { type Contract, type endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import { ApiFailure } from '../../http/failure';
import { sessionOf } from '../../http/guards';
import type { Handler } from '../types';
import { ACTIONS, MESSAGES } from '../../db/content/messages';
import { t } from '../../i18n/localized';
import { LEDGER_MEMOS } from '../../db/content/ledger';
import { agentOnly } from '../../domain/agents/team';
import { moveMoney, toAmount } from '../../domain/money/ledger';
import { pageOf, rangeOf } from '../../domain/paging';

// Dividends: the agent's dividend records and the request that pays a pending one.

const DAY = 86_400_000;

interface DividendRow {
  id: number;
  periodType: Contract['periodType'];
  periodStart: number;
  periodEnd: number;
  profit: number;
  bet: number;
  active: number;
  rate: number;
  amount: number;
  status: 'pending' | 'requested' | 'paid' | 'rejected';
  requestedAt: number | null;
  paidAt: number | null;
}
const DIVIDEND_COLUMNS = `id, period_type AS periodType, period_start AS periodStart, period_end AS periodEnd, team_profit_cents AS profit, valid_bet_cents AS bet,
  active_members AS active, rate, amount_cents AS amount, status, requested_at AS requestedAt, paid_at AS paidAt`;

function toDividend(r: DividendRow) {
  return {
    id: r.id,
    periodType: r.periodType,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    teamProfitLoss: toAmount(r.profit),
    validBet: toAmount(r.bet),
    activeMembers: r.active,
    rate: r.rate,
    amount: toAmount(r.amount),
    status: r.status,
    ...(r.requestedAt !== null ? { requestedAt: r.requestedAt } : {}),
    ...(r.paidAt !== null ? { paidAt: r.paidAt } : {}),
  };
}

export const dividendRecords: Handler<typeof endpoints.dividendRecords> = (input) => {
  const { ctx, query } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.viewDividends);
  const { start, end } = rangeOf(ctx, { startTime: query?.startTime ?? ctx.now() - 365 * DAY, endTime: query?.endTime });
  const { pageSize, offset } = pageOf(query);
  const where = `account_id = ? AND period_end BETWEEN ? AND ? ${query?.status ? 'AND status = ?' : ''}`;
  const args: unknown[] = [session.accountId, start, end, ...(query?.status ? [query.status] : [])];
  const totals = ctx.db
    .prepare(
      `SELECT count(*) AS count, COALESCE(SUM(CASE WHEN status = 'paid' THEN amount_cents END), 0) AS paid FROM dividend_records WHERE ${where}`,
    )
    .get(...args) as {
    count: number;
    paid: number;
  };
  const rows = ctx.db
    .prepare(`SELECT ${DIVIDEND_COLUMNS} FROM dividend_records WHERE ${where} ORDER BY period_end DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, pageSize, offset) as DividendRow[];
  return {
    list: rows.map(toDividend),
    totalCount: totals.count,
    totalPages: Math.ceil(totals.count / pageSize),
    totalPaid: toAmount(totals.paid),
  };
};

export const dividendRequest: Handler<typeof endpoints.dividendRequest> = (input) => {
  const { ctx, query } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.requestDividends);
  return ctx.db.transaction(() => {
    const row = sql(ctx.db, `SELECT ${DIVIDEND_COLUMNS} FROM dividend_records WHERE id = ? AND account_id = ?`).get(
      query.recordId,
      session.accountId,
    ) as DividendRow | undefined;
    if (!row) throw new ApiFailure(200, 'resource.not.found', t(MESSAGES.noSuchDividend));
    if (row.status !== 'pending') throw new ApiFailure(200, 'dividend.not.pending', t(MESSAGES.dividendNotPending));
    if (row.amount <= 0) throw new ApiFailure(200, 'dividend.nothing.to.pay', t(MESSAGES.dividendNothing));
    const now = ctx.now();
    // Guarded by the status, so two requests cannot both pay.
    const updated = sql(
      ctx.db,
      "UPDATE dividend_records SET status = 'paid', requested_at = ?, paid_at = ? WHERE id = ? AND status = 'pending'",
    ).run(now, now, row.id);
    if (updated.changes === 0) throw new ApiFailure(200, 'dividend.not.pending', t(MESSAGES.dividendNotPending));
    const moved = moveMoney(
      ctx,
      session.accountId,
      row.amount,
      'dividend',
      t(LEDGER_MEMOS.dividend, {
        from: new Date(row.periodStart).toISOString().slice(0, 10),
        to: new Date(row.periodEnd).toISOString().slice(0, 10),
      }),
    )!;
    return { record: toDividend({ ...row, status: 'paid', requestedAt: now, paidAt: now }), balance: toAmount(moved.balance) };
  })();
};
