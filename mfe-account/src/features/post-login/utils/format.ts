import { languageTag } from 'shared-contracts';

/** A country code (ISO 3166-1 alpha-2) as the language names it; the code itself when unknown. */
export function formatCountry(code: string | null, language: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([languageTag(language)], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
