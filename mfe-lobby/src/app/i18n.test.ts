import { loadAppLanguage } from 'shared-contracts/react';
import { createI18n } from './i18n';

describe('createI18n', () => {
  it.each([
    ['EN', 'All vendors', 'Try again'],
    ['TY', 'Tất cả nhà cung cấp', null],
    ['CN', '全部厂商', null],
    ['TH', 'ผู้ให้บริการทั้งหมด', null],
  ])('translates in %s (own namespace and common)', async (language, vendorsAll, retry) => {
    const i18n = createI18n(language);
    expect(i18n.t('vendors.all')).toBe(vendorsAll);
    expect(i18n.t('actions.retry', { ns: 'common' })).not.toBe('actions.retry');
    if (retry) expect(i18n.t('actions.retry', { ns: 'common' })).toBe(retry);
  });

  it('falls back to EN for a brand language without a file', async () => {
    const i18n = createI18n('JA');
    expect(i18n.t('vendors.all')).toBe('All vendors');
  });

  it('switches language', async () => {
    const i18n = createI18n('EN');
    await loadAppLanguage(i18n, 'ID');
    expect(i18n.t('vendors.all')).toBe('Semua penyedia');
  });
});
