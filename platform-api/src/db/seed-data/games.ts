import { CATEGORY_ROUTES, COCKFIGHT_VENDORS, ESPORTS_VENDORS, type GameType } from 'shared-contracts';
import { CATEGORY_TITLES } from '../content/games';

/** First node id of the seeded games. */
export const FIRST_NODE_ID = 10001;

/** A category of the platform's game data. ESPORTS and COCKFIGHT are menu entries only: their
 * vendors live in SPORTS, as on the real platform (spec §3). */
export interface SeedCategory {
  gameType: GameType;
  title: string;
  sort: number;
  inMenu: boolean;
}

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  { gameType: 'LOTT', title: CATEGORY_TITLES.LOTT!.EN, sort: 1, inMenu: true },
  { gameType: 'ELOTT', title: CATEGORY_TITLES.ELOTT!.EN, sort: 2, inMenu: true },
  { gameType: 'LIVE', title: CATEGORY_TITLES.LIVE!.EN, sort: 3, inMenu: true },
  { gameType: 'SPORTS', title: CATEGORY_TITLES.SPORTS!.EN, sort: 4, inMenu: true },
  { gameType: 'FISH', title: CATEGORY_TITLES.FISH!.EN, sort: 5, inMenu: true },
  { gameType: 'RNG', title: CATEGORY_TITLES.RNG!.EN, sort: 6, inMenu: true },
  { gameType: 'PVP', title: CATEGORY_TITLES.PVP!.EN, sort: 7, inMenu: true },
  { gameType: 'ESPORTS', title: CATEGORY_TITLES.ESPORTS!.EN, sort: 8, inMenu: true },
  { gameType: 'COCKFIGHT', title: CATEGORY_TITLES.COCKFIGHT!.EN, sort: 9, inMenu: true },
  { gameType: 'INHOUSE', title: CATEGORY_TITLES.INHOUSE!.EN, sort: 10, inMenu: true },
];

/** Route of a category (LOTT routes to /lottery). */
export function categoryRoute(gameType: GameType): string {
  return CATEGORY_ROUTES[gameType];
}

/** A vendor of a category and how many games it brings. */
export interface SeedVendor {
  code: string;
  name: string;
  colour: string;
  games: number;
  isHot?: boolean;
  isVassalage?: boolean;
}

/** The categories that hold games, with their vendors. */
export const SEED_VENDORS: Readonly<Partial<Record<GameType, readonly SeedVendor[]>>> = {
  RNG: [
    { code: 'PG', name: 'PG Soft', colour: '#e4572e', games: 460, isHot: true },
    { code: 'JL', name: 'JILI', colour: '#f2a541', games: 440, isHot: true },
    { code: 'PP', name: 'Pragmatic Play', colour: '#f46036', games: 470, isHot: true },
    { code: 'JDB', name: 'JDB Gaming', colour: '#2e86ab', games: 420 },
    { code: 'CQ9', name: 'CQ9 Gaming', colour: '#c73e1d', games: 430 },
    { code: 'FC', name: 'Fa Chai', colour: '#3b1f2b', games: 410 },
    { code: 'KA', name: 'KA Gaming', colour: '#6a4c93', games: 420 },
    { code: 'SG', name: 'Spadegaming', colour: '#1982c4', games: 400 },
    { code: 'MG', name: 'Microgaming', colour: '#0b3954', games: 440 },
    { code: 'HB', name: 'Habanero', colour: '#8ac926', games: 420 },
    { code: 'NE', name: 'NetEnt', colour: '#087e8b', games: 410 },
  ],
  LIVE: [
    { code: 'EVO', name: 'Evolution', colour: '#1b998b', games: 40, isHot: true },
    { code: 'SA', name: 'SA Gaming', colour: '#ed217c', games: 28 },
    { code: 'DG', name: 'Dream Gaming', colour: '#2d3047', games: 24 },
    { code: 'AG', name: 'Asia Gaming', colour: '#fffd82', games: 26 },
    { code: 'WM', name: 'WM Casino', colour: '#ff9b71', games: 22 },
    { code: 'SEXY', name: 'AE Sexy', colour: '#b91372', games: 20, isHot: true },
  ],
  FISH: [
    { code: 'JL', name: 'JILI', colour: '#f2a541', games: 14, isHot: true },
    { code: 'FC', name: 'Fa Chai', colour: '#3b1f2b', games: 10 },
    { code: 'CQ9', name: 'CQ9 Gaming', colour: '#c73e1d', games: 10 },
    { code: 'JDB', name: 'JDB Gaming', colour: '#2e86ab', games: 12 },
    { code: 'KA', name: 'KA Gaming', colour: '#6a4c93', games: 8 },
  ],
  PVP: [
    { code: 'KM', name: 'Kingmaker', colour: '#33658a', games: 36, isHot: true },
    { code: 'JL', name: 'JILI', colour: '#f2a541', games: 30 },
    { code: 'V8', name: 'V8 Poker', colour: '#86bbd8', games: 32 },
    { code: 'TP', name: 'TP Gaming', colour: '#758e4f', games: 28, isVassalage: true },
  ],
  SPORTS: [
    { code: 'SABA', name: 'SABA Sports', colour: '#0d3b66', games: 3, isHot: true },
    { code: 'CMD', name: 'CMD368', colour: '#ee964b', games: 2 },
    { code: 'BTI', name: 'BTi Sports', colour: '#f95738', games: 2 },
    { code: 'IM', name: 'IM Sports', colour: '#3d5a80', games: 2 },
    { code: 'AV', name: 'AV E-Sports', colour: '#98c1d9', games: 2 },
    { code: 'AI', name: 'AI E-Sports', colour: '#293241', games: 2 },
    { code: 'IMES', name: 'IM E-Sports', colour: '#e0fbfc', games: 2, isHot: true },
    { code: 'TF', name: 'TF Gaming', colour: '#ee6c4d', games: 2 },
    { code: 'IA', name: 'IA E-Sports', colour: '#5f0f40', games: 2 },
    { code: 'DS88', name: 'DS88 Sabong', colour: '#9a031e', games: 3 },
  ],
  ELOTT: [
    { code: 'TCG', name: 'TCG E-Lottery', colour: '#fb8b24', games: 24, isHot: true },
    { code: 'GW', name: 'GW Lottery', colour: '#e36414', games: 16 },
    { code: 'VR', name: 'VR Lottery', colour: '#0f4c5c', games: 18 },
  ],
  LOTT: [
    { code: 'TCG', name: 'TCG Lotto', colour: '#5c2751', games: 40, isHot: true },
    { code: 'VNLOTT', name: 'Vietnam Lottery', colour: '#c1121f', games: 24 },
  ],
  INHOUSE: [{ code: 'ORIG', name: 'Originals', colour: '#4361ee', games: 24, isHot: true }],
};

/** Vendors of SPORTS that the lobby shows as their own ESPORTS and COCKFIGHT lanes. */
export const SPLIT_SPORTS_VENDORS: Readonly<Record<'ESPORTS' | 'COCKFIGHT', readonly string[]>> = {
  ESPORTS: ESPORTS_VENDORS,
  COCKFIGHT: COCKFIGHT_VENDORS,
};

/** RNG classifications (facts §4.9) with their weight in the seed. */
export const RNG_CLASSIFICATIONS: readonly { code: string; weight: number }[] = [
  { code: 'SC', weight: 10 },
  { code: 'VP', weight: 8 },
  { code: 'JP', weight: 22 },
  { code: 'TG', weight: 12 },
  { code: 'AC', weight: 38 },
  { code: 'BG', weight: 10 },
];

export const NAME_WORDS = {
  first: [
    'Fortune',
    'Lucky',
    'Golden',
    'Mystic',
    'Dragon',
    'Royal',
    'Wild',
    'Mega',
    'Super',
    'Crazy',
    'Jungle',
    'Ocean',
    'Thunder',
    'Fire',
    'Jade',
    'Ruby',
    'Emerald',
    'Sakura',
    'Pharaoh',
    'Viking',
    'Samurai',
    'Cosmic',
    'Candy',
    'Neon',
    'Treasure',
    'Phoenix',
    'Tiger',
    'Panda',
    'Koi',
    'Lotus',
    'Aztec',
    'Olympus',
    'Pirate',
    'Safari',
    'Diamond',
    'Silver',
  ],
  second: [
    'Gems',
    'Riches',
    'Empire',
    'Temple',
    'Quest',
    'Legends',
    'Spins',
    'Party',
    'Bonanza',
    'Kingdom',
    'Heist',
    'Wheel',
    'Wilds',
    'Gold',
    'Fortunes',
    'Journey',
    'Rush',
    'Storm',
    'Nights',
    'Garden',
    'Island',
    'Blast',
    'Reels',
    'Megaways',
    'Express',
    'Saga',
    'Dynasty',
    'Secrets',
    'Mania',
    'Strike',
    'Festival',
    'Tales',
  ],
  suffix: ['', '', '', '', 'Deluxe', 'Hold & Win', 'Megaways', '2', 'Plus', 'Max', 'Xtreme', 'Classic'],
  live: [
    'Baccarat',
    'Speed Baccarat',
    'Roulette',
    'Lightning Roulette',
    'Blackjack',
    'Dragon Tiger',
    'Sic Bo',
    'Fan Tan',
    'Crazy Time',
    'Poker',
    'Bull Bull',
    'Andar Bahar',
  ],
  fish: [
    'Fishing King',
    'Ocean Hunter',
    'Mega Fishing',
    'Dragon Fishing',
    'Jackpot Fishing',
    'Boom Legend',
    'Happy Fishing',
    'Shark Hunter',
    'Deep Sea',
    'Golden Toad',
    'Lucky Fishing',
    'Fishing War',
    'Monster Awaken',
    'All-star Fishing',
  ],
  pvp: [
    "Texas Hold'em",
    'Teen Patti',
    'Rummy',
    'Tongits',
    'Pusoy',
    'Blackjack',
    'Sic Bo',
    'Dragon Tiger',
    'Bull Bull',
    'Baccarat',
    'Pai Gow',
    'Mahjong',
    'Domino',
    'Andar Bahar',
    'Callbreak',
    'Ludo',
  ],
  sports: ['Sportsbook', 'Virtual Sports', 'In-Play'],
  esports: ['E-Sports Arena', 'League Live'],
  cockfight: ['Sabong Arena', 'Derby Live', 'Cockfight Championship'],
  elott: ['Keno', 'Fast 3', 'Pick 3', '11x5', 'PK10', 'Lucky 5', 'Happy 8', 'Speed Racing', 'Lucky Ball', 'Ladder'],
  lott: ['Mega Lotto', 'Power Ball', 'Daily Draw', 'Super 6', 'Lucky 4D', 'Magnum 4D', 'Toto', 'Da Ma Cai', '5D Lotto', 'Pick 2'],
  vnlott: ['Miền Bắc', 'Miền Nam', 'Miền Trung', 'Hà Nội', 'TP. Hồ Chí Minh', 'Đà Nẵng', 'Cần Thơ', 'Huế'],
  inhouse: ['Crash', 'Mines', 'Plinko', 'Dice', 'Limbo', 'Hilo', 'Keno', 'Tower', 'Wheel', 'Coin Flip', 'Aviator', 'Goal'],
} as const;
