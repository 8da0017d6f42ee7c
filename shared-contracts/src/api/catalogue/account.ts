import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { GEETEST_PRODUCTS, geetestValidateV4Schema } from '../../domain/human-verification';
import { loginResultSchema } from '../../domain/member';
import { noticeSchema } from '../../domain/content';
import { registerPayloadSchema, registerSettingsSchema } from '../../domain/registration';
import { countrySchema, domainRouteSchema, helpCenterSchema } from '../../domain/system';

/** `GET /wps/captcha`: a Base64 PNG (no `data:` prefix) bound to the `captchaId` cookie (facts §4.2). */
export const captcha = /*#__PURE__*/ defineEndpoint({
  id: 'account.captcha',
  method: 'GET',
  path: '/wps/captcha',
  modId: 'CAPTCHA3',
  source: 'facts',
  description: 'A captcha image (Base64 PNG); its answer is bound to the captchaId cookie and works once',
  query: z.optional(z.object({ t: z.optional(z.coerce.number()) })),
  value: z.string().check(z.minLength(1)),
});

/** `GET /wps/system/setting/register`: per-field settings (facts §4.7; the full field object is the spec's §3 entity). */
export const registerSettings = /*#__PURE__*/ defineEndpoint({
  id: 'account.registerSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  modId: 'REG3',
  source: 'spec',
  description: 'Registration field settings keyed by field: enabled, required, minLength, maxLength, acceptedPattern, patternId, key',
  value: registerSettingsSchema,
});

/** What a successful registration answers: the account, and a token since the payload's `login` flag is true (our definition beyond customerId). */
export const registerResultSchema = z.object({
  customerId: z.number().check(z.int()),
  username: z.string().check(z.minLength(1)),
  token: z.optional(z.string().check(z.minLength(1))),
});

/** `PUT /wps/member/register`, encrypted (facts §4.7). A violation answers success:false with value `{fieldErrors: {field: message}}` (ours). */
export const register = /*#__PURE__*/ defineEndpoint({
  id: 'account.register',
  method: 'PUT',
  path: '/wps/member/register',
  encrypted: true,
  modId: 'REG3',
  source: 'facts',
  description: 'Register by username; enforces the registration settings; logs in when `login` is true',
  body: registerPayloadSchema,
  value: registerResultSchema,
});

/** `PUT /wps/member/register/mobile`, encrypted (facts §4.7): the account name is generated and returned. */
export const registerMobile = /*#__PURE__*/ defineEndpoint({
  id: 'account.registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  encrypted: true,
  modId: 'MOBILENUMREG3',
  source: 'facts',
  description: 'Register by mobile number and password; the account name is generated (value.username); logs in',
  body: registerPayloadSchema,
  value: registerResultSchema,
});

/** `GET /wps/agent/affiliate` (facts §4.12; answer shape is ours). An unknown code answers success:false. */
export const affiliateCheck = /*#__PURE__*/ defineEndpoint({
  id: 'account.affiliateCheck',
  method: 'GET',
  path: '/wps/agent/affiliate',
  modId: 'AFFMAN3',
  source: 'ours',
  description: 'Whether an affiliate (invitation) code is valid for this domain',
  query: z.object({
    code: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    domain: z.optional(z.string().check(z.maxLength(255))),
  }),
  value: z.object({ valid: z.literal(true), code: z.string(), agent: z.string() }),
});

/** An SMS answer (facts §4.8): the code expires after `expiredMinutes`; the UI counts down 60 × that. */
export const smsSentSchema = z.object({
  expiredMinutes: z.number().check(z.int(), z.positive()),
  /** Ours: when the code expires (epoch ms); the spec's forgot-password send "returns expirationTime". */
  expirationTime: z.optional(z.number().check(z.int())),
});

const mobileSchema = z.string().check(z.trim(), z.regex(/^[0-9]{6,15}$/, 'Enter a valid phone number'));
const dialingCodeSchema = z.string().check(z.trim(), z.regex(/^\+?[0-9]{1,4}$/, 'Enter a valid dialing code'));

/** `POST /wps/verification/sms/register` (facts §4.8): payload countryDialingCode, mobileNo (spec §3). */
export const smsRegister = /*#__PURE__*/ defineEndpoint({
  id: 'account.smsRegister',
  method: 'POST',
  path: '/wps/verification/sms/register',
  modId: 'REGMOBVERF3',
  source: 'spec',
  description: 'Send a registration SMS code (username or mobile registration); resend is throttled',
  body: z
    .object({
      countryDialingCode: dialingCodeSchema,
      mobileNo: z.optional(mobileSchema),
      /** Accepted as an alias of mobileNo (the other SMS calls use mobileNum). */
      mobileNum: z.optional(mobileSchema),
      /** Ours: which registration form sends (REGMOBVERF3 username / MOBILENUMREG3 mobile). */
      registerType: z.optional(z.enum(['register', 'registerMobile'])),
      /** Alias of registerType: 'username' = register, 'mobile' = registerMobile. */
      type: z.optional(z.enum(['username', 'mobile'])),
      geetestValidateV4: z.optional(geetestValidateV4Schema),
    })
    .check(z.refine((body) => !!(body.mobileNo ?? body.mobileNum), { message: 'Enter a valid phone number', path: ['mobileNo'] })),
  value: smsSentSchema,
});

/** `POST /wps/verification/sms/noLogin` (facts §4.8): the SMS login code. */
export const smsLoginCode = /*#__PURE__*/ defineEndpoint({
  id: 'account.smsLoginCode',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  modId: 'VERIFICATION3',
  source: 'facts',
  description: 'Send an SMS login code to a registered mobile (MOBILEVERCODELOGIN3); resend is throttled',
  body: z.object({
    mobileNum: mobileSchema,
    countryDialingCode: dialingCodeSchema,
    geetestValidateV4: z.optional(geetestValidateV4Schema),
  }),
  value: smsSentSchema,
});

/** `POST /wps/verification/sms/password`: forgot-password SMS (path is OUR definition; spec §7 "not shown"). */
export const smsPasswordCode = /*#__PURE__*/ defineEndpoint({
  id: 'account.smsPasswordCode',
  method: 'POST',
  path: '/wps/verification/sms/password',
  modId: 'CHNGPASSVERIF3',
  source: 'ours',
  description: 'Send a password-recovery SMS code to a registered mobile (CHNGPASSVERIF3); returns expiredMinutes and expirationTime',
  body: z.object({
    mobileNum: mobileSchema,
    countryDialingCode: dialingCodeSchema,
    geetestValidateV4: z.optional(geetestValidateV4Schema),
  }),
  value: smsSentSchema,
});

/** `POST /wps/member/password/email`, a form POST (spec §7). */
export const forgotPasswordEmail = /*#__PURE__*/ defineEndpoint({
  id: 'account.forgotPasswordEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  bodyEncoding: 'form',
  modId: 'PASS3',
  source: 'spec',
  description: 'Email a password reset link when username and email match an account',
  body: z.object({
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    email: z.string().check(z.trim(), z.minLength(3), z.maxLength(255)),
  }),
  value: z.object({ email: z.string() }),
});

/** `POST /wps/member/password/verification`, encrypted (spec §7): set a new password with an SMS code, then log in (value ours). */
export const passwordByPhone = /*#__PURE__*/ defineEndpoint({
  id: 'account.passwordByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  encrypted: true,
  modId: 'CHNGPASSVERIF3',
  source: 'spec',
  description: 'Reset the password with the recovery SMS code; answers a login (token) so the UI logs in',
  body: z.object({
    newPassword: z.string().check(z.minLength(1), z.maxLength(128)),
    mobileNum: mobileSchema,
    verificationCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
    countryDialingCode: z.optional(dialingCodeSchema),
  }),
  value: loginResultSchema,
});

/** `POST /wps/member/password` (token, encrypted; spec §7). */
export const changePassword = /*#__PURE__*/ defineEndpoint({
  id: 'account.changePassword',
  method: 'POST',
  path: '/wps/member/password',
  token: true,
  encrypted: true,
  modId: 'PASS3',
  source: 'spec',
  description: 'Change the password (old password checked; new one must satisfy the password rule)',
  body: z.object({
    oldPassword: z.string().check(z.minLength(1), z.maxLength(128)),
    newPassword: z.string().check(z.minLength(1), z.maxLength(128)),
    confirmNewPassword: z.string().check(z.minLength(1), z.maxLength(128)),
  }),
  value: z.null(),
});

/** `POST /wps/session/login/freeplay` (facts §4.1; payload field names are ours). Creates a trial account. */
export const freePlay = /*#__PURE__*/ defineEndpoint({
  id: 'account.freePlay',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  modId: 'FREEPLAY3',
  source: 'spec',
  description: 'Free play: creates a trial account (type 4, isAgent 4) and logs it in; only when FREEPLAY3 is on',
  body: z.optional(
    z.object({
      os: z.optional(z.string().check(z.maxLength(32))),
      platform: z._default(z.string().check(z.maxLength(8)), 'W'),
      /** The spec's "encrypted random string". */
      randomStr: z.optional(z.string().check(z.maxLength(512))),
      /** Gateway version (3). */
      version: z.optional(z.coerce.number().check(z.int())),
      /** Aliases of randomStr and version. */
      random: z.optional(z.string().check(z.maxLength(512))),
      gatewayVersion: z.optional(z.coerce.number().check(z.int())),
    }),
  ),
  value: loginResultSchema,
});

/** Country dialing codes (spec §3 Country; path is OUR definition after facts §4.7 `/wps/system/country`). */
export const countries = /*#__PURE__*/ defineEndpoint({
  id: 'system.countries',
  method: 'GET',
  path: '/wps/system/country',
  source: 'facts',
  description: 'Countries with their dialing codes',
  value: z.array(countrySchema),
});

/** `GET /wps/system/domainRoute` (facts §4.11; shape from spec §3 "Router response"). */
export const domainRoute = /*#__PURE__*/ defineEndpoint({
  id: 'system.domainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  modId: 'COMM3',
  source: 'spec',
  description: 'Domain list with speeds, the main domain and resources (AFFILIATELINK, Android, MOBILECONFIG, ...)',
  value: domainRouteSchema,
});

/** Logged-in announcements (facts §4.10: go444 `CCSFE_getListAnnouncements?AFTER_LOGIN`; shape ours). */
export const loggedInAnnouncements = /*#__PURE__*/ defineEndpoint({
  id: 'home.loggedInAnnouncements',
  method: 'GET',
  path: '/wps/relay/CCSFE_getListAnnouncements',
  token: true,
  source: 'ours',
  description: 'Announcements shown after login (HTML content: sanitize), newest first',
  query: z.optional(z.object({ execution: z._default(z.string().check(z.maxLength(16)), 'AFTER_LOGIN') })),
  value: z.object({ list: z.array(noticeSchema) }),
});

/** `GET /wps/relay/EMFE_getInboxUnreadCount` (facts §4.13: `{value: 1}`). */
export const unreadCount = /*#__PURE__*/ defineEndpoint({
  id: 'home.unreadCount',
  method: 'GET',
  path: '/wps/relay/EMFE_getInboxUnreadCount',
  token: true,
  modId: 'INBOX3',
  source: 'facts',
  description: 'Number of unread inbox messages',
  value: z.number().check(z.int(), z.nonnegative()),
});

/** `GET /wps/system/helpCenter` (spec §7; shape ours). */
export const helpCenter = /*#__PURE__*/ defineEndpoint({
  id: 'system.helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  source: 'spec',
  description: 'Help centre categories with articles (HTML content: sanitize)',
  query: z.optional(z.object({ language: z.optional(z.string().check(z.maxLength(8))) })),
  value: helpCenterSchema,
});

/**
 * `GET /wps/captcha/geetest?product=login|register|sms` (facts §4.2: `value.gt` = the GeeTest v4
 * captcha id; `enabled` ours = white-label GEETEST3).
 */
export const geetestConfig = /*#__PURE__*/ defineEndpoint({
  id: 'account.geetestConfig',
  method: 'GET',
  path: '/wps/captcha/geetest',
  modId: 'GEETEST3',
  source: 'facts',
  description: 'Whether human verification is on, and its captcha id',
  query: z.optional(z.object({ product: z._default(z.enum(GEETEST_PRODUCTS), 'login'), t: z.optional(z.coerce.number()) })),
  value: z.object({ gt: z.string(), enabled: z.boolean() }),
});

/** `GET /wps/captcha/geetest/challenge?captchaId=` (ours): a challenge image (Base64 PNG of a short code). */
export const geetestChallenge = /*#__PURE__*/ defineEndpoint({
  id: 'account.geetestChallenge',
  method: 'GET',
  path: '/wps/captcha/geetest/challenge',
  modId: 'GEETEST3',
  description: 'A human-verification challenge: an image whose code the visitor types',
  query: z.object({ captchaId: z.string().check(z.minLength(1), z.maxLength(64)), t: z.optional(z.coerce.number()) }),
  value: z.object({ lotNumber: z.string(), image: z.string(), expiresAt: z.number() }),
});

/**
 * `POST /wps/captcha/geetest/verify` (ours): checks the answer (single use) and answers the
 * `geetestValidateV4` to merge into the next login, registration or SMS call (valid 2 minutes, once).
 */
export const geetestVerify = /*#__PURE__*/ defineEndpoint({
  id: 'account.geetestVerify',
  method: 'POST',
  path: '/wps/captcha/geetest/verify',
  modId: 'GEETEST3',
  description: 'Answer a human-verification challenge; answers the geetestValidateV4 fields',
  body: z.object({
    captchaId: z.string().check(z.minLength(1), z.maxLength(64)),
    lotNumber: z.string().check(z.minLength(1), z.maxLength(64)),
    answer: z.string().check(z.trim(), z.minLength(1), z.maxLength(16)),
  }),
  value: geetestValidateV4Schema,
});
