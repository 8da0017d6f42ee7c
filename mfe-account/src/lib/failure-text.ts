import type { TFunction } from 'i18next';
import { apiErrorMessageKey, isApiError } from 'shared-contracts';
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
  // The kit's TFunction type is branded; the account forms' translate function is what it calls.
  if (isBusinessError(error)) return apiErrorText(error, t as unknown as TFunction);
  return t(apiErrorMessageKey(error), { ns: 'common' });
}
