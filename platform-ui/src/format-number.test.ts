import fc from 'fast-check';
import { TRANSLATED_LANGUAGES } from 'shared-contracts';
import { formatMoney } from './format-money';
import { formatNumber, formatPercent } from './format-number';

describe('formatNumber', () => {
  it.each([
    ['EN', '5,000'],
    ['CN', '5,000'],
    ['TY', '5.000'],
    ['VI', '5.000'],
    ['ID', '5.000'],
    ['TH', '5,000'],
  ])('groups points in %s as the money beside them does', (language, expected) => {
    expect(formatNumber(5000, { language })).toBe(expected);
    // One rule per language: the grouping mark of a count is the grouping mark of an amount.
    const groupOfMoney = formatMoney(5000, { currencySymbol: '$', language }).charAt(2);
    expect(expected.charAt(1)).toBe(groupOfMoney);
  });

  it('is whole unless told, rounds, and never writes -0', () => {
    expect(formatNumber(1234.56, { language: 'EN' })).toBe('1,235');
    expect(formatNumber(1234.5, { language: 'TY', maximumFractionDigits: 2 })).toBe('1.234,5');
    expect(formatNumber(-0.2, { language: 'EN' })).toBe('0');
    expect(formatNumber(Number.POSITIVE_INFINITY, { language: 'EN' })).toBe('0');
    expect(formatNumber(-12, { language: 'EN' })).toBe('-12');
  });

  it('writes whole numbers of every shipped language with digits and its grouping marks only', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(...TRANSLATED_LANGUAGES), (value, language) => {
        expect(formatNumber(value, { language })).toMatch(/^-?\d{1,3}([.,]\d{3})*$/);
      }),
    );
  });
});

describe('formatPercent', () => {
  it('writes a rate given in percent with the language marks', () => {
    expect(formatPercent(12.5, { language: 'EN' })).toBe('12.5%');
    expect(formatPercent(12.5, { language: 'TY' })).toBe('12,5%');
    expect(formatPercent(0.1234, { language: 'EN' })).toBe('0.12%');
    expect(formatPercent(-0.001, { language: 'EN' })).toBe('0%');
  });
});
