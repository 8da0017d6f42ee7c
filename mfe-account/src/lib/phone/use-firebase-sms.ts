import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, FIREBASE_SMS_COUNTDOWN_SECONDS, WHITELABEL_FLAGS, apiErrorMessageKey, isApiError } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import {
  PhoneProviderFailure,
  createPhoneProvider,
  phoneProviderErrorOf,
  phoneProviderMessageKey,
  toE164,
  type PhoneCodeSession,
} from './phone-provider';

/** No code was sent to this number yet (or the number changed since): send one first. */
export class PhoneCodeNotSent extends Error {
  constructor() {
    super('phone provider: no code sent to this number');
    this.name = 'PhoneCodeNotSent';
  }
}

/** The firebase path of a form's SMS code (FIREBASESMS3), see {@link useFirebaseSms}. */
export interface FirebaseSms {
  /** FIREBASESMS3 is on: the SMS code goes through the phone provider. */
  isOn: boolean;
  /** Sends the code to the number (mobile + dialing code); resolves with the countdown (1 minute, spec §9). */
  send: (mobile: string, dialingCode: string) => Promise<{ countdownSeconds: number }>;
  /** Confirms the typed code for the number the code went to; resolves with the provider's ID token. */
  idToken: (mobile: string, dialingCode: string, code: string) => Promise<string>;
  /** Forget the code's session (after the platform refused its token). */
  forget: () => void;
  /** A failure of send / idToken (or the platform's refusal of the token) in words. */
  messageOf: (error: unknown) => string;
  /**
   * Whether a failure is the code's (the provider refused it, none was sent, or the platform
   * refused the provider's token): the form shows it under the code field (spec §8 "Firebase
   * verification failure: registration aborts silently": no dialog).
   */
  isCodeFailure: (error: unknown) => boolean;
}

/**
 * The phone provider for one form (spec §3 firebaseChannel/firebaseIdToken): sends through the
 * provider, remembers the session of the last send, and confirms a code once (the ID token is
 * kept for that session and code, so a registration refused for another reason can be sent again
 * without confirming a used code twice).
 */
export function useFirebaseSms(): FirebaseSms {
  const host = useHost();
  const { t } = useTranslation();
  const isOn = host.system.isEnabled(WHITELABEL_FLAGS.firebaseSms);
  const [provider] = useState(() => createPhoneProvider(host));
  const session = useRef<PhoneCodeSession | null>(null);
  const confirmed = useRef<{ session: PhoneCodeSession; code: string; idToken: string } | null>(null);

  const send = useCallback(
    async (mobile: string, dialingCode: string) => {
      const sent = await provider.sendCode(toE164(mobile, dialingCode));
      session.current = sent;
      confirmed.current = null;
      return { countdownSeconds: FIREBASE_SMS_COUNTDOWN_SECONDS };
    },
    [provider],
  );

  const idToken = useCallback(
    async (mobile: string, dialingCode: string, code: string) => {
      const current = session.current;
      if (!current || current.phoneNumber !== toE164(mobile, dialingCode)) throw new PhoneCodeNotSent();
      const done = confirmed.current;
      if (done && done.session === current && done.code === code) return done.idToken;
      const { idToken: token } = await provider.verifyCode(current, code);
      confirmed.current = { session: current, code, idToken: token };
      return token;
    },
    [provider],
  );

  const forget = useCallback(() => {
    session.current = null;
    confirmed.current = null;
  }, []);

  const messageOf = useCallback(
    (error: unknown) => {
      if (error instanceof PhoneCodeNotSent) return t('phoneProvider.sendFirst');
      if (isApiError(error) && error.errorCode === ERROR_CODES.firebaseToken) return t('phoneProvider.tokenInvalid');
      const cause = error instanceof PhoneProviderFailure ? error.cause : error;
      // Not the provider's refusal but the way to it (network, timeout): say that.
      if (phoneProviderErrorOf(error) === 'unknown' && isApiError(cause) && cause.kind !== 'platform' && cause.kind !== 'http') {
        return t(apiErrorMessageKey(cause), { ns: 'common' });
      }
      return t(phoneProviderMessageKey(error));
    },
    [t],
  );

  const isCodeFailure = useCallback(
    (error: unknown) =>
      error instanceof PhoneProviderFailure ||
      error instanceof PhoneCodeNotSent ||
      (isApiError(error) && error.errorCode === ERROR_CODES.firebaseToken),
    [],
  );

  return { isOn, send, idToken, forget, messageOf, isCodeFailure };
}
