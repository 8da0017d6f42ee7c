import { apiErrorMessageKey, isApiError } from 'shared-contracts';
import type { Translate } from '../register/model/register-schema';

/** A failed call in words: the platform's own message when it sent one, else the common translation. */
export function failureText(t: Translate, error: unknown): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : t(apiErrorMessageKey(error), { ns: 'common' });
}
