import { z } from 'zod/mini';

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
  vassalage: z.string().check(z.minLength(1)),
  name: z.string(),
  isHot: z._default(z.boolean(), false),
  icon: z.optional(z.string()),
  /** The vendor is flagged as a vassalage (popup list) vendor. */
  isGame: z.optional(z.string()),
});

/** A lane: one category with its vendors (spec §3). */
export const vendorLaneSchema = z.object({
  title: z.string(),
  gameType: z.enum(GAME_TYPES),
  cards: z.array(vendorCardSchema),
  gameClassify: z._default(z.array(z.string()), []),
});

/** A vendor lane. */
export type VendorLane = z.infer<typeof vendorLaneSchema>;

/** A vendor card. */
export type VendorCard = z.infer<typeof vendorCardSchema>;

/** A game in a list (spec §3 "Game", facts §4.9). */
export const gameSchema = z.object({
  nodeId: z.number().check(z.int()),
  gameId: z.optional(z.string()),
  roomId: z.optional(z.string()),
  gameName: z.string(),
  gameType: z.enum(GAME_TYPES),
  vassalage: z.string(),
  gameCode: z.optional(z.string()),
  code: z.optional(z.string()),
  defaultPlayType: z.optional(z.string()),
  accountTypeName: z.optional(z.string()),
  isGame: z.optional(z.string()),
  gameClassify: z.optional(z.string()),
  minBet: z.optional(z.number()),
  lineNum: z.optional(z.number().check(z.int())),
  isHot: z.optional(z.boolean()),
  showIcon: z.optional(z.string()),
});

/** A game. */
export type Game = z.infer<typeof gameSchema>;

/** What a `game:launch-requested` event carries: enough of a game for every launch rule. */
export type GameLaunchTarget = Pick<Game, 'nodeId' | 'gameType' | 'vassalage'> &
  Partial<Pick<Game, 'gameId' | 'roomId' | 'gameCode' | 'code' | 'defaultPlayType' | 'accountTypeName' | 'isGame' | 'gameName'>>;
