import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { GAME_TYPES, gameSchema, vendorLaneSchema } from '../../domain/game';

/** `GET /lgw/games/game_menus` (facts §4.9; response shape is our definition). */
export const gameMenus = /*#__PURE__*/ defineEndpoint({
  id: 'games.menus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  modId: 'COMM3',
  source: 'ours',
  description: 'Game categories in menu order, each with its lobby route',
  value: z.array(z.object({ gameType: z.enum(GAME_TYPES), title: z.string(), route: z.string(), sort: z.number().check(z.int()) })),
});

/** `GET /wps/relay/GCSGAME_newGameVendor`: vendor lanes per category (spec §7 "Vendors"). */
export const gameVendors = /*#__PURE__*/ defineEndpoint({
  id: 'games.vendors',
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  source: 'spec',
  description: 'Vendors grouped by category (value.data.lanes), cached in the session',
  query: z.optional(
    z.object({
      platform: z._default(z.string().check(z.maxLength(64)), 'html5-desktop'),
      merchantCode: z.optional(z.string().check(z.maxLength(64))),
    }),
  ),
  value: z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) }),
});

/** Games list query (spec §7, facts §4.9). */
export const gameListQuerySchema = z.object({
  clientType: z._default(z.coerce.number().check(z.int()), 3),
  platform: z._default(z.string().check(z.maxLength(64)), 'flash,html5-desktop'),
  channel: z.optional(z.string().check(z.maxLength(32))),
  merchant: z.optional(z.string().check(z.maxLength(64))),
  gameType: z.enum(GAME_TYPES),
  vassalage: z.optional(z.string().check(z.maxLength(32))),
  gameClassify: z.optional(z.string().check(z.maxLength(32))),
  gameName: z.optional(z.string().check(z.maxLength(64))),
  minBet: z.optional(z.coerce.number().check(z.nonnegative())),
  minLineNum: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
  language: z.optional(z.string().check(z.maxLength(8))),
  pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 42),
});

/** `GET /wps/relay/GCSGAME_gameList` (a GET relay; facts §4.9). */
export const gameList = /*#__PURE__*/ defineEndpoint({
  id: 'games.list',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  modId: 'GAMELO3',
  source: 'facts',
  description: 'A page of games filtered by category, vendor, classification, name, min bet and lines',
  query: gameListQuerySchema,
  value: z.object({
    games: z.array(gameSchema),
    totalPages: z.number().check(z.int(), z.nonnegative()),
    totalCount: z.number().check(z.int(), z.nonnegative()),
  }),
});

/** Launch query (spec §7 getLaunchAddressV2, facts §4.9). */
export const launchGameQuerySchema = z.object({
  gameId: z.optional(z.string().check(z.maxLength(64))),
  nodeId: z.optional(z.coerce.number().check(z.int())),
  gameCode: z.optional(z.string().check(z.maxLength(64))),
  gameType: z.enum(GAME_TYPES),
  vassalage: z.string().check(z.minLength(1), z.maxLength(32)),
  accountType: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1)), 1),
  confirmTrans: z.optional(z.coerce.boolean()),
  launchMode: z._default(z.string().check(z.maxLength(8)), 'GLS'),
  platform: z._default(z.string().check(z.maxLength(64)), 'html5-desktop'),
  clientType: z._default(z.coerce.number().check(z.int()), 3),
  language: z.optional(z.string().check(z.maxLength(8))),
});

/** `GET /wps/game/launchGame` (token): the launch address (facts §4.9: value.content.game_url). */
export const launchGame = /*#__PURE__*/ defineEndpoint({
  id: 'games.launch',
  method: 'GET',
  path: '/wps/game/launchGame',
  token: true,
  modId: 'GAMELO3',
  source: 'facts',
  description: 'The launch address of a game for the logged-in member',
  query: launchGameQuerySchema,
  value: z.object({ content: z.object({ game_url: z.string().check(z.minLength(1)), game_url2: z.optional(z.string()) }) }),
});

/** `GET /wps/relay/GCSGAME_hotGamesV2` (facts §4.9 query; value.list per spec §7). */
export const hotGames = /*#__PURE__*/ defineEndpoint({
  id: 'games.hot',
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  modId: 'GAMELOHOT3',
  source: 'facts',
  description: 'Hot games, optionally of one vendor',
  query: z.optional(
    z.object({
      merchantCode: z.optional(z.string().check(z.maxLength(64))),
      isPlatform: z._default(z.coerce.number().check(z.int()), 2),
      vassalage: z.optional(z.string().check(z.maxLength(32))),
      platform: z._default(z.string().check(z.maxLength(64)), 'html5-desktop'),
      language: z.optional(z.string().check(z.maxLength(8))),
    }),
  ),
  value: z.object({ list: z.array(gameSchema) }),
});

/** A winner board entry (facts §4.9: items with a `vo` carrying `winAmount`; the other fields are ours). */
export const winnerSchema = z.object({
  vo: z.object({
    /** Masked by the server, e.g. "me***01". */
    account: z.string(),
    winAmount: z.number(),
    gameName: z.string(),
    vassalage: z.optional(z.string()),
    gameType: z.optional(z.enum(GAME_TYPES)),
    nodeId: z.optional(z.number().check(z.int())),
    /** ISO date-time. */
    winTime: z.optional(z.string()),
  }),
});

/** `GET /wps/relay/ODSFE2_getWinnerBoard` (facts §4.9). */
export const winnerBoard = /*#__PURE__*/ defineEndpoint({
  id: 'games.winnerBoard',
  method: 'GET',
  path: '/wps/relay/ODSFE2_getWinnerBoard',
  source: 'facts',
  description: 'Recent big wins (accounts masked), newest first',
  query: z.optional(
    z.object({
      gameCategory: z._default(z.string().check(z.maxLength(16)), 'ALL'),
      language: z.optional(z.string().check(z.maxLength(8))),
      limitNum: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
    }),
  ),
  value: z.object({ list: z.array(winnerSchema) }),
});

/** `GET /wps/relay/GCS_recentGame` (facts §4.9; value per spec §7: value.list and totalPages). Launching records a recent game. */
export const recentGames = /*#__PURE__*/ defineEndpoint({
  id: 'games.recent',
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  token: true,
  modId: 'GAMELOREC3',
  source: 'spec',
  description: "The member's recently launched games, newest first",
  query: z.optional(
    z.object({
      clientType: z._default(z.coerce.number().check(z.int()), 3),
      vassalage: z.optional(z.string().check(z.maxLength(32))),
      language: z.optional(z.string().check(z.maxLength(8))),
      pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
      pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 42),
    }),
  ),
  value: z.object({ list: z.array(gameSchema), totalPages: z.number().check(z.int(), z.nonnegative()) }),
});

/** `GET /wps/relay/MCSFE_getFavoriteGameIds` (path ours; spec §7 "Favourite ids"). */
export const favouriteIds = /*#__PURE__*/ defineEndpoint({
  id: 'games.favouriteIds',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGameIds',
  token: true,
  modId: 'GAMELOFAV3',
  source: 'ours',
  description: "Node ids of the member's favourite games",
  value: z.object({ content: z.array(z.number().check(z.int())) }),
});

/** `GET /wps/relay/MCSFE_getFavoriteGamesList` (facts §4.9; value.content and totalPages per spec §7). */
export const favourites = /*#__PURE__*/ defineEndpoint({
  id: 'games.favourites',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  token: true,
  modId: 'GAMELOFAV3',
  source: 'spec',
  description: "A page of the member's favourite games of one type, newest first",
  query: z.optional(
    z.object({
      clientType: z._default(z.coerce.number().check(z.int()), 3),
      platform: z._default(z.string().check(z.maxLength(64)), 'flash,html5-desktop'),
      language: z.optional(z.string().check(z.maxLength(8))),
      gameType: z._default(z.enum(GAME_TYPES), 'RNG'),
      pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
      pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 42),
    }),
  ),
  value: z.object({
    content: z.array(gameSchema),
    totalPages: z.number().check(z.int(), z.nonnegative()),
    totalCount: z.optional(z.number().check(z.int(), z.nonnegative())),
  }),
});

/** Add/remove favourite payload (spec §7: nodeId, vendor, gameType). */
export const favouriteBodySchema = z.object({
  nodeId: z.coerce.number().check(z.int()),
  vendor: z.string().check(z.minLength(1), z.maxLength(32)),
  gameType: z.enum(GAME_TYPES),
});

/** `POST /wps/relay/MCSFE_addFavoriteGameV2` (facts §4.9). Trial accounts are refused. */
export const favouriteAdd = /*#__PURE__*/ defineEndpoint({
  id: 'games.favouriteAdd',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  token: true,
  modId: 'GAMELOFAV3',
  source: 'facts',
  description: 'Add a game to the favourites (idempotent); refused for trial accounts',
  body: favouriteBodySchema,
  value: z.object({ content: z.array(z.number().check(z.int())) }),
});

/** `POST /wps/relay/MCSFE_removeFavoriteGameV2` (facts §4.9). */
export const favouriteRemove = /*#__PURE__*/ defineEndpoint({
  id: 'games.favouriteRemove',
  method: 'POST',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  token: true,
  modId: 'GAMELOFAV3',
  source: 'facts',
  description: 'Remove a game from the favourites (idempotent); refused for trial accounts',
  body: favouriteBodySchema,
  value: z.object({ content: z.array(z.number().check(z.int())) }),
});

/** `GET /wps/relay/GCSGAME_getVassGameType` (facts §4.9): game type → vendor code → its classifications. */
export const vassGameTypes = /*#__PURE__*/ defineEndpoint({
  id: 'games.vassGameTypes',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  source: 'facts',
  description: 'Vendors per game type (value.content = {RNG: {PG: [...classifications]}, ...})',
  value: z.object({ content: z.record(z.string(), z.record(z.string(), z.array(z.string()))) }),
});
