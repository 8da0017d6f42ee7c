import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  ERROR_CODES,
  FIREBASE_SMS_CHANNEL,
  validateRegistration,
  type RegisterPayload,
  type RegistrationMode,
  type endpoints,
} from 'shared-contracts';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { sql } from '../lib/statements';
import type { AppContext, Merchant } from '../http/context';
import { ApiFailure, LOCAL_ERROR_CODES, fieldFailure } from '../http/failure';
import { merchantOf, sessionOf } from '../http/guards';
import { clientAddress, requestOrigin } from '../http/request-origin';
import { openSession } from '../domain/account/login-history';
import { unreadMessageCount } from '../domain/account/messages';
import { checkIdToken, consumeIdToken, firebaseSmsEnabled, requireTokenPhone } from '../domain/account/phone-provider';
import type { SignedClaims } from '../lib/signed-tokens';
import { registerIp } from '../domain/account/login-verification';
import { geetestCaptchaId, geetestEnabled, issueChallenge, requireHumanVerification, verifyChallenge } from '../domain/account/geetest';
import { consumeCaptcha, issueCaptcha } from '../domain/account/captcha';
import { registerSettingsOf } from '../domain/account/register-settings';
import { consumeSmsCode, invalidCode, normalizeMobile, sendSmsCode } from '../domain/account/sms';
import { COUNTRIES } from '../db/content/countries';
import { HELP_CENTER } from '../db/content/help';
import { translateStored } from '../db/content';
import type { Handler } from './types';
import { FEATURES, MESSAGES } from '../db/content/messages';
import { t, type Localized } from '../i18n/localized';
import { isFlagEnabled } from '../domain/system';
import { accountIdByMobile, agentByCode, createAccount, resolveInvitation } from '../domain/account/accounts';
import { passwordRuleError, registrationFieldErrors, registrationIssueText } from '../domain/account/registration';

/** Trial credit of a free-play account, in cents. */
export const FREE_PLAY_CREDIT_CENTS = 200_000;

function requireFlag(ctx: AppContext, modId: string, feature: Localized): void {
  if (!isFlagEnabled(ctx, modId)) throw new ApiFailure(200, ERROR_CODES.functionNotAvailable, t(MESSAGES.featureUnavailable, { feature }));
}

export const captcha: Handler<typeof endpoints.captcha> = ({ ctx, request, reply }) => issueCaptcha(ctx, request, reply);

export const registerSettings: Handler<typeof endpoints.registerSettings> = ({ ctx }) => registerSettingsOf(ctx);

export const affiliateCheck: Handler<typeof endpoints.affiliateCheck> = ({ ctx, query, ...input }) => {
  const merchant = merchantOf(input);
  const agent = agentByCode(ctx, merchant.code, query.code);
  if (!agent) throw new ApiFailure(200, LOCAL_ERROR_CODES.affiliateInvalid, t(MESSAGES.invitationInvalid));
  return { valid: true, code: query.code.trim().toUpperCase(), agent: agent.username };
};

function registerWith(
  mode: RegistrationMode,
  input: { ctx: AppContext; body: RegisterPayload; request: FastifyRequest; merchant: Merchant | null },
) {
  const { ctx, body, request } = input;
  const merchant = merchantOf(input);
  if (mode === 'username') requireFlag(ctx, 'REG3', FEATURES.registration);
  else requireFlag(ctx, 'MOBILENUMREG3', FEATURES.mobileRegistration);
  const settings = registerSettingsOf(ctx);
  const issues = validateRegistration(body, settings, mode);
  const fieldErrors = registrationFieldErrors(issues);
  const mobile = body.mobileNum?.trim() ? normalizeMobile(body.mobileNum) : undefined;
  if (!fieldErrors.username && mode === 'username' && body.username) {
    const taken = sql(ctx.db, 'SELECT 1 FROM accounts WHERE merchant_code = ? AND username = ? COLLATE NOCASE').get(
      merchant.code,
      body.username.trim(),
    );
    if (taken) fieldErrors.username = t(MESSAGES.usernameTaken);
  }
  if (!fieldErrors.mobileNum && mobile && accountIdByMobile(ctx, merchant.code, mobile)) fieldErrors.mobileNum = t(MESSAGES.mobileTaken);
  const invitation = resolveInvitation(ctx, merchant, body, fieldErrors);
  // The firebase path (spec §3): the phone provider's ID token proves the number instead of our SMS code.
  const viaFirebase = !!settings.verificationCode?.enabled && body.firebaseChannel === FIREBASE_SMS_CHANNEL && firebaseSmsEnabled(ctx);
  if (viaFirebase) delete fieldErrors.verificationCode;
  // The captcha and the SMS code are checked last and only when everything else is valid, so a
  // typo elsewhere does not burn them.
  if (Object.keys(fieldErrors).length === 0) requireHumanVerification(ctx, merchant, body.geetestValidateV4);
  if (Object.keys(fieldErrors).length === 0 && settings.captcha?.enabled && body.captcha?.trim()) {
    if (!consumeCaptcha(ctx, request, body.captcha)) fieldErrors.captcha = t(MESSAGES.captchaInvalid);
  }
  let firebaseClaims: SignedClaims | undefined;
  if (Object.keys(fieldErrors).length === 0 && settings.verificationCode?.enabled) {
    if (!mobile) fieldErrors.mobileNum = registrationIssueText({ messageKey: 'validation.required', message: 'This field is required' });
    else if (viaFirebase) {
      firebaseClaims = checkIdToken(ctx, merchant, body.firebaseIdToken ?? '');
      requireTokenPhone(firebaseClaims, mobile, body.countryDialingCode);
    } else if (!consumeSmsCode(ctx, merchant.code, 'register', mobile, body.verificationCode ?? ''))
      fieldErrors.verificationCode = t(MESSAGES.codeWrong);
  }
  if (Object.keys(fieldErrors).length > 0) throw fieldFailure(fieldErrors);
  if (firebaseClaims) consumeIdToken(ctx, firebaseClaims);

  let username = body.username?.trim() ?? '';
  if (mode === 'mobile') {
    do username = `m${String(randomInt(10_000_000, 100_000_000))}`;
    while (sql(ctx.db, 'SELECT 1 FROM accounts WHERE merchant_code = ? AND username = ?').get(merchant.code, username));
  }
  const customerId = createAccount(ctx, merchant, {
    username,
    password: body.password.trim(),
    type: 0,
    isAgent: 0,
    parentId: invitation.parentId,
    referrerId: invitation.referrerId,
    mobile,
    email: body.email?.trim() || undefined,
    nickname: body.payeeName?.trim() || username,
    payeeName: body.payeeName?.trim() || undefined,
  });
  // The IP an account registers from is a registered login IP (spec §4).
  registerIp(ctx, customerId, clientAddress(request));
  const token =
    body.login === false
      ? undefined
      : openSession(ctx, { accountId: customerId, merchantCode: merchant.code, request, method: 'registration' }).token;
  return { customerId, username, ...(token ? { token } : {}) };
}

export const register: Handler<typeof endpoints.register> = (input) => registerWith('username', input);
export const registerMobile: Handler<typeof endpoints.registerMobile> = (input) => registerWith('mobile', input);

export const smsRegister: Handler<typeof endpoints.smsRegister> = ({ ctx, body, ...input }) => {
  const merchant = merchantOf(input);
  if (body.registerType === 'registerMobile' || body.type === 'mobile') requireFlag(ctx, 'MOBILENUMREG3', FEATURES.mobileRegistration);
  else if (!isFlagEnabled(ctx, 'REGMOBVERF3') && !isFlagEnabled(ctx, 'MOBILENUMREG3'))
    requireFlag(ctx, 'REGMOBVERF3', FEATURES.smsVerification);
  const mobile = (body.mobileNo ?? body.mobileNum)!;
  if (accountIdByMobile(ctx, merchant.code, mobile)) throw fieldFailure({ mobileNum: t(MESSAGES.mobileTaken) });
  requireHumanVerification(ctx, merchant, body.geetestValidateV4);
  return sendSmsCode(ctx, merchant.code, 'register', body.countryDialingCode, mobile);
};

export const smsLoginCode: Handler<typeof endpoints.smsLoginCode> = ({ ctx, body, ...input }) => {
  const merchant = merchantOf(input);
  requireFlag(ctx, 'MOBILEVERCODELOGIN3', FEATURES.smsLogin);
  if (!accountIdByMobile(ctx, merchant.code, body.mobileNum)) {
    throw new ApiFailure(200, LOCAL_ERROR_CODES.accountNotFound, t(MESSAGES.mobileNotRegistered));
  }
  requireHumanVerification(ctx, merchant, body.geetestValidateV4);
  return sendSmsCode(ctx, merchant.code, 'login', body.countryDialingCode, body.mobileNum);
};

export const smsPasswordCode: Handler<typeof endpoints.smsPasswordCode> = ({ ctx, body, ...input }) => {
  const merchant = merchantOf(input);
  requireFlag(ctx, 'CHNGPASSVERIF3', FEATURES.phonePasswordRecovery);
  if (!accountIdByMobile(ctx, merchant.code, body.mobileNum)) {
    throw new ApiFailure(200, LOCAL_ERROR_CODES.accountNotFound, t(MESSAGES.mobileNotRegistered));
  }
  requireHumanVerification(ctx, merchant, body.geetestValidateV4);
  return sendSmsCode(ctx, merchant.code, 'password', body.countryDialingCode, body.mobileNum);
};

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

export const freePlay: Handler<typeof endpoints.freePlay> = ({ ctx, request, ...input }) => {
  const merchant = merchantOf(input);
  requireFlag(ctx, 'FREEPLAY3', FEATURES.freePlay);
  let username: string;
  do username = `trial${String(randomInt(100_000, 1_000_000))}`;
  while (sql(ctx.db, 'SELECT 1 FROM accounts WHERE merchant_code = ? AND username = ?').get(merchant.code, username));
  const id = createAccount(ctx, merchant, {
    username,
    password: randomBytes(12).toString('hex'),
    type: 4,
    isAgent: 4,
    parentId: null,
    nickname: 'Trial',
    creditCents: FREE_PLAY_CREDIT_CENTS,
  });
  const session = openSession(ctx, { accountId: id, merchantCode: merchant.code, request, method: 'free-play' });
  return { token: session.token, firstTimeLogin: session.firstTimeLogin, passwordExpired: false, id, userName: username, customerType: 4 };
};

export const countries: Handler<typeof endpoints.countries> = ({ language }) =>
  COUNTRIES.map((c) => ({ ...c, countryName: c.countryName[language] }));

export const domainRoute: Handler<typeof endpoints.domainRoute> = ({ ctx, request }) => {
  const origin = requestOrigin(request);
  const host = new URL(origin).host;
  const resources = sql(
    ctx.db,
    'SELECT resource_type AS resourceType, url, qr_code_url AS qrCodeUrl, label_name_en AS labelNameEn FROM resources',
  ).all() as {
    resourceType: string;
    url: string;
    qrCodeUrl: string | null;
    labelNameEn: string | null;
  }[];
  return {
    mainDomain: host,
    domainList: [
      { domain: host, speed: 18 },
      { domain: 'm1.demo-brand.example', speed: 42 },
      { domain: 'm2.demo-brand.example', speed: 67 },
      { domain: 'backup.demo-brand.example', speed: 120 },
    ],
    resources: resources.map((r) => ({
      resourceType: r.resourceType,
      url: r.url,
      ...(r.qrCodeUrl ? { qrCodeUrl: r.qrCodeUrl } : {}),
      ...(r.labelNameEn ? { labelNameEn: r.labelNameEn } : {}),
    })),
  };
};

export const loggedInAnnouncements: Handler<typeof endpoints.loggedInAnnouncements> = (input) => {
  sessionOf(input);
  const { language } = input;
  const rows = sql(
    input.ctx.db,
    "SELECT id, type, title, content, create_time AS createTime FROM notices WHERE type IN ('PU', 'PL') ORDER BY create_time DESC",
  ).all() as {
    id: number;
    type: 'PU' | 'PL';
    title: string;
    content: string;
    createTime: number;
  }[];
  return {
    list: rows.map((row) => ({ ...row, title: translateStored(row.title, language), content: translateStored(row.content, language) })),
  };
};

export const unreadCount: Handler<typeof endpoints.unreadCount> = (input) => unreadMessageCount(input.ctx, sessionOf(input).accountId);

export const helpCenter: Handler<typeof endpoints.helpCenter> = ({ language }) => ({
  categories: HELP_CENTER.map((c) => ({
    id: c.id,
    title: c.title[language],
    items: c.items.map((i) => ({ id: i.id, title: i.title[language], content: i.content[language] })),
  })),
});

export const geetestConfig: Handler<typeof endpoints.geetestConfig> = ({ ctx, ...input }) => ({
  gt: geetestCaptchaId(merchantOf(input)),
  enabled: geetestEnabled(ctx),
});

export const geetestChallenge: Handler<typeof endpoints.geetestChallenge> = ({ ctx, query, reply, ...input }) => {
  reply.header('cache-control', 'no-store');
  return issueChallenge(ctx, merchantOf(input), query.captchaId);
};

export const geetestVerify: Handler<typeof endpoints.geetestVerify> = ({ ctx, body, ...input }) =>
  verifyChallenge(ctx, merchantOf(input), body);
