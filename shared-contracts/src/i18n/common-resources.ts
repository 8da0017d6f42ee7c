import { defineTranslations } from './translations';

/** The `common` namespace every app shares: generic errors, actions and the spec's message keys. */
export const COMMON_NAMESPACE = 'common';

/** `common` translations, loaded per language (the files sit in `./locales`). */
export const commonTranslations = defineTranslations(COMMON_NAMESPACE, {
  TY: () => import(/* webpackChunkName: "i18n-common-ty" */ './locales/common.TY.json'),
  EN: () => import(/* webpackChunkName: "i18n-common-en" */ './locales/common.EN.json'),
  CN: () => import(/* webpackChunkName: "i18n-common-cn" */ './locales/common.CN.json'),
  ID: () => import(/* webpackChunkName: "i18n-common-id" */ './locales/common.ID.json'),
  TH: () => import(/* webpackChunkName: "i18n-common-th" */ './locales/common.TH.json'),
  VI: () => import(/* webpackChunkName: "i18n-common-vi" */ './locales/common.VI.json'),
});

/** i18next namespace of each app (one per package, plus `common`). */
export const I18N_NAMESPACES = {
  shell: 'shell',
  lobby: 'lobby',
  account: 'account',
  memberCentre: 'memberCentre',
  agentCentre: 'agentCentre',
  promotions: 'promotions',
} as const;
