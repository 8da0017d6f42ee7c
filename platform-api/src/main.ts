import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './server';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';
const dbPath = process.env.PLATFORM_API_DB ?? join(packageDir, '.data', 'platform.db');
const fresh = process.argv.includes('--fresh') || process.env.PLATFORM_API_FRESH === '1';
const control = process.env.PLATFORM_API_CONTROL === '1';

const started = Date.now();
const app = buildServer({ dbPath, control, fresh, logger: process.env.PLATFORM_API_LOG === '1' });

app
  .listen({ port, host })
  .then((address) => {
    console.info(
      `platform-api listening on ${address} (db ${dbPath}${fresh ? ', fresh seed' : ''}, control ${control ? 'on' : 'off'}, ready in ${Date.now() - started} ms)`,
    );
  })
  .catch((error: unknown) => {
    console.error('platform-api failed to start:', error);
    process.exit(1);
  });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
