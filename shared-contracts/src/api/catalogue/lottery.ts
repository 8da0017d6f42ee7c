import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** A lottery in the popular / recent lists (spec §3 "Lottery game"; extra fields ours). */
export const lotteryItemSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  gameGroupCode: z.string().optional(),
  labelName: z.string().optional(),
  defaultPlayType: z.string().optional(),
  accountTypeName: z.string().optional(),
  showIcon: z.string().optional(),
});

/** `GET /wps/game/launchLottery` (path ours; spec §7 lobby launch with lottoArea VN, launchMode LOTT, lottoView, device, backUrl). */
export const lotteryLaunch = defineEndpoint({
  id: 'lottery.launch',
  method: 'GET',
  path: '/wps/game/launchLottery',
  token: true,
  source: 'ours',
  description: 'The launch address of the lottery lobby or betting page',
  query: z.object({
    lottoArea: z.string().max(8).default('VN'),
    launchMode: z.string().max(8).default('LOTT'),
    lottoView: z.enum(['lobby', 'betting']).default('lobby'),
    device: z.string().max(16).default('WEB'),
    backUrl: z
      .string()
      .max(512)
      .regex(/^(https?:\/\/|\/)/, 'backUrl must be an http(s) URL or a path'),
    gameCode: z.string().max(64).optional(),
    playType: z.string().max(32).optional(),
    language: z.string().max(8).optional(),
  }),
  value: z.object({ content: z.object({ game_url: z.string().min(1) }) }),
});

const countQuery = z
  .object({ count: z.coerce.number().int().min(1).max(100).default(20), language: z.string().max(8).optional() })
  .optional();

/** `GET /wps/relay/LOTT_popularLottery` (path ours; spec §7 "Popular lottery: GET with count 20"). */
export const popularLottery = defineEndpoint({
  id: 'lottery.popular',
  method: 'GET',
  path: '/wps/relay/LOTT_popularLottery',
  source: 'ours',
  description: 'The most played lotteries',
  query: countQuery,
  value: z.object({ list: z.array(lotteryItemSchema) }),
});

/** `GET /wps/relay/LOTT_recentLottery` (path ours; spec §7 "Lottery: GET recent"). */
export const recentLottery = defineEndpoint({
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
export const vnLotteryMenus = defineEndpoint({
  id: 'vnLottery.menus',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  source: 'facts',
  description: 'VN lottery menus by region, each with its gameMenus',
  query: z
    .object({ device: z.string().max(16).default('WEB'), prizeMode: z.string().max(16).optional(), language: z.string().max(8).optional() })
    .optional(),
  value: z.record(
    z.string(),
    z.object({
      title: z.string().optional(),
      gameMenus: z.array(
        z.object({
          gameCode: z.string(),
          gameName: z.string(),
          gameGroupCode: z.string().optional(),
          labelName: z.string().optional(),
          defaultPlayType: z.string().optional(),
        }),
      ),
    }),
  ),
});

/** `GET /wps/relay/LOTT_vnNumbers` (path ours; spec §7 "Vietnam numbers: GET with count 100"). */
export const vnNumbers = defineEndpoint({
  id: 'vnLottery.numbers',
  method: 'GET',
  path: '/wps/relay/LOTT_vnNumbers',
  source: 'ours',
  description: 'Two-digit numbers 00–99 with how often each came out over the last 30 draws',
  query: z.object({ count: z.coerce.number().int().min(1).max(100).default(100), gameCode: z.string().max(64).optional() }).optional(),
  value: z.object({
    list: z.array(
      z.object({
        number: z.string().regex(/^\d{2}$/),
        frequency: z.number().int().nonnegative().optional(),
        isHot: z.boolean().optional(),
      }),
    ),
  }),
});

/** `GET /wps/relay/LOTT_vnOpenedNumbers` (path ours; spec §7 "Opened numbers"). */
export const vnOpenedNumbers = defineEndpoint({
  id: 'vnLottery.opened',
  method: 'GET',
  path: '/wps/relay/LOTT_vnOpenedNumbers',
  source: 'ours',
  description: 'The latest draws (issue number, time and winning numbers), newest first',
  query: z.object({ gameCode: z.string().max(64).optional(), count: z.coerce.number().int().min(1).max(50).optional() }).optional(),
  value: z.object({
    list: z.array(
      z.object({
        gameCode: z.string(),
        gameName: z.string().optional(),
        issueNo: z.string(),
        openTime: z.string(),
        numbers: z.array(z.string()),
      }),
    ),
  }),
});

/** `GET /wps/relay/GCS_pvpRooms` (path ours; spec §7 "PVP rooms: GET"). */
export const pvpRooms = defineEndpoint({
  id: 'pvp.rooms',
  method: 'GET',
  path: '/wps/relay/GCS_pvpRooms',
  source: 'ours',
  description: 'PVP (card game) rooms with their minimum bet and players',
  query: z.object({ vassalage: z.string().max(32).optional(), language: z.string().max(8).optional() }).optional(),
  value: z.object({
    list: z.array(
      z.object({
        roomId: z.string(),
        roomName: z.string(),
        vassalage: z.string(),
        gameType: z.literal('PVP'),
        minBet: z.number().optional(),
        players: z.number().int().optional(),
        showIcon: z.string().optional(),
      }),
    ),
  }),
});

/** `GET /wps/relay/GCS_pvpLaunch` (path ours; spec §7 "PVP launch: value.content is the launch address"). */
export const pvpLaunch = defineEndpoint({
  id: 'pvp.launch',
  method: 'GET',
  path: '/wps/relay/GCS_pvpLaunch',
  token: true,
  source: 'spec',
  description: 'The launch address of a PVP room',
  query: z.object({ roomId: z.string().min(1).max(64), vassalage: z.string().min(1).max(32), language: z.string().max(8).optional() }),
  value: z.object({ content: z.string().min(1) }),
});
