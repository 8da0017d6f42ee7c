import type { TFunction } from 'i18next';
import { ERROR_CODES, isApiError } from 'shared-contracts';
import { apiErrorText, isBusinessError } from 'platform-ui';

/** A translation function as the account forms hold it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A failed call in words, in the player's language: a refusal for too many attempts with the wait
 * it names, else the kit's `apiErrorText` — the one rule of which server texts a player sees (a
 * business refusal's own message; every other failure the `common` message of its kind, "Network
 * link abnormal, please try again", ...).
 */
export function failureText(t: Translate, error: unknown): string {
  const waitMinutes = tooManyAttemptsWait(error);
  if (waitMinutes !== undefined) return t('login.errors.tooManyAttempts', { count: waitMinutes });
  // The kit's TFunction type is branded; the account forms' translate function is what it calls.
  return apiErrorText(error, t as unknown as TFunction);
}

/**
 * The whole minutes a refusal for too many attempts asks the player to wait (`TOO_MANY_REQUESTS`
 * with `value.retryAfterSeconds`, as the platform answers a login from an address that failed too
 * often), rounded up; undefined for any other failure or when the refusal names no wait.
 */
export function tooManyAttemptsWait(error: unknown): number | undefined {
  if (!isBusinessError(error) || !isApiError(error) || error.errorCode !== ERROR_CODES.tooManyRequests) return undefined;
  const value = (error as { value?: unknown }).value;
  const seconds = value && typeof value === 'object' ? (value as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : undefined;
}
