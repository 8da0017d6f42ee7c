import { MAIN_WALLET_TYPE_ID, type WalletBalance, type endpoints } from 'shared-contracts';
import { sql } from '../lib/statements';
import type { AppContext, Merchant, Session } from '../http/context';
import { ApiFailure, LOCAL_ERROR_CODES } from '../http/failure';
import { merchantOf, sessionOf } from '../http/guards';
import { fieldFailure } from './account';
import { realAccount } from './member';
import { moveMoney } from './money';
import type { Handler } from './types';
import { ACTIONS, MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';
import { LEDGER_MEMOS } from '../db/content/ledger';

/** Cents to a 2-decimal amount. */
export function toAmount(cents: number): number {
  return Math.round(cents) / 100;
}

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

function gameBalances(ctx: AppContext, accountId: number): Map<number, number> {
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

export const walletBalance: Handler<typeof endpoints.walletBalance> = (input) =>
  balanceAnswer(input.ctx, sessionOf(input), merchantOf(input));

/** Adds a signed amount to a game wallet; false when it cannot cover a debit. Inside a transaction. */
function moveGameWallet(ctx: AppContext, accountId: number, accountTypeId: number, cents: number): boolean {
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

const nameOf = (accountTypeId: number) => GAME_WALLETS.find((w) => w.accountTypeId === accountTypeId)?.accountName ?? 'MAIN';

export const gameWalletTransfer: Handler<typeof endpoints.gameWalletTransfer> = (input) => {
  const { ctx, body } = input;
  const session = realAccount(sessionOf(input), ACTIONS.transferMoney);
  const merchant = merchantOf(input);
  if (isSingleWallet(ctx, merchant)) throw new ApiFailure(200, 'wallet.single', t(MESSAGES.singleWallet));
  const gameId = body.fromAccountTypeId === MAIN_WALLET_TYPE_ID ? body.toAccountTypeId : body.fromAccountTypeId;
  if (!GAME_WALLETS.some((w) => w.accountTypeId === gameId))
    throw fieldFailure({
      [body.fromAccountTypeId === MAIN_WALLET_TYPE_ID ? 'toAccountTypeId' : 'fromAccountTypeId']: t(MESSAGES.noSuchWallet),
    });
  const cents = Math.round(body.amount * 100);
  const toGame = body.fromAccountTypeId === MAIN_WALLET_TYPE_ID;
  const moved = ctx.db.transaction(() => {
    if (toGame) {
      if (!moveMoney(ctx, session.accountId, -cents, 'transfer', t(LEDGER_MEMOS.toGameWallet, { wallet: nameOf(gameId) }))) return false;
      moveGameWallet(ctx, session.accountId, gameId, cents);
      return true;
    }
    if (!moveGameWallet(ctx, session.accountId, gameId, -cents)) return false;
    moveMoney(ctx, session.accountId, cents, 'transfer', t(LEDGER_MEMOS.fromGameWallet, { wallet: nameOf(gameId) }));
    return true;
  })();
  if (!moved)
    throw new ApiFailure(
      200,
      LOCAL_ERROR_CODES.insufficientFunds,
      t(MESSAGES.balanceShortWallet, { wallet: toGame ? 'MAIN' : nameOf(gameId) }),
    );
  return balanceAnswer(ctx, session, merchant);
};

export const walletRecallAll: Handler<typeof endpoints.walletRecallAll> = (input) => {
  const { ctx } = input;
  const session = realAccount(sessionOf(input), ACTIONS.transferMoney);
  const merchant = merchantOf(input);
  const recalled = ctx.db.transaction(() => {
    let total = 0;
    for (const [id, cents] of gameBalances(ctx, session.accountId)) {
      if (cents <= 0) continue;
      moveGameWallet(ctx, session.accountId, id, -cents);
      moveMoney(ctx, session.accountId, cents, 'transfer', t(LEDGER_MEMOS.recallAll, { wallet: nameOf(id) }));
      total += cents;
    }
    return total;
  })();
  return { ...balanceAnswer(ctx, session, merchant), recalled: toAmount(recalled) };
};
