import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const REPO = path.resolve(__dirname, '..', '..');
const CLI = path.join(REPO, 'release', 'bin', 'wl-release.mjs');

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as T;
}

/**
 * A site of its own for the release-health journeys (issue 38): a copy of the published registry
 * and of the brand files in a temporary root, served by an edge process of its own (the same
 * server as `npm start`, with its canary guard looking every second) in front of the worker's
 * reference API. Operators act through the real `wl-release` CLI with `--root`.
 */
export class HealthSite {
  private edge: ChildProcess | null = null;
  private hostVersions: string[] = [];
  private log = '';

  private constructor(
    readonly root: string,
    readonly port: number,
    readonly apiPort: number,
  ) {}

  static async create(port: number, apiPort: number): Promise<HealthSite> {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'wl-health-e2e-'));
    const site = new HealthSite(root, port, apiPort);
    await fs.cp(path.join(REPO, 'registry'), path.join(root, 'registry'), { recursive: true });
    await fs.mkdir(path.join(root, 'brands'), { recursive: true });
    for (const file of ['index.json', 'default.json']) await fs.copyFile(path.join(REPO, 'brands', file), path.join(root, 'brands', file));
    const contracts = (await readJson<{ version: string }>(path.join(REPO, 'shared-contracts', 'package.json'))).version;
    const shellDeps = (await readJson<{ dependencies: Record<string, string> }>(path.join(REPO, 'shell', 'package.json'))).dependencies;
    const bare = (range: string | undefined) => (range ?? '').replace(/^[^\d]*/, '');
    site.hostVersions = [
      '--host-contracts',
      contracts,
      '--host-react',
      bare(shellDeps.react),
      '--host-federation',
      bare(shellDeps['@module-federation/enhanced']),
    ];
    await site.cli('releases', '--all');
    await site.start();
    return site;
  }

  /** Starts the edge process and waits until it is ready. */
  async start(): Promise<void> {
    this.edge = spawn(process.execPath, [path.join(REPO, 'edge', 'bin', 'edge.mjs')], {
      cwd: REPO,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        // Not the test runner's own loader options (Playwright's TypeScript hooks): the edge loads
        // the release package's TypeScript through tsx, as it does under `npm start`.
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_OPTIONS' && !name.startsWith('PW_'))),
        PORT: String(this.port),
        HOST: '127.0.0.1',
        PLATFORM_API_URL: `http://127.0.0.1:${this.apiPort}`,
        EDGE_PROXY_CONTROL: '1',
        SHELL_DIST: path.join(REPO, 'shell', 'dist'),
        EDGE_REGISTRY_DIR: path.join(this.root, 'registry'),
        EDGE_BRANDS_DIR: path.join(this.root, 'brands'),
        PIN_STORE: '',
        WL_REGISTRY: '',
        EDGE_GUARD_INTERVAL_MS: '1000',
        // Every report of these journeys comes from this machine: real browsers and simulated pages.
        EDGE_REPORT_RATE: JSON.stringify({ burst: 100_000, perMinute: 1_000_000 }),
        // This machine stands in for the site's balancer: each simulated page names the client it
        // comes from in X-Forwarded-For (the guard judges only loads from enough clients, issue 48).
        EDGE_TRUSTED_PROXIES: '127.0.0.1',
      },
    });
    this.edge.stdout?.on('data', (d: Buffer) => (this.log += d.toString()));
    this.edge.stderr?.on('data', (d: Buffer) => (this.log += d.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.edge.exitCode !== null) throw new Error(`the health site's edge exited: ${this.log}`);
      try {
        if ((await fetch(this.url('/readyz'))).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the health site's edge did not get ready: ${this.log}`);
  }

  /**
   * Sends a simulated page load's report as its browser would (issue 48): with the load token of a
   * page this edge sent to its bucket, from a client address of its own.
   */
  async sendSimulated(report: { bucket: number }): Promise<Response> {
    clients += 1;
    const address = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
    const page = await fetch(this.url('/'), { headers: { cookie: `wl_bucket=${report.bucket}`, 'x-forwarded-for': address } });
    const token = /<meta name="wl-load-token" content="([^"]+)">/.exec(await page.text())?.[1];
    return fetch(this.url('/telemetry/reports'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ ...report, token }),
    });
  }

  /** The edge's own lines (the guard's aborts, the console's sign-ins). */
  get edgeLog(): string {
    return this.log;
  }

  url(pathname = '/', host = 'localhost'): string {
    return `http://${host}:${this.port}${pathname}`;
  }

  /** Runs `wl-release <args> --root <this site>` (stdout; rejects with the exit code and stderr). */
  async cli(...args: string[]): Promise<string> {
    const { stdout } = await run(process.execPath, [CLI, ...args, '--root', this.root, '--actor', 'e2e', ...this.hostVersions], {
      cwd: REPO,
    });
    return stdout;
  }

  /** Adds a console operator (the password goes on stdin, as an operator would pipe it). */
  async addOperator(name: string, password: string): Promise<void> {
    const child = spawn(process.execPath, [CLI, 'operator', 'add', name, '--root', this.root], {
      cwd: REPO,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdin.end(`${password}\n`);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`operator add failed (${code}): ${err}`);
  }

  /**
   * Publishes a new version of `remote` made from a published one (same code, new version number)
   * through `wl-release publish --no-build`, the way a remote team publishes a build. `throwOnRender`
   * makes every exposed component throw when it renders (its container hands out a component that
   * throws, in its own remoteEntry.js): a broken release as browsers would meet it.
   */
  async publishCopy(remote: string, from: string, version: string, { throwOnRender = false } = {}): Promise<void> {
    const pkgDir = path.join(this.root, remote);
    const dist = path.join(pkgDir, 'dist');
    await fs.rm(pkgDir, { recursive: true, force: true });
    await fs.cp(path.join(this.root, 'registry', remote, from), dist, { recursive: true });
    await fs.rm(path.join(dist, 'release.json'), { force: true });
    const manifestFile = path.join(dist, 'mf-manifest.json');
    const manifest = await readJson<{ metaData: { buildInfo: { buildVersion: string } } }>(manifestFile);
    manifest.metaData.buildInfo.buildVersion = version;
    await fs.writeFile(manifestFile, JSON.stringify(manifest));
    const changed = [manifestFile];
    if (throwOnRender) {
      const entry = path.join(dist, 'remoteEntry.js');
      const container = remote.replace(/-/g, '_');
      await fs.appendFile(
        entry,
        `\n;(function(){var c=${container};${container}={init:function(){return c.init.apply(c,arguments)},get:function(){return Promise.resolve(c.get.apply(c,arguments)).then(function(f){return function(){f();return{__esModule:true,default:function CanaryThrowsOnRender(){throw new Error("this release throws on render")}}}})}}})();\n`,
      );
      changed.push(entry);
    }
    // The build's compressed copies of a changed file hold its old bytes: a real build writes them
    // from the file it emits, so the copy drops them (publish refuses copies that are not their files).
    for (const file of changed) for (const encoding of ['gz', 'br']) await fs.rm(`${file}.${encoding}`, { force: true });
    await fs.writeFile(path.join(pkgDir, 'package.json'), JSON.stringify({ name: remote, version }));
    await this.cli('publish', remote, '--no-build');
  }

  /** A brand's pins as its file holds them. */
  async pins(brand = 'default'): Promise<Record<string, { version: string; canary?: { version: string; percent: number } }>> {
    return (
      await readJson<{ remotes: Record<string, { version: string; canary?: { version: string; percent: number } }> }>(
        path.join(this.root, 'brands', `${brand}.json`),
      )
    ).remotes;
  }

  /** A brand's history entries, oldest first. */
  async history(brand = 'default'): Promise<Record<string, unknown>[]> {
    try {
      return (await fs.readFile(path.join(this.root, 'brands', 'history', `${brand}.jsonl`), 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    } catch {
      return [];
    }
  }

  async close(): Promise<void> {
    if (this.edge?.pid && this.edge.exitCode === null) {
      const exited = new Promise((resolve) => this.edge?.on('exit', resolve));
      try {
        process.kill(-this.edge.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
    }
    await fs.rm(this.root, { recursive: true, force: true });
  }
}

/** A seeded generator (mulberry32): a simulated run is the same on every machine. */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let simulated = 0;
let clients = 0;

/**
 * One simulated page load's report, as the shell sends it: the home page with the lobby in the
 * version and role its bucket gives, loaded, or fallen back after its component threw.
 */
export function simulatedReport(remote: string, version: string, role: 'pin' | 'canary', failed: boolean, bucket: number) {
  simulated += 1;
  return {
    schemaVersion: 1,
    page: `sim${process.pid}x${String(simulated).padStart(8, '0')}`,
    seq: 0,
    brand: 'default',
    bucket,
    route: '/',
    remotes: [
      failed
        ? {
            remote,
            version,
            role,
            outcome: 'fallback',
            reason: 'render-throw',
            shown: null,
            phases: { entryFetched: 300, containerReady: 420 },
          }
        : { remote, version, role, outcome: 'loaded', phases: { entryFetched: 300, containerReady: 420, firstRender: 520 } },
    ],
    errors: failed ? [{ kind: 'boundary', remote, version, name: 'Error', failsLoad: false }] : [],
    vitals: { lcp: 1400 + Math.round(bucket * 7), inp: 60 + bucket, cls: 0.01, remotes: failed ? [] : [{ remote, version }] },
  };
}
