import type { TFunction } from 'i18next';
import { ERROR_CODES, apiErrorMessageKey, isApiError } from 'shared-contracts';
import { apiErrorText } from 'platform-ui';

/** A translation function as the account forms hold it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Whether the platform's own message may be shown (issue 14.3, spec §8): only for a business
 * refusal, an envelope with `success: false` and an error code on an HTTP success ("Non-member
 * account unable to login"). HTTP and transport failures (5xx, 401, no answer, unreadable answer)
 * and envelopes without a code never show server text.
 */
export function isBusinessError(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'platform' &&
    !!error.errorCode &&
    (error.status === undefined || (error.status >= 200 && error.status < 300))
  );
}

/**
 * A failed call in words, in the player's language: the kit's `apiErrorText` (the server's message)
 * for a business refusal, else the `common` message of the failure's kind ("Network link abnormal,
 * please try again", ...).
 */
export function failureText(t: Translate, error: unknown): string {
  const waitMinutes = tooManyAttemptsWait(error);
  if (waitMinutes !== undefined) return t('login.errors.tooManyAttempts', { count: waitMinutes });
  // The kit's TFunction type is branded; the account forms' translate function is what it calls.
  if (isBusinessError(error)) return apiErrorText(error, t as unknown as TFunction);
  return t(apiErrorMessageKey(error), { ns: 'common' });
}

/**
 * The whole minutes a refusal for too many attempts asks the player to wait (`TOO_MANY_REQUESTS`
 * with `value.retryAfterSeconds`, as the platform answers a login from an address that failed too
 * often), rounded up; undefined for any other failure or when the refusal names no wait.
 */
export function tooManyAttemptsWait(error: unknown): number | undefined {
  if (!isBusinessError(error) || (error as { errorCode?: string }).errorCode !== ERROR_CODES.tooManyRequests) return undefined;
  const value = (error as { value?: unknown }).value;
  const seconds = value && typeof value === 'object' ? (value as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : undefined;
}
