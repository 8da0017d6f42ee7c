import { PHONE_PROVIDER_ERRORS, endpoints, isApiError, type HostApi, type PhoneProviderError } from 'shared-contracts';
import { dialingDigits } from './phone';

/*
 * The phone sign-in provider of the firebase path (spec §3 firebaseChannel / firebaseIdToken,
 * §8 "Phone/SMS sign-in provider errors", §9 "firebase path 1 minute"). With FIREBASESMS3 on, the
 * SMS code of registration and of the SMS-code login is sent and checked by this provider instead of
 * the platform; the platform then receives the provider's ID token.
 */

/** What a send hands back: the provider's handle of the code it sent (opaque to the page). */
export interface PhoneCodeSession {
  /** E.164 number the code went to. */
  phoneNumber: string;
  /** The provider's own handle (Firebase: the ConfirmationResult; the reference provider: its sessionInfo). */
  handle: unknown;
}

/**
 * A phone sign-in provider. A brand with Firebase plugs the Firebase Auth SDK in here (see the
 * README, "Phone provider"): `sendCode` = `signInWithPhoneNumber(auth, phoneNumber, recaptchaVerifier)`
 * (the handle is the ConfirmationResult), `verifyCode` = `handle.confirm(code)` then
 * `credential.user.getIdToken()`. Both reject with a {@link PhoneProviderFailure} carrying the
 * provider's error code (Firebase's `FirebaseError.code` is already one of them).
 */
export interface PhoneProvider {
  /** Sends a code by SMS to an E.164 number. */
  sendCode(phoneNumber: string): Promise<PhoneCodeSession>;
  /** Confirms the code the visitor typed; resolves with the ID token the platform accepts. */
  verifyCode(session: PhoneCodeSession, code: string): Promise<{ idToken: string }>;
}

/** A failure of the provider, by its error code (`PHONE_PROVIDER_ERRORS`; anything else is 'unknown'). */
export class PhoneProviderFailure extends Error {
  constructor(
    readonly code: PhoneProviderError | 'unknown',
    override readonly cause?: unknown,
  ) {
    super(`phone provider: ${code}`);
    this.name = 'PhoneProviderFailure';
  }
}

const KNOWN_CODES = new Set<string>(Object.values(PHONE_PROVIDER_ERRORS));

/** The provider error code of a failure: its own code when known, else 'unknown'. */
export function phoneProviderErrorOf(error: unknown): PhoneProviderError | 'unknown' {
  if (error instanceof PhoneProviderFailure) return error.code;
  const code = isApiError(error)
    ? error.errorCode
    : typeof error === 'object' && error !== null
      ? (error as { code?: unknown }).code
      : undefined;
  return typeof code === 'string' && KNOWN_CODES.has(code) ? (code as PhoneProviderError) : 'unknown';
}

/** The message key of a provider error (namespace `account`, `phoneProvider.errors.*`). */
export function phoneProviderMessageKey(error: unknown): string {
  const code = phoneProviderErrorOf(error);
  const entry = Object.entries(PHONE_PROVIDER_ERRORS).find(([, value]) => value === code);
  return `phoneProvider.errors.${entry ? entry[0] : 'unknown'}`;
}

/**
 * E.164 of a national mobile number and a dialing code ('0910000000', '84' → '+84910000000'): the
 * trunk zero is dropped. Empty when either is missing (the provider then says the number is missing).
 */
export function toE164(mobile: string, dialingCode: string): string {
  const national = mobile.replace(/[\s-]/g, '').replace(/^0+/, '');
  const code = dialingDigits(dialingCode);
  return national && code ? `+${code}${national}` : '';
}

/**
 * The reference provider: the reference platform's stand-in for Firebase
 * (`endpoints.phoneProviderSend` / `phoneProviderVerify`), which answers Firebase's error codes.
 */
export function createReferencePhoneProvider(host: HostApi): PhoneProvider {
  const wrap = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw new PhoneProviderFailure(phoneProviderErrorOf(error), error);
    }
  };
  return {
    sendCode: (phoneNumber) =>
      wrap(async () => {
        const { sessionInfo } = await host.api.call(endpoints.phoneProviderSend, { body: { phoneNumber } });
        return { phoneNumber, handle: sessionInfo };
      }),
    verifyCode: (session, code) =>
      wrap(async () => {
        if (typeof session.handle !== 'string') throw new PhoneProviderFailure('unknown');
        const { idToken } = await host.api.call(endpoints.phoneProviderVerify, { body: { sessionInfo: session.handle, code } });
        return { idToken };
      }),
  };
}

/** The provider this build uses (a brand with the Firebase SDK swaps this factory). */
export const createPhoneProvider: (host: HostApi) => PhoneProvider = createReferencePhoneProvider;
