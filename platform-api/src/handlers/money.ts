import { sql } from '../lib/statements';
import type { AppContext } from '../http/context';
import type { LocalText } from '../i18n/localized';

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
