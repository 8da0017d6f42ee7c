import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { GAME_TYPES, gameSchema, vendorLaneSchema } from '../../domain/game';

/** `GET /lgw/games/game_menus` (facts §4.9; response shape is our definition). */
export const gameMenus = defineEndpoint({
  id: 'games.menus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  modId: 'COMM3',
  source: 'ours',
  description: 'Game categories in menu order, each with its lobby route',
  value: z.array(z.object({ gameType: z.enum(GAME_TYPES), title: z.string(), route: z.string(), sort: z.number().int() })),
});

/** `GET /wps/relay/GCSGAME_newGameVendor`: vendor lanes per category (spec §7 "Vendors"). */
export const gameVendors = defineEndpoint({
  id: 'games.vendors',
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  source: 'spec',
  description: 'Vendors grouped by category (value.data.lanes), cached in the session',
  query: z
    .object({ platform: z.string().max(64).default('html5-desktop'), merchantCode: z.string().max(64).optional() })
    .optional(),
  value: z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) }),
});

/** Games list query (spec §7, facts §4.9). */
export const gameListQuerySchema = z.object({
  clientType: z.coerce.number().int().default(3),
  platform: z.string().max(64).default('flash,html5-desktop'),
  channel: z.string().max(32).optional(),
  merchant: z.string().max(64).optional(),
  gameType: z.enum(GAME_TYPES),
  vassalage: z.string().max(32).optional(),
  gameClassify: z.string().max(32).optional(),
  gameName: z.string().max(64).optional(),
  minBet: z.coerce.number().nonnegative().optional(),
  minLineNum: z.coerce.number().int().nonnegative().optional(),
  language: z.string().max(8).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(42),
});

/** `GET /wps/relay/GCSGAME_gameList` (a GET relay; facts §4.9). */
export const gameList = defineEndpoint({
  id: 'games.list',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  modId: 'GAMELO3',
  source: 'facts',
  description: 'A page of games filtered by category, vendor, classification, name, min bet and lines',
  query: gameListQuerySchema,
  value: z.object({
    games: z.array(gameSchema),
    totalPages: z.number().int().nonnegative(),
    totalCount: z.number().int().nonnegative(),
  }),
});

/** Launch query (spec §7 getLaunchAddressV2, facts §4.9). */
export const launchGameQuerySchema = z.object({
  gameId: z.string().max(64).optional(),
  nodeId: z.coerce.number().int().optional(),
  gameCode: z.string().max(64).optional(),
  gameType: z.enum(GAME_TYPES),
  vassalage: z.string().min(1).max(32),
  accountType: z.coerce.number().int().min(0).max(1).default(1),
  confirmTrans: z.coerce.boolean().optional(),
  launchMode: z.string().max(8).default('GLS'),
  platform: z.string().max(64).default('html5-desktop'),
  clientType: z.coerce.number().int().default(3),
  language: z.string().max(8).optional(),
});

/** `GET /wps/game/launchGame` (token): the launch address (facts §4.9: value.content.game_url). */
export const launchGame = defineEndpoint({
  id: 'games.launch',
  method: 'GET',
  path: '/wps/game/launchGame',
  token: true,
  modId: 'GAMELO3',
  source: 'facts',
  description: 'The launch address of a game for the logged-in member',
  query: launchGameQuerySchema,
  value: z.object({ content: z.object({ game_url: z.string().min(1), game_url2: z.string().optional() }) }),
});
