import CN from '../locales/CN.json';
import EN from '../locales/EN.json';
import ID from '../locales/ID.json';
import TH from '../locales/TH.json';
import TY from '../locales/TY.json';
import VI from '../locales/VI.json';
import { createI18n } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('account translations', () => {
  it.each(Object.entries({ TY, CN, ID, TH, VI }))('%s has exactly the keys of EN', (_lang, resources) => {
    expect(keysOf(resources).sort()).toEqual(keysOf(EN).sort());
  });

  it('resolves own and common keys in the brand language codes', () => {
    expect(createI18n('EN').t('modal.loginTitle')).toBe('Log in');
    expect(createI18n('TY').t('modal.loginTitle')).toBe('Đăng nhập');
    expect(createI18n('CN').t('actions.close', { ns: 'common' })).toBe('关闭');
  });
});
