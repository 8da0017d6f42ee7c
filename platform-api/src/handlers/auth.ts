import { ERROR_CODES, TRIAL_TYPE, type GeetestValidateV4, type LoginResult, type endpoints } from 'shared-contracts';
import { requireHumanVerification } from '../account/geetest';
import { verifyPassword } from '../lib/passwords';
import { sql } from '../lib/statements';
import { ApiFailure } from '../http/failure';
import { merchantOf, sessionOf } from '../http/guards';
import { createSession, deleteSession } from '../http/sessions';
import type { Handler, HandlerInput } from './types';
import { completeVerification, registerIp, sendVerificationCode, verificationNeeded } from '../account/login-verification';
import type { AppContext } from '../http/context';
import { consumeCaptcha } from '../account/captcha';
import { consumeSmsCode, normalizeMobile } from '../account/sms';
import { isFlagEnabled } from './system';

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

function failuresOf(ctx: AppContext, merchantCode: string, username: string): number {
  return (sql(ctx.db, 'SELECT failures FROM login_failures WHERE merchant_code = ? AND username = ?').pluck().get(merchantCode, username) as number | undefined) ?? 0;
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
  type: 'username' | 'sms';
  geetestValidateV4?: GeetestValidateV4 | undefined;
}

function loginCaptchaAlways(ctx: AppContext): boolean {
  return sql(ctx.db, 'SELECT login_captcha FROM system_settings WHERE id = 1').pluck().get() === 'always';
}

/**
 * Login by username and password, or (type sms) by mobile number and the SMS login code. After
 * {@link LOGIN_CAPTCHA_AFTER_FAILURES} failures for a name (or always, when a tester switched the
 * login captcha to `always`), every attempt needs the captcha: the one of the caller's `captchaId`
 * cookie, or (login V2) of the `captchaId` field. A right password from an IP that needs extra
 * verification answers `login_verify_required` with the methods instead of a token.
 */
function loginWith(body: Credentials, { ctx, request, ...input }: HandlerInput<typeof endpoints.login | typeof endpoints.loginV2>): LoginResult {
  const merchant = merchantOf(input);
  const sms = body.type === 'sms';
  if (sms && !isFlagEnabled(ctx, 'MOBILEVERCODELOGIN3')) {
    throw new ApiFailure(200, ERROR_CODES.functionNotAvailable, 'Login by SMS code is not enabled');
  }
  // The challenge check comes before the login itself (spec §4), not for SMS logins.
  if (!sms) requireHumanVerification(ctx, merchant, body.geetestValidateV4);
  const name = body.username.trim();
  const failureKey = sms ? `sms:${normalizeMobile(name)}` : name.toLowerCase();
  const captchaNeeded = loginCaptchaAlways(ctx) || failuresOf(ctx, merchant.code, failureKey) >= LOGIN_CAPTCHA_AFTER_FAILURES;
  if (captchaNeeded && !consumeCaptcha(ctx, request, body.captcha, body.captchaId)) {
    throw new ApiFailure(200, ERROR_CODES.captcha, 'Please Enter The Correct Captcha Code', { captcha: true });
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
    throw new ApiFailure(
      200,
      ERROR_CODES.credentials,
      sms ? 'Incorrect mobile number or verification code' : 'Incorrect username or password',
      failures >= LOGIN_CAPTCHA_AFTER_FAILURES || loginCaptchaAlways(ctx) ? { captcha: true } : null,
    );
  }
  sql(ctx.db, 'DELETE FROM login_failures WHERE merchant_code = ? AND username = ?').run(merchant.code, failureKey);
  // SMS logins already prove the phone; trial accounts have nothing to verify with.
  if (!sms && account.type !== TRIAL_TYPE) {
    const needed = verificationNeeded(ctx, account.id, merchant.code, request.ip);
    if (needed) {
      throw new ApiFailure(200, ERROR_CODES.loginVerifyRequired, 'You are logging in from a new location: please verify it is you', needed);
    }
  }
  return startSession(ctx, account.id, merchant.code, request.ip, sms);
}

/** Opens a session for an account that passed every check; registers the IP. */
function startSession(ctx: AppContext, accountId: number, merchantCode: string, ip: string, sms: boolean): LoginResult {
  const account = sql(
    ctx.db,
    'SELECT id, username, type, first_time_login AS firstTimeLogin, password_expired AS passwordExpired FROM accounts WHERE id = ?',
  ).get(accountId) as Omit<AccountRow, 'passwordHash'>;
  registerIp(ctx, account.id, ip);
  const token = createSession(ctx, account.id, merchantCode);
  return {
    token,
    // An SMS login never forces a password change (spec §4).
    firstTimeLogin: account.firstTimeLogin === 1,
    passwordExpired: !sms && account.passwordExpired === 1,
    id: account.id,
    userName: account.username,
    customerType: account.type,
  };
}

export const login: Handler<typeof endpoints.login> = (input) => loginWith(input.body, input);

export const loginV2: Handler<typeof endpoints.loginV2> = (input) => loginWith(input.body, input);

export const loginVerificationCode: Handler<typeof endpoints.loginVerificationCode> = ({ ctx, body, ...input }) =>
  sendVerificationCode(ctx, merchantOf(input).code, body.verificationToken, body.method);

export const loginVerification: Handler<typeof endpoints.loginVerification> = ({ ctx, body, request, ...input }) => {
  const merchant = merchantOf(input);
  const accountId = completeVerification(ctx, merchant.code, body.verificationToken, body.method, body.code);
  return startSession(ctx, accountId, merchant.code, request.ip, false);
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
    `SELECT id, username, nickname, type, is_agent AS isAgent, parent_id AS parentId, rank_level AS rankLevel, mobile, email, created_at AS createdAt
       FROM accounts WHERE id = ?`,
  ).get(session.accountId) as MemberRow;
  const unread = sql(ctx.db, 'SELECT count(*) FROM messages WHERE account_id = ? AND is_read = 0').pluck().get(member.id) as number;
  const isTrialAccount = member.type === 4;
  const mobile = member.mobile ? `${member.mobile.slice(0, 4)}****${member.mobile.slice(-2)}` : undefined;
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    isAgent: member.isAgent,
    toUpline: member.parentId !== null,
    customerId: member.id,
    mobile,
    email: member.email ?? undefined,
    regDate: member.createdAt,
    clubLabel: {
      labelName: `VIP${member.rankLevel}`,
      color: LABEL_COLOURS[Math.min(member.rankLevel, LABEL_COLOURS.length - 1)],
      color2: '#ffffff',
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
