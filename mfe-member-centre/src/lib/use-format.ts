import { useCallback } from 'react';
import { useHostLanguage, useSession } from 'shared-contracts/react';
import { formatDateTime, formatMoney } from './format';

/** Money and date formatters bound to the player's language and the member's currency symbol. */
export function useFormat() {
  const language = useHostLanguage();
  const { member } = useSession();
  const symbol = member?.currencySymbol ?? '$';
  const money = useCallback((amount: number) => formatMoney(amount, symbol, language), [symbol, language]);
  const dateTime = useCallback((epochMs: number) => formatDateTime(epochMs, language), [language]);
  return { money, dateTime, language, symbol };
}
