import { randomBytes } from 'node:crypto';
import type { endpoints } from 'shared-contracts';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { sql } from '../../lib/statements';
import { ApiFailure, LOCAL_ERROR_CODES, fieldFailure } from '../../http/failure';
import { merchantOf, sessionOf } from '../../http/guards';
import { requestOrigin } from '../../http/request-origin';
import { openSession } from '../../domain/account/login-history';
import { consumeSmsCode, invalidCode } from '../../domain/account/sms';
import type { Handler } from '../types';
import { FEATURES, MESSAGES } from '../../db/content/messages';
import { t } from '../../i18n/localized';
import { requireFlag } from '../../domain/system';
import { accountIdByMobile } from '../../domain/account/accounts';
import { passwordRuleError } from '../../domain/account/registration';

// Password recovery (by e-mail, by phone) and changing the password.

function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}

export const forgotPasswordEmail: Handler<typeof endpoints.forgotPasswordEmail> = ({ ctx, body, request, ...input }) => {
  const merchant = merchantOf(input);
  const account = sql(
    ctx.db,
    'SELECT id, email FROM accounts WHERE merchant_code = ? AND username = ? COLLATE NOCASE AND email = ? COLLATE NOCASE AND type != 4',
  ).get(merchant.code, body.username, body.email) as { id: number; email: string } | undefined;
  if (!account) throw new ApiFailure(200, LOCAL_ERROR_CODES.accountNotFound, t(MESSAGES.usernameOrEmailUnknown));
  const now = ctx.now();
  const token = randomBytes(16).toString('hex');
  sql(
    ctx.db,
    `INSERT INTO outbox (channel, purpose, merchant_code, recipient, code, body, created_at, expires_at) VALUES ('email', 'password', ?, ?, ?, ?, ?, ?)`,
  ).run(
    merchant.code,
    account.email,
    token,
    `Reset your password: ${requestOrigin(request)}/?resetToken=${token} (valid for 30 minutes)`,
    now,
    now + 30 * 60_000,
  );
  return { email: maskEmail(account.email) };
};

export const passwordByPhone: Handler<typeof endpoints.passwordByPhone> = ({ ctx, body, request, ...input }) => {
  const merchant = merchantOf(input);
  requireFlag(ctx, 'CHNGPASSVERIF3', FEATURES.phonePasswordRecovery);
  const ruleError = passwordRuleError(ctx, body.newPassword);
  if (ruleError) throw fieldFailure({ newPassword: ruleError });
  const account = accountIdByMobile(ctx, merchant.code, body.mobileNum);
  if (!account) throw new ApiFailure(200, LOCAL_ERROR_CODES.accountNotFound, t(MESSAGES.mobileNotRegistered));
  if (!consumeSmsCode(ctx, merchant.code, 'password', body.mobileNum, body.verificationCode)) throw invalidCode();
  sql(ctx.db, 'UPDATE accounts SET password_hash = ?, password_expired = 0 WHERE id = ?').run(
    hashPassword(body.newPassword.trim(), randomBytes(16).toString('hex')),
    account.id,
  );
  sql(ctx.db, 'DELETE FROM sessions WHERE account_id = ?').run(account.id);
  const row = sql(ctx.db, 'SELECT type FROM accounts WHERE id = ?').get(account.id) as { type: number };
  const session = openSession(ctx, { accountId: account.id, merchantCode: merchant.code, request, method: 'phone-recovery' });
  return {
    token: session.token,
    firstTimeLogin: session.firstTimeLogin,
    passwordExpired: false,
    id: account.id,
    userName: account.username,
    customerType: row.type,
  };
};

export const changePassword: Handler<typeof endpoints.changePassword> = (input) => {
  const { ctx, body } = input;
  const session = sessionOf(input);
  const stored = sql(ctx.db, 'SELECT password_hash FROM accounts WHERE id = ?').pluck().get(session.accountId) as string;
  if (!verifyPassword(body.oldPassword.trim(), stored)) throw fieldFailure({ oldPassword: t(MESSAGES.currentPasswordIncorrect) });
  const ruleError = passwordRuleError(ctx, body.newPassword);
  if (ruleError) throw fieldFailure({ newPassword: ruleError });
  if (body.confirmNewPassword.trim() !== body.newPassword.trim())
    throw fieldFailure({ confirmNewPassword: t(MESSAGES.confirmationMismatch) });
  if (body.newPassword.trim() === body.oldPassword.trim()) throw fieldFailure({ newPassword: t(MESSAGES.newPasswordSame) });
  sql(ctx.db, 'UPDATE accounts SET password_hash = ?, password_expired = 0, first_time_login = 0 WHERE id = ?').run(
    hashPassword(body.newPassword.trim(), randomBytes(16).toString('hex')),
    session.accountId,
  );
  // Every session of the account ends: the UI reopens the login (spec §4).
  sql(ctx.db, 'DELETE FROM sessions WHERE account_id = ?').run(session.accountId);
  return null;
};
