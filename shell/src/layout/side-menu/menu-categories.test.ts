import { vendorHref } from './menu-categories';

describe('vendorHref', () => {
  it.each([
    ['/rng', 'PG', undefined, '/rng?page=PG'],
    ['/lottery', 'TCG', undefined, '/lottery?page=TCG'],
    ['/lottery', 'VNLOTT', undefined, '/vnlottery'],
    ['/lottery', 'VNLOTT', 'VNLOTT_MB', '/vnlottery?gameCode=VNLOTT_MB'],
  ])('%s + %s (gameCode %s) → %s', (route, vassalage, gameCode, expected) => {
    expect(vendorHref(route, vassalage, gameCode)).toBe(expected);
  });
});
