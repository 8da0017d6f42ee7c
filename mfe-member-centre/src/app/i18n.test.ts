import { loadAppLanguage } from 'shared-contracts/react';
import { createI18n } from './i18n';

describe('createI18n', () => {
  it.each([
    ['EN', 'Member centre', 'Close'],
    ['TY', 'Trung tâm thành viên', 'Đóng'],
    ['CN', '会员中心', undefined],
    ['TH', 'ศูนย์สมาชิก', undefined],
  ])('translates this namespace and common in %s', async (language, title, close) => {
    const i18n = createI18n(language);
    await loadAppLanguage(i18n, language);
    expect(i18n.t('title')).toBe(title);
    if (close) expect(i18n.t('actions.close', { ns: 'common' })).toBe(close);
  });

  it('uses the English file for a language without its own', async () => {
    const i18n = createI18n('JA');
    expect(i18n.t('title')).toBe('Member centre');
  });
});
