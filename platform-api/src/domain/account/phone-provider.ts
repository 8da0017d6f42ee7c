import { randomBytes, randomInt } from 'node:crypto';
import { ERROR_CODES, PHONE_PROVIDER_ERRORS, WHITELABEL_FLAGS } from 'shared-contracts';
import { sql } from '../../lib/statements';
import { consumeToken, readToken, signToken, tokenProblem, type SignedClaims } from '../../lib/signed-tokens';
import type { AppContext, Merchant } from '../../http/context';
import { ApiFailure } from '../../http/failure';
import { isFlagEnabled } from '../system';
import { COUNTRIES } from '../../db/content/countries';
import { normalizeDialingCode, normalizeMobile } from './sms';
import { MESSAGES } from '../../db/content/messages';
import { t, type LocalText } from '../../i18n/localized';

/**
 * The reference phone sign-in provider of the firebase path (spec §3 firebaseChannel /
 * firebaseIdToken): it sends a code by SMS (to the outbox, marked `via = 'firebase'`), confirms it
 * and issues an ID token for the number, which registration and login (type firebase) accept
 * instead of the platform's own SMS code. Failures carry Firebase Auth's error codes.
 */

/** Codes live 5 minutes; an ID token 10 minutes, once. */
export const PHONE_CODE_TTL_MS = 5 * 60_000;
export const PHONE_ID_TOKEN_TTL_MS = 10 * 60_000;
/** At most this many sends per number per {@link PHONE_SEND_WINDOW_MS}. */
export const PHONE_SENDS_PER_WINDOW = 5;
export const PHONE_SEND_WINDOW_MS = 5 * 60_000;
/** Wrong codes a session takes before it is burned (`auth/too-many-requests`). */
export const PHONE_CODE_ATTEMPTS = 5;

const E164 = /^\+[1-9]\d{6,14}$/;
const ID_TOKEN_ISSUER = 'reference-phone-provider';

function providerFailure(code: string, message: LocalText): ApiFailure {
  return new ApiFailure(200, code, message);
}

/** Whether the firebase SMS channel is on (FIREBASESMS3). */
export function firebaseSmsEnabled(ctx: AppContext): boolean {
  return isFlagEnabled(ctx, WHITELABEL_FLAGS.firebaseSms);
}

/** An E.164 number split on the longest dialing code of the country list (null when none fits). */
export function splitE164(phone: string): { dialingCode: string; national: string } | null {
  const digits = phone.replace(/\D/g, '');
  const codes = COUNTRIES.map((c) => c.countryDialingCode.replace(/\D/g, '')).sort((a, b) => b.length - a.length);
  const code = codes.find((c) => digits.startsWith(c));
  return code ? { dialingCode: `+${code}`, national: normalizeMobile(digits.slice(code.length)) } : null;
}

/** Whether an E.164 number is the stored mobile (with its dialing code when known). */
export function phoneMatches(e164: string, mobile: string, dialingCode?: string): boolean {
  const national = normalizeMobile(mobile);
  if (!national) return false;
  if (dialingCode?.trim()) return e164.replace(/\D/g, '') === `${normalizeDialingCode(dialingCode).slice(1)}${national}`;
  return splitE164(e164)?.national === national;
}

/** A mobile as a login names it (national, or E.164 with its dialing code), without leading zeros. */
export function nationalMobile(name: string): string {
  const trimmed = name.trim();
  return trimmed.startsWith('+') ? (splitE164(trimmed)?.national ?? normalizeMobile(trimmed)) : normalizeMobile(trimmed);
}

/** Sends a code to an E.164 number; answers the session the code belongs to. */
export function sendPhoneCode(ctx: AppContext, merchant: Merchant, phoneNumber: string): { sessionInfo: string } {
  if (!firebaseSmsEnabled(ctx)) throw providerFailure(PHONE_PROVIDER_ERRORS.operationNotAllowed, t(MESSAGES.phoneSignInOff));
  const phone = phoneNumber.trim();
  if (!phone) throw providerFailure(PHONE_PROVIDER_ERRORS.missingPhoneNumber, t(MESSAGES.enterPhoneNumber));
  if (!E164.test(phone)) throw providerFailure(PHONE_PROVIDER_ERRORS.invalidPhoneNumber, t(MESSAGES.phoneNumberInvalid));
  const forced = ctx.phoneProviderFailure;
  if (forced.failure) {
    if (forced.remaining !== null) {
      forced.remaining -= 1;
      if (forced.remaining <= 0) Object.assign(forced, { failure: null, remaining: null });
    }
    throw forced.failure === 'quota'
      ? providerFailure(PHONE_PROVIDER_ERRORS.quotaExceeded, t(MESSAGES.smsQuotaExceeded))
      : providerFailure(PHONE_PROVIDER_ERRORS.captchaCheckFailed, t(MESSAGES.antiAbuseFailed));
  }
  const now = ctx.now();
  const recent = sql(ctx.db, 'SELECT count(*) FROM phone_provider_sessions WHERE phone_number = ? AND created_at > ?')
    .pluck()
    .get(phone, now - PHONE_SEND_WINDOW_MS) as number;
  if (recent >= PHONE_SENDS_PER_WINDOW) {
    throw providerFailure(PHONE_PROVIDER_ERRORS.tooManyRequests, t(MESSAGES.tooManyCodes));
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sessionInfo = randomBytes(24).toString('base64url');
  const split = splitE164(phone);
  ctx.db.transaction(() => {
    sql(
      ctx.db,
      'INSERT INTO phone_provider_sessions (session_info, merchant_code, phone_number, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(sessionInfo, merchant.code, phone, code, now, now + PHONE_CODE_TTL_MS);
    sql(
      ctx.db,
      `INSERT INTO outbox (channel, purpose, merchant_code, recipient, dialing_code, code, body, created_at, expires_at, via)
       VALUES ('sms', 'firebase', ?, ?, ?, ?, ?, ?, ?, 'firebase')`,
    ).run(
      merchant.code,
      split?.national ?? phone.slice(1),
      split?.dialingCode ?? null,
      code,
      `${code} is your verification code. It expires in 5 minutes.`,
      now,
      now + PHONE_CODE_TTL_MS,
    );
  })();
  return { sessionInfo };
}

/** Confirms a session's code and issues the ID token for its number. */
export function verifyPhoneCode(
  ctx: AppContext,
  merchant: Merchant,
  sessionInfo: string,
  code: string,
): { idToken: string; phoneNumber: string } {
  if (!code.trim()) throw providerFailure(PHONE_PROVIDER_ERRORS.missingVerificationCode, t(MESSAGES.enterCode));
  const row = sql(
    ctx.db,
    'SELECT phone_number AS phoneNumber, code, expires_at AS expiresAt, used_at AS usedAt, attempts FROM phone_provider_sessions WHERE session_info = ? AND merchant_code = ?',
  ).get(sessionInfo, merchant.code) as
    { phoneNumber: string; code: string; expiresAt: number; usedAt: number | null; attempts: number } | undefined;
  const now = ctx.now();
  if (!row) throw providerFailure(PHONE_PROVIDER_ERRORS.invalidVerificationCode, t(MESSAGES.codeInvalidRequestNew));
  if (row.usedAt !== null || row.expiresAt <= now)
    throw providerFailure(PHONE_PROVIDER_ERRORS.codeExpired, t(MESSAGES.codeExpiredRequestNew));
  if (row.attempts >= PHONE_CODE_ATTEMPTS) throw providerFailure(PHONE_PROVIDER_ERRORS.tooManyRequests, t(MESSAGES.tooManyWrongCodes));
  if (row.code !== code.trim()) {
    sql(ctx.db, 'UPDATE phone_provider_sessions SET attempts = attempts + 1 WHERE session_info = ?').run(sessionInfo);
    throw providerFailure(PHONE_PROVIDER_ERRORS.invalidVerificationCode, t(MESSAGES.codeIsWrong));
  }
  const used = sql(ctx.db, 'UPDATE phone_provider_sessions SET used_at = ? WHERE session_info = ? AND used_at IS NULL').run(
    now,
    sessionInfo,
  );
  if (used.changes === 0) throw providerFailure(PHONE_PROVIDER_ERRORS.codeExpired, t(MESSAGES.codeExpiredRequestNew));
  const { token } = signToken(
    ctx,
    { iss: ID_TOKEN_ISSUER, aud: merchant.code, sub: row.phoneNumber, phone_number: row.phoneNumber },
    PHONE_ID_TOKEN_TTL_MS,
  );
  return { idToken: token, phoneNumber: row.phoneNumber };
}

function tokenFailure(message: LocalText): ApiFailure {
  return new ApiFailure(200, ERROR_CODES.firebaseToken, message);
}

/**
 * A firebase ID token this provider issued for the merchant, unexpired and unused; else
 * `firebase.token.invalid`. Not consumed here: call {@link consumeIdToken} once everything else passed.
 */
export function checkIdToken(ctx: AppContext, merchant: Merchant, idToken: string): SignedClaims {
  const claims = readToken(ctx, idToken);
  if (!claims || claims.iss !== ID_TOKEN_ISSUER || claims.aud !== merchant.code) throw tokenFailure(t(MESSAGES.phoneTokenUnconfirmed));
  const problem = tokenProblem(ctx, claims);
  if (problem === 'expired') throw tokenFailure(t(MESSAGES.phoneTokenExpired));
  if (problem === 'used') throw tokenFailure(t(MESSAGES.phoneTokenUsed));
  return claims;
}

/** The token's number must be the mobile (with its dialing code, when known); else `firebase.token.invalid`. */
export function requireTokenPhone(claims: SignedClaims, mobile: string, dialingCode?: string): void {
  if (!phoneMatches(String(claims.phone_number), mobile, dialingCode)) throw tokenFailure(t(MESSAGES.phoneTokenOtherNumber));
}

/** Uses a checked ID token up (false when a concurrent call used it first). */
export function consumeIdToken(ctx: AppContext, claims: SignedClaims): void {
  if (!consumeToken(ctx, claims)) throw tokenFailure(t(MESSAGES.phoneTokenUsed));
}
