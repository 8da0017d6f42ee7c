import { randomBytes } from 'node:crypto';
import { ERROR_CODES, type GameType, type endpoints } from 'shared-contracts';
import { sql } from '../lib/statements';
import { gameIconPath } from '../assets/paths';
import type { FastifyRequest } from 'fastify';
import type { AppContext, Session } from '../http/context';
import { ApiFailure } from '../http/failure';
import { sessionOf } from '../http/guards';
import { requestOrigin } from '../http/request-origin';
import { RNG_CLASSIFICATIONS, SPLIT_SPORTS_VENDORS } from '../db/seed-catalogue';
import type { Handler } from './types';
import { MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';
import { translateStored } from '../db/content';

/** How long a launch id stays valid. */
export const LAUNCH_TTL_MS = 4 * 3_600_000;

interface CategoryRow {
  gameType: GameType;
  title: string;
  route: string;
  sort: number;
}

export const gameMenus: Handler<typeof endpoints.gameMenus> = ({ ctx, language }) =>
  (
    sql(
      ctx.db,
      'SELECT game_type AS gameType, title, route, sort FROM game_categories WHERE in_menu = 1 ORDER BY sort',
    ).all() as CategoryRow[]
  ).map((row) => ({ ...row, title: translateStored(row.title, language) }));

interface VendorRow {
  code: string;
  gameType: GameType;
  name: string;
  isHot: number;
  isVassalage: number;
}

function vendorCard(v: VendorRow) {
  return {
    vassalage: v.code,
    name: v.name,
    isHot: v.isHot === 1,
    icon: `/assets-api/vendor-icon/${encodeURIComponent(v.code)}.svg`,
    ...(v.isVassalage ? { isGame: 'VASSALAGE' } : {}),
  };
}

/**
 * One lane per category, in menu order. E-sports and cockfight vendors are SPORTS vendors on the
 * platform (spec §3): the SPORTS lane lists them all, and ESPORTS / COCKFIGHT lanes come already
 * split so the lobby can use either form.
 */
export const gameVendors: Handler<typeof endpoints.gameVendors> = ({ ctx }) => {
  const menu = sql(
    ctx.db,
    'SELECT game_type AS gameType, title, route, sort FROM game_categories WHERE in_menu = 1 ORDER BY sort',
  ).all() as CategoryRow[];
  const vendors = sql(
    ctx.db,
    'SELECT code, game_type AS gameType, name, is_hot AS isHot, is_vassalage AS isVassalage FROM vendors ORDER BY sort',
  ).all() as VendorRow[];
  const lanes = menu.map((category) => {
    const split = category.gameType === 'ESPORTS' || category.gameType === 'COCKFIGHT' ? SPLIT_SPORTS_VENDORS[category.gameType] : null;
    const cards = split
      ? vendors.filter((v) => v.gameType === 'SPORTS' && split.includes(v.code))
      : vendors.filter((v) => v.gameType === category.gameType);
    return {
      title: category.gameType,
      gameType: category.gameType,
      cards: cards.map(vendorCard),
      gameClassify: category.gameType === 'RNG' ? RNG_CLASSIFICATIONS.map((c) => c.code) : [],
    };
  });
  return { data: { lanes: lanes.filter((lane) => lane.cards.length > 0) } };
};

export interface GameRow {
  nodeId: number;
  gameType: GameType;
  vassalage: string;
  gameCode: string;
  gameName: string;
  gameClassify: string | null;
  minBet: number;
  lineNum: number;
  isHot: number;
  accountTypeName: string | null;
  defaultPlayType: string | null;
  isVassalage: number;
}

export const GAME_COLUMNS = `g.node_id AS nodeId, g.game_type AS gameType, g.vassalage, g.game_code AS gameCode, g.game_name AS gameName,
  g.game_classify AS gameClassify, g.min_bet AS minBet, g.line_num AS lineNum, g.is_hot AS isHot,
  g.account_type_name AS accountTypeName, g.default_play_type AS defaultPlayType, v.is_vassalage AS isVassalage`;

export function toGame(row: GameRow) {
  return {
    nodeId: row.nodeId,
    gameId: String(row.nodeId),
    gameName: row.gameName,
    gameType: row.gameType,
    vassalage: row.vassalage,
    gameCode: row.gameCode,
    code: row.gameCode,
    minBet: row.minBet,
    lineNum: row.lineNum,
    isHot: row.isHot === 1,
    showIcon: gameIconPath(row.nodeId),
    ...(row.gameClassify ? { gameClassify: row.gameClassify } : {}),
    ...(row.accountTypeName ? { accountTypeName: row.accountTypeName } : {}),
    ...(row.defaultPlayType ? { defaultPlayType: row.defaultPlayType } : {}),
    ...(row.isVassalage ? { isGame: 'VASSALAGE' } : {}),
  };
}

/** SQL filter of a game type: ESPORTS and COCKFIGHT are the split-out SPORTS vendors. */
function typeFilter(gameType: GameType): { clause: string; params: unknown[] } {
  if (gameType === 'ESPORTS' || gameType === 'COCKFIGHT') {
    const vendors = SPLIT_SPORTS_VENDORS[gameType];
    return { clause: `g.game_type = 'SPORTS' AND g.vassalage IN (${vendors.map(() => '?').join(', ')})`, params: [...vendors] };
  }
  return { clause: 'g.game_type = ?', params: [gameType] };
}

/**
 * A page of games. Filters: category, vendor, classification, name (case-insensitive contains),
 * `minBet` (games whose minimum bet is at least this) and `minLineNum` (at least this many lines).
 */
export const gameList: Handler<typeof endpoints.gameList> = ({ ctx, query }) => {
  const type = typeFilter(query.gameType);
  const where = [type.clause];
  const params = [...type.params];
  if (query.vassalage) {
    where.push('g.vassalage = ?');
    params.push(query.vassalage);
  }
  if (query.gameClassify) {
    where.push('g.game_classify = ?');
    params.push(query.gameClassify);
  }
  if (query.gameName?.trim()) {
    where.push('instr(lower(g.game_name), lower(?)) > 0');
    params.push(query.gameName.trim());
  }
  if (query.minBet !== undefined) {
    where.push('g.min_bet >= ?');
    params.push(query.minBet);
  }
  if (query.minLineNum !== undefined) {
    where.push('g.line_num >= ?');
    params.push(query.minLineNum);
  }
  const from = `FROM games g JOIN vendors v ON v.code = g.vassalage AND v.game_type = g.game_type WHERE ${where.join(' AND ')}`;
  const totalCount = ctx.db
    .prepare(`SELECT count(*) ${from}`)
    .pluck()
    .get(...params) as number;
  const rows = ctx.db
    .prepare(`SELECT ${GAME_COLUMNS} ${from} ORDER BY g.is_hot DESC, v.sort, g.sort, g.node_id LIMIT ? OFFSET ?`)
    .all(...params, query.pageSize, (query.pageNo - 1) * query.pageSize) as GameRow[];
  return { games: rows.map(toGame), totalPages: Math.ceil(totalCount / query.pageSize), totalCount };
};

/** A game by node id, with its vendor flags. */
export function findGame(ctx: AppContext, nodeId: number): GameRow | undefined {
  return sql(
    ctx.db,
    `SELECT ${GAME_COLUMNS} FROM games g JOIN vendors v ON v.code = g.vassalage AND v.game_type = g.game_type WHERE g.node_id = ?`,
  ).get(nodeId) as GameRow | undefined;
}

function findGameByCode(ctx: AppContext, code: string): GameRow | undefined {
  return sql(
    ctx.db,
    `SELECT ${GAME_COLUMNS} FROM games g JOIN vendors v ON v.code = g.vassalage AND v.game_type = g.game_type WHERE g.game_code = ?`,
  ).get(code) as GameRow | undefined;
}

/** The launch address: a one-time launch id for this session and game on the demo-game page. */
export const launchGame: Handler<typeof endpoints.launchGame> = (input) => {
  const { ctx, query, request } = input;
  const session = sessionOf(input);
  const byId = query.nodeId ?? (query.gameId && /^\d+$/.test(query.gameId) ? Number(query.gameId) : undefined);
  const code = query.gameCode ?? (query.gameId && !/^\d+$/.test(query.gameId) ? query.gameId : undefined);
  const game = byId !== undefined ? findGame(ctx, byId) : code ? findGameByCode(ctx, code) : undefined;
  const typeMatches = (g: GameRow) =>
    g.gameType === query.gameType ||
    ((query.gameType === 'ESPORTS' || query.gameType === 'COCKFIGHT') &&
      g.gameType === 'SPORTS' &&
      SPLIT_SPORTS_VENDORS[query.gameType].includes(g.vassalage));
  if (!game || game.vassalage !== query.vassalage || !typeMatches(game)) {
    throw new ApiFailure(200, ERROR_CODES.notFound, t(MESSAGES.gameNotFoundVendorCategory));
  }
  return { content: { game_url: createLaunch(ctx, session, game.nodeId, request, query.language) } };
};

/**
 * The origin launch addresses send the demo games to: a fixed `GAMES_ORIGIN`, or the games port
 * under the host name the caller used (so the site and the games differ only by port, two
 * origins), or this API's own origin when no games server runs.
 */
export function demoGamesOrigin(ctx: AppContext, request: FastifyRequest): string {
  const games = ctx.demoGames;
  if (games?.origin) return games.origin;
  const origin = requestOrigin(request);
  if (!games?.port) return origin;
  const url = new URL(origin);
  url.port = String(games.port);
  return url.origin;
}

/**
 * Creates a one-time launch of a game for the session, records it as a recent game, and returns
 * the absolute demo-game address.
 */
export function createLaunch(ctx: AppContext, session: Session, nodeId: number, request: FastifyRequest, languageParam?: string): string {
  const { failure, gameUrlOrigin } = ctx.launchControl;
  if (failure === 'maintenance') throw new ApiFailure(200, ERROR_CODES.gameMaintenance, t(MESSAGES.gameMaintenance));
  if (failure === 'unfinished') throw new ApiFailure(200, ERROR_CODES.previousGameUnfinished, t(MESSAGES.previousGameUnfinished));
  const language =
    (languageParam ?? (typeof request.headers.language === 'string' ? request.headers.language : '') ?? '').toUpperCase().slice(0, 8) ||
    'EN';
  const launchId = randomBytes(16).toString('hex');
  const now = ctx.now();
  ctx.db.transaction(() => {
    sql(ctx.db, 'DELETE FROM launches WHERE expires_at <= ?').run(now);
    sql(
      ctx.db,
      'INSERT INTO launches (id, session_token, account_id, node_id, language, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(launchId, session.token, session.accountId, nodeId, language, now, now + LAUNCH_TTL_MS);
    sql(
      ctx.db,
      'INSERT INTO recent_games (account_id, node_id, played_at) VALUES (?, ?, ?) ON CONFLICT (account_id, node_id) DO UPDATE SET played_at = excluded.played_at',
    ).run(session.accountId, nodeId, now);
  })();
  const params = new URLSearchParams({ session: launchId, lang: language });
  return `${gameUrlOrigin ?? demoGamesOrigin(ctx, request)}/demo-games/${nodeId}?${params.toString()}`;
}
