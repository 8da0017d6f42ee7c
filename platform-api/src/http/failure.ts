import { ERROR_CODES, type Envelope } from 'shared-contracts';
import { MESSAGES } from '../db/content/messages';
import { translateStored } from '../db/content';
import type { ContentLanguage } from '../i18n/language';
import { renderTexts, t, type Renderable } from '../i18n/localized';

/** Error codes of this API beyond the shared ones (our definitions). */
export const LOCAL_ERROR_CODES = {
  notAgent: 'member.not.agent',
  insufficientFunds: 'wallet.insufficient.funds',
  internal: 'system.error',
  /** A registration or password field broke its rule; value `{fieldErrors: {field: message}}`. */
  fieldErrors: 'request.field.invalid',
  /** The affiliate (invitation) code is unknown. */
  affiliateInvalid: 'affiliate.code.invalid',
  /** The username, email or mobile number matches no account. */
  accountNotFound: 'account.not.found',
  /** The SMS verification code is wrong, used or expired. */
  verificationCode: 'verification.code.invalid',
  /** A trial account tried a real-account feature. */
  trialAccount: 'member.trial.account',
  /** A tester's injected fault (control surface). */
  injected: 'fault.injected',
  /** An encrypted login body older than the freshness window allows (the freshness check is on). */
  requestExpired: 'request.expired',
  /** An encrypted login body that was already received (the freshness check is on). */
  requestReplayed: 'request.replayed',
} as const;

/** A failure's message: a text of the message tables (rendered in the caller's language), or plain text. */
export type FailureMessage = string | Renderable;

/** A failure a handler answers with: an envelope with `success: false` and an HTTP status. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly errorCode: string;
  /**
   * The failure envelope's `value` (null unless set, e.g. `{captcha: true}` or `{fieldErrors}`);
   * texts inside it are rendered in the caller's language too.
   */
  readonly value: unknown;
  /** The message as a text of the tables (null: `message` is plain text). */
  readonly text: Renderable | null;

  constructor(status: number, errorCode: string, message: FailureMessage, value: unknown = null) {
    super(typeof message === 'string' ? message : message.render('EN'));
    this.name = 'ApiFailure';
    this.status = status;
    this.errorCode = errorCode;
    this.value = value;
    this.text = typeof message === 'string' ? null : message;
  }

  /** The message in a language (plain text is translated when a table knows it). */
  messageIn(language: ContentLanguage): string {
    return this.text ? this.text.render(language) : translateStored(this.message, language);
  }
}

/** 400 with the validation code. */
export function validationFailure(message: FailureMessage): ApiFailure {
  return new ApiFailure(400, ERROR_CODES.validation, message);
}

/** Field errors by field name, each a message (rendered in the caller's language when sent). */
export type FieldErrors = Record<string, FailureMessage>;

/**
 * A field-errors failure: `{fieldErrors: {field: message}}`; the envelope's message is the first
 * field's (without the field's name: it is read by people).
 */
export function fieldFailure(fieldErrors: FieldErrors): ApiFailure {
  const [first] = Object.values(fieldErrors);
  return new ApiFailure(200, LOCAL_ERROR_CODES.fieldErrors, first ?? t(MESSAGES.checkForm), { fieldErrors });
}

/** 401: no valid session. */
export function notLoggedIn(message: FailureMessage = t(MESSAGES.notLoggedIn)): ApiFailure {
  return new ApiFailure(401, ERROR_CODES.notLoggedIn, message);
}

/** The success envelope. */
export function ok<T>(value: T): Envelope<T> {
  return { success: true, value };
}

/** The failure envelope. */
export function failureEnvelope(errorCode: string, message: string, value: unknown = null): Envelope<unknown> {
  return { success: false, value, message, errorCode };
}

/** The failure envelope of a failure, in the caller's language. */
export function failureEnvelopeOf(failure: ApiFailure, language: ContentLanguage): Envelope<unknown> {
  return failureEnvelope(failure.errorCode, failure.messageIn(language), renderTexts(failure.value, language));
}
