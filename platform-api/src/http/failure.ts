import { ERROR_CODES, type Envelope } from 'shared-contracts';

/** Error codes of this API beyond the shared ones (our definitions). */
export const LOCAL_ERROR_CODES = {
  notAgent: 'member.not.agent',
  insufficientFunds: 'wallet.insufficient.funds',
  internal: 'system.error',
} as const;

/** A failure a handler answers with: an envelope with `success: false` and an HTTP status. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly errorCode: string;

  constructor(status: number, errorCode: string, message: string) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.errorCode = errorCode;
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
export function failureEnvelope(errorCode: string, message: string): Envelope<null> {
  return { success: false, value: null, message, errorCode };
}
