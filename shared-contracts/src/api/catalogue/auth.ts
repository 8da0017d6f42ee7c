import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { geetestValidateV4Schema } from '../../domain/human-verification';
import { LOGIN_VERIFICATION_METHODS, LOGIN_VERIFICATION_SENT_METHODS, loginResultSchema, memberInfoSchema } from '../../domain/member';

/** `GET /wps/session/key/rsa`: the RSA modulus as plain hex text (facts §2.1). */
export const rsaKey = /*#__PURE__*/ defineEndpoint({
  id: 'auth.rsaKey',
  method: 'GET',
  path: '/wps/session/key/rsa',
  responseType: 'text',
  source: 'facts',
  description: 'RSA public modulus (hex text, exponent 10001) for encrypted calls',
  query: z.optional(z.object({ t: z.optional(z.coerce.number()) })),
  value: z.string(),
});

/** Plaintext of the login call before encryption (facts §4.1). */
export const loginRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  /** The password; the SMS code for type sms; ignored for type firebase (send `firebaseIdToken`). */
  password: z.string().check(z.maxLength(128)),
  captcha: z.optional(z.string().check(z.maxLength(16))),
  /** username, sms (mobile + platform SMS code) or firebase (mobile + the phone provider's ID token, ours). */
  type: z._default(z.enum(['username', 'sms', 'firebase']), 'username'),
  loginDeviceId: z.optional(z.string().check(z.maxLength(64))),
  /** Human verification (required while GEETEST3 is on; not for types sms and firebase). */
  geetestValidateV4: z.optional(geetestValidateV4Schema),
  /** Type firebase (spec §3/§4 "firebase" login type; ours): the phone provider's ID token. */
  firebaseChannel: z.optional(z.literal('sms')),
  firebaseIdToken: z.optional(z.string().check(z.maxLength(4096))),
  /**
   * When the body was made, epoch ms (ours; not in the platform's format): a reference API with its
   * login freshness check on (`PLATFORM_API_LOGIN_MAX_AGE_SECONDS`) refuses a body without a recent
   * one, and any body it has already accepted. Send `Date.now()`; the real platform ignores it.
   */
  timestamp: z.optional(z.number().check(z.int(), z.nonnegative())),
});

/** A password is required except on the firebase path, which needs the provider's ID token instead. */
function requireLoginSecret(
  body: { type: string; password: string; firebaseIdToken?: string | undefined },
  ctx: z.core.$RefinementCtx,
): void {
  if (body.type === 'firebase') {
    if (!body.firebaseIdToken) ctx.addIssue({ code: 'custom', path: ['firebaseIdToken'], message: 'Required' });
  } else if (body.password.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'Required' });
  }
}

/**
 * Catalogue ids of the logins whose encrypted body the client stamps with `timestamp` (the time it
 * was made, on each sending): what the reference API's freshness check needs to refuse a captured
 * body sent again (platform-api `http/login-freshness.ts`, on by default). The real platform
 * ignores the field.
 */
export const LOGIN_FRESHNESS_ENDPOINTS: ReadonlySet<string> = new Set(['auth.login', 'auth.loginV2']);

/** `POST /wps/session/login`, encrypted, no token (facts §4.1). */
export const login = /*#__PURE__*/ defineEndpoint({
  id: 'auth.login',
  method: 'POST',
  path: '/wps/session/login',
  encrypted: true,
  modId: 'COMM3',
  source: 'facts',
  description: 'Log in by username and password (or mobile and SMS code with type sms)',
  body: loginRequestSchema.check(z.superRefine(requireLoginSecret)),
  value: loginResultSchema,
});

/** `POST /wps/session/logout` (token). */
export const logout = /*#__PURE__*/ defineEndpoint({
  id: 'auth.logout',
  method: 'POST',
  path: '/wps/session/logout',
  token: true,
  source: 'spec',
  description: 'End the session',
  value: z.unknown(),
});

/** `GET /wps/member/info` (token; 401 when anonymous). */
export const memberInfo = /*#__PURE__*/ defineEndpoint({
  id: 'member.info',
  method: 'GET',
  path: '/wps/member/info',
  token: true,
  source: 'facts',
  description: 'The logged-in member',
  value: memberInfoSchema,
});

/**
 * Plaintext of login V2 (spec §7 "login V2": username, password, captcha, type, challenge fields).
 * The challenge fields are our definition: `captchaId` names the captcha image the answer belongs
 * to (instead of the `captchaId` cookie), so a client that cannot share cookies can still answer it.
 */
export const loginV2RequestSchema = z.extend(loginRequestSchema, {
  captchaId: z.optional(z.string().check(z.regex(/^[0-9a-f]{32}$/, 'must be the id of a captcha image'))),
});

/**
 * `POST /wps/v2/session/login`, encrypted (path ours; spec §7 "login V2"). Same answers as `login`:
 * the login result; `{captcha: true}` with a captcha failure; `login_verify_required` with
 * {@link loginVerificationRequiredSchema} from an unregistered IP.
 */
export const loginV2 = /*#__PURE__*/ defineEndpoint({
  id: 'auth.loginV2',
  method: 'POST',
  path: '/wps/v2/session/login',
  encrypted: true,
  modId: 'COMM3',
  source: 'ours',
  description: 'Log in (V2): credentials plus captcha and challenge fields',
  body: loginV2RequestSchema.check(z.superRefine(requireLoginSecret)),
  value: loginResultSchema,
});

/**
 * `POST /wps/session/login/verification/code` (ours): sends the code of an SMS or email
 * verification of a login from an unregistered IP. Resend throttled like every SMS code.
 */
export const loginVerificationCode = /*#__PURE__*/ defineEndpoint({
  id: 'auth.loginVerificationCode',
  method: 'POST',
  path: '/wps/session/login/verification/code',
  modId: 'LOGINIPVERF3',
  source: 'ours',
  description: 'Send the SMS or email code that confirms a login from a new IP',
  body: z.object({
    verificationToken: z.string().check(z.minLength(1), z.maxLength(128)),
    method: z.enum(LOGIN_VERIFICATION_SENT_METHODS),
  }),
  value: z.object({ expiredMinutes: z.number(), expirationTime: z.number(), destination: z.string() }),
});

/**
 * `POST /wps/session/login/verification`, encrypted (facts §1, modID `LOGINIPVERF3`; body and value
 * ours): confirms a login from an unregistered IP with one of the allowed methods; `code` is the SMS
 * or email code, the bank account name (payee name), or the Google Authenticator code. Answers the
 * login result (token) and registers the IP.
 */
export const loginVerification = /*#__PURE__*/ defineEndpoint({
  id: 'auth.loginVerification',
  method: 'POST',
  path: '/wps/session/login/verification',
  encrypted: true,
  modId: 'LOGINIPVERF3',
  source: 'facts',
  description: 'Complete a login from a new IP with SMS, email, bank account name or Google verification',
  body: z.object({
    verificationToken: z.string().check(z.minLength(1), z.maxLength(128)),
    method: z.enum(LOGIN_VERIFICATION_METHODS),
    code: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  }),
  value: loginResultSchema,
});
