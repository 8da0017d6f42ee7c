import { kitTranslations } from 'platform-ui';
import { defineTranslations } from 'shared-contracts';
import { createAppI18n, preloadAppTexts } from 'shared-contracts/react';

/** This remote's i18next namespace. */
export const NAMESPACE = 'memberCentre';

/** This remote's texts, one chunk per language (only the active language is downloaded). */
export const translations = defineTranslations(NAMESPACE, {
  TY: () => import(/* webpackChunkName: "i18n-ty" */ '../locales/TY.json'),
  EN: () => import(/* webpackChunkName: "i18n-en" */ '../locales/EN.json'),
  CN: () => import(/* webpackChunkName: "i18n-cn" */ '../locales/CN.json'),
  ID: () => import(/* webpackChunkName: "i18n-id" */ '../locales/ID.json'),
  TH: () => import(/* webpackChunkName: "i18n-th" */ '../locales/TH.json'),
  VI: () => import(/* webpackChunkName: "i18n-vi" */ '../locales/VI.json'),
});

// The page's language is downloading from the moment this code runs (with the expose's chunks).
preloadAppTexts({ translations, extra: [kitTranslations] });

/**
 * Creates this remote's own i18next instance (one per mounted expose), with the kit's `ui` texts.
 * RemoteProviders waits for the starting language's texts before it renders the remote.
 */
export function createI18n(language?: string) {
  return createAppI18n({ translations, extra: [kitTranslations], language });
}
