import { formatBalance, languageTag } from 'shared-contracts';
import { useHost, useHostLanguage, useSession } from 'shared-contracts/react';

/**
 * Money and dates in the player's language (interim until platform-ui's Money/formatMoney and
 * formatDate land): money with the brand's currency symbol and 2 decimals, dates with Intl.
 */
export function useFormat() {
  const host = useHost();
  const { member } = useSession();
  const language = useHostLanguage();
  const symbol = member?.currencySymbol ?? host.brand.currencySymbol;
  const locale = languageTag(language);
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const count = new Intl.NumberFormat(locale);
  return {
    locale,
    symbol,
    money: (amount: number) => formatBalance(amount, symbol),
    dateTime: (time: number) => dateTime.format(time),
    date: (time: number) => date.format(time),
    count: (value: number) => count.format(value),
    percent: (rate: number) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(rate)}%`,
  };
}
