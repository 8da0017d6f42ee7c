import type { VendorLane } from 'shared-contracts';
import { menuCategories, vendorHref } from './menu-categories';

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

describe('menuCategories', () => {
  // Issue 14 item 7: the side menu listed e-sports and cockfight vendors under Sports.
  it('splits e-sports and cockfight vendors out of sports, exactly as the lobby does', () => {
    const lanes: VendorLane[] = [
      {
        title: 'Sports',
        gameType: 'SPORTS',
        gameClassify: [],
        cards: ['SB', 'AV', 'AI', 'IMES', 'TF', 'IA', 'DS88'].map((vassalage) => ({ vassalage, name: vassalage, isHot: false })),
      },
    ];
    const byCategory = Object.fromEntries(menuCategories(lanes).map((entry) => [entry.category, entry.vendors.map((v) => v.vassalage)]));
    expect(byCategory.SPORTS).toEqual(['SB']);
    expect(byCategory.ESPORTS).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(byCategory.COCKFIGHT).toEqual(['DS88']);
  });
});
