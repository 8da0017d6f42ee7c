import { useCallback } from 'react';
import { formatDate, formatDateTime, formatMoney, localeTag, useKitLocale } from 'platform-ui';

/**
 * The kit's money and date formatting bound to the player's language and the brand's currency
 * symbol (`useKitLocale`), for texts that interpolate an amount or a date; table cells and amounts
 * on their own use the kit's `<Money>`. Percentages (rebate rates) and counts (a number of bets in a
 * text) are not in the kit: they use the same language's Intl format.
 */
export function useFormat() {
  const { language, currencySymbol } = useKitLocale();
  const money = useCallback((amount: number) => formatMoney(amount, { currencySymbol, language }), [currencySymbol, language]);
  const dateTime = useCallback((epochMs: number) => formatDateTime(epochMs, language), [language]);
  const date = useCallback((epochMs: number) => formatDate(epochMs, language), [language]);
  const percent = useCallback(
    (valueInPercent: number) =>
      new Intl.NumberFormat(localeTag(language), { style: 'percent', maximumFractionDigits: 2 }).format(valueInPercent / 100),
    [language],
  );
  const count = useCallback((value: number) => new Intl.NumberFormat(localeTag(language)).format(value), [language]);
  return { money, dateTime, date, percent, count, language, symbol: currencySymbol };
}
