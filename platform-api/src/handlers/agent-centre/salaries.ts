import type { endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import type { AppContext, Session } from '../../http/context';
import { sessionOf } from '../../http/guards';
import type { Handler } from '../types';
import { ACTIONS } from '../../db/content/messages';
import { t } from '../../i18n/localized';
import { LEDGER_MEMOS } from '../../db/content/ledger';
import type { ContentLanguage } from '../../i18n/language';
import { team, agentOnly } from '../../domain/agents/team';
import { moveMoney, toAmount } from '../../domain/money/ledger';
import { pageOf, rangeOf } from '../../domain/paging';
import { heldContract, toContract } from '../../domain/agents/contracts';

// Daily, hourly and real-time salaries: the windows that ended since the last read are settled
// (and paid) first, then listed.

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

type SalaryKind = 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';
const WINDOW: Record<SalaryKind, number> = { DAILY_SALARY: DAY, HOURLY_SALARY: HOUR, REALTIME_SALARY: 5 * MINUTE };
/** At most this many windows are settled per read (older gaps stay unsettled). */
const MAX_WINDOWS = 48;

/** Team valid bet (cents) and active members of an agent's team in a window. */
function teamActivity(ctx: AppContext, agentId: number, start: number, end: number): { bet: number; active: number } {
  const ids = team(ctx, agentId).map((m) => m.id);
  if (ids.length === 0) return { bet: 0, active: 0 };
  return ctx.db
    .prepare(
      `SELECT COALESCE(SUM(bet_cents), 0) AS bet, COUNT(DISTINCT account_id) AS active FROM ledger WHERE kind = 'bet' AND account_id IN (${ids.map(() => '?').join(', ')}) AND created_at >= ? AND created_at < ?`,
    )
    .get(...ids, start, end) as { bet: number; active: number };
}

/**
 * Settles the salary windows that ended since the last settlement of an accepted contract: a record
 * per window, and for a payable one a `salary` ledger row, in one transaction (so two concurrent
 * reads cannot settle a window twice).
 */
export function settleSalary(ctx: AppContext, accountId: number, kind: SalaryKind): void {
  ctx.db.transaction(() => {
    const contract = heldContract(ctx, accountId, kind);
    if (!contract) return;
    const size = WINDOW[kind];
    const last = sql(ctx.db, 'SELECT MAX(period_end) FROM salary_records WHERE account_id = ? AND kind = ?')
      .pluck()
      .get(accountId, kind) as number | null;
    const now = ctx.now();
    let start = Math.max(
      last ?? 0,
      Math.floor((contract.respondedAt ?? contract.createdAt) / size) * size,
      Math.floor(now / size) * size - MAX_WINDOWS * size,
    );
    for (; start + size <= now; start += size) {
      const { bet, active } = teamActivity(ctx, accountId, start, start + size);
      const payable = active >= contract.minActiveMembers && bet >= contract.minValidBetCents && bet > 0;
      const amount = payable ? Math.floor((bet * contract.rate) / 100) : 0;
      sql(
        ctx.db,
        "INSERT INTO salary_records (account_id, contract_id, kind, period_start, period_end, valid_bet_cents, active_members, rate, amount_cents, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'paid', ?)",
      ).run(accountId, contract.id, kind, start, start + size, bet, active, contract.rate, amount, now);
      if (amount > 0)
        moveMoney(
          ctx,
          accountId,
          amount,
          'salary',
          t(
            kind === 'DAILY_SALARY'
              ? LEDGER_MEMOS.dailySalary
              : kind === 'HOURLY_SALARY'
                ? LEDGER_MEMOS.hourlySalary
                : LEDGER_MEMOS.realtimeSalary,
          ),
        );
    }
  })();
}

function salaryAnswer(
  ctx: AppContext,
  language: ContentLanguage,
  session: Session,
  kind: SalaryKind,
  range: { startTime?: number | undefined; endTime?: number | undefined; pageNo?: number; pageSize?: number } | undefined,
) {
  agentOnly(session, ACTIONS.viewSalaries);
  settleSalary(ctx, session.accountId, kind);
  const { start, end } = rangeOf(ctx, range);
  const { pageSize, offset } = pageOf(range);
  const where = 'account_id = ? AND kind = ? AND period_start BETWEEN ? AND ?';
  const totals = sql(ctx.db, `SELECT count(*) AS count, COALESCE(SUM(amount_cents), 0) AS paid FROM salary_records WHERE ${where}`).get(
    session.accountId,
    kind,
    start,
    end,
  ) as {
    count: number;
    paid: number;
  };
  const rows = sql(
    ctx.db,
    `SELECT id, kind, period_start AS periodStart, period_end AS periodEnd, valid_bet_cents AS bet, active_members AS active, rate, amount_cents AS amount, status, created_at AS createdAt
       FROM salary_records WHERE ${where} ORDER BY period_start DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(session.accountId, kind, start, end, pageSize, offset) as {
    id: number;
    kind: SalaryKind;
    periodStart: number;
    periodEnd: number;
    bet: number;
    active: number;
    rate: number;
    amount: number;
    status: 'paid' | 'pending';
    createdAt: number;
  }[];
  const contract = heldContract(ctx, session.accountId, kind);
  return {
    contract: contract ? toContract(contract, language) : null,
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      periodStart: r.periodStart,
      periodEnd: r.periodEnd,
      validBet: toAmount(r.bet),
      activeMembers: r.active,
      rate: r.rate,
      amount: toAmount(r.amount),
      status: r.status,
      createdAt: r.createdAt,
    })),
    totalCount: totals.count,
    totalPages: Math.ceil(totals.count / pageSize),
    totalPaid: toAmount(totals.paid),
  };
}

export const dailySalary: Handler<typeof endpoints.dailySalary> = (input) =>
  salaryAnswer(input.ctx, input.language, sessionOf(input), 'DAILY_SALARY', input.query);
export const hourlySalary: Handler<typeof endpoints.hourlySalary> = (input) =>
  salaryAnswer(input.ctx, input.language, sessionOf(input), 'HOURLY_SALARY', input.body);
export const realtimeSalary: Handler<typeof endpoints.realtimeSalary> = (input) =>
  salaryAnswer(input.ctx, input.language, sessionOf(input), 'REALTIME_SALARY', input.body);
