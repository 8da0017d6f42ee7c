import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';
import { seedDatabase } from './seed';

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** File path, or ':memory:'. */
  path: string;
  /** Delete the file (and its WAL) first. */
  fresh?: boolean;
}

/** Opens (creating the folder), migrates, and seeds the database when it holds no merchant. */
export function openDatabase({ path, fresh = false }: OpenDatabaseOptions): Database.Database {
  if (path !== ':memory:') {
    if (fresh) for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
    const folder = dirname(path);
    if (!existsSync(folder)) mkdirSync(folder, { recursive: true });
  }
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  const merchants = db.prepare('SELECT count(*) FROM merchants').pluck().get() as number;
  if (merchants === 0) seedDatabase(db);
  return db;
}
