import { useMemo } from 'react';
import { formatDate, formatDateTime, type DateInput } from './format-date';
import { formatMoney } from './format-money';
import { formatNumber, formatPercent, type FormatNumberOptions } from './format-number';
import { useKitLocale } from './use-kit-locale';

/** What {@link useFormat} gives: the kit's formatters bound to the player's language and the brand's symbol. */
export interface Format {
  /** The language the figures are written in (the app's i18next language, e.g. `TY`). */
  language: string;
  /** The brand's currency symbol. */
  symbol: string;
  /** An amount: brand symbol, 2 decimals, the language's marks (`$1.000,00` in TY, `$1,000.00` in EN). */
  money: (amount: number) => string;
  /** Points, counts: the language's grouping (`5.000` in TY, `5,000` in EN); whole unless told. */
  number: (value: number, options?: Omit<FormatNumberOptions, 'language'>) => string;
  /** A rate given in percent (`12.5` → `12,5%` in TY). */
  percent: (valueInPercent: number, options?: Omit<FormatNumberOptions, 'language'>) => string;
  /** A date ('' when it is not one). */
  date: (input: DateInput) => string;
  /** A date and time, 24 h with seconds ('' when it is not one). */
  dateTime: (input: DateInput) => string;
}

/** Options of {@link useFormat}. */
export interface FormatOptions {
  /** The currency symbol to write amounts with when it is not the brand's (the member's wallet currency). */
  currencySymbol?: string | undefined;
}

/**
 * The one number rule of every screen, as a hook: the language's `Intl` format with the brand's
 * currency symbol (platform-ui README "Numbers, money and dates"). For texts that interpolate a
 * figure (a sentence, a chart axis, an `aria-label`); an amount on its own is the kit's `<Money>`.
 * The functions keep their identity while the language and symbol stay the same.
 */
export function useFormat({ currencySymbol: symbolOverride }: FormatOptions = {}): Format {
  const { language, currencySymbol: brandSymbol } = useKitLocale();
  const currencySymbol = symbolOverride ?? brandSymbol;
  return useMemo<Format>(
    () => ({
      language,
      symbol: currencySymbol,
      money: (amount) => formatMoney(amount, { currencySymbol, language }),
      number: (value, options) => formatNumber(value, { ...options, language }),
      percent: (valueInPercent, options) => formatPercent(valueInPercent, { ...options, language }),
      date: (input) => formatDate(input, language),
      dateTime: (input) => formatDateTime(input, language),
    }),
    [language, currencySymbol],
  );
}
