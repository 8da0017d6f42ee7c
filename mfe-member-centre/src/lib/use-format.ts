import { useCallback } from 'react';
import { useHostLanguage, useSession } from 'shared-contracts/react';
import { formatDateTime, formatMoney, localeOf } from './format';

/** Money and date formatters bound to the player's language and the member's currency symbol. */
export function useFormat() {
  const language = useHostLanguage();
  const { member } = useSession();
  const symbol = member?.currencySymbol ?? '$';
  const money = useCallback((amount: number) => formatMoney(amount, symbol, language), [symbol, language]);
  const dateTime = useCallback((epochMs: number) => formatDateTime(epochMs, language), [language]);
  const percent = useCallback(
    (valueInPercent: number) => new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 2 }).format(valueInPercent / 100),
    [language],
  );
  return { money, dateTime, percent, language, symbol };
}
