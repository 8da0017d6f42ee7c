#!/usr/bin/env node
// `npm run fleet`: the platform as a fleet on one machine: the reference API (fresh seeded
// database), redis-server holding the pins (seeded from brands/ with `wl-release store copy`),
// three edges reading it, and nginx balancing across them (deploy/fleet/nginx.conf). Needs
// Debian's redis-server and nginx (apt-get install -y redis-server nginx-light). Ctrl-C stops it all.
//   PORT (nginx, default 8090) · EDGE_PORTS (default 8091,8092,8093) · REDIS_PORT (default 6390)
//   API_PORT (default 4020) · --skip-build to reuse the last build
import { existsSync } from 'node:fs';
import path from 'node:path';
import { installDependencies, mustRun, repoRoot, stopServers } from './lib/run.mjs';
import { startReferenceApi } from './lib/platform.mjs';
import { NGINX, REDIS_SERVER, requireBinary, startFleet } from './lib/fleet.mjs';

const args = process.argv.slice(2);
const port = Number(process.env.PORT ?? 8090);
const edgePorts = String(process.env.EDGE_PORTS ?? '8091,8092,8093')
  .split(',')
  .map(Number);
const redisPort = Number(process.env.REDIS_PORT ?? 6390);
const apiPort = Number(process.env.API_PORT ?? 4020);
let fleet = null;

async function main() {
  requireBinary(REDIS_SERVER, 'redis-server');
  requireBinary(NGINX, 'nginx-light');
  await installDependencies();
  const built = existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html')) && existsSync(path.join(repoRoot, 'registry'));
  if (!args.includes('--skip-build') || !built) {
    await mustRun('build', process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs'), '--skip-install']);
  }
  const { apiUrl, gameFrameOrigins } = await startReferenceApi({ apiPort, sitePorts: [port, ...edgePorts], control: true });
  fleet = await startFleet({
    brandsDir: path.join(repoRoot, 'brands'),
    registryDir: path.join(repoRoot, 'registry'),
    distDir: path.join(repoRoot, 'shell', 'dist'),
    port,
    edgePorts,
    redisPort,
    env: { PLATFORM_API_URL: apiUrl, EDGE_PROXY_CONTROL: '1', GAME_FRAME_ORIGINS: gameFrameOrigins },
    log: (line) => console.info(line),
  });
  console.info(`
  Fleet ready: http://localhost:${port}  (nginx → ${fleet.edges.map((e) => `edge :${e.port}`).join(', ')})
  Pins, canaries, release records and history in redis-server: ${fleet.redis.url}
  Each edge: /healthz and /readyz (e.g. http://127.0.0.1:${edgePorts[0]}/readyz).
  Change a pin for every edge: PIN_STORE=${fleet.redis.url} npm run release -- pin default mfe-lobby@<version>
  Reference API (fresh seeded database) behind it at /wps and /lgw; accounts as for npm start.
  Ctrl-C to stop.
`);
}

async function stop(code) {
  await fleet?.stop().catch(() => undefined);
  stopServers();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

main().catch((error) => {
  console.error(error.message);
  void stop(1);
});
