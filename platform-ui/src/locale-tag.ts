import { LANGUAGE_TAGS } from 'shared-contracts';

/**
 * The BCP 47 tag Intl should format with for a language: a brand code (`TY`, `CN`, `EN`, any case,
 * so i18next's lower-case ids work too) maps through the contract's `LANGUAGE_TAGS` (TY is
 * Vietnamese, CN is zh-CN, TW is zh-TW); anything else is taken as a BCP 47 tag when Intl accepts it,
 * else English.
 */
export function localeTag(language: string | undefined): string {
  if (!language) return 'en';
  const mapped = LANGUAGE_TAGS[language.toUpperCase()];
  if (mapped) return mapped;
  try {
    return Intl.getCanonicalLocales(language)[0] ?? 'en';
  } catch {
    return 'en';
  }
}
