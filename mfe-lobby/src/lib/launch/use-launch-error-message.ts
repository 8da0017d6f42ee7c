import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from 'platform-ui';
import { launchFailureKey } from './launch-failure';
import { LaunchRefusedError } from './launch-refused-error';

/**
 * The message for a failed launch: the lobby's own refusal, a known platform refusal in the
 * player's language ('game under maintenance', 'previous game not finished', ...), else the
 * server's message, else the common message for the error kind.
 */
export function useLaunchErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorMessage = useApiErrorText();
  return useCallback(
    (error: unknown) => {
      if (error instanceof LaunchRefusedError) return t(error.messageKey);
      const key = launchFailureKey(error);
      return key ? t(key) : errorMessage(error);
    },
    [t, errorMessage],
  );
}
