import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, type GameType } from 'shared-contracts';
import { sql } from '../lib/statements';
import { gameIconPath } from '../assets/paths';
import type { AppContext, Session } from '../http/context';
import { ApiFailure } from '../http/failure';
import { requestOrigin } from '../http/request-origin';
import { t } from '../i18n/localized';
import { MESSAGES } from '../db/content/messages';

// Games: the game rows as the lists answer them, and launching one (a one-time launch id on the
// demo-game page, recorded as a recent game).

/** How long a launch id stays valid. */
export const LAUNCH_TTL_MS = 4 * 3_600_000;

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

/** A game by node id, with its vendor flags. */
export function findGame(ctx: AppContext, nodeId: number): GameRow | undefined {
  return sql(
    ctx.db,
    `SELECT ${GAME_COLUMNS} FROM games g JOIN vendors v ON v.code = g.vassalage AND v.game_type = g.game_type WHERE g.node_id = ?`,
  ).get(nodeId) as GameRow | undefined;
}

/** A game by its code, with its vendor flags. */
export function findGameByCode(ctx: AppContext, code: string): GameRow | undefined {
  return sql(
    ctx.db,
    `SELECT ${GAME_COLUMNS} FROM games g JOIN vendors v ON v.code = g.vassalage AND v.game_type = g.game_type WHERE g.game_code = ?`,
  ).get(code) as GameRow | undefined;
}

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
