// The fleet with its registry in a bucket, as `npm run fleet -- --registry s3` runs it and the
// deployment docs describe it (README "Deployment beyond one machine", release/README.md "Registry
// on object storage"): s3rver on loopback holding the registry (copied from a folder with
// `wl-release registry copy`), redis-server holding the pins, three edges reading both
// (WL_REGISTRY, PIN_STORE) and nginx in front, with operators' commands through the real CLI.
import { createHash } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { writeReleases } from '../src/commands';
// eslint-disable-next-line import-x/no-relative-packages -- the root's scripts/ is no package to import by name; the fleet `npm run fleet` starts is tested here
import { readyTimeoutMs, releaseCli, startFleet } from '../../scripts/lib/fleet.mjs';
import { makeRoot, optionsFor, publishFake, removeRoot, writeBrand, writeFakeBuild } from './helpers';
import { get, pagePins } from './support/pages';

// Room for the fleet to come up within its readiness deadline (WL_READY_TIMEOUT_MS), then for the test.
jest.setTimeout(readyTimeoutMs() + 120_000);

const HOST_FLAGS = ['--host-contracts', '1.1.0', '--host-react', '19.3.1'];
const PAGE = '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Fleet = Awaited<ReturnType<typeof startFleet>>;
let root: string;
let fleet: Fleet;
const lines: string[] = [];

const cli = (...args: string[]) =>
  releaseCli([...args, '--root', root, '--actor', 'ops', ...HOST_FLAGS], { PIN_STORE: fleet.redis.url, ...fleet.registryEnv });
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const lobby = async (base: string) => (await pagePins(base))?.['mfe-lobby'] ?? null;

/** The preload of the lobby's entry the page at `base` carries: its path and SRI hash, or null. */
async function entryPreload(base: string): Promise<{ href: string; integrity: string } | null> {
  const page = await get(`${base}/`);
  const match = /<link rel="preload" as="script" href="(\/registry\/mfe-lobby\/[^"]+\/remoteEntry\.js)" integrity="([^"]+)"/.exec(
    page.body,
  );
  return match ? { href: match[1] as string, integrity: match[2] as string } : null;
}

/** Waits until every edge serves `version` as the lobby's pin (polled for up to 5 s). */
async function expectEveryEdgeOn(version: string): Promise<void> {
  const deadline = Date.now() + 5000;
  let seen: unknown[] = [];
  while (Date.now() < deadline) {
    seen = await Promise.all(fleet.edges.map(async (edge) => (await lobby(edge.url))?.version));
    if (seen.every((v) => v === version)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(seen).toEqual(fleet.edges.map(() => version));
}

beforeAll(async () => {
  root = await makeRoot();
  // The folder registry the fleet copies into its bucket: two versions of the lobby.
  await publishFake(root, 'mfe-lobby', { version: '1.0.0' }, { version: '1.1.0' });
  await fs.writeFile(
    path.join(root, 'brands', 'index.json'),
    JSON.stringify({ defaultBrand: 'alpha', brands: [{ id: 'alpha', hosts: ['localhost'] }] }),
  );
  await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' } }, ['localhost']);
  await writeReleases(optionsFor(root), null);
  await fs.mkdir(path.join(root, 'dist'));
  await fs.writeFile(path.join(root, 'dist', 'index.html'), PAGE);
  // The lobby's Page is on the first screen of /: each page preloads its entry, with the record's hash.
  await fs.writeFile(path.join(root, 'dist', 'first-screen.json'), JSON.stringify({ '/': { 'mfe-lobby': ['Page'] } }));
  fleet = await startFleet({
    brandsDir: path.join(root, 'brands'),
    registryDir: path.join(root, 'registry'),
    distDir: path.join(root, 'dist'),
    registry: 's3',
    dir: path.join(root, 'fleet'),
    // No platform behind it: these journeys load pages, pins and remote files, not API calls.
    env: { PLATFORM_API_URL: 'http://127.0.0.1:9' },
    log: (line) => lines.push(line),
  });
});

afterAll(async () => {
  await fleet?.stop();
  if (root) await removeRoot(root);
});

it('copies the folder registry into the bucket once: a second copy finds every version there, a version that is not its record is refused', async () => {
  expect(fleet.registry).toMatch(/^s3:\/\/wl-registry\/registry\?endpoint=http:\/\/127\.0\.0\.1:\d+&region=us-east-1$/);
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^\[registry\] copied .*registry → s3:\/\/wl-registry\/registry\/ \(at http:\/\/127\.0\.0\.1:\d+\): 2 versions written/,
    ),
  );
  const again = await cli('registry', 'copy', '--from', path.join(root, 'registry'), '--to', fleet.registry);
  expect(again.stdout).toMatch(/: 0 versions written, (2|3) versions already there\n$/);
  // A folder whose 1.1.0 is not what its release.json says: refused, exit 3, nothing of it written.
  const tampered = path.join(root, 'tampered');
  await fs.cp(path.join(root, 'registry', 'mfe-lobby', '1.1.0'), path.join(tampered, 'mfe-lobby', '1.1.0'), { recursive: true });
  await fs.writeFile(path.join(tampered, 'mfe-lobby', '1.1.0', 'remoteEntry.js'), 'window.__tampered = 1;\n');
  const refusal = await cli('registry', 'copy', '--from', tampered, '--to', fleet.registry.replace('/registry?', '/elsewhere?')).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(refusal?.code).toBe(3);
  expect(refusal?.stderr).toMatch(
    /refused: mfe-lobby@1\.1\.0 in .*tampered does not match its release\.json \(remoteEntry\.js\); nothing of it was copied/,
  );
  expect((await get(`${fleet.edges[0]!.url}/registry/mfe-lobby/1.1.0/remoteEntry.js`)).body).not.toContain('__tampered');
});

it('a version published into the bucket and pinned is what a page through nginx loads: its entry comes from the bucket, in no local folder', async () => {
  // A new build, published through the CLI with the fleet's settings (WL_REGISTRY, PIN_STORE).
  await writeFakeBuild(root, 'mfe-lobby', { version: '1.2.0', flavour: ' from the bucket' });
  expect((await cli('publish', 'mfe-lobby', '--no-build')).stdout).toMatch(
    /^(published mfe-lobby@1\.2\.0 → s3:\/\/wl-registry\/registry\/mfe-lobby\/1\.2\.0\/|mfe-lobby@1\.2\.0 is already published)/,
  );
  await cli('pin', 'alpha', 'mfe-lobby@1.2.0');
  await expectEveryEdgeOn('1.2.0');
  // No folder on this machine holds 1.2.0: not the registry the fleet was copied from, not the edges' own.
  expect(existsSync(path.join(root, 'registry', 'mfe-lobby', '1.2.0'))).toBe(false);
  expect(existsSync(path.join(fleet.dir, 'edge-registry-unused', 'mfe-lobby'))).toBe(false);
  // The page through nginx preloads 1.2.0's entry with its record's hash; the entry, through nginx
  // and from every edge, is the bucket's bytes, which hash to it (the shell's integrity check holds).
  for (let i = 0; i < 3; i += 1) {
    const preload = await entryPreload(fleet.url);
    expect(preload?.href).toBe('/registry/mfe-lobby/1.2.0/remoteEntry.js');
    const entry = await get(`${fleet.url}${preload!.href}`);
    expect([entry.status, entry.headers['cache-control']]).toEqual([200, IMMUTABLE]);
    expect(entry.body).toBe('var mfe_lobby = "1.2.0 from the bucket";\n');
    expect(sri(entry.body)).toBe(preload!.integrity);
  }
  for (const edge of fleet.edges)
    expect((await get(`${edge.url}/registry/mfe-lobby/1.2.0/remoteEntry.js`)).body).toBe('var mfe_lobby = "1.2.0 from the bucket";\n');
});

it('with s3rver stopped the edges keep serving pages with their pins and preloads; remote files answer 502 no-store until it is back', async () => {
  // Whatever the other tests left pinned; every edge has read that version's manifest (a page each).
  await cli('pin', 'alpha', 'mfe-lobby@1.1.0');
  await expectEveryEdgeOn('1.1.0');
  const entryPath = '/registry/mfe-lobby/1.1.0/remoteEntry.js';
  const before = await get(`${fleet.url}${entryPath}`);
  expect(before.status).toBe(200);
  await fleet.s3!.stop();
  try {
    for (const base of [fleet.url, ...fleet.edges.map((edge) => edge.url)]) {
      // The page: the pins are in redis-server, the manifest was read before (a published version
      // never changes), so the page is whole, preload and hash included.
      expect(await lobby(base)).toMatchObject({ version: '1.1.0' });
      expect(await entryPreload(base)).toEqual({ href: entryPath, integrity: sri(before.body) });
      // A remote file: the edge cannot reach the bucket and says so, never cached, never a guess.
      const entry = await get(`${base}${entryPath}`);
      expect([entry.status, entry.headers['cache-control'], entry.body]).toEqual([502, 'no-store', 'The registry cannot be reached']);
      // nginx took those 502s for the registry's answer, not for edges that are down: pages still pass.
      if (base === fleet.url) for (let i = 0; i < 6; i += 1) expect(await lobby(fleet.url)).toMatchObject({ version: '1.1.0' });
    }
    for (const edge of fleet.edges) {
      expect((await get(`${edge.url}/healthz`)).status).toBe(200);
      // /readyz names the bucket and says it was not reached (still ready: pages answer).
      const ready = await get(`${edge.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body).checks.registry).toMatchObject({
        ok: true,
        where: expect.stringMatching(/^s3:\/\/wl-registry\//),
        reachable: false,
        lastFailure: expect.any(String),
      });
    }
  } finally {
    await fleet.s3!.start();
  }
  // Back on the same port with the same objects: the same bytes again, from every edge, and the
  // bucket reported reached again.
  for (const edge of fleet.edges) {
    expect((await get(`${edge.url}${entryPath}`)).body).toBe(before.body);
    expect(JSON.parse((await get(`${edge.url}/readyz`)).body).checks.registry).toMatchObject({ reachable: true });
  }
});
