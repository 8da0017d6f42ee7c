import type { endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import { ApiFailure, fieldFailure } from '../../http/failure';
import { merchantOf, sessionOf } from '../../http/guards';
import { money } from '../../i18n/format';
import { t } from '../../i18n/localized';
import { ACTIONS, MESSAGES } from '../../db/content/messages';
import { checkPassword, realAccount } from '../../domain/account/accounts';
import { checkPaymentPassword, hasPaymentPassword } from '../../domain/account/payment-password';
import { cardOf, cardsOf } from '../../domain/money/bank-cards';
import { balanceOf, toAmount, toCents } from '../../domain/money/ledger';
import {
  requestWithdrawal,
  withdrawalById,
  WITHDRAWAL_COLUMNS,
  WITHDRAW_DAILY_MAX_CENTS,
  WITHDRAW_MAX_CENTS,
  WITHDRAW_MIN_CENTS,
  type WithdrawalRow,
  advanceWithdrawals,
  dailyLimit,
  toWithdrawal,
  withdrawTimings,
  withdrawalsToday,
} from '../../domain/money/withdrawals';
import { pageOf, rangeOf } from '../../domain/paging';
import type { Handler } from '../types';

// Withdrawals: the member's limits and card, a withdrawal (the money leaves the wallet at once),
// the records, and the member's confirmation of what arrived.

export const withdrawSettings: Handler<typeof endpoints.withdrawSettings> = (input) => {
  const { ctx } = input;
  const session = realAccount(sessionOf(input), ACTIONS.withdraw);
  const cards = cardsOf(ctx, session.accountId);
  const card = cards[0];
  return {
    minimumAmount: toAmount(WITHDRAW_MIN_CENTS),
    maximumAmount: toAmount(WITHDRAW_MAX_CENTS),
    autoReceivedMinutes: withdrawTimings(ctx).autoReceivedMinutes,
    balance: toAmount(balanceOf(ctx, session.accountId)),
    bankAccount: card ? { bankName: card.bankName, accountName: card.accountName, accountNo: card.accountNoMasked } : null,
    dailyCount: withdrawalsToday(ctx, session.accountId).count,
    dailyLimit: dailyLimit(ctx),
    dailyMaximumAmount: toAmount(WITHDRAW_DAILY_MAX_CENTS),
    hasPaymentPassword: hasPaymentPassword(ctx, session.accountId),
    bankCards: cards,
  };
};

export const withdraw: Handler<typeof endpoints.withdraw> = (input) => {
  const { ctx, body, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.withdraw);
  // The 1.1 body sent the login password; it is still accepted when no payment password is sent.
  if (body.paymentPassword === undefined && body.password !== undefined) checkPassword(ctx, session, body.password);
  else checkPaymentPassword(ctx, session, body.paymentPassword, true);
  const card = cardOf(ctx, session.accountId, body.bankCardId);
  if (!card)
    throw fieldFailure(
      body.bankCardId === undefined ? { bankCardId: t(MESSAGES.addBankCardFirst) } : { bankCardId: t(MESSAGES.chooseOwnBankCard) },
    );
  const amount = toCents(body.amount);
  if (amount < WITHDRAW_MIN_CENTS || amount > WITHDRAW_MAX_CENTS) {
    throw fieldFailure({
      amount: t(MESSAGES.amountBetween, {
        min: money(toAmount(WITHDRAW_MIN_CENTS), merchantOf(input).currencySymbol),
        max: money(toAmount(WITHDRAW_MAX_CENTS), merchantOf(input).currencySymbol),
      }),
    });
  }
  const { withdrawal, balance } = requestWithdrawal(ctx, session.accountId, amount, card, merchantOf(input).currencySymbol);
  return { ...toWithdrawal(ctx, withdrawal, language), balance: toAmount(balance) };
};

export const withdrawRecords: Handler<typeof endpoints.withdrawRecords> = (input) => {
  const { ctx, query, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.withdraw);
  advanceWithdrawals(ctx, session.accountId);
  const { start, end } = rangeOf(ctx, query);
  const { pageSize, offset } = pageOf(query);
  const where = `account_id = ? AND created_at BETWEEN ? AND ? ${query?.status ? 'AND status = ?' : ''}`;
  const args: unknown[] = [session.accountId, start, end, ...(query?.status ? [query.status] : [])];
  const totalCount = ctx.db
    .prepare(`SELECT count(*) FROM withdrawals WHERE ${where}`)
    .pluck()
    .get(...args) as number;
  const rows = ctx.db
    .prepare(`SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, pageSize, offset) as WithdrawalRow[];
  return { list: rows.map((r) => toWithdrawal(ctx, r, language)), totalCount, totalPages: Math.ceil(totalCount / pageSize) };
};

export const withdrawConfirm: Handler<typeof endpoints.withdrawConfirm> = (input) => {
  const { ctx, body, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.withdraw);
  advanceWithdrawals(ctx, session.accountId);
  const row = withdrawalById(ctx, body.withdrawId, session.accountId);
  if (!row) throw new ApiFailure(200, 'resource.not.found', t(MESSAGES.noSuchWithdrawal));
  if (row.status !== 'paid') {
    throw new ApiFailure(
      200,
      'withdraw.not.confirmable',
      t(row.status === 'processing' ? MESSAGES.withdrawalNotPaid : MESSAGES.withdrawalSettled),
    );
  }
  let received: number;
  if (body.result === 'received') received = row.amountCents;
  else if (body.result === 'not_received') received = 0;
  else {
    if (body.receivedAmount === undefined) throw fieldFailure({ receivedAmount: t(MESSAGES.enterAmountArrived) });
    received = toCents(body.receivedAmount);
    if (received <= 0 || received >= row.amountCents)
      throw fieldFailure({
        receivedAmount: t(MESSAGES.amountAboveZeroBelow, { max: money(toAmount(row.amountCents), merchantOf(input).currencySymbol) }),
      });
  }
  // Guarded by the status, so two confirmations cannot both win.
  const updated = sql(
    ctx.db,
    "UPDATE withdrawals SET status = ?, confirmed_at = ?, received_cents = ?, remark = ? WHERE id = ? AND status = 'paid'",
  ).run(body.result, ctx.now(), received, body.remark ?? null, row.id);
  if (updated.changes === 0) throw new ApiFailure(200, 'withdraw.not.confirmable', t(MESSAGES.withdrawalSettled));
  return toWithdrawal(ctx, withdrawalById(ctx, row.id)!, language);
};
