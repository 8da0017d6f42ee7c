import { sql } from '../../lib/statements';
import type { AppContext } from '../../http/context';
import type { LocalText } from '../../i18n/localized';

// Money is kept in integer cents: in wallets, in the ledger and in every record. Answers carry
// amounts (2 decimals); requests carry amounts and are turned into cents once, at the door.

/** Cents to a 2-decimal amount. */
export function toAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** An amount (2 decimals) to cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Ledger kinds (the CHECK of the ledger table). */
export type LedgerKind =
  'deposit' | 'withdraw' | 'bet' | 'adjust' | 'transfer' | 'points' | 'bonus' | 'rebate' | 'reward' | 'raffle' | 'salary' | 'dividend';

/**
 * Applies a signed amount to a wallet and writes its ledger row. Must run inside the caller's
 * transaction (so the balance change, the ledger row and the caller's own rows commit together).
 * Answers null when the wallet cannot cover a debit (nothing is written).
 */
export function moveMoney(
  ctx: AppContext,
  accountId: number,
  cents: number,
  kind: LedgerKind,
  /** Written in English (a text of the memo table, so a reader in another language gets its own). */
  memo: string | LocalText,
): { balance: number; ledgerId: number } | null {
  const updated = sql(ctx.db, 'UPDATE wallets SET balance_cents = balance_cents + ? WHERE account_id = ? AND balance_cents + ? >= 0').run(
    cents,
    accountId,
    cents,
  );
  if (updated.changes === 0) return null;
  const balance = sql(ctx.db, 'SELECT balance_cents FROM wallets WHERE account_id = ?').pluck().get(accountId) as number;
  const row = sql(
    ctx.db,
    'INSERT INTO ledger (account_id, kind, amount_cents, balance_after_cents, created_at, memo) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(accountId, kind, cents, balance, ctx.now(), typeof memo === 'string' ? memo : memo.render('EN'));
  return { balance, ledgerId: Number(row.lastInsertRowid) };
}

/** The wallet balance in cents. */
export function balanceOf(ctx: AppContext, accountId: number): number {
  return sql(ctx.db, 'SELECT balance_cents FROM wallets WHERE account_id = ?').pluck().get(accountId) as number;
}

/** Sums of some accounts' ledger rows in a range, in cents (the profit-and-loss figures). */
export function ledgerSums(ctx: AppContext, accountIds: readonly number[], start: number, end: number) {
  const zero = { deposit: 0, withdraw: 0, bet: 0, win: 0, bonus: 0, rebate: 0 };
  if (accountIds.length === 0) return zero;
  const marks = accountIds.map(() => '?').join(', ');
  return ctx.db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN kind = 'deposit' THEN amount_cents END), 0) AS deposit,
              COALESCE(SUM(CASE WHEN kind = 'withdraw' THEN -amount_cents END), 0) AS withdraw,
              COALESCE(SUM(bet_cents), 0) AS bet,
              COALESCE(SUM(win_cents), 0) AS win,
              COALESCE(SUM(CASE WHEN kind IN ('bonus', 'reward', 'raffle') THEN amount_cents END), 0) AS bonus,
              COALESCE(SUM(CASE WHEN kind = 'rebate' THEN amount_cents END), 0) AS rebate
         FROM ledger WHERE account_id IN (${marks}) AND created_at BETWEEN ? AND ?`,
    )
    .get(...accountIds, start, end) as typeof zero;
}

/** Ledger sums as the profit-and-loss answers carry them (the player's side: wins and bonuses minus bets). */
export function profitLossOf(sums: ReturnType<typeof ledgerSums>) {
  return {
    deposit: toAmount(sums.deposit),
    withdraw: toAmount(sums.withdraw),
    betAmount: toAmount(sums.bet),
    validBet: toAmount(sums.bet),
    winAmount: toAmount(sums.win),
    bonus: toAmount(sums.bonus),
    rebate: toAmount(sums.rebate),
    profit: toAmount(sums.win - sums.bet + sums.bonus + sums.rebate),
  };
}
