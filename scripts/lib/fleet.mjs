// A fleet on one machine: redis-server (the pin store), several edges (edge/bin/edge.mjs, each
// reading that store) and nginx balancing across them (deploy/fleet/nginx.conf); the registry in a
// folder, or in a bucket on s3rver (`registry: 's3'`). Used by `npm run fleet`, the fleet tests
// (release/test/fleet.test.ts, fleet-s3.test.ts) and `npm run bench -- --fleet`.
// Every process is started here on loopback ports, in its own process group, and stopped here.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, promises as fs } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeReadyTimeout, readyTimeoutMs } from './ready-timeout.mjs';

export { DEFAULT_READY_TIMEOUT_MS, READY_TIMEOUT_ENV, readyTimeoutMs } from './ready-timeout.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const REDIS_SERVER = '/usr/bin/redis-server';
export const NGINX = '/usr/sbin/nginx';
const CLI = path.join(ROOT, 'release', 'bin', 'wl-release.mjs');

/** Throws with the install command when a binary the fleet runs is missing. */
export function requireBinary(binary, debianPackage) {
  if (!existsSync(binary))
    throw new Error(
      `${binary} is missing: the fleet runs a real one (Debian/Ubuntu: apt-get install -y ${debianPackage}; .ci/run installs it)`,
    );
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Every wait here is for a server to come up or be ready: one deadline, WL_READY_TIMEOUT_MS.
async function waitFor(check, what, { timeoutMs = readyTimeoutMs(), child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if (await check()) return;
    } catch (error) {
      last = error.message;
    }
    await sleep(25);
  }
  throw new Error(`${what} did not come up in ${describeReadyTimeout(timeoutMs)}: ${last}`);
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

function prefixed(child, name, log) {
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream?.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) log(`[${name}] ${line}`);
    });
  }
}

async function stopChild(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** redis-server on a loopback port, its data in `dir` (append-only, fsync always: a restart keeps it). */
export class RedisProcess {
  constructor({ port, dir, log = () => undefined, readyTimeoutMs: timeoutMs }) {
    this.port = port;
    this.dir = dir;
    this.log = log;
    this.readyTimeoutMs = timeoutMs;
    this.child = null;
  }

  get url() {
    return `redis://127.0.0.1:${this.port}/0`;
  }

  async start() {
    requireBinary(REDIS_SERVER, 'redis-server');
    await fs.mkdir(this.dir, { recursive: true });
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--save', '', '--appendonly', 'yes'];
    this.child = spawn(REDIS_SERVER, [...args, '--appendfsync', 'always', '--daemonize', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    prefixed(this.child, 'redis', this.log);
    await waitFor(() => listening(this.port), `redis-server on ${this.port}`, { child: this.child, timeoutMs: this.readyTimeoutMs });
  }

  /** Stops it at once (SIGKILL: the outage nobody planned), or cleanly (SIGTERM). */
  async kill(signal = 'SIGKILL') {
    await stopChild(this.child, signal);
    this.child = null;
  }
}

/** The credentials s3rver takes (its defaults): given to the edges and the CLI of an S3 fleet. */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * s3rver 3.7 predates S3's conditional writes: a koa middleware giving `bucket` their rule (an
 * existing key answers 412 to `If-None-Match: *`), as AWS S3, MinIO and R2 do; `onPut` hears of
 * every write (key and its If-None-Match). Used by the fleet's S3Process and release's S3 tests.
 * @param {string} bucket
 * @param {((put: { key: string, ifNoneMatch: string }) => void) | undefined} [onPut]
 */
export function conditionalWrites(bucket, onPut) {
  return async (ctx, next) => {
    const [, name, ...key] = decodeURIComponent(ctx.path).split('/');
    if (ctx.method === 'PUT' && name === bucket && key.length > 0) {
      onPut?.({ key: key.join('/'), ifNoneMatch: ctx.get('if-none-match') });
      if (ctx.get('if-none-match') === '*' && (await ctx.store.existsObject(bucket, key.join('/')))) {
        ctx.status = 412;
        ctx.type = 'application/xml';
        ctx.body =
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>';
        return;
      }
    }
    await next();
  };
}

/**
 * s3rver (release/'s devDependency) on a loopback port, in this process, its objects in `dir`, with
 * the bucket `bucket` made at start. s3rver 3.7 predates S3's conditional writes: it is given their
 * rule (an existing key answers 412 to `If-None-Match: *`), as AWS S3, MinIO and R2 have it, so
 * `publish` and `registry copy` meet the store they meet in production. `onPut` hears every PUT of
 * an object (its key and If-None-Match). Stopped and started again, it keeps its port and objects.
 */
export class S3Process {
  constructor({ port = 0, dir, bucket = 'wl-registry', prefix = 'registry', onPut, log = () => undefined, readyTimeoutMs: timeoutMs }) {
    this.port = port;
    this.dir = dir;
    this.bucket = bucket;
    this.prefix = prefix;
    this.onPut = onPut;
    this.log = log;
    this.readyTimeoutMs = timeoutMs;
    this.server = null;
  }

  get endpoint() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The registry's setting (WL_REGISTRY, `--registry`): `s3://<bucket>/<prefix>?endpoint=…&region=us-east-1`. */
  get registryUrl() {
    return `s3://${this.bucket}/${this.prefix}?endpoint=${this.endpoint}&region=us-east-1`;
  }

  async start() {
    const S3rver = createRequire(path.join(ROOT, 'release', 'package.json'))('s3rver');
    await fs.mkdir(this.dir, { recursive: true });
    const server = new S3rver({
      port: this.port,
      address: '127.0.0.1',
      directory: this.dir,
      silent: true,
      configureBuckets: [{ name: this.bucket }],
    });
    server.middleware.unshift(conditionalWrites(this.bucket, this.onPut));
    const { port } = await server.run();
    this.server = server;
    this.port = port;
    this.log(`[s3rver] bucket ${this.bucket} at ${this.endpoint} (objects in ${this.dir})`);
    await waitFor(() => listening(this.port), `s3rver on ${this.port}`, { timeoutMs: this.readyTimeoutMs ?? readyTimeoutMs() });
  }

  /** Stops it at once: open connections are cut (the outage of a store), its objects stay in `dir`. */
  async stop() {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.httpServer?.closeAllConnections?.();
    await server.close();
  }
}

/** One edge process (`node edge/bin/edge.mjs`) reading the pin store `pinStore`. */
export class EdgeProcess {
  constructor({ name, port, env, log = () => undefined, readyTimeoutMs: timeoutMs }) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.log = log;
    /** The readiness deadline (ms); unset: WL_READY_TIMEOUT_MS, read at each wait. */
    this.readyTimeoutMs = timeoutMs;
    this.child = null;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts it; resolves once it answers /healthz (ready or not: `waitReady` for that). */
  async start() {
    this.child = spawn(process.execPath, [path.join(ROOT, 'edge', 'bin', 'edge.mjs')], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    prefixed(this.child, this.name, this.log);
    await waitFor(async () => (await fetch(`${this.url}/healthz`)).ok, `${this.name} on ${this.port}`, {
      child: this.child,
      timeoutMs: this.readyTimeoutMs ?? readyTimeoutMs(),
    });
  }

  async readiness() {
    const response = await fetch(`${this.url}/readyz`);
    return { status: response.status, body: await response.json() };
  }

  /** Resolves once /readyz answers 200; rejects after the readiness deadline, or at once when the edge exits. */
  async waitReady(timeoutMs = this.readyTimeoutMs ?? readyTimeoutMs()) {
    await waitFor(async () => (await this.readiness()).status === 200, `${this.name} ready`, { timeoutMs, child: this.child });
  }

  async stop(signal = 'SIGTERM') {
    await stopChild(this.child, signal);
    this.child = null;
  }
}

/** nginx with deploy/fleet/nginx.conf in front of `edgePorts`, its own config and logs in `dir`. */
export class NginxProcess {
  constructor({ port, edgePorts, dir, log = () => undefined, readyTimeoutMs: timeoutMs }) {
    this.port = port;
    this.edgePorts = edgePorts;
    this.dir = dir;
    this.log = log;
    this.readyTimeoutMs = timeoutMs;
    this.child = null;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    requireBinary(NGINX, 'nginx-light');
    const conf = path.join(this.dir, 'conf');
    await fs.mkdir(path.join(conf, 'site'), { recursive: true });
    await fs.mkdir(path.join(this.dir, 'logs'), { recursive: true });
    await fs.mkdir(path.join(this.dir, 'tmp'), { recursive: true });
    await fs.copyFile(path.join(ROOT, 'deploy', 'fleet', 'nginx.conf'), path.join(conf, 'nginx.conf'));
    await fs.writeFile(
      path.join(conf, 'site', 'http.conf'),
      [
        'upstream wl_edges {',
        ...this.edgePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`),
        '    keepalive 32;',
        '}',
        `access_log ${this.dir}/logs/access.log;`,
        `error_log ${this.dir}/logs/error.log warn;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${this.dir}/tmp/${t};`),
        '',
      ].join('\n'),
    );
    await fs.writeFile(path.join(conf, 'site', 'server.conf'), `listen 127.0.0.1:${this.port};\nserver_name _;\n`);
    const asRoot = process.getuid?.() === 0 ? ' user root root;' : '';
    this.child = spawn(
      NGINX,
      [
        '-p',
        this.dir,
        '-c',
        path.join(conf, 'nginx.conf'),
        '-e',
        path.join(this.dir, 'logs', 'startup.log'),
        '-g',
        `daemon off; pid ${this.dir}/nginx.pid;${asRoot}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    prefixed(this.child, 'nginx', this.log);
    await waitFor(() => listening(this.port), `nginx on ${this.port}`, { child: this.child, timeoutMs: this.readyTimeoutMs });
  }

  async stop() {
    await stopChild(this.child, 'SIGQUIT');
    this.child = null;
  }
}

/** Runs `wl-release <args>`; resolves with its output, rejects with its stderr on a non-zero exit. */
export function releaseCli(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      // The fleet's own commands (its seeding) get the readiness deadline unless one is set: on a
      // loaded machine the CLI's start-up alone can outlast the default 20 s.
      env: { WL_RELEASE_DEADLINE_MS: String(readyTimeoutMs()), ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve({ stdout, stderr })
        : reject(Object.assign(new Error(`wl-release ${args.join(' ')}: exit ${code}: ${stderr}`), { code, stdout, stderr })),
    );
  });
}

/**
 * Starts a fleet: redis-server, seeded from the brands folder `brandsDir` (`wl-release store copy`),
 * `edges` edges reading it and serving `distDir` and `registryDir`, and nginx in front of them.
 * `registry: 's3'`: the registry in a bucket instead, as the deployment docs run it: s3rver on a
 * loopback port (`s3Port`, else a free one) with its objects in the fleet's folder, `registryDir`
 * copied into it (`wl-release registry copy`), and the edges reading it (WL_REGISTRY, with an empty
 * EDGE_REGISTRY_DIR of their own: nothing is served from a local folder).
 * Ports: `port` (nginx), `edgePorts`, `redisPort` (free ones when not given). `env` goes to every edge
 * (PLATFORM_API_URL, GAME_FRAME_ORIGINS, ...). `readyTimeoutMs`: how long each server may take to be
 * ready (default WL_READY_TIMEOUT_MS, else 120 s). `stop()` stops everything it started and removes
 * the fleet's folder (unless `dir` was given).
 * @param {{ brandsDir: string, registryDir: string, distDir: string, registry?: 'files' | 's3', edges?: number, port?: number, edgePorts?: number[], redisPort?: number, s3Port?: number, env?: Record<string, string>, dir?: string, log?: (line: string) => void, seed?: boolean, readyTimeoutMs?: number }} options
 */
export async function startFleet({
  brandsDir,
  registryDir,
  distDir,
  registry = 'files',
  edges = 3,
  port,
  edgePorts,
  redisPort,
  s3Port,
  env = {},
  dir,
  log = () => undefined,
  seed = true,
  readyTimeoutMs: timeoutMs = readyTimeoutMs(),
}) {
  if (registry !== 'files' && registry !== 's3') throw new Error(`registry must be files or s3, got ${registry}`);
  requireBinary(REDIS_SERVER, 'redis-server');
  requireBinary(NGINX, 'nginx-light');
  const work = dir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'wl-fleet-')));
  const ports = edgePorts ?? (await Promise.all(Array.from({ length: edges }, () => freePort())));
  const redis = new RedisProcess({ port: redisPort ?? (await freePort()), dir: path.join(work, 'redis'), log, readyTimeoutMs: timeoutMs });
  const started = [];
  const fleet = {
    dir: work,
    redis,
    /** The bucket's s3rver (`registry: 's3'`), else null. */
    s3: null,
    /** Where the edges read the registry: a folder, or the bucket's `s3://…` setting. */
    registry: registryDir,
    /** What a CLI needs beside PIN_STORE to pin against this fleet's registry (empty for a folder). */
    registryEnv: {},
    edges: [],
    nginx: null,
    url: '',
    async stop() {
      await Promise.all(started.map((p) => (p === redis ? p.kill('SIGTERM') : p.stop()).catch(() => undefined)));
      if (!dir) await fs.rm(work, { recursive: true, force: true });
    },
  };
  try {
    await redis.start();
    started.push(redis);
    if (seed) await releaseCli(['store', 'copy', '--from', `files:${brandsDir}`, '--to', redis.url, '--replace']);
    if (registry === 's3') {
      fleet.s3 = new S3Process({ port: s3Port ?? (await freePort()), dir: path.join(work, 's3'), log, readyTimeoutMs: timeoutMs });
      await fleet.s3.start();
      started.push(fleet.s3);
      fleet.registry = fleet.s3.registryUrl;
      fleet.registryEnv = { WL_REGISTRY: fleet.registry, ...S3RVER_CREDENTIALS };
      const copied = await releaseCli(['registry', 'copy', '--from', registryDir, '--to', fleet.registry], S3RVER_CREDENTIALS);
      log(`[registry] ${copied.stdout.trim()}`);
    }
    const edgeEnv = {
      ...env,
      PIN_STORE: redis.url,
      // With a bucket, the edges' own registry folder is an empty one: every /registry/** answer is the bucket's.
      EDGE_REGISTRY_DIR: registry === 's3' ? path.join(work, 'edge-registry-unused') : registryDir,
      ...fleet.registryEnv,
      EDGE_BRANDS_DIR: brandsDir,
      SHELL_DIST: distDir,
      // nginx is the edges' only peer: its X-Forwarded-For names the browser, which the edges then
      // use for the platform's login limits, the report limits and the guard (edge/src/http/client-address.ts).
      EDGE_TRUSTED_PROXIES: '127.0.0.1',
      // One key for the pages' load tokens (edge/src/telemetry/load-token.ts): a page one edge sent may
      // report through another. Made for this fleet unless given.
      EDGE_LOAD_TOKEN_KEY: env.EDGE_LOAD_TOKEN_KEY ?? randomBytes(32).toString('base64url'),
    };
    fleet.edges = ports.map((p, i) => new EdgeProcess({ name: `edge-${i + 1}`, port: p, env: edgeEnv, log, readyTimeoutMs: timeoutMs }));
    await Promise.all(
      fleet.edges.map(async (edge) => {
        await edge.start();
        started.push(edge);
        await edge.waitReady();
      }),
    );
    fleet.nginx = new NginxProcess({
      port: port ?? (await freePort()),
      edgePorts: ports,
      dir: path.join(work, 'nginx'),
      log,
      readyTimeoutMs: timeoutMs,
    });
    await fleet.nginx.start();
    started.push(fleet.nginx);
    fleet.url = fleet.nginx.url;
    return fleet;
  } catch (error) {
    await fleet.stop();
    throw error;
  }
}
