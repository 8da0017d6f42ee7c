import { ERROR_CODES, type endpoints } from 'shared-contracts';
import { verifyPassword } from '../lib/passwords';
import { sql } from '../lib/statements';
import { ApiFailure } from '../http/failure';
import { merchantOf, sessionOf } from '../http/guards';
import { createSession, deleteSession } from '../http/sessions';
import type { Handler } from './types';
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

/**
 * Login by username and password, or (type sms) by mobile number and the SMS login code. After
 * {@link LOGIN_CAPTCHA_AFTER_FAILURES} failures for a name, a failed login answers value
 * `{captcha: true}` and every further attempt needs the captcha of the caller's `captchaId` cookie.
 */
export const login: Handler<typeof endpoints.login> = ({ body, ctx, request, ...input }) => {
  const merchant = merchantOf(input);
  const sms = body.type === 'sms';
  if (sms && !isFlagEnabled(ctx, 'MOBILEVERCODELOGIN3')) {
    throw new ApiFailure(200, ERROR_CODES.functionNotAvailable, 'Login by SMS code is not enabled');
  }
  const name = body.username.trim();
  const failureKey = sms ? `sms:${normalizeMobile(name)}` : name.toLowerCase();
  if (failuresOf(ctx, merchant.code, failureKey) >= LOGIN_CAPTCHA_AFTER_FAILURES && !consumeCaptcha(ctx, request, body.captcha)) {
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
      failures >= LOGIN_CAPTCHA_AFTER_FAILURES ? { captcha: true } : null,
    );
  }
  sql(ctx.db, 'DELETE FROM login_failures WHERE merchant_code = ? AND username = ?').run(merchant.code, failureKey);
  const token = createSession(ctx, account.id, merchant.code);
  return {
    token,
    // An SMS login never forces a password change (spec §4).
    firstTimeLogin: account.firstTimeLogin === 1,
    passwordExpired: !sms && account.passwordExpired === 1,
    id: account.id,
    userName: account.username,
    customerType: account.type,
  };
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
