import { localeTag } from './locale-tag';

/** Options of {@link formatNumber}. */
export interface FormatNumberOptions {
  /** The player's language: a brand code (`TY`, `CN`, ...) or a BCP 47 tag. */
  language?: string | undefined;
  /** At most this many decimals (0 by default: points and counts are whole). */
  maximumFractionDigits?: number;
  /** At least this many decimals (0 by default). */
  minimumFractionDigits?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(tag: string, style: 'decimal' | 'percent', minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${tag}|${style}|${minimum}|${maximum}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { style, minimumFractionDigits: minimum, maximumFractionDigits: maximum, useGrouping: true });
    formatters.set(key, formatter);
  }
  return formatter;
}

const fractionDigits = (minimum: number | undefined, maximum: number | undefined, fallbackMaximum: number) => {
  const max = Math.min(20, Math.max(0, Math.floor(maximum ?? fallbackMaximum)));
  const min = Math.min(max, Math.max(0, Math.floor(minimum ?? 0)));
  return [min, max] as const;
};

/**
 * A number that is not money (points, counts, a bet count, a member count) as the player reads it:
 * the grouping and decimal marks of the player's language (`Intl.NumberFormat`), so "5.000" points
 * sit beside "$5.000,00" in TY and "5,000" beside "$5,000.00" in EN. Whole by default; a leading
 * minus for a negative value (never "-0"). A non-finite value formats as 0.
 */
export function formatNumber(value: number, { language, maximumFractionDigits, minimumFractionDigits }: FormatNumberOptions = {}): string {
  const [min, max] = fractionDigits(minimumFractionDigits, maximumFractionDigits, 0);
  const finite = Number.isFinite(value) ? value : 0;
  const text = numberFormat(localeTag(language), 'decimal', min, max).format(finite);
  // Intl writes "-0" for a negative value that rounds to zero.
  return /^-0(?:[.,]0+)?$/.test(text) ? text.slice(1) : text;
}

/**
 * A rate given in percent (`12.5` for 12.5 %) in the player's language, with Intl's own percent
 * sign and spacing (at most 2 decimals unless told).
 */
export function formatPercent(
  valueInPercent: number,
  { language, maximumFractionDigits, minimumFractionDigits }: FormatNumberOptions = {},
): string {
  const [min, max] = fractionDigits(minimumFractionDigits, maximumFractionDigits, 2);
  const finite = Number.isFinite(valueInPercent) ? valueInPercent : 0;
  const text = numberFormat(localeTag(language), 'percent', min, max).format(finite / 100);
  return text.startsWith('-0') && !/[1-9]/.test(text) ? text.slice(1) : text;
}
