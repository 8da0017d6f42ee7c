import { formatDate, formatDateTime, toDate } from './format-date';

const at = new Date(2026, 0, 5, 14, 3, 9);

describe('formatDate / formatDateTime', () => {
  it.each([
    ['EN', '01/05/2026', '01/05/2026, 14:03:09'],
    ['CN', '2026/01/05', '2026/01/05 14:03:09'],
    ['TY', '05/01/2026', '14:03:09 05/01/2026'],
    ['VI', '05/01/2026', '14:03:09 05/01/2026'],
    ['ID', '05/01/2026', '05/01/2026, 14.03.09'],
    ['TH', '05/01/2026', '05/01/2026 14:03:09'],
  ])('formats in %s', (language, date, dateTime) => {
    expect(formatDate(at, language)).toBe(date);
    expect(formatDateTime(at, language)).toBe(dateTime);
  });

  it('maps brand codes without a translation file through the contract (TW is zh-TW)', () => {
    expect(formatDate(at, 'TW')).toBe('2026/01/05');
  });

  it('reads server strings as local times and epoch milliseconds', () => {
    expect(formatDateTime('2026-01-05 14:03:09', 'EN')).toBe('01/05/2026, 14:03:09');
    expect(formatDate('2026-01-05', 'EN')).toBe('01/05/2026');
    expect(formatDate(at.getTime(), 'EN')).toBe('01/05/2026');
  });

  it('gives an empty text for something that is not a date', () => {
    expect(formatDate('soon', 'EN')).toBe('');
    expect(toDate('2026-13-45x')).toBeUndefined();
  });
});
