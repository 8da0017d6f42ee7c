import CN from './locales/common.CN.json';
import EN from './locales/common.EN.json';
import ID from './locales/common.ID.json';
import TH from './locales/common.TH.json';
import TY from './locales/common.TY.json';
import VI from './locales/common.VI.json';
import type { TranslatedLanguage } from './languages';

/** The `common` namespace every app shares: generic errors, actions and the spec's message keys. */
export const COMMON_NAMESPACE = 'common';

/** `common` translations per shipped language. */
export const commonResources: Readonly<Record<TranslatedLanguage, typeof EN>> = { TY, EN, CN, ID, TH, VI };

/** i18next namespace of each app (one per package, plus `common`). */
export const I18N_NAMESPACES = {
  shell: 'shell',
  lobby: 'lobby',
  account: 'account',
  memberCentre: 'memberCentre',
  agentCentre: 'agentCentre',
  promotions: 'promotions',
} as const;
