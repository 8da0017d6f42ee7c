import { SPEC_CONSTANTS } from 'shared-contracts';
import { localeTag } from './locale-tag';

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** The brand's currency symbol (`brand.currencySymbol`); `$` when absent (spec default). */
  currencySymbol?: string | undefined;
  /** The player's language: a brand code (`TY`, `CN`, ...) or a BCP 47 tag. */
  language?: string | undefined;
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(tag: string): Intl.NumberFormat {
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      minimumFractionDigits: SPEC_CONSTANTS.balanceDecimals,
      maximumFractionDigits: SPEC_CONSTANTS.balanceDecimals,
      useGrouping: true,
    });
    formatters.set(tag, formatter);
  }
  return formatter;
}

/**
 * An amount as the player reads it: the brand's currency symbol, then the amount with 2 decimals and
 * the grouping and decimal marks of the player's language (`Intl.NumberFormat`); a leading minus
 * for a negative amount (never "-0.00"). The symbol is the brand's own (not an ISO currency), so it
 * is written before the number in every language. A non-finite amount formats as 0.
 */
export function formatMoney(
  amount: number,
  { currencySymbol = SPEC_CONSTANTS.defaultCurrencySymbol, language }: FormatMoneyOptions = {},
): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const cents = Math.round(Math.abs(value) * 100);
  const sign = value < 0 && cents !== 0 ? '-' : '';
  return `${sign}${currencySymbol}${numberFormat(localeTag(language)).format(cents / 100)}`;
}
