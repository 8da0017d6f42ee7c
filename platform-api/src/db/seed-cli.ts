// Re-seeds the database file to its initial state: `pnpm --filter platform-api seed`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './database';
import { seedDatabase } from './seed';

const dbPath = process.env.PLATFORM_API_DB ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.data', 'platform.db');
const started = Date.now();
const db = openDatabase({ path: dbPath });
const { games } = seedDatabase(db);
db.close();
console.info(`seeded ${dbPath}: ${games} games in ${Date.now() - started} ms`);
