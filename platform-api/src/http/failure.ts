import { ERROR_CODES, type Envelope } from 'shared-contracts';

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
} as const;

/** A failure a handler answers with: an envelope with `success: false` and an HTTP status. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly errorCode: string;
  /** The failure envelope's `value` (null unless set, e.g. `{captcha: true}` or `{fieldErrors}`). */
  readonly value: unknown;

  constructor(status: number, errorCode: string, message: string, value: unknown = null) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.errorCode = errorCode;
    this.value = value;
  }
}

/** 400 with the validation code. */
export function validationFailure(message: string): ApiFailure {
  return new ApiFailure(400, ERROR_CODES.validation, message);
}

/** 401: no valid session. */
export function notLoggedIn(message = 'Not logged in, please log in'): ApiFailure {
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
