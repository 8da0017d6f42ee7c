import Database from 'better-sqlite3';
import { GAME_TYPES } from 'shared-contracts';
import { MIGRATIONS, migrate } from './migrations';
import { seedDatabase } from './seed';

function freshDb(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

const NOW = Date.UTC(2026, 10, 21, 12);

describe('migrations', () => {
  it('applies every step once, in order, and records it', () => {
    const db = freshDb();
    expect(db.prepare('SELECT id FROM migrations ORDER BY id').pluck().all()).toEqual(MIGRATIONS.map((m) => m.id));
    expect(migrate(db)).toEqual([]);
  });
});

describe('seed', () => {
  it('is deterministic', () => {
    const dump = (db: Database.Database) =>
      JSON.stringify([
        db.prepare('SELECT * FROM games ORDER BY node_id').all(),
        db.prepare('SELECT username, password_hash, parent_id FROM accounts ORDER BY id').all(),
        db.prepare('SELECT account_id, kind, amount_cents, created_at FROM ledger ORDER BY id').all(),
        db.prepare('SELECT * FROM promotions ORDER BY id').all(),
      ]);
    const a = freshDb();
    const b = freshDb();
    seedDatabase(a, NOW);
    seedDatabase(b, NOW);
    expect(dump(a)).toBe(dump(b));
  });

  it('seeds at least 5,000 games over the lobby categories quickly, and re-seeds in place', () => {
    const db = freshDb();
    const started = Date.now();
    const { games } = seedDatabase(db, NOW);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(games).toBeGreaterThanOrEqual(5000);
    const types = db.prepare('SELECT DISTINCT game_type FROM games').pluck().all() as string[];
    expect(types.sort()).toEqual(['ELOTT', 'FISH', 'INHOUSE', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS']);
    for (const type of types) expect(GAME_TYPES).toContain(type);
    const vendorsPerType = db.prepare('SELECT game_type, count(*) AS n FROM vendors GROUP BY game_type').all() as {
      game_type: string;
      n: number;
    }[];
    for (const row of vendorsPerType) expect(row.n).toBeGreaterThanOrEqual(row.game_type === 'INHOUSE' ? 1 : 2);
    expect(db.prepare("SELECT DISTINCT game_classify FROM games WHERE game_type = 'RNG'").pluck().all().sort()).toEqual([
      'AC',
      'BG',
      'JP',
      'SC',
      'TG',
      'VP',
    ]);
    expect(
      db.prepare("SELECT count(*) FROM vendors WHERE game_type = 'SPORTS' AND code IN ('AV','AI','IMES','TF','IA','DS88')").pluck().get(),
    ).toBe(6);
    seedDatabase(db, NOW);
    expect(db.prepare('SELECT count(*) FROM games').pluck().get()).toBe(games);
  });

  it('builds the agent tree and wallets whose ledgers add up', () => {
    const db = freshDb();
    seedDatabase(db, NOW);
    const parentOf = (username: string) =>
      db.prepare('SELECT p.username FROM accounts a LEFT JOIN accounts p ON p.id = a.parent_id WHERE a.username = ?').pluck().get(username);
    expect(parentOf('agent02')).toBe('agent01');
    for (const m of ['member02', 'member03', 'member04', 'member05']) expect(parentOf(m)).toBe('agent01');
    expect(
      db.prepare("SELECT count(*) FROM accounts WHERE parent_id = (SELECT id FROM accounts WHERE username = 'agent02')").pluck().get(),
    ).toBeGreaterThanOrEqual(2);
    expect(db.prepare("SELECT type, is_agent FROM accounts WHERE username = 'trial01'").get()).toEqual({ type: 4, is_agent: 4 });
    expect(db.prepare("SELECT rank_level FROM accounts WHERE username = 'vip01'").pluck().get()).toBe(5);
    // Every account's level is a level of the VIP ladder.
    expect(db.prepare('SELECT username FROM accounts WHERE rank_level NOT IN (SELECT level FROM vip_levels)').pluck().all()).toEqual([]);
    const mismatched = db
      .prepare(
        'SELECT count(*) FROM wallets w WHERE w.balance_cents != (SELECT COALESCE(sum(amount_cents), 0) FROM ledger l WHERE l.account_id = w.account_id)',
      )
      .pluck()
      .get();
    expect(mismatched).toBe(0);
    expect(
      db.prepare("SELECT balance_cents FROM wallets w JOIN accounts a ON a.id = w.account_id WHERE a.username = 'member01'").pluck().get(),
    ).toBe(100_000);
  });
});
