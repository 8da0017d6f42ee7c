import { useMemo } from 'react';
import { formatMoney, localeTag, useKitLocale } from 'platform-ui';
import { useSession } from 'shared-contracts/react';

/** How this remote writes a figure the player reads, in the player's language. */
export interface Figures {
  /** An amount: the currency symbol, 2 decimals, the language's grouping and decimal marks (the kit's `formatMoney`). */
  money: (amount: number) => string;
  /** Points, a quantity or a count, with the language's grouping ("5.000" in TY, "5,000" in EN). */
  count: (value: number) => string;
  /** A fraction as a percent (0.003 → "0.3%"), at most 2 decimals. */
  percent: (fraction: number) => string;
}

/**
 * One number format per language (issue 36): every figure of the promotions, the points mall, VIP
 * and referral goes through here (never `toFixed`, `toLocaleString()` without a tag, or a raw
 * number in a translation), so the page agrees with the kit's `<Money>` and the header. The
 * language is the app's i18next language (which follows the host's), mapped by the kit's
 * `localeTag` (TY is Vietnamese: Intl would read the code "TY" as an unknown language and fall back
 * to English). The currency symbol is the member's wallet currency, else the brand's (as the
 * header's balance).
 */
export function useFigures(): Figures {
  const { language, currencySymbol } = useKitLocale();
  const memberSymbol = useSession().member?.currencySymbol;
  const symbol = memberSymbol ?? currencySymbol;
  return useMemo(() => {
    const tag = localeTag(language);
    const counts = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
    const percents = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
    return {
      money: (amount) => formatMoney(amount, { currencySymbol: symbol, language }),
      count: (value) => counts.format(Number.isFinite(value) ? value : 0),
      percent: (fraction) => percents.format(Number.isFinite(fraction) ? fraction : 0),
    };
  }, [language, symbol]);
}
