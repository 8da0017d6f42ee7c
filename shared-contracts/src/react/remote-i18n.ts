import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_NAMESPACE, commonResources } from '../i18n/common-resources';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  TRANSLATED_LANGUAGES,
  resolveTranslationLanguage,
  type TranslatedLanguage,
} from '../i18n/languages';

/**
 * The i18next language id of a brand language code. i18next normalises upper-case codes such as
 * `EN` to `en` when it resolves fallbacks (and then misses upper-case resource keys), so resources
 * and `changeLanguage` use the lower-case id of the translation file the code resolves to.
 */
export function i18nextLanguage(code: string): string {
  return resolveTranslationLanguage(code).toLowerCase();
}

/** Options of {@link createAppI18n}. */
export interface AppI18nOptions {
  /** The app's own namespace (one per package). */
  namespace: string;
  /** The app's translations per shipped language. */
  resources: Partial<Record<TranslatedLanguage, Record<string, unknown>>>;
  /** Starting language code (any brand code; unknown codes use EN's file). */
  language?: string;
}

/**
 * Creates an app's own i18next instance (MF i18n guide: one instance per app so namespaces never
 * override each other), with the shared `common` namespace bundled in. All resources are bundled,
 * so it is ready synchronously.
 */
export function createAppI18n({ namespace, resources, language = DEFAULT_LANGUAGE }: AppI18nOptions): I18n {
  const instance = i18next.createInstance();
  const bundle: Resource = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    bundle[i18nextLanguage(lang)] = { [COMMON_NAMESPACE]: commonResources[lang], [namespace]: resources[lang] ?? {} };
  }
  void instance.use(initReactI18next).init({
    resources: bundle,
    lng: i18nextLanguage(language),
    fallbackLng: i18nextLanguage(FALLBACK_LANGUAGE),
    ns: [namespace, COMMON_NAMESPACE],
    defaultNS: namespace,
    fallbackNS: COMMON_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    // A key found in no language (not even the EN fallback) is a bug: say so in the console, where
    // the six-language e2e scan looks for it (i18next itself only logs it in debug mode).
    saveMissing: true,
    missingKeyHandler: (languages, ns, key) => {
      console.warn(`i18next::translator: missingKey ${languages.join(',')} ${ns} ${key}`);
    },
  });
  return instance;
}
