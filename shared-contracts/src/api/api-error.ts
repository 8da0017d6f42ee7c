import { ERROR_CODES, type ErrorCode } from './envelope';

/**
 * What went wrong with a call:
 * - `network`: no answer (offline, refused, DNS) or the request timed out
 * - `http`: an HTTP error without a readable envelope
 * - `unauthorized`: 401, or a token call without a session
 * - `platform`: an envelope with `success: false` (its message and errorCode are kept)
 * - `malformed`: the body is not JSON / not an envelope
 * - `schema`: the envelope's value does not match the catalogue schema
 * - `request`: the input did not match the endpoint's request schema (nothing was sent)
 * - `encryption`: the RSA key could not be fetched or used (upstream: "NO RSA KEY")
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'unauthorized' | 'platform' | 'malformed' | 'schema' | 'request' | 'encryption';

/** Details of an {@link ApiError}. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  endpointId: string;
  status?: number | undefined;
  errorCode?: string | undefined;
  serverMessage?: string | undefined;
  value?: unknown;
  cause?: unknown;
}

/** The one error type the API client throws. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly endpointId: string;
  readonly status: number | undefined;
  readonly errorCode: string | undefined;
  /** The platform's own `message`, shown to the user as is when present. */
  readonly serverMessage: string | undefined;
  /** The envelope's `value` on failure (e.g. `{captcha: true}` after a failed login). */
  readonly value: unknown;

  constructor(init: ApiErrorInit) {
    super(init.serverMessage ?? `${init.endpointId}: ${init.kind}${init.status ? ` (${init.status})` : ''}`, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.endpointId = init.endpointId;
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.serverMessage = init.serverMessage;
    this.value = init.value;
  }
}

/** Whether a value is an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'kind' in error);
}

/**
 * The `common` text of every error code of the catalogue ({@link ERROR_CODES}), in the six shipped
 * languages (tested): the player reads a refusal in their own language, whatever language the
 * platform wrote its message in. Codes that describe our request or transport rather than a rule
 * the player can act on (a missing Merchant header, a body that did not decrypt) share the generic
 * server text; a code the client does not know shows the platform's own message (`apiErrorText`).
 */
export const ERROR_CODE_TEXT_KEYS: Readonly<Record<ErrorCode, string>> = {
  [ERROR_CODES.notLoggedIn]: 'errors.sessionExpired',
  [ERROR_CODES.functionNotAvailable]: 'errors.codes.functionNotAvailable',
  [ERROR_CODES.requestBodyRequired]: 'errors.server',
  [ERROR_CODES.requestParamError]: 'errors.server',
  [ERROR_CODES.methodNotSupported]: 'errors.server',
  [ERROR_CODES.tooManyRequests]: 'errors.codes.tooManyRequests',
  [ERROR_CODES.loginVerifyRequired]: 'errors.codes.loginVerifyRequired',
  [ERROR_CODES.validation]: 'errors.invalidInput',
  [ERROR_CODES.merchant]: 'errors.server',
  [ERROR_CODES.captcha]: 'errors.codes.captcha',
  [ERROR_CODES.credentials]: 'errors.codes.credentials',
  [ERROR_CODES.notFound]: 'errors.codes.notFound',
  [ERROR_CODES.decryption]: 'errors.server',
  [ERROR_CODES.notAgent]: 'errors.nonAgent',
  [ERROR_CODES.insufficientFunds]: 'errors.codes.insufficientFunds',
  [ERROR_CODES.verificationCode]: 'errors.codes.verificationCode',
  [ERROR_CODES.loginVerificationExpired]: 'errors.codes.loginVerificationExpired',
  [ERROR_CODES.gameMaintenance]: 'errors.gameMaintenance',
  [ERROR_CODES.previousGameUnfinished]: 'errors.codes.previousGameUnfinished',
  [ERROR_CODES.geetestRequired]: 'errors.verificationFirst',
  [ERROR_CODES.geetestFailed]: 'errors.codes.geetestFailed',
  [ERROR_CODES.socialUnlinked]: 'errors.codes.socialUnlinked',
  [ERROR_CODES.socialCredential]: 'errors.codes.socialCredential',
  [ERROR_CODES.firebaseToken]: 'errors.codes.firebaseToken',
  // The client always sends a key with a money call: its absence is our bug, not the player's.
  [ERROR_CODES.idempotencyRequired]: 'errors.unexpected',
  [ERROR_CODES.idempotencyConflict]: 'errors.codes.idempotencyConflict',
  [ERROR_CODES.paymentPasswordInvalid]: 'errors.codes.paymentPasswordInvalid',
  [ERROR_CODES.paymentPasswordRequired]: 'errors.verificationFirst',
  [ERROR_CODES.payloadTooLarge]: 'errors.tooLarge',
  [ERROR_CODES.upstreamTimeout]: 'errors.timeout',
  [ERROR_CODES.upstreamUnavailable]: 'errors.siteUnavailable',
  [ERROR_CODES.edgeRequestInvalid]: 'errors.invalidInput',
  [ERROR_CODES.promotionNotAllowed]: 'errors.codes.promotionNotAllowed',
  [ERROR_CODES.notMember]: 'errors.nonMember',
  [ERROR_CODES.limitReached]: 'errors.codes.limitReached',
  [ERROR_CODES.systemError]: 'errors.codes.systemError',
  [ERROR_CODES.fieldErrors]: 'errors.codes.fieldInvalid',
  [ERROR_CODES.affiliateInvalid]: 'errors.codes.affiliateInvalid',
  [ERROR_CODES.accountNotFound]: 'errors.codes.accountNotFound',
  [ERROR_CODES.trialAccount]: 'in_need_true_account',
  [ERROR_CODES.contractNotHeld]: 'errors.codes.contractNotHeld',
  [ERROR_CODES.contractNotOpen]: 'errors.codes.contractNotOpen',
  [ERROR_CODES.contractRateTooHigh]: 'errors.codes.contractRateTooHigh',
  [ERROR_CODES.dividendNotPending]: 'errors.codes.dividendNotPending',
  [ERROR_CODES.dividendNothingToPay]: 'errors.codes.dividendNothingToPay',
  [ERROR_CODES.pointsInsufficient]: 'errors.codes.pointsInsufficient',
  [ERROR_CODES.pointsSoldOut]: 'errors.codes.pointsSoldOut',
  [ERROR_CODES.pointsRequirementUnmet]: 'errors.codes.pointsRequirementUnmet',
  [ERROR_CODES.raffleAlreadyClaimed]: 'errors.codes.raffleAlreadyClaimed',
  [ERROR_CODES.raffleNotOpen]: 'errors.codes.raffleNotOpen',
  [ERROR_CODES.rebateNothingToClaim]: 'errors.codes.rebateNothingToClaim',
  [ERROR_CODES.rewardAlreadyClaimed]: 'errors.codes.rewardAlreadyClaimed',
  [ERROR_CODES.rewardExpired]: 'errors.codes.rewardExpired',
  [ERROR_CODES.walletSingle]: 'errors.codes.walletSingle',
  [ERROR_CODES.withdrawNotConfirmable]: 'errors.codes.withdrawNotConfirmable',
  [ERROR_CODES.depositAlreadyDecided]: 'errors.codes.depositAlreadyDecided',
  [ERROR_CODES.promotionApplicationDecided]: 'errors.codes.promotionApplicationDecided',
};

/**
 * The `common` text of a refused form field (`request.field.invalid` and the other codes whose
 * value carries `{fieldErrors: {field: message}}`), by field name: what to check, in the player's
 * language. A field not listed shows the code's own text.
 */
export const FIELD_ERROR_TEXT_KEYS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'username',
    'password',
    'confirmPassword',
    'loginPassword',
    'oldPassword',
    'newPassword',
    'confirmNewPassword',
    'paymentPassword',
    'oldPaymentPassword',
    'newPaymentPassword',
    'amount',
    'receivedAmount',
    'points',
    'toAccount',
    'fromAccount',
    'account',
    'rate',
    'accountNo',
    'channelId',
    'mobileNum',
    'email',
    'captcha',
    'verificationCode',
    'affiliateCode',
  ].map((field) => [field, `errors.fields.${field}`]),
);

/** The `common` text key of an error code of the catalogue; `undefined` for a code the client does not know. */
export function errorCodeTextKey(code: string | undefined): string | undefined {
  return code !== undefined && Object.hasOwn(ERROR_CODE_TEXT_KEYS, code) ? ERROR_CODE_TEXT_KEYS[code as ErrorCode] : undefined;
}

/**
 * The per-field messages of a refusal (`value.fieldErrors`, as the platform wrote them), in the
 * order it gave them; empty when it carries none.
 */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.value || typeof error.value !== 'object') return {};
  const fieldErrors = (error.value as { fieldErrors?: unknown }).fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return {};
  return Object.fromEntries(Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The `common` namespace key of the message to show for an error, used when the platform sent no
 * message of its own (HTTP and transport failures never show server text). Every key exists in the
 * six shipped languages:
 * - `network` (no answer) → errors.network ("Network link abnormal, please try again.")
 * - `timeout`, `encryption` (the key fetch failed: upstream "page took longer to load") → errors.timeout
 * - `unauthorized` (401, or no session) → errors.notLoggedIn
 * - `http` 5xx → errors.siteUnavailable; 403 → errors.accessRestricted; other 4xx → errors.network
 * - `malformed`, `schema` → errors.malformed
 * - `request` (nothing was sent) → errors.invalidInput
 * - `platform` → the code's own text ({@link ERROR_CODE_TEXT_KEYS}; for `request.field.invalid`, the
 *   first refused field's when it is known), otherwise errors.server
 */
export function apiErrorMessageKey(error: unknown): string {
  if (!isApiError(error)) return 'errors.unexpected';
  switch (error.kind) {
    case 'network':
      return 'errors.network';
    case 'timeout':
    case 'encryption':
      return 'errors.timeout';
    case 'unauthorized':
      return 'errors.notLoggedIn';
    case 'malformed':
    case 'schema':
      return 'errors.malformed';
    case 'request':
      return 'errors.invalidInput';
    case 'http': {
      const status = error.status ?? 0;
      if (status === 403) return 'errors.accessRestricted';
      if (status >= 500) return 'errors.siteUnavailable';
      return 'errors.network';
    }
    default: {
      if (error.errorCode === ERROR_CODES.fieldErrors) {
        const [field] = Object.keys(apiFieldErrors(error));
        if (field !== undefined && Object.hasOwn(FIELD_ERROR_TEXT_KEYS, field)) return FIELD_ERROR_TEXT_KEYS[field]!;
      }
      return errorCodeTextKey(error.errorCode) ?? 'errors.server';
    }
  }
}
