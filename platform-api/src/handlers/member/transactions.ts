import { MAIN_WALLET_TYPE_ID, isAgentAccount, isTrial, type endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import type { AppContext } from '../../http/context';
import { ApiFailure, LOCAL_ERROR_CODES, fieldFailure } from '../../http/failure';
import { merchantOf, sessionOf } from '../../http/guards';
import type { Handler } from '../types';
import { ACTIONS, MESSAGES } from '../../db/content/messages';
import { t } from '../../i18n/localized';
import { LEDGER_MEMOS } from '../../db/content/ledger';
import { translateMemo } from '../../db/content';
import { realAccount } from '../../domain/account/accounts';
import { GAME_WALLETS, isSingleWallet } from '../../domain/money/wallets';
import { toAmount, moveMoney, type LedgerKind } from '../../domain/money/ledger';
import { checkPaymentPassword } from '../../domain/account/payment-password';

// The member's transactions, transfers inside the team, and the merchant's wallets.

const DAY = 86_400_000;

export const transactionDetails: Handler<typeof endpoints.transactionDetails> = (input) => {
  const { ctx, language } = input;
  const session = sessionOf(input);
  const q = input.query;
  const now = ctx.now();
  const start = q?.startTime ?? now - 30 * DAY;
  const end = q?.endTime ?? now + 60_000;
  if (end < start) throw new ApiFailure(400, 'request.validation.failed', 'query.endTime: must not be before startTime');
  const pageNo = q?.pageNo ?? 1;
  const pageSize = q?.pageSize ?? 20;
  const where = `account_id = ? AND created_at BETWEEN ? AND ? ${q?.kind ? 'AND kind = ?' : ''}`;
  const params: unknown[] = [session.accountId, start, end, ...(q?.kind ? [q.kind] : [])];
  const totalCount = ctx.db
    .prepare(`SELECT count(*) FROM ledger WHERE ${where}`)
    .pluck()
    .get(...params) as number;
  const rows = ctx.db
    .prepare(
      `SELECT id, kind, amount_cents AS amountCents, balance_after_cents AS balanceAfterCents, created_at AS createdAt, memo, node_id AS nodeId
                FROM ledger WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, pageSize, (pageNo - 1) * pageSize) as {
    id: number;
    kind: LedgerKind;
    amountCents: number;
    balanceAfterCents: number;
    createdAt: number;
    memo: string | null;
    nodeId: number | null;
  }[];
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: toAmount(r.amountCents),
      balanceAfter: toAmount(r.balanceAfterCents),
      createdAt: r.createdAt,
      ...(r.memo ? { memo: translateMemo(r.memo, language) } : {}),
      ...(r.nodeId !== null ? { nodeId: r.nodeId } : {}),
    })),
    totalPages: Math.ceil(totalCount / pageSize),
    totalCount,
  };
};

/** Whether `otherId` is the upline of `accountId` or anywhere below it. */
function isUplineOrDownline(ctx: AppContext, accountId: number, otherId: number): boolean {
  const parent = sql(ctx.db, 'SELECT parent_id FROM accounts WHERE id = ?').pluck().get(accountId) as number | null;
  if (parent === otherId) return true;
  return !!sql(
    ctx.db,
    `WITH RECURSIVE tree(id) AS (SELECT id FROM accounts WHERE parent_id = ? UNION ALL SELECT a.id FROM accounts a JOIN tree ON a.parent_id = tree.id)
     SELECT 1 FROM tree WHERE id = ?`,
  ).get(accountId, otherId);
}

export const walletTransfer: Handler<typeof endpoints.walletTransfer> = (input) => {
  const { ctx, body } = input;
  const session = realAccount(sessionOf(input), ACTIONS.transferMoney);
  const merchant = merchantOf(input);
  checkPaymentPassword(ctx, session, body.paymentPassword, false);
  const cents = Math.round(body.amount * 100);
  if (cents <= 0 || Math.abs(body.amount * 100 - cents) > 1e-6) throw fieldFailure({ amount: t(MESSAGES.amountTwoDecimals) });
  const target = sql(
    ctx.db,
    'SELECT id, username, type, is_agent AS isAgent FROM accounts WHERE merchant_code = ? AND username = ? COLLATE NOCASE',
  ).get(merchant.code, body.toAccount) as { id: number; username: string; type: number; isAgent: number } | undefined;
  if (!target || target.id === session.accountId || isTrial(target)) throw fieldFailure({ toAccount: t(MESSAGES.noSuchTeamAccount) });
  const allowed =
    isUplineOrDownline(ctx, session.accountId, target.id) &&
    (isAgentAccount({ isAgent: session.isAgent }) ||
      target.id === (sql(ctx.db, 'SELECT parent_id FROM accounts WHERE id = ?').pluck().get(session.accountId) as number | null));
  if (!allowed) throw fieldFailure({ toAccount: t(MESSAGES.transferUplineOrDownline) });
  const result = ctx.db.transaction(() => {
    const debit = moveMoney(ctx, session.accountId, -cents, 'transfer', t(LEDGER_MEMOS.transferTo, { account: target.username }));
    if (debit === null) return null;
    moveMoney(ctx, target.id, cents, 'transfer', t(LEDGER_MEMOS.transferFrom, { account: session.username }));
    return { balance: debit.balance, transferId: debit.ledgerId };
  })();
  if (!result) throw new ApiFailure(200, LOCAL_ERROR_CODES.insufficientFunds, t(MESSAGES.balanceShortTransfer));
  return { transferId: result.transferId, amount: toAmount(cents), balance: toAmount(result.balance), toAccount: target.username };
};

export const merchantWallet: Handler<typeof endpoints.merchantWallet> = (input) => {
  const merchant = merchantOf(input);
  const single = isSingleWallet(input.ctx, merchant);
  return {
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    isSingle: single,
    wallets: [{ accountTypeId: MAIN_WALLET_TYPE_ID, accountName: 'MAIN' }, ...(single ? [] : GAME_WALLETS.map((w) => ({ ...w })))],
  };
};
