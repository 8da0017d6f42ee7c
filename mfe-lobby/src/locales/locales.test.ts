import CN from './CN.json';
import EN from './EN.json';
import ID from './ID.json';
import TH from './TH.json';
import TY from './TY.json';
import VI from './VI.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('locales', () => {
  it.each(Object.entries({ TY, CN, ID, TH, VI }))('%s has exactly the keys of EN, none empty', (_lang, file) => {
    expect(keys(file).sort()).toEqual(keys(EN).sort());
    for (const key of keys(file))
      expect(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file)).not.toBe('');
  });

  // Issue 14.13: a language file that copies the English text (the "Hot" badge was English in TY).
  it.each(Object.entries({ TY, CN, ID, TH, VI }))('%s translates every text (none is a copy of the English)', (_lang, file) => {
    const copies = keys(EN).filter((key) => {
      const english = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], EN);
      const own = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
      return typeof english === 'string' && /[a-z]{2}/i.test(english.replace(/{{\w+}}/g, '')) && english === own;
    });
    expect(copies).toEqual([]);
  });
});
