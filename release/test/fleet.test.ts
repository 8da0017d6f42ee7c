// The fleet on loopback, as `npm run fleet` runs it: a real redis-server holding the pins, three
// edge processes reading it (edge/bin/edge.mjs), real nginx balancing across them
// (deploy/fleet/nginx.conf), and operators' commands through the real CLI. Issue 37.
import { promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Redis } from 'ioredis';
import { pin, writeReleases } from '../src/commands';
// eslint-disable-next-line import-x/no-relative-packages -- the root's scripts/ is no package to import by name; the fleet `npm run fleet` starts is tested here
import { EdgeProcess, freePort, readyTimeoutMs, RedisProcess, releaseCli, startFleet } from '../../scripts/lib/fleet.mjs';
import { makeRoot, optionsFor, publishFake, removeRoot, writeBrand } from './helpers';
import { get, pagePins } from './support/pages';

// Room for the fleet to come up within its readiness deadline (WL_READY_TIMEOUT_MS), then for the test.
jest.setTimeout(readyTimeoutMs() + 180_000);

const HOST_FLAGS = ['--host-contracts', '1.1.0', '--host-react', '19.3.1'];
const PAGE = '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';

type Fleet = Awaited<ReturnType<typeof startFleet>>;
let root: string;
let fleet: Fleet;
let redis: Redis;
const lines: string[] = [];

const lobby = async (base: string) => (await pagePins(base))?.['mfe-lobby'] ?? null;

/** Waits until every edge serves `expected` as the lobby's pin (the whole pin: version, canary, previous). */
async function expectEveryEdge(expected: unknown, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen: unknown[] = [];
  while (Date.now() < deadline) {
    seen = await Promise.all(fleet.edges.map((edge) => lobby(edge.url)));
    if (seen.every((pinned) => JSON.stringify(pinned) === JSON.stringify(expected))) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(seen).toEqual(fleet.edges.map(() => expected));
}

/** An edge's /readyz once it answers 503 (polled for up to 10 s; the last answer otherwise). */
async function readinessOnceUnready(edge: EdgeProcess) {
  const deadline = Date.now() + 10_000;
  let readiness = await edge.readiness();
  while (readiness.status === 200 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 10));
    readiness = await edge.readiness();
  }
  return readiness;
}

const cli = (...args: string[]) => releaseCli([...args, '--root', root, '--actor', 'ops', ...HOST_FLAGS], { PIN_STORE: fleet.redis.url });

beforeAll(async () => {
  root = await makeRoot();
  await publishFake(root, 'mfe-lobby', { version: '1.0.0' }, { version: '1.1.0' }, { version: '1.2.0' }, { version: '1.3.0' });
  await fs.writeFile(
    path.join(root, 'brands', 'index.json'),
    JSON.stringify({ defaultBrand: 'alpha', brands: [{ id: 'alpha', hosts: ['localhost'] }] }),
  );
  await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' } }, ['localhost']);
  await writeReleases(optionsFor(root), null);
  await fs.mkdir(path.join(root, 'dist'));
  await fs.writeFile(path.join(root, 'dist', 'index.html'), PAGE);
  fleet = await startFleet({
    brandsDir: path.join(root, 'brands'),
    registryDir: path.join(root, 'registry'),
    distDir: path.join(root, 'dist'),
    dir: path.join(root, 'fleet'),
    // No platform behind it: these journeys load pages and pins, not API calls.
    env: { PLATFORM_API_URL: 'http://127.0.0.1:9' },
    log: (line) => lines.push(line),
  });
  redis = new Redis(fleet.redis.url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 200 });
  redis.on('error', () => undefined);
  await redis.connect();
});

afterAll(async () => {
  redis?.disconnect();
  await fleet?.stop();
  if (root) await removeRoot(root);
});

/** The lobby's pin as the store holds it (the truth every edge must converge on). */
const storedLobby = async () => JSON.parse((await redis.hget('wl:brand:alpha', 'config')) ?? '{}').remotes['mfe-lobby'];

it('serves a pin, a rollback, a canary and a promote made through the CLI from all three edges and through nginx', async () => {
  // From wherever the other tests left the brand: a pin to 1.0.0 (no change if it is there already).
  await cli('pin', 'alpha', 'mfe-lobby@1.0.0');
  await expectEveryEdge(await storedLobby());
  expect((await cli('pin', 'alpha', 'mfe-lobby@1.1.0')).stdout).toContain('1.0.0 → 1.1.0');
  await expectEveryEdge({ version: '1.1.0', previous: '1.0.0' });
  await cli('rollback', 'alpha', 'mfe-lobby');
  expect(await storedLobby()).toMatchObject({ version: '1.0.0' });
  await expectEveryEdge(await storedLobby());
  await cli('canary', 'alpha', 'mfe-lobby@1.2.0', '20');
  expect(await storedLobby()).toMatchObject({ version: '1.0.0', canary: { version: '1.2.0', percent: 20 } });
  await expectEveryEdge(await storedLobby());
  await cli('promote', 'alpha', 'mfe-lobby', '--force');
  await expectEveryEdge({ version: '1.2.0', previous: '1.0.0' });
  // Through nginx, round robin: every answer carries the promoted pin, and the brand's files too.
  for (let i = 0; i < 6; i += 1) expect(await lobby(fleet.url)).toEqual({ version: '1.2.0', previous: '1.0.0' });
  const brandFile = await get(`${fleet.url}/brands/alpha.json`);
  expect(JSON.parse(brandFile.body).remotes['mfe-lobby'].version).toBe('1.2.0');
  const releases = JSON.parse((await get(`${fleet.url}/brands/alpha.releases.json`)).body);
  expect(Object.keys(releases.records['mfe-lobby']).sort()).toEqual(['1.0.0', '1.2.0']);
  expect((await get(`${fleet.url}/registry/mfe-lobby/1.2.0/remoteEntry.js`)).status).toBe(200);
  // The history is in Redis, with the CLI's actor.
  const history = (await redis.lrange('wl:history:alpha', 0, -1)).map((l) => JSON.parse(l) as { action: string; actor: string });
  expect(history.slice(-4).map((h) => `${h.action} by ${h.actor}`)).toEqual([
    'pin by ops',
    'rollback by ops',
    'canary by ops',
    'promote by ops',
  ]);
});

it('an edge restarted while pins are being made comes up with the current pins', async () => {
  const restarted = fleet.edges[1] as EdgeProcess;
  const versions = ['1.3.0', '1.1.0'];
  let pins = 0;
  let pinsWhileRestarting = 0;
  let restarting = true;
  let after = 0;
  // Pins all through the restart, and a few more once the edge is back.
  const pinning = (async () => {
    while (restarting || after < 4) {
      await pin(optionsFor(root, { storeSetting: fleet.redis.url, actor: 'loop' }), 'alpha', 'mfe-lobby', versions[pins % 2] as string);
      pins += 1;
      if (restarting) pinsWhileRestarting += 1;
      else after += 1;
    }
  })();
  await new Promise((r) => setTimeout(r, 200));
  await restarted.stop();
  await restarted.start();
  await restarted.waitReady();
  restarting = false;
  await pinning;
  expect(pinsWhileRestarting).toBeGreaterThan(2);
  const current = JSON.parse((await redis.hget('wl:brand:alpha', 'config')) ?? '{}').remotes['mfe-lobby'];
  expect(current.version).toBe(versions[(pins - 1) % 2]);
  await expectEveryEdge(current);
});

it('refuses a corrupt or foreign value in Redis at the edges and in the CLI, and keeps serving the last good pins', async () => {
  const logFrom = lines.length;
  const good = (await redis.hget('wl:brand:alpha', 'config')) as string;
  const pinned = JSON.parse(good).remotes['mfe-lobby'];
  await expectEveryEdge(pinned);
  const badValues = [
    JSON.stringify({ ...JSON.parse(good), remotes: { 'mfe-lobby': { version: 'latest' } } }),
    JSON.stringify({ ...JSON.parse(good), id: 'someone-else' }),
    'PWNED',
  ];
  for (const bad of badValues) {
    // Written by hand, as a foreign program would, and announced (so every edge reads it at once).
    await redis.hset('wl:brand:alpha', 'config', bad);
    await redis.publish('wl:changes', JSON.stringify({ kind: 'brand', brand: 'alpha', revision: '999999' }));
    for (const edge of fleet.edges) {
      const readiness = await readinessOnceUnready(edge);
      expect(readiness.status).toBe(503);
      expect(readiness.body.checks.pins?.reason).toMatch(
        /wl:brand:alpha in redis:\/\/127\.0\.0\.1:\d+\/0 is (not a brand file|the brand file of "someone-else"|not valid JSON).*; serving its last good pins/,
      );
      expect((await edge.readiness()).status).toBe(503);
      expect((await fetch(`${edge.url}/healthz`)).status).toBe(200);
    }
    await expectEveryEdge(pinned);
    expect(await lobby(fleet.url)).toEqual(pinned);
    const refusal = await cli('pin', 'alpha', 'mfe-lobby@1.3.0').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refusal?.code).toBe(1);
    expect(refusal?.stderr).toMatch(/nothing was written: wl-release does not write over a value it cannot read/);
    expect(await redis.hget('wl:brand:alpha', 'config')).toBe(bad);
  }
  // The operator restores the value: the edges are ready again and a pin goes through.
  await redis.hset('wl:brand:alpha', 'config', good);
  await redis.publish('wl:changes', JSON.stringify({ kind: 'all' }));
  for (const edge of fleet.edges) await edge.waitReady();
  const next = pinned.version === '1.3.0' ? '1.2.0' : '1.3.0';
  await cli('pin', 'alpha', `mfe-lobby@${next}`);
  await expectEveryEdge({ version: next, previous: pinned.version });
  // Each edge logged the trouble once (three bad values in a row), and that it was over.
  const logged = lines.slice(logFrom);
  expect(logged.filter((l) => /\[edge\] wl:brand:alpha in .*serving its last good pins/.test(l))).toHaveLength(fleet.edges.length);
  expect(logged.filter((l) => /\[edge\] brand alpha: fine again/.test(l))).toHaveLength(fleet.edges.length);
});

it('an edge that has never read the store is not ready and serves no pins, never a guess; it serves them once the store answers', async () => {
  const port = await freePort();
  const store = new RedisProcess({ port, dir: path.join(root, 'late-redis') });
  const edge = new EdgeProcess({
    name: 'late-edge',
    port: await freePort(),
    env: {
      PIN_STORE: store.url,
      EDGE_REGISTRY_DIR: path.join(root, 'registry'),
      SHELL_DIST: path.join(root, 'dist'),
      PLATFORM_API_URL: 'http://127.0.0.1:9',
    },
  });
  await edge.start();
  try {
    expect((await fetch(`${edge.url}/healthz`)).status).toBe(200);
    const readiness = await edge.readiness();
    expect(readiness.status).toBe(503);
    expect(readiness.body.checks.pins?.reason).toMatch(/^no pins read from redis:\/\/127\.0\.0\.1:\d+\/0 yet \(.*\): serving no pins$/);
    const page = await get(`${edge.url}/`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('wl-brand-files');
    const brandFile = await fetch(`${edge.url}/brands/alpha.json`);
    expect(brandFile.status).toBe(503);
    expect(brandFile.headers.get('retry-after')).toBe('2');
    expect(await brandFile.json()).toMatchObject({ success: false, errorCode: 'edge.pins.unavailable' });
    // The store comes up with the pins: the edge reads them and is ready.
    await store.start();
    await releaseCli(['store', 'copy', '--from', `files:${path.join(root, 'brands')}`, '--to', store.url]);
    await edge.waitReady();
    expect(await lobby(edge.url)).toMatchObject({ version: expect.any(String) });
  } finally {
    await edge.stop();
    await store.kill('SIGTERM');
  }
});

it('keeps serving through a slow store: reads that time out leave the last good pins, and /readyz says so', async () => {
  const pinned = await storedLobby();
  await expectEveryEdge(pinned);
  // An announcement, then every client of redis-server held for 4 s (CLIENT PAUSE), in one
  // transaction: each edge's read of the announced brand waits longer than its 1 s time-out.
  await redis
    .multi()
    .publish('wl:changes', JSON.stringify({ kind: 'brand', brand: 'alpha', revision: '999999' }))
    .call('CLIENT', 'PAUSE', '4000', 'ALL')
    .exec();
  const reasons = await Promise.all(fleet.edges.map(async (edge) => (await readinessOnceUnready(edge)).body.checks.pins?.reason));
  for (const reason of reasons)
    expect(reason).toMatch(/cannot read redis:\/\/127\.0\.0\.1:\d+\/0: Command timed out; serving the last good pins/);
  // Pages meanwhile: served, with the last good pins.
  for (let i = 0; i < 6; i += 1) expect(await lobby(fleet.url)).toEqual(pinned);
  for (const edge of fleet.edges) await edge.waitReady();
  await expectEveryEdge(await storedLobby());
});

it('rides out redis-server killed for 30 s under page traffic through nginx: no failed page, /readyz says so, every edge converges after', async () => {
  const OUTAGE_MS = 30_000;
  const expected = JSON.parse((await redis.hget('wl:brand:alpha', 'config')) ?? '{}').remotes['mfe-lobby'];
  await expectEveryEdge(expected);
  const counts = { loads: 0, failed: 0, failures: [] as string[] };
  let traffic = true;
  // The pins a page may carry: the current one, and from the moment the operator pins again, that one.
  const allowed = [JSON.stringify(expected)];
  // A page load: the app page through nginx, carrying the pinned lobby, and that version's entry.
  const loadPages = async () => {
    while (traffic) {
      const page = await get(`${fleet.url}/`);
      const json = /<script type="application\/json" id="wl-brand-files">(.*?)<\/script>/.exec(page.body)?.[1];
      const pinned = json
        ? (JSON.parse(json) as { brand?: { remotes: Record<string, { version: string }> } }).brand?.remotes['mfe-lobby']
        : undefined;
      const entry = pinned ? await get(`${fleet.url}/registry/mfe-lobby/${pinned.version}/remoteEntry.js`) : { status: 0 };
      counts.loads += 1;
      if (page.status !== 200 || !allowed.includes(JSON.stringify(pinned)) || entry.status !== 200) {
        counts.failed += 1;
        counts.failures.push(`${page.status} ${JSON.stringify(pinned)} ${entry.status}`);
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  // Each edge's /readyz, polled: its transitions (status and time since the kill).
  const transitions = fleet.edges.map(() => [] as { status: number; atMs: number; reason?: string }[]);
  let killedAt = Date.now();
  const pollReadiness = async () => {
    while (traffic) {
      await Promise.all(
        fleet.edges.map(async (edge, i) => {
          const { status, body } = await edge.readiness().catch(() => ({ status: 0, body: null }));
          const seen = transitions[i] as { status: number; atMs: number; reason?: string }[];
          if (seen.at(-1)?.status !== status) seen.push({ status, atMs: Date.now() - killedAt, reason: body?.checks?.pins?.reason });
        }),
      );
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const workers = [...Array.from({ length: 4 }, loadPages), pollReadiness()];
  await new Promise((r) => setTimeout(r, 1000));
  killedAt = Date.now();
  const logFrom = lines.length;
  await fleet.redis.kill('SIGKILL');
  await new Promise((r) => setTimeout(r, OUTAGE_MS));
  await fleet.redis.start();
  const restartedAt = Date.now() - killedAt;
  for (const edge of fleet.edges) await edge.waitReady();
  const readyAgainAt = Date.now() - killedAt;
  // A pin made after the restart reaches every edge (announcements resubscribed).
  const nextVersion = expected.version === '1.1.0' ? '1.3.0' : '1.1.0';
  const next = { version: nextVersion, previous: expected.version };
  allowed.push(JSON.stringify(next));
  await cli('pin', 'alpha', `mfe-lobby@${nextVersion}`);
  await expectEveryEdge(next, 10_000);
  traffic = false;
  await Promise.all(workers);

  console.info(
    [
      `fleet outage: redis-server killed for ${OUTAGE_MS / 1000} s under page traffic through nginx (4 clients)`,
      `  page loads ${counts.loads}, failed ${counts.failed}`,
      `  redis-server restarted at ${(restartedAt / 1000).toFixed(1)} s, every edge ready again at ${(readyAgainAt / 1000).toFixed(1)} s`,
      ...transitions.map(
        (t, i) => `  edge-${i + 1} /readyz: ${t.map((s) => `${s.status} at ${(s.atMs / 1000).toFixed(1)} s`).join(' → ')}`,
      ),
    ].join('\n'),
  );
  expect(counts.failures).toEqual([]);
  expect(counts.loads).toBeGreaterThan(100);
  for (const seen of transitions) {
    expect(seen.map((s) => s.status)).toEqual([200, 503, 200]);
    expect(seen[1]?.reason).toMatch(
      /(cannot read redis:\/\/127\.0\.0\.1:\d+\/0|not subscribed to the store's announcements).*; serving the last good pins, read at /,
    );
  }
  // Each edge logged the outage once.
  for (const name of ['edge-1', 'edge-2', 'edge-3'])
    expect(lines.slice(logFrom).filter((l) => l.startsWith(`[${name}] [edge] cannot read`))).toHaveLength(1);
});

/** POSTs a JSON body through `url`; the status (0 when no answer). */
function postJson(url: string, body: unknown): Promise<number> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(payload);
  });
}

it('refuses forged and replayed load reports through nginx and every edge: a page token counts once across the fleet (issue 48)', async () => {
  // The canary needs a pin other than 1.2.0, wherever the other tests left the brand (they may leave 1.2.0).
  await cli('pin', 'alpha', 'mfe-lobby@1.0.0');
  await expectEveryEdge(await storedLobby());
  const pinned = await storedLobby();
  await cli('canary', 'alpha', 'mfe-lobby@1.2.0', '50');
  await expectEveryEdge(await storedLobby());
  const failure = (token?: string) => ({
    schemaVersion: 1,
    page: 'forged00001',
    seq: 0,
    brand: 'alpha',
    bucket: 10,
    route: '/',
    remotes: [
      { remote: 'mfe-lobby', version: '1.2.0', role: 'canary', outcome: 'fallback', reason: 'render-throw', shown: null, phases: {} },
    ],
    errors: [],
    ...(token ? { token } : {}),
  });
  // Two such POSTs aborted a healthy canary before; now no edge counts a report without a page's token.
  for (let i = 0; i < 6; i += 1) expect(await postJson(`${fleet.url}/telemetry/reports`, failure())).toBe(403);
  // A real page's token, through nginx: its report counts on one edge, and is refused on every other.
  const page = await get(`${fleet.url}/`);
  const token = /<meta name="wl-load-token" content="([^"]+)">/.exec(page.body)?.[1];
  expect(token).toBeTruthy();
  expect(await postJson(`${fleet.url}/telemetry/reports`, failure(token))).toBe(204);
  for (const edge of fleet.edges) expect(await postJson(`${edge.url}/telemetry/reports`, failure(token))).toBe(409);
  expect(await postJson(`${fleet.url}/telemetry/reports`, failure(token))).toBe(409);
  await cli('abort', 'alpha', 'mfe-lobby');
  expect((await storedLobby()).version).toBe(pinned.version);
});
