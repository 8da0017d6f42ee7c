import type Database from 'better-sqlite3';
import type { GameType } from 'shared-contracts';
import { createPrng } from '../lib/prng';
import { NAME_WORDS, RNG_CLASSIFICATIONS } from './seed-data/games';

/** The vendor that holds generated games (its own tab, so the seeded vendors stay as they are). */
export const GENERATED_VENDOR = { code: 'GEN', name: 'Generated Games', colour: '#5e60ce' } as const;

/** Categories that can be topped up: plain game lists (no lottery data, no split sports vendors). */
export const TOP_UP_GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'INHOUSE'] as const satisfies readonly GameType[];
/** A category that can be topped up. */
export type TopUpGameType = (typeof TOP_UP_GAME_TYPES)[number];

/** Most games a category may be topped up to (a bench lobby, not a load test of SQLite). */
export const MAX_TOP_UP_TOTAL = 20_000;

/** What {@link topUpGames} did. */
export interface TopUpResult {
  gameType: TopUpGameType;
  /** The vendor the added games belong to. */
  vassalage: string;
  /** Games added by this call (0 when the category already held enough). */
  added: number;
  /** Games of the category now. */
  total: number;
}

/**
 * Adds generated games to a category until it holds `total` games (a 5,000-game lobby for the
 * benchmark, issue 19 item 4), all under the {@link GENERATED_VENDOR}. Idempotent: a category that
 * already holds `total` or more is left alone. Names are deterministic and distinct from each other.
 */
export function topUpGames(db: Database.Database, { gameType, total }: { gameType: TopUpGameType; total: number }): TopUpResult {
  if (!TOP_UP_GAME_TYPES.includes(gameType)) throw new RangeError(`Cannot top up ${String(gameType)}`);
  if (!Number.isInteger(total) || total < 0 || total > MAX_TOP_UP_TOTAL)
    throw new RangeError(`total must be an integer from 0 to ${MAX_TOP_UP_TOTAL}`);
  const count = () => db.prepare('SELECT count(*) FROM games WHERE game_type = ?').pluck().get(gameType) as number;
  let added = 0;
  db.transaction(() => {
    const missing = total - count();
    if (missing <= 0) return;
    const hasVendor = db.prepare('SELECT 1 FROM vendors WHERE code = ? AND game_type = ?').get(GENERATED_VENDOR.code, gameType);
    if (!hasVendor) {
      const sort = db.prepare('SELECT coalesce(max(sort), 0) + 1 FROM vendors WHERE game_type = ?').pluck().get(gameType) as number;
      db.prepare('INSERT INTO vendors (code, game_type, name, colour, is_hot, is_vassalage, sort) VALUES (?, ?, ?, ?, 0, 0, ?)').run(
        GENERATED_VENDOR.code,
        gameType,
        GENERATED_VENDOR.name,
        GENERATED_VENDOR.colour,
        sort,
      );
    }
    const already = db
      .prepare('SELECT count(*) FROM games WHERE game_type = ? AND vassalage = ?')
      .pluck()
      .get(gameType, GENERATED_VENDOR.code) as number;
    let nodeId = (db.prepare('SELECT coalesce(max(node_id), 0) + 1 FROM games').pluck().get() as number) || 1;
    const insert = db.prepare(
      `INSERT INTO games (node_id, game_type, vassalage, game_code, game_name, game_classify, min_bet, line_num, is_hot, account_type_name, default_play_type, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, NULL, NULL, ?)`,
    );
    const prng = createPrng(4_242 + already);
    for (let i = 0; i < missing; i += 1) {
      const n = already + i + 1;
      const name = `${prng.pick(NAME_WORDS.first)} ${prng.pick(NAME_WORDS.second)} ${n}`;
      insert.run(
        nodeId,
        gameType,
        GENERATED_VENDOR.code,
        `${GENERATED_VENDOR.code}_${gameType}_${String(n).padStart(5, '0')}`,
        name,
        gameType === 'RNG' ? prng.pick(RNG_CLASSIFICATIONS).code : null,
        prng.pick([0.01, 0.1, 0.5, 1, 2]),
        gameType === 'RNG' ? prng.pick([1, 9, 20, 25, 50, 243]) : gameType === 'FISH' ? 1 : 0,
        n,
      );
      nodeId += 1;
      added += 1;
    }
  })();
  return { gameType, vassalage: GENERATED_VENDOR.code, added, total: count() };
}

/**
 * The top-up asked for by the environment at start (`PLATFORM_API_SEED_GAMES=5000`, optionally
 * `PLATFORM_API_SEED_GAMES_TYPE=RNG`), or null when none is asked for. Throws on a value it cannot use.
 */
export function topUpFromEnv(env: Record<string, string | undefined>): { gameType: TopUpGameType; total: number } | null {
  const raw = env.PLATFORM_API_SEED_GAMES?.trim();
  if (!raw) return null;
  const total = Number(raw);
  const gameType = (env.PLATFORM_API_SEED_GAMES_TYPE?.trim().toUpperCase() || 'RNG') as TopUpGameType;
  if (!Number.isInteger(total) || total < 0 || total > MAX_TOP_UP_TOTAL)
    throw new RangeError(`PLATFORM_API_SEED_GAMES must be an integer from 0 to ${MAX_TOP_UP_TOTAL}, not ${raw}`);
  if (!TOP_UP_GAME_TYPES.includes(gameType))
    throw new RangeError(`PLATFORM_API_SEED_GAMES_TYPE must be one of ${TOP_UP_GAME_TYPES.join(', ')}, not ${gameType}`);
  return { gameType, total };
}
