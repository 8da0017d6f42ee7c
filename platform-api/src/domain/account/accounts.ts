import { randomBytes } from 'node:crypto';
import { isTrial } from 'shared-contracts';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { sql } from '../../lib/statements';
import type { AppContext, Merchant, Session } from '../../http/context';
import { ApiFailure, LOCAL_ERROR_CODES, fieldFailure, type FieldErrors } from '../../http/failure';
import { t, type Localized } from '../../i18n/localized';
import { INBOX_MESSAGES } from '../../db/content/inbox';
import { MESSAGES } from '../../db/content/messages';
import { normalizeMobile } from './sms';

// Accounts: who may do what (real accounts, the login password), finding accounts and opening one.

/** The session, unless it is a trial account's (`member.trial.account`: a real account is needed to do `action`). */
export function realAccount(session: Session, action: Localized): Session {
  if (isTrial({ type: session.type, isAgent: session.isAgent }))
    throw new ApiFailure(200, LOCAL_ERROR_CODES.trialAccount, t(MESSAGES.realAccountNeeded, { action }));
  return session;
}

/** Checks the login password (a field error on `password` when wrong). */
export function checkPassword(ctx: AppContext, session: Session, password: string): void {
  const stored = sql(ctx.db, 'SELECT password_hash FROM accounts WHERE id = ?').pluck().get(session.accountId) as string;
  if (!verifyPassword(password.trim(), stored)) throw fieldFailure({ password: t(MESSAGES.passwordIncorrect) });
}

/** The real account registered with a mobile number (trial accounts have none). */
export function accountIdByMobile(ctx: AppContext, merchantCode: string, mobile: string): { id: number; username: string } | undefined {
  return sql(ctx.db, "SELECT id, username FROM accounts WHERE merchant_code = ? AND ltrim(mobile, '0') = ? AND type != 4").get(
    merchantCode,
    normalizeMobile(mobile),
  ) as { id: number; username: string } | undefined;
}

/**
 * The invitation a registration carries: the agent of the affiliate code (unknown → a field error)
 * and the member whose referral code it is (unknown codes are ignored: referral links may be stale).
 */
export function resolveInvitation(
  ctx: AppContext,
  merchant: Merchant,
  body: { affiliateCode?: string | undefined; referralCode?: string | undefined },
  fieldErrors: FieldErrors,
): { parentId: number | null; referrerId: number | null } {
  let parentId: number | null = null;
  const code = body.affiliateCode?.trim();
  if (code && !fieldErrors.affiliateCode) {
    const agent = agentByCode(ctx, merchant.code, code);
    if (agent) parentId = agent.id;
    else fieldErrors.affiliateCode = t(MESSAGES.invitationInvalid);
  }
  const referral = body.referralCode?.trim();
  const referrerId = referral
    ? ((sql(ctx.db, 'SELECT id FROM accounts WHERE merchant_code = ? AND referral_code = ? COLLATE NOCASE')
        .pluck()
        .get(merchant.code, referral) as number | undefined) ?? null)
    : null;
  return { parentId, referrerId };
}

/** The agent an affiliate code belongs to. */
export function agentByCode(ctx: AppContext, merchantCode: string, code: string): { id: number; username: string } | undefined {
  return sql(ctx.db, 'SELECT id, username FROM accounts WHERE merchant_code = ? AND affiliate_code = ? COLLATE NOCASE').get(
    merchantCode,
    code.trim(),
  ) as { id: number; username: string } | undefined;
}

/** Inserts an account with an empty wallet (and optional opening credit, with its ledger row). */
export function createAccount(
  ctx: AppContext,
  merchant: Merchant,
  fields: {
    username: string;
    password: string;
    type: number;
    isAgent: number;
    parentId: number | null;
    mobile?: string | undefined;
    email?: string | undefined;
    nickname?: string;
    payeeName?: string | undefined;
    creditCents?: number;
    referrerId?: number | null;
  },
): number {
  const now = ctx.now();
  const hash = hashPassword(fields.password, randomBytes(16).toString('hex'));
  return ctx.db.transaction(() => {
    const result = sql(
      ctx.db,
      `INSERT INTO accounts (merchant_code, username, password_hash, nickname, type, is_agent, parent_id, rank_level, mobile, email, payee_name, first_time_login, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, 1, ?)`,
    ).run(
      merchant.code,
      fields.username,
      hash,
      fields.nickname ?? fields.username,
      fields.type,
      fields.isAgent,
      fields.parentId,
      fields.mobile ?? null,
      fields.email ?? null,
      fields.payeeName ?? null,
      now,
    );
    const id = Number(result.lastInsertRowid);
    if (fields.referrerId) sql(ctx.db, 'UPDATE accounts SET referrer_id = ? WHERE id = ?').run(fields.referrerId, id);
    const credit = fields.creditCents ?? 0;
    sql(ctx.db, 'INSERT INTO wallets (account_id, currency, balance_cents) VALUES (?, ?, ?)').run(id, merchant.currency, credit);
    if (credit > 0) {
      sql(ctx.db, `INSERT INTO ledger (account_id, kind, amount_cents, balance_after_cents, created_at) VALUES (?, 'adjust', ?, ?, ?)`).run(
        id,
        credit,
        credit,
        now,
      );
    }
    if (fields.type !== 4)
      sql(ctx.db, 'INSERT INTO messages (account_id, title, is_read, created_at) VALUES (?, ?, 0, ?)').run(
        id,
        INBOX_MESSAGES.welcome.title.EN,
        now,
      );
    return id;
  })();
}

/** Masks an account for public lists: first 2 and last 2 characters ("me***01"). */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}
