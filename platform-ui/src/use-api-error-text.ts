import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from './api-error-text';

/**
 * {@link apiErrorText} bound to the app's i18next instance: the text to show for a failed call, in
 * the player's language (a known refusal's `common` text, a business refusal's own message, or the
 * `common` message for the kind of failure; never a stack, a status line or JSON).
 */
export function useApiErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => apiErrorText(error, t), [t]);
}
