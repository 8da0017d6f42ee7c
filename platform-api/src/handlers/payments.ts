import { randomBytes } from 'node:crypto';
import { ERROR_CODES, MAX_BANK_CARDS, type BankCard, type DepositRecord, type endpoints } from 'shared-contracts';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { sql } from '../lib/statements';
import type { AppContext, Session } from '../http/context';
import { ApiFailure } from '../http/failure';
import { merchantOf, sessionOf } from '../http/guards';
import { fieldFailure } from './account';
import { checkPassword, realAccount } from './member';
import { DEPOSIT_CHANNELS, pageOf, rangeOf } from './member-centre';
import { balanceOf, moveMoney } from './money';
import type { Handler } from './types';
import { toAmount } from './wallet';
import { ACTIONS, MESSAGES } from '../db/content/messages';
import { renderParam, t, type LocalText, type Localized } from '../i18n/localized';
import { money } from '../i18n/format';
import { LEDGER_MEMOS } from '../db/content/ledger';
import { translateStored } from '../db/content';
import { DEPOSIT_CHANNEL_NAMES, PAYMENT_NOTES, UNKNOWN_CHANNEL } from '../db/content/payments';
import type { ContentLanguage } from '../i18n/language';
import { payFirstDepositBonus } from '../domain/account/referral';

// Deposits (pending until a reviewer decides), bank cards and the payment password.

const cents = (amount: number) => Math.round(amount * 100);

// ---------------------------------------------------------------- payment password

/** Whether the account has set a payment password. */
export function hasPaymentPassword(ctx: AppContext, accountId: number): boolean {
  return (sql(ctx.db, 'SELECT payment_password_hash FROM accounts WHERE id = ?').pluck().get(accountId) as string | null) !== null;
}

/**
 * Checks the payment password. `required`: refuse when none is set (`payment.password.required`,
 * "complete verification first"); otherwise a member without one passes (transfers before a
 * payment password exists, as the platform allows).
 */
export function checkPaymentPassword(ctx: AppContext, session: Session, given: string | undefined, required: boolean): void {
  const stored = sql(ctx.db, 'SELECT payment_password_hash FROM accounts WHERE id = ?').pluck().get(session.accountId) as string | null;
  if (stored === null) {
    if (required) throw new ApiFailure(200, ERROR_CODES.paymentPasswordRequired, t(MESSAGES.paymentPasswordFirst));
    return;
  }
  if (!given) throw fieldFailure({ paymentPassword: t(MESSAGES.enterPaymentPassword) });
  if (!verifyPassword(given, stored)) {
    throw new ApiFailure(200, ERROR_CODES.paymentPasswordInvalid, t(MESSAGES.paymentPasswordIncorrect), {
      fieldErrors: { paymentPassword: t(MESSAGES.paymentPasswordIncorrect) },
    });
  }
}

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

interface CardRow {
  id: number;
  bankName: string;
  accountName: string;
  accountNo: string;
  isDefault: number;
  createdAt: number;
}

const CARD_COLUMNS =
  'id, bank_name AS bankName, account_name AS accountName, account_no AS accountNo, is_default AS isDefault, created_at AS createdAt';

/** A card number shown to its owner: only the last 4 digits. */
export function maskCardNumber(accountNo: string): string {
  return `**** **** ${accountNo.slice(-4)}`;
}

function toCard(row: CardRow): BankCard {
  return {
    id: row.id,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNoMasked: maskCardNumber(row.accountNo),
    isDefault: row.isDefault === 1,
    createdAt: row.createdAt,
  };
}

/** The member's cards, default first. */
export function cardsOf(ctx: AppContext, accountId: number): BankCard[] {
  return (
    sql(ctx.db, `SELECT ${CARD_COLUMNS} FROM bank_cards WHERE account_id = ? ORDER BY is_default DESC, id`).all(accountId) as CardRow[]
  ).map(toCard);
}

/** One of the member's cards (the default when no id is given). */
export function cardOf(ctx: AppContext, accountId: number, cardId: number | undefined): BankCard | null {
  const row = (
    cardId === undefined
      ? sql(ctx.db, `SELECT ${CARD_COLUMNS} FROM bank_cards WHERE account_id = ? ORDER BY is_default DESC, id LIMIT 1`).get(accountId)
      : sql(ctx.db, `SELECT ${CARD_COLUMNS} FROM bank_cards WHERE account_id = ? AND id = ?`).get(accountId, cardId)
  ) as CardRow | undefined;
  return row ? toCard(row) : null;
}

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

interface DepositRow {
  id: number;
  channelId: number;
  amountCents: number;
  status: DepositRecord['status'];
  remark: string | null;
  createdAt: number;
  decidedAt: number | null;
  rejectReason: string | null;
}

const DEPOSIT_COLUMNS =
  'id, channel_id AS channelId, amount_cents AS amountCents, status, remark, created_at AS createdAt, decided_at AS decidedAt, reject_reason AS rejectReason';

/** A deposit channel's name (any channel id: records outlive channels). */
export function channelName(id: number): Localized | LocalText {
  return DEPOSIT_CHANNEL_NAMES[id] ?? t(UNKNOWN_CHANNEL, { id });
}

export function toDepositRecord(row: DepositRow, language: ContentLanguage): DepositRecord {
  return {
    depositId: row.id,
    channelId: row.channelId,
    channelName: renderParam(channelName(row.channelId), language),
    amount: toAmount(row.amountCents),
    status: row.status,
    createdAt: row.createdAt,
    ...(row.decidedAt !== null ? { decidedAt: row.decidedAt } : {}),
    ...(row.remark ? { remark: row.remark } : {}),
    ...(row.rejectReason ? { rejectReason: translateStored(row.rejectReason, language) } : {}),
  };
}

export function depositById(ctx: AppContext, id: number): (DepositRow & { accountId: number }) | undefined {
  return sql(ctx.db, `SELECT ${DEPOSIT_COLUMNS}, account_id AS accountId FROM deposits WHERE id = ?`).get(id) as
    (DepositRow & { accountId: number }) | undefined;
}

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

/**
 * The reviewer's decision on a pending deposit (control surface): approval credits the wallet
 * with a ledger row, in one transaction; a decided deposit cannot be decided again.
 */
export function decideDeposit(ctx: AppContext, id: number, decision: 'approve' | 'reject', reason?: string): DepositRecord {
  return ctx.db.transaction(() => {
    const row = depositById(ctx, id);
    if (!row) throw new ApiFailure(404, ERROR_CODES.notFound, t(MESSAGES.noSuchDeposit, { id }));
    if (row.status !== 'pending')
      throw new ApiFailure(409, 'deposit.already.decided', t(MESSAGES.depositDecided, { id, status: row.status }));
    const now = ctx.now();
    if (decision === 'approve') {
      sql(ctx.db, "UPDATE deposits SET status = 'approved', decided_at = ? WHERE id = ?").run(now, id);
      moveMoney(ctx, row.accountId, row.amountCents, 'deposit', t(LEDGER_MEMOS.deposit, { id, channel: channelName(row.channelId) }));
      // The inviter's first-deposit bonus (once per invitee: later deposits pay nothing).
      payFirstDepositBonus(ctx, row.accountId);
    } else {
      sql(ctx.db, "UPDATE deposits SET status = 'rejected', decided_at = ?, reject_reason = ? WHERE id = ?").run(
        now,
        reason ?? PAYMENT_NOTES.paymentNotReceived.EN,
        id,
      );
    }
    return toDepositRecord(depositById(ctx, id)!, 'EN');
  })();
}
