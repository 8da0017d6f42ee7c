import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, apiErrorMessageKey, isApiError } from 'shared-contracts';
import { apiErrorText } from 'platform-ui';

/**
 * Whether the platform's own message may be shown for a failed call (issue 14.3, spec §8): only a
 * business refusal, i.e. an envelope with `success: false` and an error code on an HTTP success.
 * HTTP and transport failures (5xx, 401, no answer, unreadable answer) never show server text.
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
 * A function giving the message to show for a failed call, in the player's language: the kit's
 * `apiErrorText` for business refusals (the server's message), else the `common` message for the
 * kind of failure ("Network link abnormal, please try again", ...).
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return useCallback((error: unknown) => (isBusinessError(error) ? apiErrorText(error, t) : t(apiErrorMessageKey(error))), [t]);
}
