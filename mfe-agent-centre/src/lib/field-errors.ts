import { isApiError } from 'shared-contracts';

/** The per-field messages of a platform refusal (`value.fieldErrors`), if it carries any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.value || typeof error.value !== 'object') return {};
  const fieldErrors = (error.value as { fieldErrors?: unknown }).fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return {};
  return Object.fromEntries(Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
