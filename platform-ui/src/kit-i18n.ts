import type { i18n as I18n } from 'i18next';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from 'shared-contracts';
import CN from './locales/CN.json';
import EN from './locales/EN.json';
import ID from './locales/ID.json';
import TH from './locales/TH.json';
import TY from './locales/TY.json';
import VI from './locales/VI.json';

/** The i18next namespace of the kit's own texts (close, retry, pager, refusals, ...). */
export const KIT_NAMESPACE = 'ui';

/** The kit's texts per shipped language. */
export const kitResources: Readonly<Record<TranslatedLanguage, typeof EN>> = { TY, EN, CN, ID, TH, VI };

/**
 * Adds the kit's `ui` namespace to an app's i18next instance. Call it once, right after creating the
 * instance (`registerKitTranslations(createAppI18n(...))`). The language ids are the lower-case
 * translation-file ids `createAppI18n` uses (`ty`, `en`, `cn`, ...). Calling it twice is harmless.
 */
export function registerKitTranslations<T extends I18n>(i18n: T): T {
  for (const lang of TRANSLATED_LANGUAGES) {
    i18n.addResourceBundle(lang.toLowerCase(), KIT_NAMESPACE, kitResources[lang], true, false);
  }
  return i18n;
}
