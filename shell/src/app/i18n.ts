import type { i18n as I18n } from 'i18next';
import { kitTranslations } from 'platform-ui';
import { defineTranslations } from 'shared-contracts';
import { createAppI18n } from 'shared-contracts/react';

/** The shell's i18next namespace. */
export const NAMESPACE = 'shell';

/** The shell's texts, one chunk per language (only the active language is downloaded). */
export const translations = defineTranslations(NAMESPACE, {
  TY: () => import(/* webpackChunkName: "i18n-ty" */ '../locales/TY.json'),
  EN: () => import(/* webpackChunkName: "i18n-en" */ '../locales/EN.json'),
  CN: () => import(/* webpackChunkName: "i18n-cn" */ '../locales/CN.json'),
  ID: () => import(/* webpackChunkName: "i18n-id" */ '../locales/ID.json'),
  TH: () => import(/* webpackChunkName: "i18n-th" */ '../locales/TH.json'),
  VI: () => import(/* webpackChunkName: "i18n-vi" */ '../locales/VI.json'),
});

/**
 * Creates the shell's own i18next instance (`shell`, `common` and the kit's `ui`). The bootstrap
 * loads the starting language (`loadAppLanguage`) before the first render.
 */
export function createShellI18n(language?: string): I18n {
  return createAppI18n({ translations, extra: [kitTranslations], language });
}
