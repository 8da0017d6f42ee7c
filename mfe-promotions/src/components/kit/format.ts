import { languageTag } from 'shared-contracts';

/** Money with 2 decimals and the brand's currency symbol, in the player's language. */
export function formatMoney(amount: number, currencySymbol: string, language: string): string {
  const number = new Intl.NumberFormat(languageTag(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${currencySymbol}${number}`;
}

/** A date (and time) in the player's language. */
export function formatDate(epochMs: number, language: string, withTime = false): string {
  return new Intl.DateTimeFormat(languageTag(language), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(epochMs);
}
