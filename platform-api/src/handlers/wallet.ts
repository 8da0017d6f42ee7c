import { MAIN_WALLET_TYPE_ID, type endpoints } from 'shared-contracts';
import { ApiFailure, LOCAL_ERROR_CODES, fieldFailure } from '../http/failure';
import { merchantOf, sessionOf } from '../http/guards';
import type { Handler } from './types';
import { ACTIONS, MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';
import { LEDGER_MEMOS } from '../db/content/ledger';
import { realAccount } from '../domain/account/accounts';
import { moveMoney, toAmount } from '../domain/money/ledger';
import { GAME_WALLETS, balanceAnswer, gameBalances, isSingleWallet, moveGameWallet, walletName } from '../domain/money/wallets';

export const walletBalance: Handler<typeof endpoints.walletBalance> = (input) =>
  balanceAnswer(input.ctx, sessionOf(input), merchantOf(input));

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
      if (!moveMoney(ctx, session.accountId, -cents, 'transfer', t(LEDGER_MEMOS.toGameWallet, { wallet: walletName(gameId) })))
        return false;
      moveGameWallet(ctx, session.accountId, gameId, cents);
      return true;
    }
    if (!moveGameWallet(ctx, session.accountId, gameId, -cents)) return false;
    moveMoney(ctx, session.accountId, cents, 'transfer', t(LEDGER_MEMOS.fromGameWallet, { wallet: walletName(gameId) }));
    return true;
  })();
  if (!moved)
    throw new ApiFailure(
      200,
      LOCAL_ERROR_CODES.insufficientFunds,
      t(MESSAGES.balanceShortWallet, { wallet: toGame ? 'MAIN' : walletName(gameId) }),
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
      moveMoney(ctx, session.accountId, cents, 'transfer', t(LEDGER_MEMOS.recallAll, { wallet: walletName(id) }));
      total += cents;
    }
    return total;
  })();
  return { ...balanceAnswer(ctx, session, merchant), recalled: toAmount(recalled) };
};
