import { formatDate, formatDateTime, formatMoney } from 'platform-ui';
import { languageTag } from 'shared-contracts';
import { useHost, useHostLanguage, useSession } from 'shared-contracts/react';

/**
 * Money and dates in the player's language through the kit's formatters: money with the brand's
 * currency symbol and 2 decimals, dates with Intl.
 */
export function useFormat() {
  const host = useHost();
  const { member } = useSession();
  const language = useHostLanguage();
  const symbol = member?.currencySymbol ?? host.brand.currencySymbol;
  const locale = languageTag(language);
  const count = new Intl.NumberFormat(locale);
  return {
    locale,
    symbol,
    money: (amount: number) => formatMoney(amount, { currencySymbol: symbol, language }),
    dateTime: (time: number) => formatDateTime(time, language),
    date: (time: number) => formatDate(time, language),
    count: (value: number) => count.format(value),
    percent: (rate: number) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(rate)}%`,
  };
}
