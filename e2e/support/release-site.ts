import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';

const run = promisify(execFile);
const REPO = path.resolve(__dirname, '..', '..');
const CLI = path.join(REPO, 'release', 'bin', 'wl-release.mjs');

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as T;
}

/**
 * A site of its own for the release journeys: a copy of the published registry and of the brand
 * files in a temporary root, served by a second edge (the same server as `npm start`) in front of
 * the suite's reference API. Operators' commands run through the real `wl-release` CLI with
 * `--root`, exactly as an operator would against a deployment's working copy.
 */
export class ReleaseSite {
  private edge: ChildProcess | null = null;
  private edgeLog = '';
  private hostVersions: string[] = [];

  private constructor(
    readonly root: string,
    readonly port: number,
  ) {}

  static async create(port: number, apiPort: number): Promise<ReleaseSite> {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'wl-release-e2e-'));
    const site = new ReleaseSite(root, port);
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
    await site.startEdge(apiPort);
    // As after a deployment's first publish: the brand releases files, from the registry copied in.
    await site.cli('releases', '--all');
    return site;
  }

  /**
   * Starts the site's edge as its own process (edge/bin/edge.mjs, as `npm start` runs it: the edge
   * is TypeScript, run by tsx, which does not run inside Playwright's own loader) and waits until it
   * is ready. These journeys read versions in the page, not reports: no release health.
   */
  private async startEdge(apiPort: number): Promise<void> {
    const edge = spawn(process.execPath, [path.join(REPO, 'edge', 'bin', 'edge.mjs')], {
      cwd: REPO,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        // Not the test runner's own loader options (Playwright's TypeScript hooks).
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_OPTIONS' && !name.startsWith('PW_'))),
        PORT: String(this.port),
        HOST: '127.0.0.1',
        PLATFORM_API_URL: `http://127.0.0.1:${apiPort}`,
        EDGE_PROXY_CONTROL: '1',
        SHELL_DIST: path.join(REPO, 'shell', 'dist'),
        EDGE_REGISTRY_DIR: path.join(this.root, 'registry'),
        EDGE_BRANDS_DIR: path.join(this.root, 'brands'),
        PIN_STORE: '',
        WL_REGISTRY: '',
        EDGE_RELEASE_HEALTH: '0',
      },
    });
    this.edge = edge;
    edge.stdout?.on('data', (d: Buffer) => (this.edgeLog += d.toString()));
    edge.stderr?.on('data', (d: Buffer) => (this.edgeLog += d.toString()));
    const exited = new Promise<never>((_, reject) =>
      edge.once('exit', (code) => reject(new Error(`the release site's edge exited (${code}): ${this.edgeLog}`))),
    );
    exited.catch(() => undefined);
    // Ready once it says where it listens (main.ts prints it after listen resolves).
    const listening = new Promise<void>((resolve) => {
      const check = () => {
        if (this.edgeLog.includes('[edge] serving the shell on')) resolve();
      };
      edge.stdout?.on('data', check);
      edge.stderr?.on('data', check);
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the release site's edge did not start: ${this.edgeLog}`)), 60_000);
    });
    try {
      await Promise.race([listening, exited, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stops the site's edge (its process group) and waits for it to exit. */
  private async stopEdge(): Promise<void> {
    const edge = this.edge;
    this.edge = null;
    if (!edge?.pid || edge.exitCode !== null) return;
    const gone = new Promise<void>((resolve) => edge.once('exit', () => resolve()));
    try {
      process.kill(-edge.pid, 'SIGTERM');
    } catch {
      return;
    }
    await gone;
  }

  /** `http://<host>:<port><path>` of this site. */
  url(pathname = '/', host = 'localhost'): string {
    return `http://${host}:${this.port}${pathname}`;
  }

  /** Runs `wl-release <args> --root <this site>`; resolves with stdout, rejects with the exit code and stderr. */
  async cli(...args: string[]): Promise<string> {
    const { stdout } = await run(process.execPath, [CLI, ...args, '--root', this.root, '--actor', 'e2e', ...this.hostVersions], {
      cwd: REPO,
    });
    return stdout;
  }

  /**
   * Publishes a new version of `remote` made from a published one (same code, new version number),
   * through `wl-release publish --no-build`, the way a remote team publishes a build. `sharedContracts`
   * makes the copy claim another contracts version (a build against an incompatible major).
   */
  async publishCopy(remote: string, from: string, version: string, options: { sharedContracts?: string } = {}): Promise<void> {
    const pkgDir = path.join(this.root, remote);
    const dist = path.join(pkgDir, 'dist');
    await fs.rm(pkgDir, { recursive: true, force: true });
    await fs.cp(path.join(this.root, 'registry', remote, from), dist, { recursive: true });
    await fs.rm(path.join(dist, 'release.json'), { force: true });
    const manifestFile = path.join(dist, 'mf-manifest.json');
    const manifest = await readJson<{ metaData: { buildInfo: { buildVersion: string } }; shared: { name: string; version: string }[] }>(
      manifestFile,
    );
    manifest.metaData.buildInfo.buildVersion = version;
    if (options.sharedContracts) {
      for (const shared of manifest.shared) if (shared.name.startsWith('shared-contracts')) shared.version = options.sharedContracts;
    }
    await fs.writeFile(manifestFile, JSON.stringify(manifest));
    // The build's compressed copies of the manifest hold the old text: a real build writes them from
    // the file it emits, so the copy drops them (the edge would send the stale bytes by Accept-Encoding).
    for (const encoding of ['gz', 'br']) await fs.rm(`${manifestFile}.${encoding}`, { force: true });
    await fs.writeFile(path.join(pkgDir, 'package.json'), JSON.stringify({ name: remote, version }));
    await this.cli('publish', remote, '--no-build');
  }

  /** Adds a brand served at `hosts`, copied from the default brand with `changes`. */
  async addBrand(id: string, hosts: string[], changes: Record<string, unknown>): Promise<void> {
    const brands = path.join(this.root, 'brands');
    const base = await readJson<Record<string, unknown>>(path.join(brands, 'default.json'));
    await fs.writeFile(path.join(brands, `${id}.json`), JSON.stringify({ ...base, id, name: id, hosts, ...changes }, null, 2));
    const index = await readJson<{ brands: { id: string; hosts: string[] }[] }>(path.join(brands, 'index.json'));
    index.brands = [...index.brands.filter((b) => b.id !== id), { id, hosts }];
    await fs.writeFile(path.join(brands, 'index.json'), JSON.stringify(index, null, 2));
  }

  /** Reads a brand file. */
  brand(id: string): Promise<{ remotes: Record<string, { version: string; previous?: string; canary?: unknown }> }> {
    return readJson(path.join(this.root, 'brands', `${id}.json`));
  }

  /** Replaces one remote's pin in a brand file by hand (what `wl-release` would refuse to write). */
  async writePin(id: string, remote: string, pin: Record<string, unknown>): Promise<void> {
    const file = path.join(this.root, 'brands', `${id}.json`);
    const brand = await readJson<{ remotes: Record<string, unknown> }>(file);
    brand.remotes[remote] = pin;
    await fs.writeFile(file, JSON.stringify(brand, null, 2));
  }

  /** A published file's path (to tamper with it). */
  registryFile(remote: string, version: string, file: string): string {
    return path.join(this.root, 'registry', remote, version, file);
  }

  /**
   * Tampers with a published file as an attacker with write access to the registry would: the bytes
   * the edge sends change. The build's compressed copies are removed, so the edge sends the changed
   * file itself (they would otherwise still hold the original bytes).
   */
  async tamper(remote: string, version: string, file: string, text: string): Promise<void> {
    const target = this.registryFile(remote, version, file);
    await fs.appendFile(target, text);
    for (const encoding of ['gz', 'br']) await fs.rm(`${target}.${encoding}`, { force: true });
  }

  /** The JS files the manifest of `remote@version` lists for exposed `key` (its own chunks). */
  async exposedChunks(remote: string, version: string, key: string): Promise<string[]> {
    const manifest = await readJson<{ exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] }>(
      this.registryFile(remote, version, 'mf-manifest.json'),
    );
    const expose = manifest.exposes.find((e) => e.name === key);
    return expose ? expose.assets.js.sync : [];
  }

  async close(): Promise<void> {
    await this.stopEdge();
    await fs.rm(this.root, { recursive: true, force: true });
  }
}

/** Collects the versions of `remote` whose remote entry the page requested (what it runs). */
export function watchRemoteVersions(page: Page, remote: string): Set<string> {
  const versions = new Set<string>();
  const pattern = new RegExp(`^/registry/${remote}/([^/]+)/remoteEntry\\.js$`);
  page.on('request', (request) => {
    const match = pattern.exec(new URL(request.url()).pathname);
    if (match?.[1]) versions.add(match[1]);
  });
  return versions;
}

/**
 * Collects the paths of the release files a page requests: each version's `release.json` and the
 * brand's releases file (`brands/<brand>.releases.json`), which holds the pinned versions' records.
 */
export function watchReleaseFiles(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('release.json') || pathname.endsWith('.releases.json')) paths.push(pathname);
  });
  return paths;
}
