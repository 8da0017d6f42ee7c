import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, apiErrorMessageKey, isApiError } from 'shared-contracts';

/** A function giving the message to show for a failed call: the server's own, else a translated one. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return useCallback(
    (error: unknown) => (isApiError(error) && error.serverMessage ? error.serverMessage : t(apiErrorMessageKey(error))),
    [t],
  );
}
