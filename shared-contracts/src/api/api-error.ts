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
 * `common` keys of the platform error codes that have a message of their own in the spec's error
 * catalogue (§8), used when the platform sent no message.
 */
const ERROR_CODE_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'login.not.session': 'errors.sessionExpired',
  'game.maintenance': 'errors.gameMaintenance',
  'function.not.available': 'errors.siteUnavailable',
  'member.not.agent': 'errors.nonAgent',
  'member.not.member': 'errors.nonMember',
  'payment.password.required': 'errors.verificationFirst',
  'verification.code.invalid': 'errors.verificationFirst',
  'login.verification.expired': 'errors.verificationFirst',
  'geetest.required': 'errors.verificationFirst',
  'geetest.failed': 'errors.verificationFirst',
  'request.payload.too.large': 'errors.tooLarge',
  'edge.upstream.timeout': 'errors.timeout',
  'edge.upstream.unavailable': 'errors.siteUnavailable',
  'edge.request.invalid': 'errors.invalidInput',
};

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
 * - `platform` → the code's own message when §8 has one, otherwise errors.server
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
    default:
      return (error.errorCode && ERROR_CODE_MESSAGE_KEYS[error.errorCode]) || 'errors.server';
  }
}
