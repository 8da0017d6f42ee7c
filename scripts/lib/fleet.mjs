// A fleet on one machine: redis-server (the pin store), several edges (shell/edge/server.mjs, each
// reading that store) and nginx balancing across them (deploy/fleet/nginx.conf). Used by
// `npm run fleet`, the fleet tests (release/test/fleet.test.ts) and `npm run bench -- --fleet`.
// Every process is started here on loopback ports, in its own process group, and stopped here.
import { spawn } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

async function waitFor(check, what, { timeoutMs = 15_000, child } = {}) {
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
  throw new Error(`${what} did not come up in ${timeoutMs / 1000} s (${last})`);
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
  constructor({ port, dir, log = () => undefined }) {
    this.port = port;
    this.dir = dir;
    this.log = log;
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
    await waitFor(() => listening(this.port), `redis-server on ${this.port}`, { child: this.child });
  }

  /** Stops it at once (SIGKILL: the outage nobody planned), or cleanly (SIGTERM). */
  async kill(signal = 'SIGKILL') {
    await stopChild(this.child, signal);
    this.child = null;
  }
}

/** One edge process (`node shell/edge/server.mjs`) reading the pin store `pinStore`. */
export class EdgeProcess {
  constructor({ name, port, env, log = () => undefined }) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.log = log;
    this.child = null;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts it; resolves once it answers /healthz (ready or not: `waitReady` for that). */
  async start() {
    this.child = spawn(process.execPath, [path.join(ROOT, 'shell', 'edge', 'server.mjs')], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    prefixed(this.child, this.name, this.log);
    await waitFor(async () => (await fetch(`${this.url}/healthz`)).ok, `${this.name} on ${this.port}`, {
      child: this.child,
      timeoutMs: 30_000,
    });
  }

  async readiness() {
    const response = await fetch(`${this.url}/readyz`);
    return { status: response.status, body: await response.json() };
  }

  async waitReady(timeoutMs = 15_000) {
    await waitFor(async () => (await this.readiness()).status === 200, `${this.name} ready`, { timeoutMs, child: this.child });
  }

  async stop(signal = 'SIGTERM') {
    await stopChild(this.child, signal);
    this.child = null;
  }
}

/** nginx with deploy/fleet/nginx.conf in front of `edgePorts`, its own config and logs in `dir`. */
export class NginxProcess {
  constructor({ port, edgePorts, dir, log = () => undefined }) {
    this.port = port;
    this.edgePorts = edgePorts;
    this.dir = dir;
    this.log = log;
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
    await waitFor(() => listening(this.port), `nginx on ${this.port}`, { child: this.child });
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
      env: { ...process.env, ...env },
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
 * Ports: `port` (nginx), `edgePorts`, `redisPort` (free ones when not given). `env` goes to every edge
 * (PLATFORM_API_URL, GAME_FRAME_ORIGINS, ...). `stop()` stops everything it started.
 * @param {{ brandsDir: string, registryDir: string, distDir: string, edges?: number, port?: number, edgePorts?: number[], redisPort?: number, env?: Record<string, string>, dir?: string, log?: (line: string) => void, seed?: boolean }} options
 */
export async function startFleet({
  brandsDir,
  registryDir,
  distDir,
  edges = 3,
  port,
  edgePorts,
  redisPort,
  env = {},
  dir,
  log = () => undefined,
  seed = true,
}) {
  requireBinary(REDIS_SERVER, 'redis-server');
  requireBinary(NGINX, 'nginx-light');
  const work = dir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'wl-fleet-')));
  const ports = edgePorts ?? (await Promise.all(Array.from({ length: edges }, () => freePort())));
  const redis = new RedisProcess({ port: redisPort ?? (await freePort()), dir: path.join(work, 'redis'), log });
  const started = [];
  const fleet = {
    dir: work,
    redis,
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
    const edgeEnv = {
      ...env,
      PIN_STORE: redis.url,
      EDGE_REGISTRY_DIR: registryDir,
      EDGE_BRANDS_DIR: brandsDir,
      SHELL_DIST: distDir,
      // nginx is the edges' only peer: the report endpoint's per-client limit reads the browser's
      // address from X-Forwarded-For (docs/adr/0013-release-health.md).
      EDGE_TRUSTED_PROXIES: '127.0.0.1',
    };
    fleet.edges = ports.map((p, i) => new EdgeProcess({ name: `edge-${i + 1}`, port: p, env: edgeEnv, log }));
    await Promise.all(
      fleet.edges.map(async (edge) => {
        await edge.start();
        started.push(edge);
        await edge.waitReady();
      }),
    );
    fleet.nginx = new NginxProcess({ port: port ?? (await freePort()), edgePorts: ports, dir: path.join(work, 'nginx'), log });
    await fleet.nginx.start();
    started.push(fleet.nginx);
    fleet.url = fleet.nginx.url;
    return fleet;
  } catch (error) {
    await fleet.stop();
    throw error;
  }
}
