import { randomBytes, randomInt } from 'node:crypto';
import {
  contractsTerminatedByOffer,
  defaultBetAmountUnit,
  isAgentAccount,
  type Contract,
  type ContractKind,
  type endpoints,
} from 'shared-contracts';
import { hashPassword } from '../lib/passwords';
import { sql } from '../lib/statements';
import type { AppContext, Session } from '../http/context';
import { ApiFailure, LOCAL_ERROR_CODES, fieldFailure } from '../http/failure';
import { merchantOf, sessionOf } from '../http/guards';
import { requestOrigin } from '../http/request-origin';
import { registerSettingsOf } from '../domain/account/register-settings';
import { validateRegistration } from 'shared-contracts';
import type { Handler } from './types';
import { ACTIONS, MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';
import { decimal } from '../i18n/format';
import { LEDGER_MEMOS } from '../db/content/ledger';
import { INBOX_MESSAGES } from '../db/content/inbox';
import { CONTRACT_REASONS } from '../db/content/agent';
import type { ContentLanguage } from '../i18n/language';
import { registrationFieldErrors } from '../domain/account/registration';
import { periodStart, team, subjectOf, agentOnly } from '../domain/agents/team';
import { ledgerSums, profitLossOf, moveMoney, toAmount } from '../domain/money/ledger';
import { pageOf, rangeOf } from '../domain/paging';
import { realAccount } from '../domain/account/accounts';
import { checkPaymentPassword } from '../domain/account/payment-password';
import { promotionById } from '../domain/promotions';
import {
  CONTRACT_SELECT,
  contractById,
  heldContract,
  teamContracts,
  terminateBelow,
  toContract,
  type ContractRow,
} from '../domain/agents/contracts';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

// ---------------------------------------------------------------- contracts

const PERIOD_OF_KIND: Record<ContractKind, Contract['periodType'] | null> = {
  DIVIDEND: null,
  DAILY_SALARY: 'daily',
  HOURLY_SALARY: 'hourly',
  REALTIME_SALARY: 'realtime',
};

export const contracts: Handler<typeof endpoints.contracts> = (input) => {
  const { ctx, query, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.holdContracts);
  const direction = query?.direction ?? 'received';
  const rows = sql(
    ctx.db,
    `${CONTRACT_SELECT} WHERE ${direction === 'offered' ? 'c.from_account_id' : 'c.to_account_id'} = ? ORDER BY c.created_at DESC, c.id DESC`,
  ).all(session.accountId) as ContractRow[];
  return {
    list: rows
      .filter((r) => (!query?.status || r.status === query.status) && (!query?.kind || r.kind === query.kind))
      .map((row) => toContract(row, language)),
  };
};

export const contractOffer: Handler<typeof endpoints.contractOffer> = (input) => {
  const { ctx, body, language } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.offerContracts);
  const target = sql(
    ctx.db,
    'SELECT id, username, is_agent AS isAgent, parent_id AS parentId FROM accounts WHERE merchant_code = ? AND username = ? COLLATE NOCASE',
  ).get(merchantOf(input).code, body.toAccount) as { id: number; username: string; isAgent: number; parentId: number | null } | undefined;
  if (!target || target.parentId !== session.accountId) throw fieldFailure({ toAccount: t(MESSAGES.contractsDirectDownlines) });
  if (!isAgentAccount({ isAgent: target.isAgent })) throw fieldFailure({ toAccount: t(MESSAGES.contractsAgentsOnly) });
  const own = heldContract(ctx, session.accountId, body.kind);
  if (!own) throw new ApiFailure(200, 'contract.not.held', t(MESSAGES.noContractToShare));
  // The lower-rate rule (spec §4): strictly lower than the offering agent's own rate.
  if (body.rate >= own.rate) {
    throw new ApiFailure(200, 'contract.rate.too.high', t(MESSAGES.rateBelowOwn, { rate: decimal(own.rate) }), {
      fieldErrors: { rate: t(MESSAGES.rateMustBeLower, { rate: decimal(own.rate) }) },
    });
  }
  const periodType = PERIOD_OF_KIND[body.kind] ?? body.periodType ?? own.periodType;
  const id = ctx.db.transaction(() => {
    // A new offer replaces an open one of the same kind.
    sql(
      ctx.db,
      "UPDATE contracts SET status = 'terminated', terminated_at = ?, terminated_reason = ? WHERE from_account_id = ? AND to_account_id = ? AND kind = ? AND status = 'offered'",
    ).run(ctx.now(), CONTRACT_REASONS.replacedByOffer.EN, session.accountId, target.id, body.kind);
    return Number(
      sql(
        ctx.db,
        `INSERT INTO contracts (kind, from_account_id, to_account_id, rate, period_type, min_active_members, min_valid_bet_cents, min_profit_loss_cents, min_bet_amount_cents, bet_amount_unit, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'offered', ?)`,
      ).run(
        body.kind,
        session.accountId,
        target.id,
        body.rate,
        periodType,
        body.minActiveMembers,
        Math.round(body.minValidBet * 100),
        Math.round(body.minProfitLoss * 100),
        Math.round(body.minBetAmount * 100),
        body.betAmountUnit ?? defaultBetAmountUnit(body.kind),
        ctx.now(),
      ).lastInsertRowid,
    );
  })();
  return toContract(contractById(ctx, id)!, language);
};

export const contractOfferPreview: Handler<typeof endpoints.contractOfferPreview> = (input) => {
  const { ctx, query, language } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.offerContracts);
  const target = sql(
    ctx.db,
    'SELECT id, username, is_agent AS isAgent, parent_id AS parentId FROM accounts WHERE merchant_code = ? AND username = ? COLLATE NOCASE',
  ).get(merchantOf(input).code, query.toAccount) as { id: number; username: string; isAgent: number; parentId: number | null } | undefined;
  if (!target || target.parentId !== session.accountId) throw fieldFailure({ toAccount: t(MESSAGES.contractsDirectDownlines) });
  const own = heldContract(ctx, session.accountId, query.kind);
  const below = teamContracts(ctx, target.id, query.kind, language);
  const reason = !isAgentAccount({ isAgent: target.isAgent })
    ? 'notAgent'
    : !own
      ? 'notHeld'
      : query.rate >= own.rate
        ? 'rateTooHigh'
        : undefined;
  return {
    allowed: reason === undefined,
    ownRate: own?.rate ?? null,
    ...(reason ? { reason } : {}),
    terminated: contractsTerminatedByOffer({ toAccount: target.username, kind: query.kind, rate: query.rate }, below),
    teamContracts: below,
  };
};

export const contractRespond: Handler<typeof endpoints.contractRespond> = (input) => {
  const { ctx, body, language } = input;
  const session = sessionOf(input);
  return ctx.db.transaction(() => {
    const row = contractById(ctx, body.contractId);
    if (!row || row.toId !== session.accountId) throw new ApiFailure(200, 'resource.not.found', t(MESSAGES.noSuchContract));
    if (row.status !== 'offered') throw new ApiFailure(200, 'contract.not.open', t(MESSAGES.contractNotOpen));
    const now = ctx.now();
    if (body.action === 'reject') {
      sql(ctx.db, "UPDATE contracts SET status = 'rejected', responded_at = ? WHERE id = ?").run(now, row.id);
      return { contract: toContract(contractById(ctx, row.id)!, language), terminated: [] };
    }
    // The upline must still hold a higher rate (its own contract may have changed since the offer).
    if (row.fromId !== null) {
      const upline = heldContract(ctx, row.fromId, row.kind);
      if (!upline || row.rate >= upline.rate) {
        sql(ctx.db, "UPDATE contracts SET status = 'terminated', terminated_at = ?, terminated_reason = ? WHERE id = ?").run(
          now,
          CONTRACT_REASONS.uplineChanged.EN,
          row.id,
        );
        throw new ApiFailure(200, 'contract.not.open', t(MESSAGES.offerNoLongerValid));
      }
    }
    const terminated: ContractRow[] = [];
    const previous = heldContract(ctx, session.accountId, row.kind);
    if (previous) {
      sql(ctx.db, "UPDATE contracts SET status = 'terminated', terminated_at = ?, terminated_reason = ? WHERE id = ?").run(
        now,
        t(CONTRACT_REASONS.replacedByContract, { id: row.id }).render('EN'),
        previous.id,
      );
      terminated.push(contractById(ctx, previous.id)!);
    }
    sql(ctx.db, "UPDATE contracts SET status = 'accepted', responded_at = ? WHERE id = ?").run(now, row.id);
    // Contracts this agent gave whose rate is no longer lower than its new rate end, and everything
    // below them (spec §4): the same rule the agent centre previews (shared-contracts).
    const ended = contractsTerminatedByOffer(
      { toAccount: session.username, kind: row.kind, rate: row.rate },
      teamContracts(ctx, session.accountId, row.kind, 'EN'),
    );
    for (const { contract, reason } of ended) {
      const why = reason === 'rate' ? t(CONTRACT_REASONS.uplineRate, { rate: row.rate }).render('EN') : CONTRACT_REASONS.uplineEnded.EN;
      sql(ctx.db, "UPDATE contracts SET status = 'terminated', terminated_at = ?, terminated_reason = ? WHERE id = ?").run(
        now,
        why,
        contract.id,
      );
      terminated.push(contractById(ctx, contract.id)!);
    }
    return {
      contract: toContract(contractById(ctx, row.id)!, language),
      terminated: terminated.map((c) => toContract(c, language)),
    };
  })();
};

export const contractTerminate: Handler<typeof endpoints.contractTerminate> = (input) => {
  const { ctx, body, language } = input;
  const session = sessionOf(input);
  return ctx.db.transaction(() => {
    const row = contractById(ctx, body.contractId);
    if (!row || row.fromId !== session.accountId) throw new ApiFailure(200, 'resource.not.found', t(MESSAGES.noSuchOfferedContract));
    if (row.status !== 'offered' && row.status !== 'accepted') throw new ApiFailure(200, 'contract.not.open', t(MESSAGES.contractEnded));
    sql(ctx.db, "UPDATE contracts SET status = 'terminated', terminated_at = ?, terminated_reason = ? WHERE id = ?").run(
      ctx.now(),
      body.reason ?? CONTRACT_REASONS.terminatedByUpline.EN,
      row.id,
    );
    const below = row.status === 'accepted' ? terminateBelow(ctx, row.toId, row.kind, null, CONTRACT_REASONS.uplineEnded.EN) : [];
    return { contract: toContract(contractById(ctx, row.id)!, language), terminated: below.map((c) => toContract(c, language)) };
  })();
};

export const consolidatedContracts: Handler<typeof endpoints.consolidatedContracts> = (input) => {
  const { ctx, language } = input;
  const session = sessionOf(input);
  const held = sql(ctx.db, `${CONTRACT_SELECT} WHERE c.to_account_id = ? AND c.status = 'accepted' ORDER BY c.kind`).all(
    session.accountId,
  ) as ContractRow[];
  const has = (kind: ContractKind) => (held.some((c) => c.kind === kind) ? 1 : 0) as 0 | 1;
  return {
    dailysalreqtype: has('DAILY_SALARY'),
    divtypereq: has('DIVIDEND'),
    contracthoursalreq: has('HOURLY_SALARY'),
    realtimesalreqtype: has('REALTIME_SALARY'),
    contracts: held.map((row) => toContract(row, language)),
  };
};

// ---------------------------------------------------------------- salaries

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

// ---------------------------------------------------------------- dividends

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

// ---------------------------------------------------------------- raffle

const RAFFLE_PRIZES_CENTS = [100, 188, 500, 888, 1_888] as const;

export const raffleClaim: Handler<typeof endpoints.raffleClaim> = (input) => {
  const { ctx, body } = input;
  const session = realAccount(sessionOf(input), ACTIONS.joinRaffle);
  const promotion = promotionById(ctx, body.promotionId);
  const now = ctx.now();
  if (!promotion || promotion.kind !== 'raffle') throw new ApiFailure(200, 'resource.not.found', t(MESSAGES.noRaffle));
  if (now < promotion.startTime || now > promotion.endTime) throw new ApiFailure(200, 'raffle.not.open', t(MESSAGES.raffleNotOpen));
  const day = new Date(now).toISOString().slice(0, 10);
  const nextClaimAt = Date.parse(`${day}T00:00:00Z`) + DAY;
  return ctx.db.transaction(() => {
    const prize = RAFFLE_PRIZES_CENTS[randomInt(0, RAFFLE_PRIZES_CENTS.length)]!;
    const inserted = sql(
      ctx.db,
      'INSERT OR IGNORE INTO raffle_claims (account_id, promotion_id, day, prize_cents, claimed_at) VALUES (?, ?, ?, ?, ?)',
    ).run(session.accountId, promotion.id, day, prize, now);
    if (inserted.changes === 0) throw new ApiFailure(200, 'raffle.already.claimed', t(MESSAGES.raffleDrawnToday), { nextClaimAt });
    const moved = moveMoney(ctx, session.accountId, prize, 'raffle', t(LEDGER_MEMOS.rafflePrize, { id: promotion.id }))!;
    return { claimId: Number(inserted.lastInsertRowid), prize: toAmount(prize), balance: toAmount(moved.balance), nextClaimAt };
  })();
};

// ---------------------------------------------------------------- downlines, register centre, reports

export const agentDownlines: Handler<typeof endpoints.agentDownlines> = (input) => {
  const { ctx, query } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.manageTeam);
  const root = query?.parent ? subjectOf(ctx, session, query.parent).id : session.accountId;
  const now = ctx.now();
  const statusOf = (m: { id: number; createdAt: number }) => {
    const betRecently =
      sql(ctx.db, "SELECT 1 FROM ledger WHERE account_id = ? AND kind = 'bet' AND created_at >= ? LIMIT 1").get(m.id, now - 7 * DAY) !==
      undefined;
    if (betRecently) return 'active' as const;
    return m.createdAt >= now - 7 * DAY ? ('new' as const) : ('inactive' as const);
  };
  let members = team(ctx, root).map((m) => ({ ...m, status: statusOf(m) }));
  if (query?.directOnly === 'true') members = members.filter((m) => m.level === 1);
  if (query?.level !== undefined) members = members.filter((m) => m.level === query.level);
  if (query?.status) members = members.filter((m) => m.status === query.status);
  if (query?.account) members = members.filter((m) => m.username.toLowerCase().includes(query.account!.toLowerCase()));
  const allowRecall =
    (sql(ctx.db, 'SELECT allow_downline_recall FROM merchants WHERE code = ?').pluck().get(session.merchantCode) as number) === 1;
  const { pageSize, offset } = pageOf(query);
  const page = members.slice(offset, offset + pageSize);
  const details = (id: number) =>
    sql(
      ctx.db,
      `SELECT a.nickname, p.username AS parent, (SELECT count(*) FROM accounts c WHERE c.parent_id = a.id) AS direct FROM accounts a LEFT JOIN accounts p ON p.id = a.parent_id WHERE a.id = ?`,
    ).get(id) as { nickname: string; parent: string; direct: number };
  const contractsOf = (id: number) =>
    sql(
      ctx.db,
      "SELECT id, kind, rate, status FROM contracts WHERE to_account_id = ? AND status IN ('offered', 'accepted') ORDER BY kind",
    ).all(id) as {
      id: number;
      kind: ContractKind;
      rate: number;
      status: Contract['status'];
    }[];
  const lastLogin = (id: number) =>
    sql(ctx.db, 'SELECT MAX(created_at) FROM login_history WHERE account_id = ?').pluck().get(id) as number | null;
  return {
    list: page.map((m) => {
      const d = details(m.id);
      return {
        id: m.id,
        account: m.username,
        nickname: d.nickname,
        isAgent: m.isAgent,
        level: m.level,
        parentAccount: d.parent,
        balance: toAmount(m.balanceCents),
        registeredAt: m.createdAt,
        lastLoginAt: lastLogin(m.id),
        status: m.status,
        directCount: d.direct,
        // Only the agent's own direct downlines, and only where the merchant allows it.
        canRecall: allowRecall && m.level === 1 && root === session.accountId,
        contracts: contractsOf(m.id),
      };
    }),
    totalCount: members.length,
    totalPages: Math.ceil(members.length / pageSize),
  };
};

export const downlineRecall: Handler<typeof endpoints.downlineRecall> = (input) => {
  const { ctx, body } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.takeBackFromDownline);
  checkPaymentPassword(ctx, session, body.paymentPassword, false);
  const cents = Math.round(body.amount * 100);
  if (cents <= 0 || Math.abs(body.amount * 100 - cents) > 1e-6) throw fieldFailure({ amount: t(MESSAGES.amountTwoDecimals) });
  const allowRecall =
    (sql(ctx.db, 'SELECT allow_downline_recall FROM merchants WHERE code = ?').pluck().get(session.merchantCode) as number) === 1;
  if (!allowRecall) throw new ApiFailure(200, 'function.not.available', t(MESSAGES.recallDisabled));
  const target = sql(
    ctx.db,
    'SELECT id, username, parent_id AS parentId FROM accounts WHERE merchant_code = ? AND username = ? COLLATE NOCASE',
  ).get(session.merchantCode, body.fromAccount) as { id: number; username: string; parentId: number | null } | undefined;
  if (!target || target.parentId !== session.accountId) throw fieldFailure({ fromAccount: t(MESSAGES.recallDirectOnly) });
  const result = ctx.db.transaction(() => {
    const debit = moveMoney(ctx, target.id, -cents, 'transfer', t(LEDGER_MEMOS.takenBackTo, { account: session.username }));
    if (!debit) return null;
    const credit = moveMoney(ctx, session.accountId, cents, 'transfer', t(LEDGER_MEMOS.takenBackFrom, { account: target.username }))!;
    return { transferId: credit.ledgerId, balance: credit.balance, downlineBalance: debit.balance };
  })();
  if (!result) throw new ApiFailure(200, LOCAL_ERROR_CODES.insufficientFunds, t(MESSAGES.downlineShort, { account: target.username }));
  return {
    transferId: result.transferId,
    amount: toAmount(cents),
    balance: toAmount(result.balance),
    fromAccount: target.username,
    downlineBalance: toAmount(result.downlineBalance),
  };
};

export const registerCenter: Handler<typeof endpoints.registerCenter> = (input) => {
  const { ctx, request } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.useRegisterCentre);
  const code = sql(ctx.db, 'SELECT affiliate_code FROM accounts WHERE id = ?').pluck().get(session.accountId) as string | null;
  const now = ctx.now();
  const direct = sql(
    ctx.db,
    'SELECT username, is_agent AS isAgent, created_at AS createdAt FROM accounts WHERE parent_id = ? ORDER BY created_at DESC, id DESC',
  ).all(session.accountId) as {
    username: string;
    isAgent: number;
    createdAt: number;
  }[];
  const monthStart = new Date(now);
  monthStart.setDate(1);
  monthStart.setHours(0, 0, 0, 0);
  return {
    affiliateCode: code,
    affiliateLink: code ? `${requestOrigin(request)}/?affiliateCode=${code}` : null,
    registeredToday: direct.filter((d) => d.createdAt >= periodStart(now, 'today')).length,
    registeredThisMonth: direct.filter((d) => d.createdAt >= monthStart.getTime()).length,
    recent: direct.slice(0, 10).map((d) => ({ account: d.username, isAgent: d.isAgent, registeredAt: d.createdAt })),
  };
};

export const registerDownline: Handler<typeof endpoints.registerDownline> = (input) => {
  const { ctx, body } = input;
  const session = agentOnly(sessionOf(input), ACTIONS.registerAccounts);
  const merchant = merchantOf(input);
  const settings = registerSettingsOf(ctx);
  const issues = validateRegistration(
    { username: body.username, password: body.password, confirmPassword: body.password },
    { username: settings.username!, password: settings.password! },
    'username',
  );
  const fieldErrors = registrationFieldErrors(issues);
  if (
    !fieldErrors.username &&
    sql(ctx.db, 'SELECT 1 FROM accounts WHERE merchant_code = ? AND username = ? COLLATE NOCASE').get(merchant.code, body.username)
  ) {
    fieldErrors.username = t(MESSAGES.usernameTaken);
  }
  if (Object.keys(fieldErrors).length > 0) throw fieldFailure(fieldErrors);
  const isAgent = body.isAgent ? 2 : 0;
  const id = ctx.db.transaction(() => {
    const row = sql(
      ctx.db,
      `INSERT INTO accounts (merchant_code, username, password_hash, nickname, type, is_agent, parent_id, rank_level, payee_name, first_time_login, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, 1, ?)`,
    ).run(
      merchant.code,
      body.username,
      hashPassword(body.password.trim(), randomBytes(16).toString('hex')),
      body.payeeName || body.username,
      isAgent,
      isAgent,
      session.accountId,
      body.payeeName || null,
      ctx.now(),
    );
    const newId = Number(row.lastInsertRowid);
    sql(ctx.db, 'INSERT INTO wallets (account_id, currency, balance_cents) VALUES (?, ?, 0)').run(newId, merchant.currency);
    sql(ctx.db, 'INSERT INTO messages (account_id, title, content, is_read, created_at) VALUES (?, ?, ?, 0, ?)').run(
      newId,
      INBOX_MESSAGES.openedByAgent.title.EN,
      INBOX_MESSAGES.openedByAgent.content.EN,
      ctx.now(),
    );
    return newId;
  })();
  return { customerId: id, username: body.username, isAgent };
};

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
