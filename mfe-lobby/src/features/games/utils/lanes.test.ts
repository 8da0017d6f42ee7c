import type { VendorLane } from 'shared-contracts';
import { categoryFromRoute, classificationsOfCategory, isLobbyCategory, listPlan, vendorsOfCategory } from './lanes';

const lanes: VendorLane[] = [
  {
    title: 'Slots',
    gameType: 'RNG',
    gameClassify: [],
    cards: [
      { vassalage: 'PG', name: 'PG Soft', isHot: true },
      { vassalage: 'JL', name: 'JILI', isHot: false },
    ],
  },
  { title: 'Sports', gameType: 'SPORTS', gameClassify: [], cards: [{ vassalage: 'SB', name: 'SABA', isHot: false }] },
  { title: 'E-sports', gameType: 'ESPORTS', gameClassify: [], cards: [{ vassalage: 'IA', name: 'IA E-sports', isHot: false }] },
  {
    title: 'Slots 2',
    gameType: 'RNG',
    gameClassify: [],
    cards: [
      { vassalage: 'PG', name: 'PG again', isHot: false },
      { vassalage: 'FC', name: 'FaChai', isHot: false },
    ],
  },
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

describe('e-sports and cockfight split out of sports', () => {
  const unsplit: VendorLane[] = [
    {
      title: 'Sports',
      gameType: 'SPORTS',
      gameClassify: [],
      cards: [
        { vassalage: 'SB', name: 'SABA', isHot: false },
        { vassalage: 'AV', name: 'AV E-sports', isHot: false },
        { vassalage: 'DS88', name: 'DS88 Cockfight', isHot: false },
        { vassalage: 'TF', name: 'TF Gaming', isHot: true },
      ],
    },
  ];

  it('gives the configured vendors of a sports lane to e-sports and cockfight, and keeps the rest in sports', () => {
    expect(vendorsOfCategory(unsplit, 'SPORTS').map((v) => v.vassalage)).toEqual(['SB']);
    expect(vendorsOfCategory(unsplit, 'ESPORTS').map((v) => [v.vassalage, v.listGameType])).toEqual([
      ['AV', 'SPORTS'],
      ['TF', 'SPORTS'],
    ]);
    expect(vendorsOfCategory(unsplit, 'COCKFIGHT').map((v) => v.vassalage)).toEqual(['DS88']);
  });

  it('lists a split vendor under sports, and all split vendors under sports filtered to them', () => {
    const esports = vendorsOfCategory(unsplit, 'ESPORTS');
    expect(listPlan(esports, 'ESPORTS', 'AV')).toEqual({ gameType: 'SPORTS' });
    expect(listPlan(esports, 'ESPORTS', null)).toEqual({ gameType: 'SPORTS', keepVendors: new Set(['AV', 'TF']) });
  });

  it('uses lanes the platform already split as they are', () => {
    const esports = vendorsOfCategory(lanes, 'ESPORTS');
    expect(listPlan(esports, 'ESPORTS', null)).toEqual({ gameType: 'ESPORTS' });
    expect(listPlan(esports, 'ESPORTS', 'IA')).toEqual({ gameType: 'ESPORTS' });
    expect(listPlan(vendorsOfCategory(lanes, 'RNG'), 'RNG', 'PG')).toEqual({ gameType: 'RNG' });
  });
});

describe('classificationsOfCategory', () => {
  it('collects the classification codes of the category lanes once each', () => {
    const withClassify: VendorLane[] = [
      { title: 'Slots', gameType: 'RNG', gameClassify: ['SC', 'VP'], cards: [] },
      { title: 'Slots 2', gameType: 'RNG', gameClassify: ['VP', 'JP', ' '], cards: [] },
      { title: 'Live', gameType: 'LIVE', gameClassify: ['TG'], cards: [] },
    ];
    expect(classificationsOfCategory(withClassify, 'RNG')).toEqual(['SC', 'VP', 'JP']);
    expect(classificationsOfCategory(withClassify, 'FISH')).toEqual([]);
  });
});
