import { randomBytes, randomInt } from 'node:crypto';
import { ERROR_CODES, LOGIN_VERIFICATION_METHODS, type LoginVerificationMethod, type LoginVerificationRequired } from 'shared-contracts';
import { sql } from '../../lib/statements';
import { verifyTotp } from '../../lib/totp';
import type { AppContext } from '../../http/context';
import { ApiFailure } from '../../http/failure';
import { normalizeMobile, sendSmsCode, SMS_EXPIRED_MINUTES, SMS_RESEND_SECONDS } from './sms';
import { MESSAGES, VERIFICATION_METHODS } from '../../db/content/messages';
import { t } from '../../i18n/localized';

/**
 * When a login needs extra verification (our definition of spec §4 "login from an unregistered IP"):
 * `off` never, `new-ip` when the account has not logged in from that IP before, `always` on every
 * password login. The merchant-wide mode sits in `system_settings`; an account's own mode (set from
 * the control surface) wins over it.
 */
export type LoginVerificationMode = 'off' | 'new-ip' | 'always';
export const LOGIN_VERIFICATION_MODES = ['off', 'new-ip', 'always'] as const;

/** How long a verification token is valid, and how many wrong answers it takes. */
export const LOGIN_VERIFICATION_TTL_MS = 10 * 60_000;
export const LOGIN_VERIFICATION_ATTEMPTS = 5;

interface VerificationAccount {
  id: number;
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
  googleSecret: string | null;
  mode: LoginVerificationMode | null;
}

interface Settings {
  mode: LoginVerificationMode;
  methods: LoginVerificationMethod[];
}

/** The merchant-wide settings. */
export function loginVerificationSettings(ctx: AppContext): Settings {
  const row = sql(
    ctx.db,
    'SELECT login_verification AS mode, login_verification_methods AS methods FROM system_settings WHERE id = 1',
  ).get() as { mode: LoginVerificationMode; methods: string };
  return {
    mode: row.mode,
    methods: row.methods
      .split(',')
      .filter((m): m is LoginVerificationMethod => (LOGIN_VERIFICATION_METHODS as readonly string[]).includes(m)),
  };
}

function accountOf(ctx: AppContext, accountId: number): VerificationAccount {
  return sql(
    ctx.db,
    `SELECT id, mobile, email, payee_name AS payeeName, google_secret AS googleSecret, login_verification AS mode FROM accounts WHERE id = ?`,
  ).get(accountId) as VerificationAccount;
}

export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(-2)}`;
}

export function maskEmailAddress(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}

/** The methods an account can use (allowed by the merchant and backed by data the account has). */
function methodsFor(
  account: VerificationAccount,
  allowed: readonly LoginVerificationMethod[],
): { method: LoginVerificationMethod; destination?: string }[] {
  const out: { method: LoginVerificationMethod; destination?: string }[] = [];
  for (const method of allowed) {
    if (method === 'SMS' && account.mobile) out.push({ method, destination: maskMobile(account.mobile) });
    if (method === 'EMAIL' && account.email) out.push({ method, destination: maskEmailAddress(account.email) });
    if (method === 'BANK_ACCOUNT_NAME' && account.payeeName) out.push({ method });
    if (method === 'GOOGLE' && account.googleSecret) out.push({ method });
  }
  return out;
}

/** Records that the account logged in from an IP. */
export function registerIp(ctx: AppContext, accountId: number, ip: string): void {
  const now = ctx.now();
  sql(
    ctx.db,
    `INSERT INTO account_ips (account_id, ip, first_seen, last_seen) VALUES (?, ?, ?, ?)
     ON CONFLICT (account_id, ip) DO UPDATE SET last_seen = excluded.last_seen`,
  ).run(accountId, ip, now, now);
}

/**
 * Called once the password is right: answers null when the login may go on, or the verification
 * a login from this IP needs (a challenge row is stored and its token answered).
 */
export function verificationNeeded(ctx: AppContext, accountId: number, merchantCode: string, ip: string): LoginVerificationRequired | null {
  const settings = loginVerificationSettings(ctx);
  const account = accountOf(ctx, accountId);
  const mode = account.mode ?? settings.mode;
  if (mode === 'off') return null;
  if (mode === 'new-ip' && sql(ctx.db, 'SELECT 1 FROM account_ips WHERE account_id = ? AND ip = ?').get(accountId, ip)) return null;
  const methods = methodsFor(account, settings.methods);
  // An account with nothing to verify with cannot be asked (it logs in as before).
  if (methods.length === 0) return null;
  const now = ctx.now();
  const token = randomBytes(24).toString('hex');
  sql(ctx.db, 'DELETE FROM login_challenges WHERE expires_at <= ?').run(now);
  sql(
    ctx.db,
    'INSERT INTO login_challenges (token, account_id, merchant_code, ip, methods, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(token, accountId, merchantCode, ip, methods.map((m) => m.method).join(','), now, now + LOGIN_VERIFICATION_TTL_MS);
  return { verifyRequired: true, verificationToken: token, methods, ip, expiresAt: now + LOGIN_VERIFICATION_TTL_MS };
}

interface ChallengeRow {
  token: string;
  accountId: number;
  merchantCode: string;
  ip: string;
  methods: string;
  attempts: number;
  expiresAt: number;
}

function expired(): ApiFailure {
  return new ApiFailure(200, ERROR_CODES.loginVerificationExpired, t(MESSAGES.verificationExpired));
}

function challengeOf(ctx: AppContext, token: string, merchantCode: string, method: LoginVerificationMethod): ChallengeRow {
  const row = sql(
    ctx.db,
    'SELECT token, account_id AS accountId, merchant_code AS merchantCode, ip, methods, attempts, expires_at AS expiresAt FROM login_challenges WHERE token = ?',
  ).get(token) as ChallengeRow | undefined;
  if (!row || row.merchantCode !== merchantCode || row.expiresAt <= ctx.now() || row.attempts >= LOGIN_VERIFICATION_ATTEMPTS)
    throw expired();
  if (!row.methods.split(',').includes(method)) {
    throw new ApiFailure(200, ERROR_CODES.validation, t(MESSAGES.cannotVerifyBy, { method: VERIFICATION_METHODS[method] }), {
      fieldErrors: { method: t(MESSAGES.chooseOfferedMethod) },
    });
  }
  return row;
}

/** Sends the SMS or email code of a challenge (SMS resend throttle applies to both). */
export function sendVerificationCode(
  ctx: AppContext,
  merchantCode: string,
  token: string,
  method: 'SMS' | 'EMAIL',
): { expiredMinutes: number; expirationTime: number; destination: string } {
  const challenge = challengeOf(ctx, token, merchantCode, method);
  const account = accountOf(ctx, challenge.accountId);
  if (method === 'SMS') {
    const sent = sendSmsCode(ctx, merchantCode, 'login-ip', '+84', account.mobile!);
    return { ...sent, destination: maskMobile(account.mobile!) };
  }
  const now = ctx.now();
  const email = account.email!;
  const last = sql(
    ctx.db,
    `SELECT created_at FROM outbox WHERE channel = 'email' AND purpose = 'login-ip' AND recipient = ? ORDER BY created_at DESC LIMIT 1`,
  )
    .pluck()
    .get(email) as number | undefined;
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
    `INSERT INTO outbox (channel, purpose, merchant_code, recipient, code, body, created_at, expires_at) VALUES ('email', 'login-ip', ?, ?, ?, ?, ?, ?)`,
  ).run(
    merchantCode,
    email,
    code,
    `Someone (hopefully you) is logging in from ${challenge.ip}. Your verification code is ${code}; it expires in ${SMS_EXPIRED_MINUTES} minutes.`,
    now,
    expiresAt,
  );
  return { expiredMinutes: SMS_EXPIRED_MINUTES, expirationTime: expiresAt, destination: maskEmailAddress(email) };
}

function consumeCode(ctx: AppContext, channel: 'sms' | 'email', recipient: string, code: string): boolean {
  const now = ctx.now();
  const row = sql(
    ctx.db,
    `SELECT id, code FROM outbox WHERE channel = ? AND purpose = 'login-ip' AND recipient = ? AND used_at IS NULL AND expires_at > ? ORDER BY created_at DESC, id DESC LIMIT 1`,
  ).get(channel, recipient, now) as { id: number; code: string } | undefined;
  if (!row || row.code !== code.trim()) return false;
  sql(ctx.db, 'UPDATE outbox SET used_at = ? WHERE id = ?').run(now, row.id);
  return true;
}

const normalizeName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Checks the answer of a challenge. Right: the challenge ends, the IP is registered and the account
 * id is answered. Wrong: one attempt is used (after {@link LOGIN_VERIFICATION_ATTEMPTS}, log in again).
 */
export function completeVerification(
  ctx: AppContext,
  merchantCode: string,
  token: string,
  method: LoginVerificationMethod,
  code: string,
): number {
  const challenge = challengeOf(ctx, token, merchantCode, method);
  const account = accountOf(ctx, challenge.accountId);
  const right =
    method === 'SMS'
      ? !!account.mobile && consumeCode(ctx, 'sms', normalizeMobile(account.mobile), code)
      : method === 'EMAIL'
        ? !!account.email && consumeCode(ctx, 'email', account.email, code)
        : method === 'BANK_ACCOUNT_NAME'
          ? !!account.payeeName && normalizeName(account.payeeName) === normalizeName(code)
          : !!account.googleSecret && verifyTotp(account.googleSecret, code, ctx.now());
  if (!right) {
    sql(ctx.db, 'UPDATE login_challenges SET attempts = attempts + 1 WHERE token = ?').run(token);
    const left = LOGIN_VERIFICATION_ATTEMPTS - challenge.attempts - 1;
    if (left <= 0) {
      sql(ctx.db, 'DELETE FROM login_challenges WHERE token = ?').run(token);
      throw new ApiFailure(200, ERROR_CODES.loginVerificationExpired, t(MESSAGES.tooManyWrongAnswers));
    }
    const problem = t(method === 'BANK_ACCOUNT_NAME' ? MESSAGES.bankNameMismatch : MESSAGES.codeWrong);
    throw new ApiFailure(200, ERROR_CODES.verificationCode, t(MESSAGES.attemptsLeft, { problem, left }), {
      attemptsLeft: left,
      fieldErrors: { code: problem },
    });
  }
  ctx.db.transaction(() => {
    sql(ctx.db, 'DELETE FROM login_challenges WHERE token = ?').run(token);
    registerIp(ctx, challenge.accountId, challenge.ip);
  })();
  return challenge.accountId;
}
