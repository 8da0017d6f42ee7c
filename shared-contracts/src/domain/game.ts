import { z } from 'zod';

/** Platform game type codes (facts §4.9). */
export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT', 'INHOUSE'] as const;

/** A game type code. */
export type GameType = (typeof GAME_TYPES)[number];

/** Lobby categories with a route (spec §2); LOTT routes to /lottery. */
export type GameCategoryCode = 'RNG' | 'PVP' | 'LIVE' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'INHOUSE' | 'ELOTT' | 'COCKFIGHT' | 'LOTT';

/** The nine lobby categories of the side menu, in the spec's order. */
export const MENU_CATEGORIES: readonly GameCategoryCode[] = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
];

/** E-sports vendors split out of sports (spec §3). */
export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;

/** Cockfight vendor split out of sports (spec §3). */
export const COCKFIGHT_VENDORS = ['DS88'] as const;

/** A vendor card in a lane (spec §3 "Game vendor lane"). */
export const vendorCardSchema = z.object({
  vassalage: z.string().min(1),
  name: z.string(),
  isHot: z.boolean().default(false),
  icon: z.string().optional(),
  /** The vendor is flagged as a vassalage (popup list) vendor. */
  isGame: z.string().optional(),
});

/** A lane: one category with its vendors (spec §3). */
export const vendorLaneSchema = z.object({
  title: z.string(),
  gameType: z.enum(GAME_TYPES),
  cards: z.array(vendorCardSchema),
  gameClassify: z.array(z.string()).default([]),
});

/** A vendor lane. */
export type VendorLane = z.infer<typeof vendorLaneSchema>;

/** A vendor card. */
export type VendorCard = z.infer<typeof vendorCardSchema>;

/** A game in a list (spec §3 "Game", facts §4.9). */
export const gameSchema = z.object({
  nodeId: z.number().int(),
  gameId: z.string().optional(),
  roomId: z.string().optional(),
  gameName: z.string(),
  gameType: z.enum(GAME_TYPES),
  vassalage: z.string(),
  gameCode: z.string().optional(),
  code: z.string().optional(),
  defaultPlayType: z.string().optional(),
  accountTypeName: z.string().optional(),
  isGame: z.string().optional(),
  gameClassify: z.string().optional(),
  minBet: z.number().optional(),
  lineNum: z.number().int().optional(),
  isHot: z.boolean().optional(),
  showIcon: z.string().optional(),
});

/** A game. */
export type Game = z.infer<typeof gameSchema>;

/** What a `game:launch-requested` event carries: enough of a game for every launch rule. */
export type GameLaunchTarget = Pick<Game, 'nodeId' | 'gameType' | 'vassalage'> &
  Partial<Pick<Game, 'gameId' | 'roomId' | 'gameCode' | 'code' | 'defaultPlayType' | 'accountTypeName' | 'isGame' | 'gameName'>>;
