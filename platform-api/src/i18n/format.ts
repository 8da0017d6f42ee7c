import type { ContentLanguage } from './language';
import type { Renderable } from './localized';

/** The locale whose number and date format each content language uses (`Intl`). */
export const LOCALES: Readonly<Record<ContentLanguage, string>> = { EN: 'en-US', VI: 'vi-VN' };

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: ContentLanguage, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], options);
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount of money as the site's pages write it (platform-ui `formatMoney`): the merchant's
 * symbol, then the amount with 2 decimals and the language's grouping and decimal marks (EN
 * `$1,000.00`, VI `$1.000,00`), a minus in front of a negative amount.
 */
export function money(amount: number, currencySymbol = '$'): Renderable {
  return {
    render: (language) => {
      const cents = Math.round(Math.abs(amount) * 100);
      const sign = amount < 0 && cents !== 0 ? '-' : '';
      return `${sign}${currencySymbol}${numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`;
    },
  };
}

/** A number in the reader's format (EN `0.3`, VI `0,3`; grouping as the language groups). */
export function decimal(value: number, maximumFractionDigits = 2): Renderable {
  return { render: (language) => numberFormat(language, { maximumFractionDigits }).format(value) };
}

/** A calendar day (UTC) in the reader's format (EN `2026-11-28` as the platform writes it, VI `28/11/2026`). */
export function day(time: number): Renderable {
  return {
    render: (language) =>
      language === 'EN'
        ? new Date(time).toISOString().slice(0, 10)
        : new Intl.DateTimeFormat(LOCALES[language], { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(time),
  };
}
