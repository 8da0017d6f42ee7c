import { ERROR_CODES, SPEC_CONSTANTS, type GeetestValidateV4, type LoginResult, type endpoints } from 'shared-contracts';
import { requireHumanVerification } from '../domain/account/geetest';
import { verifyPassword } from '../lib/passwords';
import { sql } from '../lib/statements';
import { ApiFailure } from '../http/failure';
import { merchantOf, sessionOf } from '../http/guards';
import { deleteSession } from '../http/sessions';
import type { Handler, HandlerInput } from './types';
import { completeVerification, sendVerificationCode } from '../domain/account/login-verification';
import type { AppContext, Merchant } from '../http/context';
import type { FastifyRequest } from 'fastify';
import { unreadMessageCount } from '../domain/account/messages';
import { checkIdToken, consumeIdToken, firebaseSmsEnabled, nationalMobile, requireTokenPhone } from '../domain/account/phone-provider';
import { consumeCaptcha } from '../domain/account/captcha';
import { consumeSmsCode, normalizeMobile } from '../domain/account/sms';
import { MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';
import { clientAddress } from '../http/request-origin';
import { isFlagEnabled } from '../domain/system';
import { finishLogin, startSession } from '../domain/account/sign-in';

// Compared against when the username is unknown, so both failures take the same time.
const DUMMY_HASH = `scrypt$16384$8$1$${'00'.repeat(16)}$${'00'.repeat(64)}`;

interface AccountRow {
  id: number;
  username: string;
  passwordHash: string;
  type: number;
  firstTimeLogin: number;
  passwordExpired: number;
}

export const rsaKey: Handler<typeof endpoints.rsaKey> = ({ ctx }) => ctx.keys.modulusHex;

/** Failed logins of one name after which every login needs a captcha (our rule; spec §4 "captcha hint"). */
export const LOGIN_CAPTCHA_AFTER_FAILURES = 3;

/**
 * Failed logins from one client address, over every user name, after which every login from that
 * address needs the captcha (ours: the spec's captcha rule counts per name; a client trying one
 * password over many names met no captcha).
 */
export const ADDRESS_CAPTCHA_AFTER_FAILURES = 5;
/** Failed logins from one address after which its logins are refused (`TOO_MANY_REQUESTS`) for a while. */
export const ADDRESS_LOCK_AFTER_FAILURES = 20;
/** An address's failures count within this window from its first failure; then they are forgotten. */
export const ADDRESS_FAILURE_WINDOW_MS = 15 * 60_000;
/** A locked address may try again this long after its last failure (spec §9 "retry after too many requests"). */
export const ADDRESS_LOCK_MS = SPEC_CONSTANTS.tooManyRequestsRetryMinutes * 60_000;

interface AddressFailures {
  failures: number;
  lastFailureAt: number;
}

/** The failed logins of an address in its current window (none once the window has passed). */
function addressFailuresOf(ctx: AppContext, merchantCode: string, address: string): AddressFailures {
  const row = sql(
    ctx.db,
    'SELECT failures, window_start AS windowStart, last_failure_at AS lastFailureAt FROM login_address_failures WHERE merchant_code = ? AND address = ?',
  ).get(merchantCode, address) as (AddressFailures & { windowStart: number }) | undefined;
  if (!row || ctx.now() - row.windowStart >= ADDRESS_FAILURE_WINDOW_MS) return { failures: 0, lastFailureAt: 0 };
  return { failures: row.failures, lastFailureAt: row.lastFailureAt };
}

function recordAddressFailure(ctx: AppContext, merchantCode: string, address: string): number {
  const now = ctx.now();
  sql(
    ctx.db,
    `INSERT INTO login_address_failures (merchant_code, address, failures, window_start, last_failure_at) VALUES (?, ?, 1, ?, ?)
     ON CONFLICT (merchant_code, address) DO UPDATE SET
       failures = CASE WHEN ? - window_start >= ? THEN 1 ELSE failures + 1 END,
       window_start = CASE WHEN ? - window_start >= ? THEN excluded.window_start ELSE window_start END,
       last_failure_at = excluded.last_failure_at`,
  ).run(merchantCode, address, now, now, now, ADDRESS_FAILURE_WINDOW_MS, now, ADDRESS_FAILURE_WINDOW_MS);
  return addressFailuresOf(ctx, merchantCode, address).failures;
}

/** Refuses a login from an address that failed too often (`TOO_MANY_REQUESTS`, value `{retryAfterSeconds, captcha}`). */
function refuseLockedAddress(ctx: AppContext, fromAddress: AddressFailures): void {
  if (fromAddress.failures < ADDRESS_LOCK_AFTER_FAILURES) return;
  const waitMs = fromAddress.lastFailureAt + ADDRESS_LOCK_MS - ctx.now();
  if (waitMs <= 0) return;
  const retryAfterSeconds = Math.ceil(waitMs / 1000);
  throw new ApiFailure(200, ERROR_CODES.tooManyRequests, t(MESSAGES.loginAddressLocked, { minutes: Math.ceil(retryAfterSeconds / 60) }), {
    retryAfterSeconds,
    captcha: true,
  });
}

function failuresOf(ctx: AppContext, merchantCode: string, username: string): number {
  return (
    (sql(ctx.db, 'SELECT failures FROM login_failures WHERE merchant_code = ? AND username = ?').pluck().get(merchantCode, username) as
      number | undefined) ?? 0
  );
}

function recordFailure(ctx: AppContext, merchantCode: string, username: string): number {
  sql(
    ctx.db,
    `INSERT INTO login_failures (merchant_code, username, failures, updated_at) VALUES (?, ?, 1, ?)
     ON CONFLICT (merchant_code, username) DO UPDATE SET failures = failures + 1, updated_at = excluded.updated_at`,
  ).run(merchantCode, username, ctx.now());
  return failuresOf(ctx, merchantCode, username);
}

/** Credentials as login and login V2 take them. */
interface Credentials {
  username: string;
  password: string;
  captcha?: string | undefined;
  captchaId?: string | undefined;
  type: 'username' | 'sms' | 'firebase';
  geetestValidateV4?: GeetestValidateV4 | undefined;
  firebaseIdToken?: string | undefined;
}

function loginCaptchaAlways(ctx: AppContext): boolean {
  return sql(ctx.db, 'SELECT login_captcha FROM system_settings WHERE id = 1').pluck().get() === 'always';
}

/**
 * Login by username and password, or (type sms) by mobile number and the SMS login code. After
 * {@link LOGIN_CAPTCHA_AFTER_FAILURES} failures for a name, or {@link ADDRESS_CAPTCHA_AFTER_FAILURES}
 * from the client's address over any names (or always, when a tester switched the login captcha to
 * `always`), every attempt needs the captcha: the one of the caller's `captchaId` cookie, or (login
 * V2) of the `captchaId` field. After {@link ADDRESS_LOCK_AFTER_FAILURES} failures from an address,
 * its logins are refused until {@link ADDRESS_LOCK_MS} after the last one. A success forgets the
 * name's failures, not the address's (one right password must not reset a guessing client). A
 * right password from an IP that needs extra verification answers `login_verify_required` with the
 * methods instead of a token.
 */
function loginWith(
  body: Credentials,
  { ctx, request, ...input }: HandlerInput<typeof endpoints.login | typeof endpoints.loginV2>,
): LoginResult {
  const merchant = merchantOf(input);
  if (body.type === 'firebase') return firebaseLogin(ctx, merchant, request, body.username, body.firebaseIdToken ?? '');
  const sms = body.type === 'sms';
  if (sms && !isFlagEnabled(ctx, 'MOBILEVERCODELOGIN3')) {
    throw new ApiFailure(200, ERROR_CODES.functionNotAvailable, t(MESSAGES.smsLoginOff));
  }
  // The challenge check comes before the login itself (spec §4), not for SMS logins.
  if (!sms) requireHumanVerification(ctx, merchant, body.geetestValidateV4);
  const name = body.username.trim();
  const failureKey = sms ? `sms:${normalizeMobile(name)}` : name.toLowerCase();
  const address = clientAddress(request);
  const fromAddress = addressFailuresOf(ctx, merchant.code, address);
  refuseLockedAddress(ctx, fromAddress);
  const captchaNeeded =
    loginCaptchaAlways(ctx) ||
    failuresOf(ctx, merchant.code, failureKey) >= LOGIN_CAPTCHA_AFTER_FAILURES ||
    fromAddress.failures >= ADDRESS_CAPTCHA_AFTER_FAILURES;
  if (captchaNeeded && !consumeCaptcha(ctx, request, body.captcha, body.captchaId)) {
    throw new ApiFailure(200, ERROR_CODES.captcha, t(MESSAGES.captchaInvalid), { captcha: true });
  }
  const account = (
    sms
      ? sql(
          ctx.db,
          `SELECT id, username, password_hash AS passwordHash, type, first_time_login AS firstTimeLogin, password_expired AS passwordExpired
             FROM accounts WHERE merchant_code = ? AND ltrim(mobile, '0') = ? AND type != 4`,
        ).get(merchant.code, normalizeMobile(name))
      : sql(
          ctx.db,
          `SELECT id, username, password_hash AS passwordHash, type, first_time_login AS firstTimeLogin, password_expired AS passwordExpired
             FROM accounts WHERE merchant_code = ? AND username = ? COLLATE NOCASE`,
        ).get(merchant.code, name)
  ) as AccountRow | undefined;
  const valid = sms
    ? !!account && consumeSmsCode(ctx, merchant.code, 'login', name, body.password)
    : verifyPassword(body.password.trim(), account?.passwordHash ?? DUMMY_HASH);
  if (!account || !valid) {
    const failures = recordFailure(ctx, merchant.code, failureKey);
    const addressFailures = recordAddressFailure(ctx, merchant.code, address);
    const captchaNext =
      failures >= LOGIN_CAPTCHA_AFTER_FAILURES || addressFailures >= ADDRESS_CAPTCHA_AFTER_FAILURES || loginCaptchaAlways(ctx);
    throw new ApiFailure(
      200,
      ERROR_CODES.credentials,
      t(sms ? MESSAGES.smsCredentialsInvalid : MESSAGES.credentialsInvalid),
      captchaNext ? { captcha: true } : null,
    );
  }
  sql(ctx.db, 'DELETE FROM login_failures WHERE merchant_code = ? AND username = ?').run(merchant.code, failureKey);
  return finishLogin(ctx, account, merchant.code, request, sms ? 'sms' : 'password');
}

/**
 * Login type firebase (ours): `username` is the mobile number (as for SMS logins) and the phone
 * provider's ID token proves it. No captcha or challenge: the provider ran its own checks.
 */
function firebaseLogin(ctx: AppContext, merchant: Merchant, request: FastifyRequest, username: string, idToken: string): LoginResult {
  if (!firebaseSmsEnabled(ctx)) throw new ApiFailure(200, ERROR_CODES.functionNotAvailable, t(MESSAGES.phoneLoginUnavailable));
  const account = sql(ctx.db, `SELECT id, type, mobile FROM accounts WHERE merchant_code = ? AND ltrim(mobile, '0') = ? AND type != 4`).get(
    merchant.code,
    nationalMobile(username),
  ) as { id: number; type: number; mobile: string } | undefined;
  const claims = checkIdToken(ctx, merchant, idToken);
  if (!account) throw new ApiFailure(200, ERROR_CODES.credentials, t(MESSAGES.mobileNotRegistered));
  requireTokenPhone(claims, account.mobile);
  consumeIdToken(ctx, claims);
  return finishLogin(ctx, account, merchant.code, request, 'firebase');
}

export const login: Handler<typeof endpoints.login> = (input) => loginWith(input.body, input);

export const loginV2: Handler<typeof endpoints.loginV2> = (input) => loginWith(input.body, input);

export const loginVerificationCode: Handler<typeof endpoints.loginVerificationCode> = ({ ctx, body, ...input }) =>
  sendVerificationCode(ctx, merchantOf(input).code, body.verificationToken, body.method);

export const loginVerification: Handler<typeof endpoints.loginVerification> = ({ ctx, body, request, ...input }) => {
  const merchant = merchantOf(input);
  const accountId = completeVerification(ctx, merchant.code, body.verificationToken, body.method, body.code);
  return startSession(ctx, accountId, merchant.code, request, 'verification');
};

export const logout: Handler<typeof endpoints.logout> = (input) => {
  deleteSession(input.ctx, sessionOf(input).token);
  return null;
};

interface MemberRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  isAgent: number;
  parentId: number | null;
  parentUsername: string | null;
  rankLevel: number;
  mobile: string | null;
  email: string | null;
  createdAt: number;
}

const LABEL_COLOURS = ['#8d99ae', '#8d99ae', '#43aa8b', '#4d908e', '#577590', '#f9c74f', '#f8961e', '#f94144'];

export const memberInfo: Handler<typeof endpoints.memberInfo> = (input) => {
  const { ctx } = input;
  const session = sessionOf(input);
  const merchant = merchantOf(input);
  const member = sql(
    ctx.db,
    `SELECT a.id, a.username, a.nickname, a.type, a.is_agent AS isAgent, a.parent_id AS parentId, p.username AS parentUsername,
            a.rank_level AS rankLevel, a.mobile, a.email, a.created_at AS createdAt
       FROM accounts a LEFT JOIN accounts p ON p.id = a.parent_id WHERE a.id = ?`,
  ).get(session.accountId) as MemberRow;
  const unread = unreadMessageCount(ctx, member.id);
  const level = sql(ctx.db, 'SELECT label_name AS labelName, color, color2 FROM vip_levels WHERE level = ?').get(member.rankLevel) as
    { labelName: string; color: string; color2: string } | undefined;
  const isTrialAccount = member.type === 4;
  const mobile = member.mobile ? `${member.mobile.slice(0, 4)}****${member.mobile.slice(-2)}` : undefined;
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    isAgent: member.isAgent,
    toUpline: member.parentId !== null,
    uplineAccount: member.parentUsername ?? undefined,
    customerId: member.id,
    mobile,
    email: member.email ?? undefined,
    regDate: member.createdAt,
    // The member's level as the VIP ladder shows it (the same label and colours on every page).
    clubLabel: {
      labelName: level?.labelName ?? `VIP${member.rankLevel}`,
      color: level?.color ?? LABEL_COLOURS[Math.min(member.rankLevel, LABEL_COLOURS.length - 1)],
      color2: level?.color2 ?? '#ffffff',
      rankLevel: member.rankLevel,
    },
    memberLabel: member.rankLevel > 4 ? [{ text: 'VIP', color: '#1d1d1d', bgColor: '#f9c74f' }] : [],
    currencySymbol: merchant.currencySymbol,
    unreadMessageCount: unread,
    availablePromotions: [
      { type: 'REFERRAL', enabled: !isTrialAccount },
      { type: 'POINTS', enabled: !isTrialAccount },
    ],
  };
};
