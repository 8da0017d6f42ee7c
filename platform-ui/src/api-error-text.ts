import type { TFunction } from 'i18next';
import { apiErrorMessageKey, isApiError } from 'shared-contracts';

/**
 * The message to show for a failed call: the platform's own message when it sent one, otherwise
 * the translated generic message of the `common` namespace for that kind of failure.
 */
export function apiErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return t(apiErrorMessageKey(error), { ns: 'common' });
}
