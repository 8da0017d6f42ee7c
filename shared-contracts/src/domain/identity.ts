import { z } from 'zod/mini';

/**
 * Sign-in providers for the social icons of spec §2 (google, facebook, telegram). The provider step
 * (Google's ID token, Facebook's access token, Telegram's login-widget payload) happens in the browser;
 * the platform call that follows is our definition (`endpoints.socialLogin`).
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'telegram'] as const;

/** A social sign-in provider. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The firebase SMS channel value sent with registration and login (spec §3). */
export const FIREBASE_SMS_CHANNEL = 'sms';

/**
 * Error codes of the phone (SMS) sign-in provider on the firebase path (spec §8 "Phone/SMS sign-in
 * provider errors"). They are the codes Firebase Auth uses; the reference phone provider answers the
 * same codes in `errorCode`, so one message table serves both.
 */
export const PHONE_PROVIDER_ERRORS = {
  invalidPhoneNumber: 'auth/invalid-phone-number',
  missingPhoneNumber: 'auth/missing-phone-number',
  tooManyRequests: 'auth/too-many-requests',
  invalidVerificationCode: 'auth/invalid-verification-code',
  missingVerificationCode: 'auth/missing-verification-code',
  captchaCheckFailed: 'auth/captcha-check-failed',
  quotaExceeded: 'auth/quota-exceeded',
  operationNotAllowed: 'auth/operation-not-allowed',
  codeExpired: 'auth/code-expired',
  popupClosedByUser: 'auth/popup-closed-by-user',
} as const;

/** A phone-provider error code. */
export type PhoneProviderError = (typeof PHONE_PROVIDER_ERRORS)[keyof typeof PHONE_PROVIDER_ERRORS];

/** The countdown of an SMS sent through the firebase path (spec §9: 1 minute). */
export const FIREBASE_SMS_COUNTDOWN_SECONDS = 60;

/**
 * Login info shown in the post-login modal (spec §4 "fetch login info and show the post-login modal";
 * §7 "first login, login info": shape not shown, so ours). Times are epoch milliseconds.
 */
export const loginInfoSchema = z.object({
  username: z.string(),
  /** True on the member's first login (the welcome variant of the modal). */
  firstTimeLogin: z.boolean(),
  /** The login this session started with. */
  currentLogin: z.object({ time: z.number(), ip: z.string(), country: z.nullable(z.string()) }),
  /** The login before it (null on a first login). */
  previousLogin: z.nullable(z.object({ time: z.number(), ip: z.string(), country: z.nullable(z.string()) })),
  /** Logins in the last 30 days, this one included. */
  loginCount30d: z.number().check(z.int(), z.nonnegative()),
  unreadMessages: z.number().check(z.int(), z.nonnegative()),
  /** True when the previous login came from a different country or IP than this one. */
  newLocation: z.boolean(),
});

/** Login info. */
export type LoginInfo = z.infer<typeof loginInfoSchema>;
