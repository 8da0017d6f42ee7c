import { isTrial, type GameType, type endpoints } from 'shared-contracts';
import { createPrng } from '../lib/prng';
import { sql } from '../lib/statements';
import { gameIconPath } from '../assets/paths';
import type { AppContext, Session } from '../http/context';
import { ApiFailure, LOCAL_ERROR_CODES } from '../http/failure';
import { sessionOf } from '../http/guards';
import { RNG_CLASSIFICATIONS } from '../db/seed-data/games';
import type { Handler } from './types';
import { ACTIONS, MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';
import { GAME_COLUMNS, createLaunch, findGame, toGame, type GameRow } from '../domain/games';
import { maskAccount } from '../domain/account/accounts';

const FROM_GAMES = 'FROM games g JOIN vendors v ON v.code = g.vassalage AND v.game_type = g.game_type';

export const hotGames: Handler<typeof endpoints.hotGames> = ({ ctx, query }) => {
  const rows = ctx.db
    .prepare(
      `SELECT ${GAME_COLUMNS} ${FROM_GAMES} WHERE g.is_hot = 1 ${query?.vassalage ? 'AND g.vassalage = ?' : ''} ORDER BY v.sort, g.sort LIMIT 60`,
    )
    .all(...(query?.vassalage ? [query.vassalage] : [])) as GameRow[];
  return { list: rows.map(toGame) };
};

export const winnerBoard: Handler<typeof endpoints.winnerBoard> = ({ ctx, query }) => {
  const category = query?.gameCategory ?? 'ALL';
  const rows = ctx.db
    .prepare(
      `SELECT a.username, l.win_cents AS winCents, l.created_at AS createdAt, g.node_id AS nodeId, g.game_name AS gameName, g.vassalage, g.game_type AS gameType
         FROM ledger l JOIN accounts a ON a.id = l.account_id JOIN games g ON g.node_id = l.node_id
        WHERE l.kind = 'bet' AND l.win_cents > l.bet_cents ${category === 'ALL' ? '' : 'AND g.game_type = ?'}
        ORDER BY l.created_at DESC, l.id DESC LIMIT ?`,
    )
    .all(...(category === 'ALL' ? [] : [category]), query?.limitNum ?? 20) as {
    username: string;
    winCents: number;
    createdAt: number;
    nodeId: number;
    gameName: string;
    vassalage: string;
    gameType: GameType;
  }[];
  return {
    list: rows.map((r) => ({
      vo: {
        account: maskAccount(r.username),
        winAmount: r.winCents / 100,
        gameName: r.gameName,
        vassalage: r.vassalage,
        gameType: r.gameType,
        nodeId: r.nodeId,
        winTime: new Date(r.createdAt).toISOString(),
      },
    })),
  };
};

export const recentGames: Handler<typeof endpoints.recentGames> = (input) => {
  const { ctx } = input;
  const session = sessionOf(input);
  const pageNo = input.query?.pageNo ?? 1;
  const pageSize = input.query?.pageSize ?? 42;
  const vendor = input.query?.vassalage;
  const where = `r.account_id = ? ${vendor ? 'AND g.vassalage = ?' : ''}`;
  const params: unknown[] = vendor ? [session.accountId, vendor] : [session.accountId];
  const total = ctx.db
    .prepare(`SELECT count(*) FROM recent_games r JOIN games g ON g.node_id = r.node_id WHERE ${where}`)
    .pluck()
    .get(...params) as number;
  const rows = ctx.db
    .prepare(
      `SELECT ${GAME_COLUMNS} FROM recent_games r JOIN games g ON g.node_id = r.node_id JOIN vendors v ON v.code = g.vassalage AND v.game_type = g.game_type WHERE ${where} ORDER BY r.played_at DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, pageSize, (pageNo - 1) * pageSize) as GameRow[];
  return { list: rows.map(toGame), totalPages: Math.ceil(total / pageSize) };
};

function favouriteIdList(ctx: AppContext, accountId: number): number[] {
  return sql(ctx.db, 'SELECT node_id FROM favourites WHERE account_id = ? ORDER BY created_at DESC, node_id')
    .pluck()
    .all(accountId) as number[];
}

export const favouriteIds: Handler<typeof endpoints.favouriteIds> = (input) => ({
  content: favouriteIdList(input.ctx, sessionOf(input).accountId),
});

export const favourites: Handler<typeof endpoints.favourites> = (input) => {
  const { ctx } = input;
  const session = sessionOf(input);
  const gameType = input.query?.gameType ?? 'RNG';
  const pageNo = input.query?.pageNo ?? 1;
  const pageSize = input.query?.pageSize ?? 42;
  const totalCount = sql(
    ctx.db,
    'SELECT count(*) FROM favourites f JOIN games g ON g.node_id = f.node_id WHERE f.account_id = ? AND g.game_type = ?',
  )
    .pluck()
    .get(session.accountId, gameType) as number;
  const rows = ctx.db
    .prepare(
      `SELECT ${GAME_COLUMNS} FROM favourites f JOIN games g ON g.node_id = f.node_id JOIN vendors v ON v.code = g.vassalage AND v.game_type = g.game_type
               WHERE f.account_id = ? AND g.game_type = ? ORDER BY f.created_at DESC, g.node_id LIMIT ? OFFSET ?`,
    )
    .all(session.accountId, gameType, pageSize, (pageNo - 1) * pageSize) as GameRow[];
  return { content: rows.map(toGame), totalPages: Math.ceil(totalCount / pageSize), totalCount };
};

function realAccount(session: Session): Session {
  if (isTrial({ type: session.type, isAgent: session.isAgent })) {
    throw new ApiFailure(200, LOCAL_ERROR_CODES.trialAccount, t(MESSAGES.realAccountNeeded, { action: ACTIONS.saveFavourites }));
  }
  return session;
}

function favouriteGame(ctx: AppContext, body: { nodeId: number; vendor: string; gameType: GameType }): GameRow {
  const game = findGame(ctx, body.nodeId);
  if (!game || game.vassalage !== body.vendor) throw new ApiFailure(200, 'resource.not.found', t(MESSAGES.gameNotFoundVendor));
  return game;
}

export const favouriteAdd: Handler<typeof endpoints.favouriteAdd> = (input) => {
  const session = realAccount(sessionOf(input));
  const game = favouriteGame(input.ctx, input.body);
  sql(input.ctx.db, 'INSERT OR IGNORE INTO favourites (account_id, node_id, created_at) VALUES (?, ?, ?)').run(
    session.accountId,
    game.nodeId,
    input.ctx.now(),
  );
  return { content: favouriteIdList(input.ctx, session.accountId) };
};

export const favouriteRemove: Handler<typeof endpoints.favouriteRemove> = (input) => {
  const session = realAccount(sessionOf(input));
  sql(input.ctx.db, 'DELETE FROM favourites WHERE account_id = ? AND node_id = ?').run(session.accountId, input.body.nodeId);
  return { content: favouriteIdList(input.ctx, session.accountId) };
};

export const vassGameTypes: Handler<typeof endpoints.vassGameTypes> = ({ ctx }) => {
  const rows = sql(
    ctx.db,
    'SELECT DISTINCT game_type AS gameType, vassalage, game_classify AS classify FROM games ORDER BY game_type, vassalage',
  ).all() as {
    gameType: string;
    vassalage: string;
    classify: string | null;
  }[];
  const content: Record<string, Record<string, string[]>> = {};
  for (const row of rows) {
    const vendors = (content[row.gameType] ??= {});
    const list = (vendors[row.vassalage] ??= []);
    if (row.classify && !list.includes(row.classify)) list.push(row.classify);
  }
  const order = RNG_CLASSIFICATIONS.map((c) => c.code as string);
  for (const list of Object.values(content.RNG ?? {})) list.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return { content };
};

// Lottery -----------------------------------------------------------------------------------

interface LottoRow {
  nodeId: number;
  gameCode: string;
  gameName: string;
  vassalage: string;
  accountTypeName: string | null;
  defaultPlayType: string | null;
  sort: number;
}

const LOTTO_COLUMNS =
  'node_id AS nodeId, game_code AS gameCode, game_name AS gameName, vassalage, account_type_name AS accountTypeName, default_play_type AS defaultPlayType, sort';
const REGIONS = [
  { code: 'NORTH', title: 'Miền Bắc' },
  { code: 'CENTRAL', title: 'Miền Trung' },
  { code: 'SOUTH', title: 'Miền Nam' },
] as const;

/** Where each seeded Vietnamese draw is held, by the start of its name ('Huế Speed 2' is Huế's). */
const REGION_OF_DRAW: Readonly<Record<string, (typeof REGIONS)[number]['code']>> = {
  'Miền Bắc': 'NORTH',
  'Hà Nội': 'NORTH',
  'Miền Trung': 'CENTRAL',
  'Đà Nẵng': 'CENTRAL',
  Huế: 'CENTRAL',
  'Miền Nam': 'SOUTH',
  'TP. Hồ Chí Minh': 'SOUTH',
  'Cần Thơ': 'SOUTH',
};

function regionOf(row: LottoRow) {
  const place = Object.keys(REGION_OF_DRAW).find((name) => row.gameName === name || row.gameName.startsWith(`${name} `));
  const code = place ? REGION_OF_DRAW[place] : undefined;
  return REGIONS.find((region) => region.code === code) ?? REGIONS[(row.sort - 1) % REGIONS.length]!;
}

function lottoItem(row: LottoRow) {
  const group = row.vassalage === 'VNLOTT' ? regionOf(row) : { code: row.vassalage, title: row.vassalage };
  return {
    gameCode: row.gameCode,
    gameName: row.gameName,
    gameGroupCode: group.code,
    labelName: group.title,
    ...(row.defaultPlayType ? { defaultPlayType: row.defaultPlayType } : {}),
    ...(row.accountTypeName ? { accountTypeName: row.accountTypeName } : {}),
    showIcon: gameIconPath(row.nodeId),
  };
}

export const lotteryLaunch: Handler<typeof endpoints.lotteryLaunch> = (input) => {
  const { ctx, query, request } = input;
  const session = sessionOf(input);
  const vendor = query.lottoArea.toUpperCase() === 'VN' ? 'VNLOTT' : 'TCG';
  const game = (
    query.gameCode
      ? sql(ctx.db, `SELECT ${LOTTO_COLUMNS} FROM games WHERE game_type = 'LOTT' AND game_code = ?`).get(query.gameCode)
      : sql(ctx.db, `SELECT ${LOTTO_COLUMNS} FROM games WHERE game_type = 'LOTT' AND vassalage = ? ORDER BY is_hot DESC, sort LIMIT 1`).get(
          vendor,
        )
  ) as LottoRow | undefined;
  if (!game) throw new ApiFailure(200, 'resource.not.found', t(MESSAGES.noSuchLottery));
  const url = new URL(createLaunch(ctx, session, game.nodeId, request, query.language));
  url.searchParams.set('view', query.lottoView);
  url.searchParams.set('backUrl', query.backUrl);
  return { content: { game_url: url.toString() } };
};

export const popularLottery: Handler<typeof endpoints.popularLottery> = ({ ctx, query }) => {
  const rows = sql(ctx.db, `SELECT ${LOTTO_COLUMNS} FROM games WHERE game_type = 'LOTT' ORDER BY is_hot DESC, sort, node_id LIMIT ?`).all(
    query?.count ?? 20,
  ) as LottoRow[];
  return { list: rows.map(lottoItem) };
};

export const recentLottery: Handler<typeof endpoints.recentLottery> = (input) => {
  const session = sessionOf(input);
  const rows = sql(
    input.ctx.db,
    `SELECT g.node_id AS nodeId, g.game_code AS gameCode, g.game_name AS gameName, g.vassalage, g.account_type_name AS accountTypeName, g.default_play_type AS defaultPlayType, g.sort
       FROM recent_games r JOIN games g ON g.node_id = r.node_id WHERE r.account_id = ? AND g.game_type = 'LOTT' ORDER BY r.played_at DESC LIMIT ?`,
  ).all(session.accountId, input.query?.count ?? 20) as LottoRow[];
  return { list: rows.map(lottoItem) };
};

function vnGames(ctx: AppContext): LottoRow[] {
  return sql(
    ctx.db,
    `SELECT ${LOTTO_COLUMNS} FROM games WHERE game_type = 'LOTT' AND vassalage = 'VNLOTT' ORDER BY sort`,
  ).all() as LottoRow[];
}

export const vnLotteryMenus: Handler<typeof endpoints.vnLotteryMenus> = ({ ctx }) => {
  const menus: Record<string, { title: string; gameMenus: ReturnType<typeof lottoItem>[] }> = {};
  for (const region of REGIONS) menus[region.code] = { title: region.title, gameMenus: [] };
  for (const row of vnGames(ctx)) {
    const { showIcon: _icon, accountTypeName: _type, ...item } = lottoItem(row);
    menus[regionOf(row).code]!.gameMenus.push(item as ReturnType<typeof lottoItem>);
  }
  return menus;
};

/** The draw of a VN lottery on a day: 27 five-digit prize numbers, deterministic per game and day. */
function draw(gameCode: string, day: string): string[] {
  let seed = 0;
  for (const char of `${gameCode}|${day}`) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) >>> 0;
  const prng = createPrng(seed);
  return Array.from({ length: 27 }, () => String(prng.int(0, 99_999)).padStart(5, '0'));
}

/** The last `count` draw days (yyyy-mm-dd, UTC), newest first; today's draw counts after 11:15 UTC (18:15 in Vietnam). */
function drawDays(now: number, count: number): string[] {
  const first = new Date(now);
  if (first.getUTCHours() * 60 + first.getUTCMinutes() < 11 * 60 + 15) first.setUTCDate(first.getUTCDate() - 1);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(first);
    d.setUTCDate(first.getUTCDate() - i);
    return d.toISOString().slice(0, 10);
  });
}

export const vnNumbers: Handler<typeof endpoints.vnNumbers> = ({ ctx, query }) => {
  const gameCode = query?.gameCode ?? vnGames(ctx)[0]?.gameCode ?? 'VNLOTT';
  const frequency = new Array<number>(100).fill(0);
  for (const day of drawDays(ctx.now(), 30)) for (const prize of draw(gameCode, day)) frequency[Number(prize.slice(-2))]! += 1;
  const hot = new Set([...frequency.keys()].sort((a, b) => frequency[b]! - frequency[a]! || a - b).slice(0, 10));
  return {
    list: frequency
      .slice(0, query?.count ?? 100)
      .map((count, n) => ({ number: String(n).padStart(2, '0'), frequency: count, isHot: hot.has(n) })),
  };
};

export const vnOpenedNumbers: Handler<typeof endpoints.vnOpenedNumbers> = ({ ctx, query }) => {
  const games = vnGames(ctx).filter((g) => !query?.gameCode || g.gameCode === query.gameCode);
  if (games.length === 0) throw new ApiFailure(200, 'resource.not.found', t(MESSAGES.noSuchLottery));
  const days = drawDays(ctx.now(), query?.gameCode ? (query.count ?? 10) : 1);
  const list = games.slice(0, query?.gameCode ? 1 : (query?.count ?? 10)).flatMap((game) =>
    days.map((day) => ({
      gameCode: game.gameCode,
      gameName: game.gameName,
      issueNo: day.replace(/-/g, ''),
      openTime: `${day}T11:15:00.000Z`,
      numbers: draw(game.gameCode, day),
    })),
  );
  return { list };
};

// PVP ---------------------------------------------------------------------------------------

export const pvpRooms: Handler<typeof endpoints.pvpRooms> = ({ ctx, query }) => {
  const rows = ctx.db
    .prepare(
      `SELECT ${GAME_COLUMNS} ${FROM_GAMES} WHERE g.game_type = 'PVP' ${query?.vassalage ? 'AND g.vassalage = ?' : ''} ORDER BY v.sort, g.sort LIMIT 60`,
    )
    .all(...(query?.vassalage ? [query.vassalage] : [])) as GameRow[];
  const hour = Math.floor(ctx.now() / 3_600_000);
  return {
    list: rows.map((row) => ({
      roomId: String(row.nodeId),
      roomName: row.gameName,
      vassalage: row.vassalage,
      gameType: 'PVP' as const,
      minBet: row.minBet,
      players: createPrng(row.nodeId * 7919 + hour).int(3, 480),
      showIcon: gameIconPath(row.nodeId),
    })),
  };
};

export const pvpLaunch: Handler<typeof endpoints.pvpLaunch> = (input) => {
  const { ctx, query } = input;
  const session = sessionOf(input);
  const game = /^\d+$/.test(query.roomId) ? findGame(ctx, Number(query.roomId)) : undefined;
  if (!game || game.gameType !== 'PVP' || game.vassalage !== query.vassalage)
    throw new ApiFailure(200, 'resource.not.found', t(MESSAGES.noSuchRoom));
  return { content: createLaunch(ctx, session, game.nodeId, input.request, query.language) };
};
