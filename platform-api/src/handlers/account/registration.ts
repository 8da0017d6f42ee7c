import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { FIREBASE_SMS_CHANNEL, validateRegistration, type RegisterPayload, type RegistrationMode, type endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import type { AppContext, Merchant } from '../../http/context';
import { ApiFailure, LOCAL_ERROR_CODES, fieldFailure } from '../../http/failure';
import { merchantOf } from '../../http/guards';
import { clientAddress } from '../../http/request-origin';
import { openSession } from '../../domain/account/login-history';
import { checkIdToken, consumeIdToken, firebaseSmsEnabled, requireTokenPhone } from '../../domain/account/phone-provider';
import type { SignedClaims } from '../../lib/signed-tokens';
import { registerIp } from '../../domain/account/login-verification';
import { requireHumanVerification } from '../../domain/account/geetest';
import { consumeCaptcha, issueCaptcha } from '../../domain/account/captcha';
import { registerSettingsOf } from '../../domain/account/register-settings';
import { consumeSmsCode, normalizeMobile } from '../../domain/account/sms';
import type { Handler } from '../types';
import { FEATURES, MESSAGES } from '../../db/content/messages';
import { t } from '../../i18n/localized';
import { requireFlag } from '../../domain/system';
import { accountIdByMobile, agentByCode, createAccount, resolveInvitation } from '../../domain/account/accounts';
import { registrationFieldErrors, registrationIssueText } from '../../domain/account/registration';

// Registration (by username or mobile number), its settings and captcha, invitation codes, free play.

/** Trial credit of a free-play account, in cents. */
export const FREE_PLAY_CREDIT_CENTS = 200_000;

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
