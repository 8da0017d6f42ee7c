import { TRANSLATED_LANGUAGES } from 'shared-contracts';
import { loadAppLanguage } from 'shared-contracts/react';
import { KIT_NAMESPACE, kitTranslations } from './kit-i18n';
import CN from './locales/CN.json';
import EN from './locales/EN.json';
import ID from './locales/ID.json';
import TH from './locales/TH.json';
import TY from './locales/TY.json';
import VI from './locales/VI.json';
import { createTestI18n } from './testing/render-with-kit';

const kitResources = { TY, EN, CN, ID, TH, VI };

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [];
}

describe('the kit translations', () => {
  it('have the same keys in all six languages', () => {
    const english = keys(kitResources.EN).sort();
    for (const language of TRANSLATED_LANGUAGES) expect(keys(kitResources[language]).sort()).toEqual(english);
  });

  it('are real translations, not English copies', () => {
    const english = new Set(leaves(kitResources.EN).filter((text) => !['OK', 'Menu', 'Total'].includes(text)));
    for (const language of ['CN', 'TY', 'VI', 'TH'] as const) {
      expect(leaves(kitResources[language]).filter((text) => english.has(text))).toEqual([]);
    }
    expect(leaves(kitResources.ID).filter((text) => english.has(text)).length).toBeLessThan(3);
  });

  it('are added to an app instance under the ui namespace, per language', async () => {
    const i18n = createTestI18n('CN');
    expect(i18n.t('actions.retry', { ns: KIT_NAMESPACE })).toBe('重试');
    await loadAppLanguage(i18n, 'TH');
    expect(i18n.t('actions.retry', { ns: KIT_NAMESPACE })).toBe('ลองอีกครั้ง');
  });

  it('load each language from its own file, once', async () => {
    expect(await kitTranslations.load('VI')).toEqual(VI);
    expect(kitTranslations.peek('VI')).toBe(await kitTranslations.load('VI'));
  });
});
