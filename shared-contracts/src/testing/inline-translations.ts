import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../i18n/languages';
import { defineTranslations, type TranslationBundle, type TranslationLoaders, type Translations } from '../i18n/translations';

/**
 * Test translations given inline: each language resolves to its bundle (an empty one when not
 * given), like a JSON chunk would. `preloadAllTranslations` loads them with the rest.
 */
export function inlineTranslations(namespace: string, bundles: Partial<Record<TranslatedLanguage, TranslationBundle>> = {}): Translations {
  const loaders = Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, () => Promise.resolve(bundles[language] ?? {})]));
  return defineTranslations(namespace, loaders as unknown as TranslationLoaders);
}
