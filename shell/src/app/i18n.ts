import type { i18n as I18n } from 'i18next';
import { COMMON_NAMESPACE, TRANSLATED_LANGUAGES } from 'shared-contracts';
import { createAppI18n } from 'shared-contracts/react';
import CN from '../locales/CN.json';
import EN from '../locales/EN.json';
import ID from '../locales/ID.json';
import TH from '../locales/TH.json';
import TY from '../locales/TY.json';
import VI from '../locales/VI.json';

/** The shell's i18next namespace. */
export const NAMESPACE = 'shell';

/**
 * WORKAROUND (remove once createAppI18n sets `cleanCode: false` or keys bundles by the resolved
 * code): i18next 27 lower-cases language codes when it resolves them ('TY' → 'ty') while the
 * bundles are keyed by the brand codes ('TY'), so every lookup misses. Registering the bundles
 * under the resolved code as well makes them found; it does nothing when the codes already match.
 */
function registerUnderResolvedCodes(instance: I18n): I18n {
  const languageUtils = instance.services.languageUtils as { formatLanguageCode?: (code: string) => string } | undefined;
  for (const code of TRANSLATED_LANGUAGES) {
    const resolved = languageUtils?.formatLanguageCode?.(code) ?? code;
    if (resolved === code) continue;
    for (const ns of [NAMESPACE, COMMON_NAMESPACE]) {
      const bundle = instance.getResourceBundle(code, ns) as Record<string, unknown> | undefined;
      if (bundle) instance.addResourceBundle(resolved, ns, bundle, true, false);
    }
  }
  return instance;
}

/** Creates the shell's own i18next instance (`shell` + `common`). */
export function createShellI18n(language?: string): I18n {
  return registerUnderResolvedCodes(createAppI18n({ namespace: NAMESPACE, resources: { TY, EN, CN, ID, TH, VI }, language }));
}
