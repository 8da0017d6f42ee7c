import { useMemo } from 'react';
import { formatDate, formatDateTime, formatMoney, localeTag, useKitLocale } from 'platform-ui';

/**
 * Text formatting in the player's language for the places a `<Money>` element does not fit (a
 * sentence, a chart axis): the kit's `formatMoney` (brand currency symbol, 2 decimals) and
 * `formatDate` / `formatDateTime`, plus counts and rates with Intl. Table cells and figures use the
 * kit's `<Money>` directly.
 */
export function useFormat() {
  const { language, currencySymbol } = useKitLocale();
  return useMemo(() => {
    const locale = localeTag(language);
    const counts = new Intl.NumberFormat(locale);
    const rates = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return {
      symbol: currencySymbol,
      money: (amount: number) => formatMoney(amount, { currencySymbol, language }),
      dateTime: (time: number) => formatDateTime(time, language),
      date: (time: number) => formatDate(time, language),
      count: (value: number) => counts.format(value),
      /** A rate in percent (30 → "30%"), the number in the player's language. */
      percent: (rate: number) => `${rates.format(rate)}%`,
    };
  }, [language, currencySymbol]);
}
