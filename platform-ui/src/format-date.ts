import { localeTag } from './locale-tag';

/** What the date formatters accept: a Date, epoch milliseconds, or a server date string. */
export type DateInput = Date | number | string;

const SERVER_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A Date from what a server or a date input sends. `YYYY-MM-DD` and `YYYY-MM-DD HH:mm[:ss]` without
 * a zone are local times (as the platform writes them and as `<input type="date">` gives them);
 * other strings go through `Date`. `undefined` when it is not a valid date.
 */
export function toDate(input: DateInput): Date | undefined {
  let date: Date;
  if (input instanceof Date) date = new Date(input.getTime());
  else if (typeof input === 'number') date = new Date(input);
  else {
    const match = SERVER_DATE_TIME.exec(input.trim());
    if (match) {
      const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
      date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    } else date = new Date(input);
  }
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormat(tag: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${tag}|${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // Gregorian in every language (Thai would default to the Buddhist era), so a date reads the same
    // as the date inputs and the server's records.
    formatter = new Intl.DateTimeFormat(tag, {
      calendar: 'gregory',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A date in the player's language (brand code or BCP 47 tag); '' when the input is not a date. */
export function formatDate(input: DateInput, language?: string): string {
  const date = toDate(input);
  return date ? dateFormat(localeTag(language), false).format(date) : '';
}

/** A date and time (24 h, with seconds) in the player's language; '' when the input is not a date. */
export function formatDateTime(input: DateInput, language?: string): string {
  const date = toDate(input);
  return date ? dateFormat(localeTag(language), true).format(date) : '';
}
