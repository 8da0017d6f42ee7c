import type { TFunction } from 'i18next';
import { ERROR_CODES, FIELD_ERROR_TEXT_KEYS, apiErrorMessageKey, apiFieldErrors, errorCodeTextKey, isApiError } from 'shared-contracts';

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
 * A leading field key the platform put before its message (`password: The password is incorrect`):
 * a lower-camel-case name, possibly dotted (`body.amount`), then a colon. Never shown to a player.
 */
const FIELD_KEY_PREFIX = /^[a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*:\s+/;

/** The platform's message without a leading field key (`password: The password is incorrect` → `The password is incorrect`). */
export function withoutFieldKey(message: string): string {
  const text = message.trim();
  const stripped = text.replace(FIELD_KEY_PREFIX, '');
  return stripped.length > 0 ? stripped : text;
}

/**
 * The text to show for a failed call, always in the player's language where the client can say it:
 * - a refusal with an error code of the contract's catalogue (`ERROR_CODES`: "Incorrect username or
 *   password", "The payment password is incorrect", "Non-agents cannot log in", a refused field
 *   such as the transfer's account, ...) shows that code's `common` text, whatever language the
 *   platform wrote its message in;
 * - a business refusal with a code the client does not know shows the platform's own message,
 *   without a leading field key (`password: …`), and only when it reads as a message;
 * - every other failure (HTTP errors, time-outs, network errors, malformed or schema-failing
 *   answers, a lost session, a bug) shows the `common` message for its kind (`apiErrorMessageKey`:
 *   "Network link abnormal, please try again", "The page took too long to load", ...).
 * Never a stack, a status line or JSON.
 */
export function apiErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.errorCode === ERROR_CODES.notLoggedIn) return t('errors.notLoggedIn', { ns: 'common' });
  if (isApiError(error) && error.kind === 'platform' && errorCodeTextKey(error.errorCode) !== undefined) {
    return t(apiErrorMessageKey(error), { ns: 'common' });
  }
  if (isBusinessError(error)) return withoutFieldKey((error as { serverMessage: string }).serverMessage);
  return t(apiErrorMessageKey(error), { ns: 'common' });
}

/**
 * The messages of a refusal's fields (`value.fieldErrors`), by field, for the form to put under each
 * field: the field's `common` text when the contract knows the field (`FIELD_ERROR_TEXT_KEYS`:
 * "Please check your payment password"), else the platform's message without a field key.
 */
export function apiFieldErrorTexts(error: unknown, t: TFunction): Record<string, string> {
  return Object.fromEntries(
    Object.entries(apiFieldErrors(error)).map(([field, message]) => {
      const key = Object.hasOwn(FIELD_ERROR_TEXT_KEYS, field) ? FIELD_ERROR_TEXT_KEYS[field] : undefined;
      return [field, key ? t(key, { ns: 'common' }) : withoutFieldKey(message)];
    }),
  );
}
