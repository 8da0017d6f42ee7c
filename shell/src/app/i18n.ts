import type { i18n as I18n } from 'i18next';
import { registerKitTranslations } from 'platform-ui';
import { createAppI18n } from 'shared-contracts/react';
import CN from '../locales/CN.json';
import EN from '../locales/EN.json';
import ID from '../locales/ID.json';
import TH from '../locales/TH.json';
import TY from '../locales/TY.json';
import VI from '../locales/VI.json';

/** The shell's i18next namespace. */
export const NAMESPACE = 'shell';

/** Creates the shell's own i18next instance (`shell` + `common`). */
export function createShellI18n(language?: string): I18n {
  const i18n = createAppI18n({ namespace: NAMESPACE, resources: { TY, EN, CN, ID, TH, VI }, language });
  // The kit's own strings (PageFrame, dialogs, tables, pickers) in the `ui` namespace.
  registerKitTranslations(i18n);
  return i18n;
}
