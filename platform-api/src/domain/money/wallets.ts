import { MAIN_WALLET_TYPE_ID, type WalletBalance } from 'shared-contracts';
import { sql } from '../../lib/statements';
import type { AppContext, Merchant, Session } from '../../http/context';
import { toAmount } from './ledger';

// The main wallet (wallets, moved by the ledger) and, for a multi-wallet merchant, the game wallets.

/**
 * The game wallets of a multi-wallet merchant (ours): one per group of vendors. Money in them is
 * the member's (part of sumBalance) but games and transfers use the main wallet.
 */
export const GAME_WALLETS = [
  { accountTypeId: 11, accountName: 'SLOTS' },
  { accountTypeId: 12, accountName: 'LIVE' },
  { accountTypeId: 13, accountName: 'SPORTS' },
  { accountTypeId: 14, accountName: 'LOTTERY' },
] as const;

/** Whether the merchant runs a single wallet. */
export function isSingleWallet(ctx: AppContext, merchant: Merchant): boolean {
  return (sql(ctx.db, 'SELECT is_single FROM merchants WHERE code = ?').pluck().get(merchant.code) as number | undefined) !== 0;
}

/** The account's game wallets' balances in cents, by wallet type. */
export function gameBalances(ctx: AppContext, accountId: number): Map<number, number> {
  const rows = sql(ctx.db, 'SELECT account_type_id AS id, balance_cents AS cents FROM game_wallets WHERE account_id = ?').all(
    accountId,
  ) as { id: number; cents: number }[];
  return new Map(rows.map((r) => [r.id, r.cents]));
}

/** The balance answer: the main wallet, and the game wallets when the merchant has them. */
export function balanceAnswer(ctx: AppContext, session: Session, merchant: Merchant): WalletBalance {
  const wallet = sql(ctx.db, 'SELECT currency, balance_cents AS balanceCents FROM wallets WHERE account_id = ?').get(session.accountId) as
    { currency: string; balanceCents: number } | undefined;
  const main = wallet?.balanceCents ?? 0;
  const single = isSingleWallet(ctx, merchant);
  const games = single ? new Map<number, number>() : gameBalances(ctx, session.accountId);
  const gameTotal = [...games.values()].reduce((sum, c) => sum + c, 0);
  return {
    sumBalance: toAmount(main + gameTotal),
    currency: wallet?.currency ?? merchant.currency,
    currencySymbol: merchant.currencySymbol,
    isSingle: single,
    balance: [
      { accountTypeId: MAIN_WALLET_TYPE_ID, accountName: 'MAIN', availBalance: toAmount(main) },
      ...(single ? [] : GAME_WALLETS.map((w) => ({ ...w, availBalance: toAmount(games.get(w.accountTypeId) ?? 0) }))),
    ],
  };
}

/** Adds a signed amount to a game wallet; false when it cannot cover a debit. Inside a transaction. */
export function moveGameWallet(ctx: AppContext, accountId: number, accountTypeId: number, cents: number): boolean {
  sql(ctx.db, 'INSERT OR IGNORE INTO game_wallets (account_id, account_type_id, balance_cents) VALUES (?, ?, 0)').run(
    accountId,
    accountTypeId,
  );
  return (
    sql(
      ctx.db,
      'UPDATE game_wallets SET balance_cents = balance_cents + ? WHERE account_id = ? AND account_type_id = ? AND balance_cents + ? >= 0',
    ).run(cents, accountId, accountTypeId, cents).changes === 1
  );
}

/** A game wallet's name (MAIN for the main wallet). */
export const walletName = (accountTypeId: number) => GAME_WALLETS.find((w) => w.accountTypeId === accountTypeId)?.accountName ?? 'MAIN';
