// Starts the reference platform API (fresh seeded database) and the edge server in front of it:
// the same pair `npm start` runs for people and the e2e suite runs for tests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readyTimeoutMs } from './ready-timeout.mjs';
import { repoRoot, startServer, waitForUrl } from './run.mjs';

/** The federated shell build (the default), relative to the repository root. */
export const FEDERATED_SHELL_DIST = 'shell/dist';
/** The monolith build of the same code (`node scripts/build.mjs --monolith`), relative to the root. */
export const MONOLITH_SHELL_DIST = 'shell/dist-monolith';

function buildCommandFor(distDir) {
  return distDir === path.resolve(repoRoot, MONOLITH_SHELL_DIST) ? '`npm run build -- --monolith`' : '`npm run build`';
}

/**
 * The demo games are served by the reference API on a port of their own (`gamesPort`, default
 * apiPort + 1), so a game frame runs on another origin than the site, as a vendor's CDN would
 * (issue 14 item 14). Launch addresses name that port under the host name the player used; the
 * edge lets the site frame both spellings, and the games may be framed only by the site.
 *
 * `shellDist` is the shell build the edge serves: `shell/dist` (the federated build) by default,
 * {@link MONOLITH_SHELL_DIST} for the monolith build (docs/adr/0010-monolith-build.md); a relative
 * path is taken from the repository root.
 * @param {{ port?: number, apiPort?: number, gamesPort?: number, control?: boolean, dbPath?: string, quiet?: boolean, shellDist?: string }} options
 */
export async function startPlatform({
  port = 8080,
  apiPort = 4010,
  gamesPort = apiPort + 1,
  control = true,
  dbPath,
  quiet = false,
  shellDist = FEDERATED_SHELL_DIST,
} = {}) {
  const distDir = path.resolve(repoRoot, shellDist);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`no shell build in ${path.relative(repoRoot, distDir)}: run ${buildCommandFor(distDir)} first`);
  }
  const { apiUrl, gameFrameOrigins } = await startReferenceApi({ apiPort, gamesPort, sitePorts: [port], control, dbPath, quiet });
  startServer('edge', process.execPath, [path.join(repoRoot, 'edge', 'bin', 'edge.mjs')], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PLATFORM_API_URL: apiUrl,
      EDGE_PROXY_CONTROL: control ? '1' : '0',
      GAME_FRAME_ORIGINS: gameFrameOrigins,
      SHELL_DIST: distDir,
    },
    quiet,
  });
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/brands/index.json`, { timeoutMs: readyTimeoutMs() });
  return { url, apiUrl, gamesUrl: `http://localhost:${gamesPort}` };
}

/**
 * The reference API (fresh seeded database) and its demo games' port, framed by the site on
 * `sitePorts` (the edge's, or nginx's in front of a fleet). Resolves once both answer, with the
 * API's address and the game origins the edges must allow in frame-src (GAME_FRAME_ORIGINS).
 * @param {{ apiPort: number, gamesPort?: number, sitePorts: number[], control?: boolean, dbPath?: string, quiet?: boolean }} options
 */
export async function startReferenceApi({ apiPort, gamesPort = apiPort + 1, sitePorts, control = true, dbPath, quiet = false }) {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const spellings = (p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`];
  const list = (value) =>
    String(value ?? '')
      .split(/[\s,]+/)
      .filter(Boolean);
  const gameFrameOrigins = [...new Set([...list(process.env.GAME_FRAME_ORIGINS), ...spellings(gamesPort)])].join(' ');
  const demoGamesFrameAncestors = [...new Set([...list(process.env.DEMO_GAMES_FRAME_ANCESTORS), ...sitePorts.flatMap(spellings)])].join(
    ' ',
  );
  const db = dbPath ?? path.join(repoRoot, 'platform-api', '.data', `platform-${apiPort}.db`);
  startServer('platform-api', path.join(repoRoot, 'platform-api', 'node_modules', '.bin', 'tsx'), ['src/main.ts', '--fresh'], {
    cwd: path.join(repoRoot, 'platform-api'),
    env: {
      PORT: String(apiPort),
      GAMES_PORT: String(gamesPort),
      DEMO_GAMES_FRAME_ANCESTORS: demoGamesFrameAncestors,
      PLATFORM_API_DB: db,
      PLATFORM_API_CONTROL: control ? '1' : '0',
      PLATFORM_API_FRESH: '1',
    },
    quiet,
  });
  await waitForUrl(`${apiUrl}/wps/session/key/rsa`, { timeoutMs: readyTimeoutMs() });
  await waitForUrl(`http://127.0.0.1:${gamesPort}/health`, { timeoutMs: readyTimeoutMs() });
  return { apiUrl, gamesUrl: `http://localhost:${gamesPort}`, gameFrameOrigins };
}
