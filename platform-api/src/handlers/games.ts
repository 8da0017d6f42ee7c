import { ERROR_CODES, type GameType, type endpoints } from 'shared-contracts';
import { sql } from '../lib/statements';
import { ApiFailure } from '../http/failure';
import { sessionOf } from '../http/guards';
import { RNG_CLASSIFICATIONS, SPLIT_SPORTS_VENDORS } from '../db/seed-data/games';
import type { Handler } from './types';
import { MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';
import { translateStored } from '../db/content';
import { GAME_COLUMNS, type GameRow, createLaunch, findGame, findGameByCode, toGame } from '../domain/games';

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
