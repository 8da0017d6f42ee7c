/**
 * The languages translation files exist for (spec §1). TY is the default; it is a brand language
 * code, not an ISO one, and ships in Vietnamese (the product's market).
 */
export const TRANSLATED_LANGUAGES = ['TY', 'EN', 'CN', 'ID', 'TH', 'VI'] as const;

/** A language the platform ships translations for. */
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/**
 * The about 33 language codes a brand may list (spec §1: "set in configuration"). Codes without a
 * translation file fall back to EN.
 */
export const KNOWN_LANGUAGE_CODES = [
  'TY',
  'EN',
  'CN',
  'ID',
  'TH',
  'VI',
  'HI',
  'BN',
  'JA',
  'KO',
  'MS',
  'MY',
  'KM',
  'LO',
  'TL',
  'PT',
  'ES',
  'FR',
  'DE',
  'IT',
  'RU',
  'TR',
  'AR',
  'FA',
  'UR',
  'NE',
  'SI',
  'TA',
  'TE',
  'MR',
  'PA',
  'TW',
  'HK',
] as const;

/** Any language code a brand can list. */
export type LanguageCode = string;

/** The default interface language (spec §9). */
export const DEFAULT_LANGUAGE: TranslatedLanguage = 'TY';

/** The language whose file backs every code without its own. */
export const FALLBACK_LANGUAGE: TranslatedLanguage = 'EN';

/** BCP 47 tags for the `lang` attribute and Intl formatting. */
export const LANGUAGE_TAGS: Readonly<Record<string, string>> = {
  TY: 'vi',
  EN: 'en',
  CN: 'zh-CN',
  ID: 'id',
  TH: 'th',
  VI: 'vi',
  HI: 'hi',
  BN: 'bn',
  JA: 'ja',
  KO: 'ko',
  MS: 'ms',
  MY: 'my',
  KM: 'km',
  LO: 'lo',
  TL: 'tl',
  PT: 'pt',
  ES: 'es',
  FR: 'fr',
  DE: 'de',
  IT: 'it',
  RU: 'ru',
  TR: 'tr',
  AR: 'ar',
  FA: 'fa',
  UR: 'ur',
  NE: 'ne',
  SI: 'si',
  TA: 'ta',
  TE: 'te',
  MR: 'mr',
  PA: 'pa',
  TW: 'zh-TW',
  HK: 'zh-HK',
};

/**
 * Native names shown in language pickers, one distinct name per code. TY and VI both ship Vietnamese
 * texts: TY, the brand's default, is plain "Tiếng Việt"; VI names its code ("Tiếng Việt (VI)"), so
 * the two never read the same in a list (a closed picker may cut a name short: the distinction
 * comes first there).
 */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  TY: 'Tiếng Việt',
  EN: 'English',
  CN: '简体中文',
  ID: 'Bahasa Indonesia',
  TH: 'ไทย',
  VI: 'Tiếng Việt (VI)',
  HI: 'हिन्दी',
  BN: 'বাংলা',
  JA: '日本語',
  KO: '한국어',
  MS: 'Bahasa Melayu',
  MY: 'မြန်မာ',
  KM: 'ខ្មែរ',
  LO: 'ລາວ',
  TL: 'Filipino',
  PT: 'Português',
  ES: 'Español',
  FR: 'Français',
  DE: 'Deutsch',
  IT: 'Italiano',
  RU: 'Русский',
  TR: 'Türkçe',
  AR: 'العربية',
  FA: 'فارسی',
  UR: 'اردو',
  NE: 'नेपाली',
  SI: 'සිංහල',
  TA: 'தமிழ்',
  TE: 'తెలుగు',
  MR: 'मराठी',
  PA: 'ਪੰਜਾਬੀ',
  TW: '繁體中文 (TW)',
  HK: '繁體中文 (HK)',
};

/** Whether a language code has its own translation files (one of {@link TRANSLATED_LANGUAGES}, any case). */
export function isTranslatedLanguage(code: LanguageCode): code is TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(code);
}

/**
 * The languages a player can choose on a brand: the brand's list (spec §1: about 33 codes, set in
 * configuration), in its order and without repeats, kept to those the site is translated into. A
 * code without translation files would show the player English under its own name (27 of the 33
 * did), so it is not offered. Never empty: a brand listing no translated language offers its default
 * when that is translated, else EN.
 */
export function offeredLanguages(brandLanguages: readonly LanguageCode[], defaultLanguage?: LanguageCode): TranslatedLanguage[] {
  const offered = [...new Set(brandLanguages.map((code) => code.toUpperCase()))].filter(isTranslatedLanguage);
  if (offered.length > 0) return offered;
  const fallback = defaultLanguage?.toUpperCase();
  return [fallback && isTranslatedLanguage(fallback) ? fallback : FALLBACK_LANGUAGE];
}

/** Languages that ship another one's texts word for word: VI's files are TY's. */
const SAME_TEXTS_AS: Readonly<Partial<Record<TranslatedLanguage, TranslatedLanguage>>> = { VI: 'TY' };

/**
 * The languages a language picker lists: the offered ones, less a language whose texts are those of
 * another offered one (VI beside TY: "Tiếng Việt" and "Tiếng Việt (VI)" told a player nothing to
 * choose by, issue 49), unless it is the one the player reads now (the picker then shows it chosen).
 */
export function pickerLanguages(offered: readonly LanguageCode[], current: LanguageCode): LanguageCode[] {
  const upper = current.toUpperCase();
  return offered.filter((code) => {
    const twin = SAME_TEXTS_AS[code.toUpperCase() as TranslatedLanguage];
    return !twin || !offered.includes(twin) || code.toUpperCase() === upper;
  });
}

/** The translation file a language code uses: its own when shipped, else EN. */
export function resolveTranslationLanguage(code: LanguageCode): TranslatedLanguage {
  const upper = code.toUpperCase();
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(upper) ? (upper as TranslatedLanguage) : FALLBACK_LANGUAGE;
}

/**
 * The attribute of the page's root element that names the interface language's code (`TY`, `EN`,
 * ...): the shell sets it with `lang` (which cannot tell TY from VI: both are `vi`). A remote reads it
 * when its code is evaluated to start downloading its texts before it first renders
 * (`preloadAppTexts`); it is a hint, the host's language decides.
 */
export const LANGUAGE_CODE_ATTRIBUTE = 'data-language';

/** The BCP 47 tag of a language code (EN's when unknown). */
export function languageTag(code: LanguageCode): string {
  return LANGUAGE_TAGS[code.toUpperCase()] ?? 'en';
}
