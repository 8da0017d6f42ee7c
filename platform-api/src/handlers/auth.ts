import { ERROR_CODES, type endpoints } from 'shared-contracts';
import { verifyPassword } from '../lib/passwords';
import { sql } from '../lib/statements';
import { ApiFailure } from '../http/failure';
import { merchantOf, sessionOf } from '../http/guards';
import { createSession, deleteSession } from '../http/sessions';
import type { Handler } from './types';
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

export const login: Handler<typeof endpoints.login> = ({ body, ctx, ...input }) => {
  const merchant = merchantOf(input);
  if (body.type === 'sms' && !isFlagEnabled(ctx, 'MOBILEVERCODELOGIN3')) {
    throw new ApiFailure(200, ERROR_CODES.functionNotAvailable, 'Login by SMS code is not enabled');
  }
  const column = body.type === 'sms' ? 'mobile' : 'username';
  const account = sql(
    ctx.db,
    `SELECT id, username, password_hash AS passwordHash, type, first_time_login AS firstTimeLogin, password_expired AS passwordExpired
       FROM accounts WHERE merchant_code = ? AND ${column} = ? COLLATE NOCASE`,
  ).get(merchant.code, body.username.trim()) as AccountRow | undefined;
  const valid = verifyPassword(body.password.trim(), account?.passwordHash ?? DUMMY_HASH);
  if (!account || !valid) {
    throw new ApiFailure(
      200,
      ERROR_CODES.credentials,
      body.type === 'sms' ? 'Incorrect mobile number or verification code' : 'Incorrect username or password',
    );
  }
  const token = createSession(ctx, account.id, merchant.code);
  return {
    token,
    firstTimeLogin: account.firstTimeLogin === 1,
    passwordExpired: account.passwordExpired === 1,
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
