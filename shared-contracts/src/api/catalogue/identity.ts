import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { SOCIAL_PROVIDERS, loginInfoSchema } from '../../domain/identity';
import { loginResultSchema } from '../../domain/member';

/**
 * `POST /wps/session/login/social`, encrypted, no token (ours: the spec shows the icons, not the call).
 * Logs in the member linked to the provider account the credential proves. With `register: true` an
 * unlinked provider account gets a new member linked to it (registration by social icon, spec §2),
 * answered with `firstTimeLogin: true`. Unlinked without `register` → `ERROR_CODES.socialUnlinked`;
 * a credential the provider does not vouch for (forged, expired, other merchant) →
 * `ERROR_CODES.socialCredential`; the provider's white-label flag off → `function.not.available`.
 */
export const socialLogin = /*#__PURE__*/ defineEndpoint({
  id: 'auth.socialLogin',
  method: 'POST',
  path: '/wps/session/login/social',
  encrypted: true,
  modId: 'COMM3',
  description: 'Log in (or register) with a Google, Facebook or Telegram account',
  body: z.object({
    provider: z.enum(SOCIAL_PROVIDERS),
    /** What the provider's SDK handed the page: ID token, access token or widget payload (JSON). */
    credential: z.string().check(z.minLength(1), z.maxLength(4096)),
    register: z.optional(z.boolean()),
    referralCode: z.optional(z.string().check(z.maxLength(255))),
    affiliateCode: z.optional(z.string().check(z.maxLength(255))),
    domain: z.optional(z.string().check(z.maxLength(255))),
    loginDeviceId: z.optional(z.string().check(z.maxLength(64))),
  }),
  value: loginResultSchema,
});

/**
 * `POST /wps/session/login/social/reference` (ours; reference platform only, a real platform answers
 * 404): stands in for the provider's popup. `subject` is the account AT THE PROVIDER the visitor
 * picks (an email for google/facebook, a username for telegram); the answer is the credential the
 * provider's SDK would hand the page. Valid 5 minutes, once.
 */
export const socialReferenceCredential = /*#__PURE__*/ defineEndpoint({
  id: 'auth.socialReferenceCredential',
  method: 'POST',
  path: '/wps/session/login/social/reference',
  description: 'Reference platform only: the credential a social provider would issue for an account',
  body: z.object({ provider: z.enum(SOCIAL_PROVIDERS), subject: z.string().check(z.trim(), z.minLength(3), z.maxLength(128)) }),
  value: z.object({ credential: z.string().check(z.minLength(1)) }),
});

/**
 * `POST /wps/verification/firebase/reference/send` (ours; reference platform only): the reference
 * phone sign-in provider of the firebase path (spec §3 firebaseChannel/firebaseIdToken) sends a code
 * by SMS (read it from the SMS outbox, channel 'firebase'). `phoneNumber` is E.164 (`+84901234567`).
 * Failures answer `success:false` with a `PHONE_PROVIDER_ERRORS` code in `errorCode`
 * (missing / invalid number, too many requests: more than 5 sends per number in 5 minutes, quota,
 * operation not allowed when the firebase channel is off).
 */
export const phoneProviderSend = /*#__PURE__*/ defineEndpoint({
  id: 'identity.phoneProviderSend',
  method: 'POST',
  path: '/wps/verification/firebase/reference/send',
  description: 'Reference platform only: the phone sign-in provider sends an SMS code',
  body: z.object({ phoneNumber: z.string().check(z.maxLength(32)) }),
  value: z.object({ sessionInfo: z.string().check(z.minLength(1)) }),
});

/**
 * `POST /wps/verification/firebase/reference/verify` (ours; reference platform only): confirms the code
 * of a `phoneProviderSend` session and answers the ID token to send as `firebaseIdToken` (valid 10
 * minutes, once). Failures: `auth/missing-verification-code`, `auth/invalid-verification-code`,
 * `auth/code-expired` (codes live 5 minutes).
 */
export const phoneProviderVerify = /*#__PURE__*/ defineEndpoint({
  id: 'identity.phoneProviderVerify',
  method: 'POST',
  path: '/wps/verification/firebase/reference/verify',
  description: 'Reference platform only: confirm the phone provider code, answers the ID token',
  body: z.object({ sessionInfo: z.string().check(z.minLength(1), z.maxLength(256)), code: z.string().check(z.maxLength(32)) }),
  value: z.object({ idToken: z.string().check(z.minLength(1)), phoneNumber: z.string() }),
});

/**
 * `GET /wps/member/loginInfo` (token; ours: spec §7 "first login, login info", shape not shown): what
 * the post-login modal shows.
 */
export const loginInfo = /*#__PURE__*/ defineEndpoint({
  id: 'member.loginInfo',
  method: 'GET',
  path: '/wps/member/loginInfo',
  token: true,
  description: 'Login info for the post-login modal: previous login, first login, unread messages',
  value: loginInfoSchema,
});
