import { datePattern, parseDate } from './date-field';

const TOKENS = { day: 'dd', month: 'mm', year: 'yyyy' };

describe('datePattern', () => {
  it.each([
    ['TY', 'dd/mm/yyyy'],
    ['VI', 'dd/mm/yyyy'],
    ['EN', 'mm/dd/yyyy'],
    ['CN', 'yyyy/mm/dd'],
  ])('follows the order and separators of the language’s dates in %s', (language, pattern) => {
    expect(datePattern(language, TOKENS)).toBe(pattern);
  });
});

describe('parseDate', () => {
  it('reads a date in the language’s order, with or without leading zeros', () => {
    expect(parseDate('02/11/2026', 'TY')).toBe('2026-11-02');
    expect(parseDate('2/11/2026', 'TY')).toBe('2026-11-02');
    expect(parseDate('11/02/2026', 'EN')).toBe('2026-11-02');
    expect(parseDate('2026/11/02', 'CN')).toBe('2026-11-02');
    expect(parseDate('2026-11-02', 'TY')).toBe('2026-11-02');
  });

  it('refuses a partial or impossible date', () => {
    expect(parseDate('02/11', 'TY')).toBeNull();
    expect(parseDate('02/11/26', 'TY')).toBeNull();
    expect(parseDate('31/02/2026', 'TY')).toBeNull();
    expect(parseDate('13/13/2026', 'TY')).toBeNull();
    expect(parseDate('', 'TY')).toBeNull();
  });
});
