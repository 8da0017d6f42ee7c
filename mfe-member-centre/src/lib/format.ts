import { i18nextLanguage } from 'shared-contracts/react';

// Local until platform-ui's Money/formatMoney and formatDate land on main (then this file goes).

const LOCALES: Record<string, string> = { en: 'en-GB', ty: 'vi-VN', vi: 'vi-VN', cn: 'zh-CN', id: 'id-ID', th: 'th-TH' };

/** The Intl locale of a brand language code (TY is Vietnamese). */
export function localeOf(language: string): string {
  return LOCALES[i18nextLanguage(language)] ?? 'en-GB';
}

/** Money in the brand currency: the symbol and 2 decimals, grouped for the player's language. */
export function formatMoney(amount: number, currencySymbol: string, language: string): string {
  const text = new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${currencySymbol}${text}`;
}

/** A date and time in the player's language. */
export function formatDateTime(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
}
