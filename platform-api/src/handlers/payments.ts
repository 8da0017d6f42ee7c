import { randomBytes } from 'node:crypto';
import { ERROR_CODES, MAX_BANK_CARDS, type endpoints } from 'shared-contracts';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { sql } from '../lib/statements';
import { ApiFailure, fieldFailure } from '../http/failure';
import { merchantOf, sessionOf } from '../http/guards';
import type { Handler } from './types';
import { ACTIONS, MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';
import { money } from '../i18n/format';
import { checkPassword, realAccount } from '../domain/account/accounts';
import { DEPOSIT_CHANNELS, DEPOSIT_COLUMNS, type DepositRow, depositById, toDepositRecord } from '../domain/money/deposits';
import { pageOf, rangeOf } from '../domain/paging';
import { balanceOf, toAmount } from '../domain/money/ledger';
import { cardOf, cardsOf } from '../domain/money/bank-cards';
import { checkPaymentPassword } from '../domain/account/payment-password';

// Deposits (pending until a reviewer decides), bank cards and the payment password.

const cents = (amount: number) => Math.round(amount * 100);

// ---------------------------------------------------------------- payment password

export const paymentPassword: Handler<typeof endpoints.paymentPassword> = (input) => {
  const { ctx, body } = input;
  const session = realAccount(sessionOf(input), ACTIONS.setPaymentPassword);
  const stored = sql(ctx.db, 'SELECT payment_password_hash FROM accounts WHERE id = ?').pluck().get(session.accountId) as string | null;
  if (stored === null) {
    if (body.loginPassword === undefined) throw fieldFailure({ loginPassword: t(MESSAGES.enterLoginPassword) });
    checkPassword(ctx, session, body.loginPassword);
  } else {
    if (body.oldPaymentPassword === undefined) throw fieldFailure({ oldPaymentPassword: t(MESSAGES.enterCurrentPaymentPassword) });
    if (!verifyPassword(body.oldPaymentPassword, stored)) throw fieldFailure({ oldPaymentPassword: t(MESSAGES.paymentPasswordIncorrect) });
    if (body.oldPaymentPassword === body.newPaymentPassword)
      throw fieldFailure({ newPaymentPassword: t(MESSAGES.choosePasswordDifferent) });
  }
  sql(ctx.db, 'UPDATE accounts SET payment_password_hash = ? WHERE id = ?').run(
    hashPassword(body.newPaymentPassword, randomBytes(16).toString('hex')),
    session.accountId,
  );
  return { hasPaymentPassword: true as const };
};

// ---------------------------------------------------------------- bank cards

export const bankCards: Handler<typeof endpoints.bankCards> = (input) => {
  const session = realAccount(sessionOf(input), ACTIONS.manageBankCards);
  return { list: cardsOf(input.ctx, session.accountId), max: MAX_BANK_CARDS };
};

export const bankCardAdd: Handler<typeof endpoints.bankCardAdd> = (input) => {
  const { ctx, body } = input;
  const session = realAccount(sessionOf(input), ACTIONS.manageBankCards);
  checkPaymentPassword(ctx, session, body.paymentPassword, true);
  return ctx.db.transaction(() => {
    const count = sql(ctx.db, 'SELECT count(*) FROM bank_cards WHERE account_id = ?').pluck().get(session.accountId) as number;
    if (count >= MAX_BANK_CARDS) throw new ApiFailure(200, ERROR_CODES.limitReached, t(MESSAGES.bankCardsMax, { max: MAX_BANK_CARDS }));
    const taken = sql(ctx.db, 'SELECT 1 FROM bank_cards WHERE account_id = ? AND account_no = ?').get(session.accountId, body.accountNo);
    if (taken) throw fieldFailure({ accountNo: t(MESSAGES.cardAlreadyBound) });
    const id = Number(
      sql(
        ctx.db,
        'INSERT INTO bank_cards (account_id, bank_name, account_name, account_no, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(session.accountId, body.bankName, body.accountName, body.accountNo, count === 0 ? 1 : 0, ctx.now()).lastInsertRowid,
    );
    return cardOf(ctx, session.accountId, id)!;
  })();
};

// ---------------------------------------------------------------- deposits

export const deposit: Handler<typeof endpoints.deposit> = (input) => {
  const { ctx, body, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.deposit);
  const merchant = merchantOf(input);
  const channel = DEPOSIT_CHANNELS.find((c) => c.id === body.channelId);
  if (!channel) throw fieldFailure({ channelId: t(MESSAGES.chooseDepositChannel) });
  const amount = cents(body.amount);
  if (amount < channel.minCents || amount > channel.maxCents) {
    throw fieldFailure({
      amount: t(MESSAGES.amountBetween, {
        min: money(toAmount(channel.minCents), merchant.currencySymbol),
        max: money(toAmount(channel.maxCents), merchant.currencySymbol),
      }),
    });
  }
  const id = Number(
    sql(
      ctx.db,
      "INSERT INTO deposits (account_id, channel_id, amount_cents, status, remark, created_at) VALUES (?, ?, ?, 'pending', ?, ?)",
    ).run(session.accountId, channel.id, amount, body.remark ?? null, ctx.now()).lastInsertRowid,
  );
  return { ...toDepositRecord(depositById(ctx, id)!, language), balance: toAmount(balanceOf(ctx, session.accountId)) };
};

export const depositRecords: Handler<typeof endpoints.depositRecords> = (input) => {
  const { ctx, query, language } = input;
  const session = realAccount(sessionOf(input), ACTIONS.deposit);
  const { start, end } = rangeOf(ctx, query);
  const { pageSize, offset } = pageOf(query);
  const where = `account_id = ? AND created_at BETWEEN ? AND ? ${query?.status ? 'AND status = ?' : ''}`;
  const args: unknown[] = [session.accountId, start, end, ...(query?.status ? [query.status] : [])];
  const totalCount = ctx.db
    .prepare(`SELECT count(*) FROM deposits WHERE ${where}`)
    .pluck()
    .get(...args) as number;
  const rows = ctx.db
    .prepare(`SELECT ${DEPOSIT_COLUMNS} FROM deposits WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, pageSize, offset) as DepositRow[];
  return { list: rows.map((row) => toDepositRecord(row, language)), totalCount, totalPages: Math.ceil(totalCount / pageSize) };
};
