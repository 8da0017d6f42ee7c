// Starts the reference platform API (fresh seeded database) and the edge server in front of it:
// the same pair `npm start` runs for people and the e2e suite runs for tests.
import path from 'node:path';
import { repoRoot, startServer, waitForUrl } from './run.mjs';

/**
 * @param {{ port?: number, apiPort?: number, control?: boolean, dbPath?: string, quiet?: boolean }} options
 */
export async function startPlatform({ port = 8080, apiPort = 4010, control = true, dbPath, quiet = false } = {}) {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const db = dbPath ?? path.join(repoRoot, 'platform-api', '.data', `platform-${apiPort}.db`);
  startServer('platform-api', path.join(repoRoot, 'platform-api', 'node_modules', '.bin', 'tsx'), ['src/main.ts', '--fresh'], {
    cwd: path.join(repoRoot, 'platform-api'),
    env: { PORT: String(apiPort), PLATFORM_API_DB: db, PLATFORM_API_CONTROL: control ? '1' : '0', PLATFORM_API_FRESH: '1' },
    quiet,
  });
  await waitForUrl(`${apiUrl}/wps/session/key/rsa`, { timeoutMs: 90_000 });
  startServer('edge', process.execPath, [path.join(repoRoot, 'shell', 'edge', 'server.mjs')], {
    env: { PORT: String(port), HOST: '127.0.0.1', PLATFORM_API_URL: apiUrl, EDGE_PROXY_CONTROL: control ? '1' : '0' },
    quiet,
  });
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/brands/index.json`, { timeoutMs: 30_000 });
  return { url, apiUrl };
}
