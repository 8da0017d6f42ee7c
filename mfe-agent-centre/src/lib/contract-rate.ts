import type { TFunction } from 'i18next';

/**
 * What is wrong with a typed contract rate, or null: it must be a number above 0 and below the
 * agent's own rate of that kind (the lower-rate rule; 100 when the agent's rate is not known).
 * `percent` writes the limit in the player's language (`useFormat().percent`).
 */
export function rateError(text: string, own: number | undefined, t: TFunction, percent: (rate: number) => string): string | null {
  const rate = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(rate)) return t('contracts.errors.rateNumber');
  if (rate <= 0 || rate >= (own ?? 100)) return t('contracts.errors.rateRange', { max: percent(own ?? 100) });
  return null;
}
