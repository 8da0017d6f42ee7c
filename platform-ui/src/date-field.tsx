import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, toDate } from './format-date';
import { KIT_NAMESPACE } from './kit-i18n';
import { localeTag } from './locale-tag';
import { toIsoDate } from './date-presets';
import { useKitLocale } from './use-kit-locale';

type DatePart = 'day' | 'month' | 'year';
type DatePiece = { part: DatePart | 'literal'; text: string };

/** The order of day, month and year and the separators of the language's dates (`formatDate`), e.g. TY `dd/mm/yyyy`. */
function dateParts(language: string | undefined): DatePiece[] {
  const parts = new Intl.DateTimeFormat(localeTag(language), { calendar: 'gregory', year: 'numeric', month: '2-digit', day: '2-digit' })
    // A day above 12 tells the day from the month in every format.
    .formatToParts(new Date(2026, 10, 24));
  return parts.flatMap(({ type, value }): DatePiece[] =>
    type === 'day' || type === 'month' || type === 'year'
      ? [{ part: type, text: value }]
      : type === 'literal'
        ? [{ part: 'literal', text: value }]
        : [],
  );
}

/** The pattern a player types a date in, with the given letters for each part (TY `dd/mm/yyyy`, EN `mm/dd/yyyy`, CN `yyyy/mm/dd`). */
export function datePattern(language: string | undefined, tokens: Readonly<Record<DatePart, string>>): string {
  return dateParts(language)
    .map(({ part, text }) => (part === 'literal' ? text : tokens[part]))
    .join('');
}

/**
 * A date typed in the language's format (any separators, day and month with or without a leading
 * zero), or in `YYYY-MM-DD`, as `YYYY-MM-DD`; null when it is not a whole, real date.
 */
export function parseDate(text: string, language: string | undefined): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const numbers = iso ? iso.slice(1) : trimmed.split(/\D+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const order: DatePart[] = iso ? ['year', 'month', 'day'] : dateParts(language).flatMap(({ part }) => (part === 'literal' ? [] : [part]));
  const value: Record<DatePart, number> = { day: 0, month: 0, year: 0 };
  order.forEach((part, i) => (value[part] = Number(numbers[i])));
  if (String(value.year).length !== 4) return null;
  const date = new Date(value.year, value.month - 1, value.day);
  const isReal = date.getFullYear() === value.year && date.getMonth() === value.month - 1 && date.getDate() === value.day;
  return isReal ? toIsoDate(date) : null;
}

/** Props of {@link DateField}. */
export interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max'> {
  /** The date as `YYYY-MM-DD` ('' for none). */
  value: string;
  /** Called with `YYYY-MM-DD` once the text is a whole date (and within min / max). */
  onChange: (value: string) => void;
  /** The earliest date accepted, `YYYY-MM-DD`. */
  min?: string | undefined;
  /** The latest date accepted, `YYYY-MM-DD`. */
  max?: string | undefined;
}

/**
 * A date input that reads and is typed in the player's language's format, as the records' rows
 * are written (`formatDate`), not in the browser's locale as `<input type="date">` shows it (issue
 * 49: "11/02/2026" above rows reading "26/11/2026"). Its placeholder is the language's pattern;
 * a text that is not a date is marked invalid and given back the last date on leaving the field.
 */
export function DateField({ value, onChange, min, max, onBlur, ...rest }: DateFieldProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const { language } = useKitLocale();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value && toDate(value) ? formatDate(value, language) : '');
  const typed = draft === null ? value : parseDate(draft, language);
  const isInRange = (iso: string) => (!min || iso >= min) && (!max || iso <= max);
  const isInvalid = draft !== null && draft.trim() !== '' && (typed === null || !isInRange(typed));

  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={datePattern(language, {
        day: t('dateRange.dayToken'),
        month: t('dateRange.monthToken'),
        year: t('dateRange.yearToken'),
      })}
      value={shown}
      aria-invalid={isInvalid || undefined}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        const iso = parseDate(text, language);
        if (iso && iso !== value && isInRange(iso)) onChange(iso);
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}
