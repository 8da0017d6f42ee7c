import { ERROR_CODES, type BankCard, type Withdrawal } from 'shared-contracts';
import { sql } from '../../lib/statements';
import type { AppContext } from '../../http/context';
import { ApiFailure, LOCAL_ERROR_CODES } from '../../http/failure';
import { money } from '../../i18n/format';
import { t } from '../../i18n/localized';
import type { ContentLanguage } from '../../i18n/language';
import { translateStored } from '../../db/content';
import { LEDGER_MEMOS } from '../../db/content/ledger';
import { MESSAGES } from '../../db/content/messages';
import { PAYMENT_NOTES } from '../../db/content/payments';
import { moveMoney, toAmount } from './ledger';

// Withdrawals: the limits, the payout desk's clock (processing → paid → auto_received), the day's
// count and sum against the limits, and the desk's decisions (control surface).

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The smallest and the largest withdrawal. */
export const WITHDRAW_MIN_CENTS = 5_000;
export const WITHDRAW_MAX_CENTS = 5_000_000;

/** The payout desk's timings, in minutes. */
export interface WithdrawSettingsRow {
  payAfterMinutes: number;
  autoReceivedMinutes: number;
}

/** The payout desk's timings (system settings; a tester changes them on the control surface). */
export function withdrawTimings(ctx: AppContext): WithdrawSettingsRow {
  return sql(
    ctx.db,
    'SELECT withdraw_pay_after_minutes AS payAfterMinutes, withdraw_auto_received_minutes AS autoReceivedMinutes FROM system_settings WHERE id = 1',
  ).get() as WithdrawSettingsRow;
}

/**
 * Moves withdrawals along by time (the reference's payout desk): processing → paid after the
 * configured minutes; paid and unconfirmed → auto_received after the auto-received minutes
 * (spec §4: "Unconfirmed after a configurable number of minutes counts as received").
 */
export function advanceWithdrawals(ctx: AppContext, accountId?: number): void {
  const now = ctx.now();
  const { payAfterMinutes, autoReceivedMinutes } = withdrawTimings(ctx);
  const scope = accountId === undefined ? '' : 'AND account_id = ?';
  const args = accountId === undefined ? [] : [accountId];
  sql(
    ctx.db,
    `UPDATE withdrawals SET status = 'paid', paid_at = created_at + ? WHERE status = 'processing' AND created_at + ? <= ? ${scope}`,
  ).run(payAfterMinutes * MINUTE, payAfterMinutes * MINUTE, now, ...args);
  sql(
    ctx.db,
    `UPDATE withdrawals SET status = 'auto_received', confirmed_at = paid_at + ?, received_cents = amount_cents WHERE status = 'paid' AND paid_at + ? <= ? ${scope}`,
  ).run(autoReceivedMinutes * MINUTE, autoReceivedMinutes * MINUTE, now, ...args);
}

/** A stored withdrawal (what `WITHDRAWAL_COLUMNS` selects). */
export interface WithdrawalRow {
  id: number;
  amountCents: number;
  status: Withdrawal['status'];
  createdAt: number;
  paidAt: number | null;
  confirmedAt: number | null;
  receivedCents: number | null;
  remark: string | null;
  refundedAt: number | null;
}

export const WITHDRAWAL_COLUMNS =
  'id, amount_cents AS amountCents, status, created_at AS createdAt, paid_at AS paidAt, confirmed_at AS confirmedAt, received_cents AS receivedCents, remark, refunded_at AS refundedAt';

/** A stored withdrawal as the answers carry it (with the auto-received time of a paid one). */
export function toWithdrawal(ctx: AppContext, row: WithdrawalRow, language: ContentLanguage): Withdrawal {
  const { autoReceivedMinutes } = withdrawTimings(ctx);
  return {
    withdrawId: row.id,
    amount: toAmount(row.amountCents),
    status: row.status,
    createdAt: row.createdAt,
    ...(row.paidAt !== null ? { paidAt: row.paidAt } : {}),
    ...(row.status === 'paid' && row.paidAt !== null ? { autoReceiveAt: row.paidAt + autoReceivedMinutes * MINUTE } : {}),
    ...(row.confirmedAt !== null ? { confirmedAt: row.confirmedAt } : {}),
    ...(row.receivedCents !== null ? { receivedAmount: toAmount(row.receivedCents) } : {}),
    ...(row.remark ? { remark: translateStored(row.remark, language) } : {}),
    ...(row.refundedAt !== null ? { refundedAt: row.refundedAt } : {}),
  };
}

/** Start of the server's day (local midnight) of a time. */
function dayStart(time: number): number {
  const d = new Date(time);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** The account's withdrawals of today (the server's day) that count against the daily limits. */
export function withdrawalsToday(ctx: AppContext, accountId: number): { count: number; cents: number } {
  const since = dayStart(ctx.now());
  const row = sql(
    ctx.db,
    "SELECT count(*) AS count, COALESCE(SUM(amount_cents), 0) AS cents FROM withdrawals WHERE account_id = ? AND created_at >= ? AND created_at < ? AND status != 'rejected'",
  ).get(accountId, since, since + DAY) as { count: number; cents: number };
  return row;
}

/** How many withdrawals a member may make in a day (system settings). */
export function dailyLimit(ctx: AppContext): number {
  return sql(ctx.db, 'SELECT withdraw_daily_limit FROM system_settings WHERE id = 1').pluck().get() as number;
}

/** Most money a member may withdraw in a day. */
export const WITHDRAW_DAILY_MAX_CENTS = 20_000_000;

/**
 * Records a withdrawal to one of the member's cards and takes its amount from the wallet, in one
 * transaction: refused past the day's count or sum (`limit.reached`) or beyond the balance
 * (`wallet.insufficient.funds`), and then nothing is written. Amounts in the texts carry `currencySymbol`.
 */
export function requestWithdrawal(
  ctx: AppContext,
  accountId: number,
  cents: number,
  card: BankCard,
  currencySymbol: string,
): { withdrawal: WithdrawalRow; balance: number } {
  return ctx.db.transaction(() => {
    const today = withdrawalsToday(ctx, accountId);
    if (today.count >= dailyLimit(ctx))
      throw new ApiFailure(200, ERROR_CODES.limitReached, t(MESSAGES.withdrawalsPerDay, { count: dailyLimit(ctx) }));
    if (today.cents + cents > WITHDRAW_DAILY_MAX_CENTS) {
      throw new ApiFailure(
        200,
        ERROR_CODES.limitReached,
        t(MESSAGES.withdrawAmountPerDay, {
          max: money(toAmount(WITHDRAW_DAILY_MAX_CENTS), currencySymbol),
          left: money(toAmount(WITHDRAW_DAILY_MAX_CENTS - today.cents), currencySymbol),
        }),
      );
    }
    const row = sql(
      ctx.db,
      "INSERT INTO withdrawals (account_id, amount_cents, status, created_at, remark) VALUES (?, ?, 'processing', ?, ?)",
    ).run(accountId, cents, ctx.now(), `${card.bankName} ${card.accountNoMasked}`);
    const withdrawId = Number(row.lastInsertRowid);
    const moved = moveMoney(ctx, accountId, -cents, 'withdraw', t(LEDGER_MEMOS.withdrawal, { id: withdrawId }));
    // Throwing rolls the withdrawal row back with it.
    if (!moved) throw new ApiFailure(200, LOCAL_ERROR_CODES.insufficientFunds, t(MESSAGES.balanceShortWithdrawal));
    return { withdrawal: withdrawalById(ctx, withdrawId)!, balance: moved.balance };
  })();
}

/** Control surface: pay or reject a withdrawal now (a rejection refunds it with a ledger row). */
export function settleWithdrawal(ctx: AppContext, withdrawId: number, action: 'pay' | 'reject'): WithdrawalRow | null {
  return ctx.db.transaction(() => {
    const row = sql(ctx.db, `SELECT ${WITHDRAWAL_COLUMNS}, account_id AS accountId FROM withdrawals WHERE id = ?`).get(withdrawId) as
      (WithdrawalRow & { accountId: number }) | undefined;
    if (!row || row.status !== 'processing') return null;
    if (action === 'pay') {
      sql(ctx.db, "UPDATE withdrawals SET status = 'paid', paid_at = ? WHERE id = ?").run(ctx.now(), withdrawId);
    } else {
      sql(ctx.db, "UPDATE withdrawals SET status = 'rejected', remark = ?, refunded_at = ? WHERE id = ?").run(
        PAYMENT_NOTES.withdrawalRefunded.EN,
        ctx.now(),
        withdrawId,
      );
      moveMoney(ctx, row.accountId, row.amountCents, 'withdraw', t(LEDGER_MEMOS.withdrawalRefund, { id: withdrawId }));
    }
    return sql(ctx.db, `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE id = ?`).get(withdrawId) as WithdrawalRow;
  })();
}

/** A withdrawal by id (only the account's own when `accountId` is given). */
export function withdrawalById(ctx: AppContext, id: number, accountId?: number): WithdrawalRow | undefined {
  return (
    accountId === undefined
      ? sql(ctx.db, `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE id = ?`).get(id)
      : sql(ctx.db, `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE id = ? AND account_id = ?`).get(id, accountId)
  ) as WithdrawalRow | undefined;
}
