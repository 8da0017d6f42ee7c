import { defineTranslations } from 'shared-contracts';

/** The i18next namespace of the kit's own texts (close, retry, pager, refusals, ...). */
export const KIT_NAMESPACE = 'ui';

/**
 * The kit's texts, loaded per language. Every app passes them to `createAppI18n`
 * (`extra: [kitTranslations]`), so the kit's components find the `ui` namespace in the app's
 * instance. The kit is a shared singleton, so a language loads once for the whole page.
 */
export const kitTranslations = defineTranslations(KIT_NAMESPACE, {
  TY: () => import(/* webpackChunkName: "i18n-ty" */ './locales/TY.json'),
  EN: () => import(/* webpackChunkName: "i18n-en" */ './locales/EN.json'),
  CN: () => import(/* webpackChunkName: "i18n-cn" */ './locales/CN.json'),
  ID: () => import(/* webpackChunkName: "i18n-id" */ './locales/ID.json'),
  TH: () => import(/* webpackChunkName: "i18n-th" */ './locales/TH.json'),
  VI: () => import(/* webpackChunkName: "i18n-vi" */ './locales/VI.json'),
});
