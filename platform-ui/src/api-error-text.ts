import type { TFunction } from 'i18next';
import { ERROR_CODES, apiErrorMessageKey, isApiError } from 'shared-contracts';

/** Error codes that describe our request or transport, not a business rule: never shown as is. */
const TECHNICAL_CODES: ReadonlySet<string> = new Set([
  ERROR_CODES.requestBodyRequired,
  ERROR_CODES.requestParamError,
  ERROR_CODES.methodNotSupported,
  ERROR_CODES.merchant,
  ERROR_CODES.decryption,
  // Size and edge refusals say the same thing in every language (common errors.tooLarge, ...).
  ERROR_CODES.payloadTooLarge,
  ERROR_CODES.edgeRequestInvalid,
]);

/**
 * Text that must never reach a player even inside a business answer: JSON, a stack trace, markup,
 * an HTTP status line, or something too long to be a message.
 */
function looksTechnical(message: string): boolean {
  const text = message.trim();
  return (
    text.length === 0 ||
    text.length > 300 ||
    /^[[{]/.test(text) ||
    /\n\s*at\s|\bat\s+\S+\s+\(\S+:\d+:\d+\)/.test(text) ||
    /<\/?[a-z][\s\S]*>/i.test(text) ||
    /^HTTP\/\d|^\d{3}\s+[A-Z]/.test(text) ||
    /(?:Error|Exception):\s/.test(text)
  );
}

/**
 * Whether a failure is a business answer of the platform: the envelope came back `success: false`
 * with an error code (not a technical one), a readable message, and not as a server error (5xx).
 * Only then is the platform's own message shown ("Insufficient balance", "Game under maintenance").
 */
export function isBusinessError(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'platform') return false;
  if (!error.errorCode || TECHNICAL_CODES.has(error.errorCode) || error.errorCode === ERROR_CODES.notLoggedIn) return false;
  if (error.status !== undefined && error.status >= 500) return false;
  return typeof error.serverMessage === 'string' && !looksTechnical(error.serverMessage);
}

/**
 * The text to show for a failed call. A business error shows the platform's own message; every other
 * failure (HTTP errors, time-outs, network errors, malformed or schema-failing answers, a lost
 * session, a bug) shows the translated message of the contract's `common` namespace for its kind
 * (`apiErrorMessageKey`: "Network link abnormal, please try again", "The page took too long to
 * load", "Not logged in, please login", ...). Never a stack, a status line or JSON.
 */
export function apiErrorText(error: unknown, t: TFunction): string {
  if (isBusinessError(error)) return (error as { serverMessage: string }).serverMessage;
  const key = isApiError(error) && error.errorCode === ERROR_CODES.notLoggedIn ? 'errors.notLoggedIn' : apiErrorMessageKey(error);
  return t(key, { ns: 'common' });
}
