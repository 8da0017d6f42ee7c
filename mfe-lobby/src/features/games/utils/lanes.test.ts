import type { VendorLane } from 'shared-contracts';
import { categoryFromRoute, isLobbyCategory, vendorsOfCategory } from './lanes';

const lanes: VendorLane[] = [
  { title: 'Slots', gameType: 'RNG', gameClassify: [], cards: [
    { vassalage: 'PG', name: 'PG Soft', isHot: true },
    { vassalage: 'JL', name: 'JILI', isHot: false },
  ] },
  { title: 'Sports', gameType: 'SPORTS', gameClassify: [], cards: [{ vassalage: 'SB', name: 'SABA', isHot: false }] },
  { title: 'E-sports', gameType: 'ESPORTS', gameClassify: [], cards: [{ vassalage: 'IA', name: 'IA E-sports', isHot: false }] },
  { title: 'Slots 2', gameType: 'RNG', gameClassify: [], cards: [{ vassalage: 'PG', name: 'PG again', isHot: false }, { vassalage: 'FC', name: 'FaChai', isHot: false }] },
];

describe('vendorsOfCategory', () => {
  it('collects the cards of the matching lanes once each, in order', () => {
    expect(vendorsOfCategory(lanes, 'RNG').map((v) => v.vassalage)).toEqual(['PG', 'JL', 'FC']);
    expect(vendorsOfCategory(lanes, 'ESPORTS').map((v) => v.vassalage)).toEqual(['IA']);
    expect(vendorsOfCategory(lanes, 'COCKFIGHT')).toEqual([]);
  });
});

describe('categoryFromRoute', () => {
  it('maps lower-case route names to categories', () => {
    expect(categoryFromRoute('rng')).toBe('RNG');
    expect(categoryFromRoute('/esports')).toBe('ESPORTS');
    expect(categoryFromRoute('Cockfight')).toBe('COCKFIGHT');
    expect(categoryFromRoute('lottery')).toBe('LOTT');
    expect(categoryFromRoute('casino')).toBeNull();
    expect(categoryFromRoute(undefined)).toBeNull();
  });
});

describe('isLobbyCategory', () => {
  it('accepts only category codes', () => {
    expect(isLobbyCategory('LIVE')).toBe(true);
    expect(isLobbyCategory('live')).toBe(false);
    expect(isLobbyCategory('toString')).toBe(false);
    expect(isLobbyCategory(undefined)).toBe(false);
  });
});
