import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { topUpFromEnv } from './db/generated-games';
import { buildGamesServer, buildServer } from './server';
import { loginFreshnessFromEnv } from './http/login-freshness';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';
const dbPath = process.env.PLATFORM_API_DB ?? join(packageDir, '.data', 'platform.db');
const fresh = process.argv.includes('--fresh') || process.env.PLATFORM_API_FRESH === '1';
const control = process.env.PLATFORM_API_CONTROL === '1';
// The demo games listen on their own port (their own origin): GAMES_PORT, default PORT + 1; 0 turns it off.
const gamesPort = Number(process.env.GAMES_PORT ?? port + 1);
const gamesOrigin = process.env.GAMES_ORIGIN || undefined;
const frameAncestors = (process.env.DEMO_GAMES_FRAME_ANCESTORS ?? '').split(/[\s,]+/).filter(Boolean);
const logger = process.env.PLATFORM_API_LOG === '1';
// PLATFORM_API_SEED_GAMES=5000: the category (PLATFORM_API_SEED_GAMES_TYPE, default RNG) is topped up
// with generated games to that many (the benchmark's 5,000-game lobby).
const seedGames = topUpFromEnv(process.env);
// PLATFORM_API_LOGIN_MAX_AGE_SECONDS=120: refuse login bodies without a fresh `timestamp`, and replays.
const loginFreshness = loginFreshnessFromEnv(process.env);

const started = Date.now();
const app = buildServer({
  dbPath,
  control,
  fresh,
  logger,
  seedGames,
  loginFreshness,
  ...(gamesPort > 0 ? { demoGames: { origin: gamesOrigin, port: gamesPort } } : {}),
});
const games = gamesPort > 0 ? buildGamesServer(app, { frameAncestors, logger }) : null;

app
  .listen({ port, host })
  .then(async (address) => {
    const gamesAddress = games ? await games.listen({ port: gamesPort, host }) : null;
    console.info(
      `platform-api listening on ${address} (db ${dbPath}${fresh ? ', fresh seed' : ''}, control ${control ? 'on' : 'off'}, ` +
        (seedGames ? `${seedGames.gameType} topped up to ${seedGames.total} games, ` : '') +
        (loginFreshness ? `login bodies older than ${loginFreshness.maxAgeMs / 1000} s or replayed refused, ` : '') +
        `demo games ${gamesAddress ?? 'on the API origin'}, ready in ${Date.now() - started} ms)`,
    );
  })
  .catch((error: unknown) => {
    console.error('platform-api failed to start:', error);
    process.exit(1);
  });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([games?.close(), app.close()]).then(() => process.exit(0));
  });
}
