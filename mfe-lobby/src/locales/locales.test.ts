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
    for (const key of keys(file)) expect(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file)).not.toBe('');
  });
});
