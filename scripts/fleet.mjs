#!/usr/bin/env node
// `npm run fleet`: the platform as a fleet on one machine: the reference API (fresh seeded
// database), redis-server holding the pins (seeded from brands/ with `wl-release store copy`),
// three edges reading it, and nginx balancing across them (deploy/fleet/nginx.conf). Needs
// Debian's redis-server and nginx (apt-get install -y redis-server nginx-light). Ctrl-C stops it all.
//   PORT (nginx, default 8090) · EDGE_PORTS (default 8091,8092,8093) · REDIS_PORT (default 6390)
//   API_PORT (default 4020) · S3_PORT (default 8094, with --registry s3) · --skip-build to reuse the last build
//   --registry files|s3 (default files): the registry the edges read: registry/, or a bucket on
//   s3rver (loopback, its objects in the fleet's scratch folder, removed at the end) that registry/
//   is copied into (`wl-release registry copy`), read by the edges through WL_REGISTRY
//   --ready-timeout <ms> (else WL_READY_TIMEOUT_MS, default 120 s): how long each server may take to be
//   ready (an edge's /readyz, redis-server, nginx, the reference API); one that exits fails at once
import { existsSync } from 'node:fs';
import path from 'node:path';
import { installDependencies, mustRun, repoRoot, stopServers } from './lib/run.mjs';
import { startReferenceApi } from './lib/platform.mjs';
import { NGINX, READY_TIMEOUT_ENV, readyTimeoutMs, REDIS_SERVER, requireBinary, startFleet } from './lib/fleet.mjs';

const args = process.argv.slice(2);
const port = Number(process.env.PORT ?? 8090);
const edgePorts = String(process.env.EDGE_PORTS ?? '8091,8092,8093')
  .split(',')
  .map(Number);
const redisPort = Number(process.env.REDIS_PORT ?? 6390);
const apiPort = Number(process.env.API_PORT ?? 4020);
const s3Port = Number(process.env.S3_PORT ?? 8094);
const readyFlag = args.indexOf('--ready-timeout');
const registryFlag = args.indexOf('--registry');
let fleet = null;

async function main() {
  if (readyFlag !== -1 && args[readyFlag + 1] === undefined) throw new Error('--ready-timeout needs a value in milliseconds');
  const timeoutMs = readyTimeoutMs(readyFlag === -1 ? undefined : args[readyFlag + 1]);
  const registry = registryFlag === -1 ? 'files' : args[registryFlag + 1];
  if (registry !== 'files' && registry !== 's3') throw new Error(`--registry takes files or s3, got ${registry ?? 'nothing'}`);
  // The reference API's waits (scripts/lib/platform.mjs) read the same deadline.
  process.env[READY_TIMEOUT_ENV] = String(timeoutMs);
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
    registry,
    port,
    edgePorts,
    redisPort,
    s3Port,
    env: { PLATFORM_API_URL: apiUrl, EDGE_PROXY_CONTROL: '1', GAME_FRAME_ORIGINS: gameFrameOrigins },
    log: (line) => console.info(line),
    readyTimeoutMs: timeoutMs,
  });
  const registryEnv = Object.entries(fleet.registryEnv)
    .map(([name, value]) => `${name}='${value}' `)
    .join('');
  const registryLine = fleet.s3
    ? `Registry in a bucket on s3rver (objects in ${fleet.s3.dir}, removed at the end):\n    WL_REGISTRY=${fleet.registry}`
    : `Registry: ${fleet.registry}`;
  console.info(`
  Fleet ready: http://localhost:${port}  (nginx → ${fleet.edges.map((e) => `edge :${e.port}`).join(', ')})
  Pins, canaries, release records and history in redis-server: ${fleet.redis.url}
  ${registryLine}
  Each edge: /healthz and /readyz (e.g. http://127.0.0.1:${edgePorts[0]}/readyz).
  Change a pin for every edge:
    ${registryEnv}PIN_STORE=${fleet.redis.url} npm run release -- pin default mfe-lobby@<version>${
      fleet.s3 ? `\n  Publish into the bucket: the same settings, then npm run release -- publish <remote>` : ''
    }
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
