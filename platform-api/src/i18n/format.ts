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
 * An amount of money in the reader's format: the language's `Intl` currency format with the
 * currency's narrow symbol (EN `$1,000.00`, VI `1.000,00 $`), the rule the site's pages follow.
 */
export function money(amount: number, currency = 'USD'): Renderable {
  return {
    render: (language) =>
      numberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
        .format(amount)
        .replace(/\u00a0/g, ' '),
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
