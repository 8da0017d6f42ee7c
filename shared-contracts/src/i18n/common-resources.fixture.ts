// Every language's `common` texts at once, for tests that compare languages (the app itself loads
// one language at a time through `commonTranslations`).
import CN from './locales/common.CN.json';
import EN from './locales/common.EN.json';
import ID from './locales/common.ID.json';
import TH from './locales/common.TH.json';
import TY from './locales/common.TY.json';
import VI from './locales/common.VI.json';
import type { TranslatedLanguage } from './languages';

/** `common` translations per shipped language. */
export const commonResources: Readonly<Record<TranslatedLanguage, typeof EN>> = { TY, EN, CN, ID, TH, VI };
