import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The text of a form error: this remote's validation keys translated with `params` (limits already
 * formatted), or the platform's own field message as it came.
 */
export function useErrorText(params: Record<string, string | number> = {}) {
  const { t } = useTranslation();
  const serialised = JSON.stringify(params);
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      return message.startsWith('validation.') ? t(message, JSON.parse(serialised) as Record<string, string | number>) : message;
    },
    [t, serialised],
  );
}
