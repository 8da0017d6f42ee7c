import { useMemo } from 'react';
import { languageTag } from 'shared-contracts';
import { useHostLanguage } from 'shared-contracts/react';

/**
 * An `Intl.DateTimeFormat` in the player's language (issue 14.13). The platform's language codes
 * (`TY`, `CN`, ...) are not BCP 47 tags: Intl given `TY` silently formats in English, so the code
 * goes through the contract's `languageTag` first.
 */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const language = useHostLanguage();
  const key = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the options are compared by value (key)
  return useMemo(() => new Intl.DateTimeFormat(languageTag(language), options), [language, key]);
}

/** A date-time text of an ISO date, or the text as given when it is not a date. */
export function formatDateText(format: Intl.DateTimeFormat, value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : format.format(new Date(time));
}
