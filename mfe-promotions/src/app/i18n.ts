import { COMMON_NAMESPACE, TRANSLATED_LANGUAGES } from 'shared-contracts';
import { createAppI18n } from 'shared-contracts/react';
import CN from '../locales/CN.json';
import EN from '../locales/EN.json';
import ID from '../locales/ID.json';
import TH from '../locales/TH.json';
import TY from '../locales/TY.json';
import VI from '../locales/VI.json';

/** This remote's i18next namespace. */
export const NAMESPACE = 'promotions';

/** Creates this remote's own i18next instance (one per mounted expose). */
export function createI18n(language?: string) {
  const instance = createAppI18n({ namespace: NAMESPACE, resources: { TY, EN, CN, ID, TH, VI }, language });
  // WORKAROUND (remove once shared-contracts sets `cleanCode: false`): i18next 27 canonicalises
  // language codes before lookup (EN → en), while createAppI18n files resources under the brand
  // codes (EN, TY...), so every key would show untranslated. File the bundles under both.
  const languageUtils = instance.services.languageUtils as { formatLanguageCode(code: string): string };
  for (const lang of TRANSLATED_LANGUAGES) {
    const code = languageUtils.formatLanguageCode(lang);
    if (code === lang) continue;
    for (const ns of [NAMESPACE, COMMON_NAMESPACE]) {
      const bundle = instance.getResourceBundle(lang, ns) as Record<string, unknown> | undefined;
      if (bundle && !instance.hasResourceBundle(code, ns)) instance.addResourceBundle(code, ns, bundle);
    }
  }
  return instance;
}
