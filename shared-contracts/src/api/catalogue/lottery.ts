import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';

/** A lottery in the popular / recent lists (spec §3 "Lottery game"; extra fields ours). */
export const lotteryItemSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  gameGroupCode: z.optional(z.string()),
  labelName: z.optional(z.string()),
  defaultPlayType: z.optional(z.string()),
  accountTypeName: z.optional(z.string()),
  showIcon: z.optional(z.string()),
});

/** `GET /wps/game/launchLottery` (path ours; spec §7 lobby launch with lottoArea VN, launchMode LOTT, lottoView, device, backUrl). */
export const lotteryLaunch = /*#__PURE__*/ defineEndpoint({
  id: 'lottery.launch',
  method: 'GET',
  path: '/wps/game/launchLottery',
  token: true,
  source: 'ours',
  description: 'The launch address of the lottery lobby or betting page',
  query: z.object({
    lottoArea: z._default(z.string().check(z.maxLength(8)), 'VN'),
    launchMode: z._default(z.string().check(z.maxLength(8)), 'LOTT'),
    lottoView: z._default(z.enum(['lobby', 'betting']), 'lobby'),
    device: z._default(z.string().check(z.maxLength(16)), 'WEB'),
    backUrl: z.string().check(z.maxLength(512), z.regex(/^(https?:\/\/|\/)/, 'backUrl must be an http(s) URL or a path')),
    gameCode: z.optional(z.string().check(z.maxLength(64))),
    playType: z.optional(z.string().check(z.maxLength(32))),
    language: z.optional(z.string().check(z.maxLength(8))),
  }),
  value: z.object({ content: z.object({ game_url: z.string().check(z.minLength(1)) }) }),
});

const countQuery = z.optional(
  z.object({
    count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
    language: z.optional(z.string().check(z.maxLength(8))),
  }),
);

/** `GET /wps/relay/LOTT_popularLottery` (path ours; spec §7 "Popular lottery: GET with count 20"). */
export const popularLottery = /*#__PURE__*/ defineEndpoint({
  id: 'lottery.popular',
  method: 'GET',
  path: '/wps/relay/LOTT_popularLottery',
  source: 'ours',
  description: 'The most played lotteries',
  query: countQuery,
  value: z.object({ list: z.array(lotteryItemSchema) }),
});

/** `GET /wps/relay/LOTT_recentLottery` (path ours; spec §7 "Lottery: GET recent"). */
export const recentLottery = /*#__PURE__*/ defineEndpoint({
  id: 'lottery.recent',
  method: 'GET',
  path: '/wps/relay/LOTT_recentLottery',
  token: true,
  source: 'ours',
  description: 'Lotteries the member launched recently, newest first',
  query: countQuery,
  value: z.object({ list: z.array(lotteryItemSchema) }),
});

/** `GET /lgw/vn/games/game_menu` (facts §4.9: an object whose values carry gameMenus[]). */
export const vnLotteryMenus = /*#__PURE__*/ defineEndpoint({
  id: 'vnLottery.menus',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  source: 'facts',
  description: 'VN lottery menus by region, each with its gameMenus',
  query: z.optional(
    z.object({
      device: z._default(z.string().check(z.maxLength(16)), 'WEB'),
      prizeMode: z.optional(z.string().check(z.maxLength(16))),
      language: z.optional(z.string().check(z.maxLength(8))),
    }),
  ),
  value: z.record(
    z.string(),
    z.object({
      title: z.optional(z.string()),
      gameMenus: z.array(
        z.object({
          gameCode: z.string(),
          gameName: z.string(),
          gameGroupCode: z.optional(z.string()),
          labelName: z.optional(z.string()),
          defaultPlayType: z.optional(z.string()),
        }),
      ),
    }),
  ),
});

/** `GET /wps/relay/LOTT_vnNumbers` (path ours; spec §7 "Vietnam numbers: GET with count 100"). */
export const vnNumbers = /*#__PURE__*/ defineEndpoint({
  id: 'vnLottery.numbers',
  method: 'GET',
  path: '/wps/relay/LOTT_vnNumbers',
  source: 'ours',
  description: 'Two-digit numbers 00–99 with how often each came out over the last 30 draws',
  query: z.optional(
    z.object({
      count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 100),
      gameCode: z.optional(z.string().check(z.maxLength(64))),
    }),
  ),
  value: z.object({
    list: z.array(
      z.object({
        number: z.string().check(z.regex(/^\d{2}$/)),
        frequency: z.optional(z.number().check(z.int(), z.nonnegative())),
        isHot: z.optional(z.boolean()),
      }),
    ),
  }),
});

/** `GET /wps/relay/LOTT_vnOpenedNumbers` (path ours; spec §7 "Opened numbers"). */
export const vnOpenedNumbers = /*#__PURE__*/ defineEndpoint({
  id: 'vnLottery.opened',
  method: 'GET',
  path: '/wps/relay/LOTT_vnOpenedNumbers',
  source: 'ours',
  description: 'The latest draws (issue number, time and winning numbers), newest first',
  query: z.optional(
    z.object({
      gameCode: z.optional(z.string().check(z.maxLength(64))),
      count: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(50))),
    }),
  ),
  value: z.object({
    list: z.array(
      z.object({
        gameCode: z.string(),
        gameName: z.optional(z.string()),
        issueNo: z.string(),
        openTime: z.string(),
        numbers: z.array(z.string()),
      }),
    ),
  }),
});

/** `GET /wps/relay/GCS_pvpRooms` (path ours; spec §7 "PVP rooms: GET"). */
export const pvpRooms = /*#__PURE__*/ defineEndpoint({
  id: 'pvp.rooms',
  method: 'GET',
  path: '/wps/relay/GCS_pvpRooms',
  source: 'ours',
  description: 'PVP (card game) rooms with their minimum bet and players',
  query: z.optional(
    z.object({ vassalage: z.optional(z.string().check(z.maxLength(32))), language: z.optional(z.string().check(z.maxLength(8))) }),
  ),
  value: z.object({
    list: z.array(
      z.object({
        roomId: z.string(),
        roomName: z.string(),
        vassalage: z.string(),
        gameType: z.literal('PVP'),
        minBet: z.optional(z.number()),
        players: z.optional(z.number().check(z.int())),
        showIcon: z.optional(z.string()),
      }),
    ),
  }),
});

/** `GET /wps/relay/GCS_pvpLaunch` (path ours; spec §7 "PVP launch: value.content is the launch address"). */
export const pvpLaunch = /*#__PURE__*/ defineEndpoint({
  id: 'pvp.launch',
  method: 'GET',
  path: '/wps/relay/GCS_pvpLaunch',
  token: true,
  source: 'spec',
  description: 'The launch address of a PVP room',
  query: z.object({
    roomId: z.string().check(z.minLength(1), z.maxLength(64)),
    vassalage: z.string().check(z.minLength(1), z.maxLength(32)),
    language: z.optional(z.string().check(z.maxLength(8))),
  }),
  value: z.object({ content: z.string().check(z.minLength(1)) }),
});
