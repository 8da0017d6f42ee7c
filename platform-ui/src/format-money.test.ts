import fc from 'fast-check';
import { TRANSLATED_LANGUAGES } from 'shared-contracts';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    ['EN', '$1,234,567.50'],
    ['CN', '$1,234,567.50'],
    ['TY', '$1.234.567,50'],
    ['VI', '$1.234.567,50'],
    ['ID', '$1.234.567,50'],
    ['TH', '$1,234,567.50'],
  ])('writes the brand symbol and 2 decimals in %s', (language, expected) => {
    expect(formatMoney(1234567.5, { currencySymbol: '$', language })).toBe(expected);
  });

  it("uses the brand's symbol, the lower-case i18next ids and BCP 47 tags alike", () => {
    expect(formatMoney(10, { currencySymbol: '₫', language: 'ty' })).toBe('₫10,00');
    expect(formatMoney(10, { currencySymbol: '¥', language: 'zh-CN' })).toBe('¥10.00');
  });

  it('puts the minus before the symbol and never writes -0.00', () => {
    expect(formatMoney(-5.5, { currencySymbol: '$', language: 'EN' })).toBe('-$5.50');
    expect(formatMoney(-0.004, { currencySymbol: '$', language: 'EN' })).toBe('$0.00');
    expect(formatMoney(Number.NaN, { language: 'EN' })).toBe('$0.00');
  });

  it('rounds to cents', () => {
    expect(formatMoney(0.005, { language: 'EN' })).toBe('$0.01');
    expect(formatMoney(2.675, { language: 'EN' })).toBe('$2.68');
  });

  it('always shows exactly two decimals, in every shipped language', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.constantFrom(...TRANSLATED_LANGUAGES), (amount, language) => {
        const text = formatMoney(amount, { currencySymbol: '$', language });
        expect(text).toMatch(/^-?\$\d{1,3}([.,]\d{3})*[.,]\d{2}$/);
        expect(text.startsWith('-')).toBe(Math.round(Math.abs(amount) * 100) !== 0 && amount < 0);
      }),
    );
  });
});
