import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it.each([
    [90_000, '01:30'],
    [1, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [3_723_000, '1:02:03'],
  ])('%d ms left → %s', (left, text) => {
    expect(formatCountdown(1_000_000 + left, 1_000_000)).toBe(text);
  });
});
