import { randomInt } from 'node:crypto';
import { ERROR_CODES } from 'shared-contracts';
import { sql } from '../../lib/statements';
import type { AppContext } from '../../http/context';
import { ApiFailure, LOCAL_ERROR_CODES } from '../../http/failure';
import { MESSAGES } from '../../db/content/messages';
import { t } from '../../i18n/localized';

/** Minutes an SMS code stays valid (answered as `expiredMinutes`). */
export const SMS_EXPIRED_MINUTES = 5;
/** Seconds before the same number may get another code of the same purpose. */
export const SMS_RESEND_SECONDS = 60;

/** What a code is for. */
export type SmsPurpose = 'register' | 'login' | 'password' | 'login-ip';

/** A mobile number as stored and compared: digits, without leading zeros. */
export function normalizeMobile(mobile: string): string {
  return mobile.replace(/\D/g, '').replace(/^0+/, '');
}

/** A dialing code as stored: digits with a leading '+'. */
export function normalizeDialingCode(code: string): string {
  return `+${code.replace(/\D/g, '')}`;
}

const TEXTS: Record<SmsPurpose, string> = {
  register: 'Your registration code is',
  login: 'Your login code is',
  password: 'Your password reset code is',
  'login-ip': 'A login from a new location needs your confirmation. Your code is',
};

/**
 * "Sends" a 6-digit code: writes it to the outbox (read by testers through the control surface).
 * Refuses a resend within {@link SMS_RESEND_SECONDS} with a clear message.
 */
export function sendSmsCode(
  ctx: AppContext,
  merchantCode: string,
  purpose: SmsPurpose,
  dialingCode: string,
  mobile: string,
): { expiredMinutes: number; expirationTime: number } {
  const now = ctx.now();
  const recipient = normalizeMobile(mobile);
  const last = sql(
    ctx.db,
    `SELECT created_at FROM outbox WHERE channel = 'sms' AND purpose = ? AND merchant_code = ? AND recipient = ? ORDER BY created_at DESC LIMIT 1`,
  )
    .pluck()
    .get(purpose, merchantCode, recipient) as number | undefined;
  if (last !== undefined && now - last < SMS_RESEND_SECONDS * 1000) {
    const wait = Math.ceil((SMS_RESEND_SECONDS * 1000 - (now - last)) / 1000);
    throw new ApiFailure(200, ERROR_CODES.tooManyRequests, t(MESSAGES.codeSentMomentsAgo, { seconds: wait }), {
      retryAfterSeconds: wait,
    });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = now + SMS_EXPIRED_MINUTES * 60_000;
  sql(
    ctx.db,
    `INSERT INTO outbox (channel, purpose, merchant_code, recipient, dialing_code, code, body, created_at, expires_at)
     VALUES ('sms', ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    purpose,
    merchantCode,
    recipient,
    normalizeDialingCode(dialingCode),
    code,
    `${TEXTS[purpose]} ${code}. It expires in ${SMS_EXPIRED_MINUTES} minutes.`,
    now,
    expiresAt,
  );
  return { expiredMinutes: SMS_EXPIRED_MINUTES, expirationTime: expiresAt };
}

/**
 * Checks and consumes an SMS code: the newest unused, unexpired code of that purpose for the number.
 * Returns false when it does not match (the code stays usable until it expires).
 */
export function consumeSmsCode(ctx: AppContext, merchantCode: string, purpose: SmsPurpose, mobile: string, code: string): boolean {
  const now = ctx.now();
  const row = sql(
    ctx.db,
    `SELECT id, code FROM outbox WHERE channel = 'sms' AND purpose = ? AND merchant_code = ? AND recipient = ? AND used_at IS NULL AND expires_at > ?
      ORDER BY created_at DESC, id DESC LIMIT 1`,
  ).get(purpose, merchantCode, normalizeMobile(mobile), now) as { id: number; code: string } | undefined;
  if (!row || row.code !== code.trim()) return false;
  sql(ctx.db, 'UPDATE outbox SET used_at = ? WHERE id = ?').run(now, row.id);
  return true;
}

/** The failure for a wrong, used or expired code. */
export function invalidCode(): ApiFailure {
  return new ApiFailure(200, LOCAL_ERROR_CODES.verificationCode, t(MESSAGES.codeWrongRequestNew), {
    fieldErrors: { verificationCode: t(MESSAGES.codeWrong) },
  });
}
