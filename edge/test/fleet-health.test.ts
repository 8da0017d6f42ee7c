/** @jest-environment node */
// Release health on a fleet (issue 38): two edges on one Redis see one truth (a report made to one
// shows on the other's /metrics), and of their two canary guards one acts: a failing canary is
// aborted once, by `guard`, with its figures in the history.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { canary, copyStores } from 'release/src/commands';
import { RedisPinStore } from 'release/src/store';
import { makeRoot, optionsFor, publishFake, removeRoot, writeBrand } from 'release/test/helpers';
import { RedisServer } from 'release/test/support/servers';
import { createEdge } from '../src/server';

jest.setTimeout(60_000);

type Edge = Awaited<ReturnType<typeof createEdge>>;

let redis: RedisServer;
let root: string;
let store: RedisPinStore;
let edges: Edge[] = [];

beforeAll(async () => {
  redis = await RedisServer.start();
  root = await makeRoot();
  await publishFake(root, 'mfe-lobby', { version: '1.0.0' }, { version: '1.1.0' });
  await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' } });
  await fs.writeFile(
    path.join(root, 'brands', 'index.json'),
    JSON.stringify({ defaultBrand: 'alpha', brands: [{ id: 'alpha', hosts: ['alpha.test'] }] }),
  );
  await fs.mkdir(path.join(root, 'dist'));
  await fs.writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  await copyStores(optionsFor(root), 'files', redis.url, false);
  await canary(optionsFor(root, { storeSetting: redis.url }), 'alpha', 'mfe-lobby', '1.1.0', 10);
  store = new RedisPinStore(redis.url);
  for (let i = 0; i < 2; i += 1)
    edges.push(
      await createEdge({
        distDir: path.join(root, 'dist'),
        registryDir: path.join(root, 'registry'),
        brandsDir: path.join(root, 'brands'),
        pinStore: redis.url,
        upstream: 'http://127.0.0.1:9',
        // The fleet's shared key: a page of one edge may report to another.
        loadTokenKey: 'a-fleet-key-of-at-least-32-characters',
        health: { guardIntervalMs: 300, reportRate: { burst: 1000, perMinute: 100_000 } },
      }),
    );
});

afterAll(async () => {
  for (const edge of edges) await edge.close();
  edges = [];
  await store?.close();
  await redis?.stop();
  if (root) await removeRoot(root);
});

let page = 0;
const report = (version: string, failed: boolean) => ({
  schemaVersion: 1,
  page: `fleet${String((page += 1)).padStart(6, '0')}`,
  seq: 0,
  brand: 'alpha',
  bucket: version === '1.1.0' ? 2 : 50,
  route: '/',
  remotes: [
    failed
      ? { remote: 'mfe-lobby', version, role: 'canary', outcome: 'fallback', reason: 'render-throw', shown: null, phases: {} }
      : { remote: 'mfe-lobby', version, role: version === '1.1.0' ? 'canary' : 'pin', outcome: 'loaded', phases: {} },
  ],
  errors: [],
});

/** The load token of a page `edge` sends to a browser in `bucket` (issue 48). */
const tokenOf = async (edge: Edge, bucket: number) => {
  const page = await edge.inject({ url: '/', headers: { host: 'alpha.test', cookie: `wl_bucket=${bucket}` } });
  return /<meta name="wl-load-token" content="([^"]+)">/.exec(page.body)?.[1];
};

/** A report from a client of its own (the guard needs loads from several), with a page's token from `from`. */
let client = 0;
const send = async (edge: Edge, body: { bucket: number }, from: Edge = edge) =>
  edge.inject({
    method: 'POST',
    url: '/telemetry/reports',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ ...body, token: await tokenOf(from, body.bucket) }),
    remoteAddress: `10.1.0.${(client += 1) % 250}`,
  });

const loadsOn = async (edge: Edge, version: string) => {
  const text = (await edge.inject({ url: '/metrics' })).body;
  const line = text.split('\n').find((l) => l.startsWith(`wl_release_loads{brand="alpha",remote="mfe-lobby",version="${version}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

it("shows a report made to one edge on the other's /metrics, and one guard aborts a failing canary once", async () => {
  const [a, b] = edges as [Edge, Edge];
  // Counted from what the fleet had already (the file's tests share its Redis and run in any order).
  const before = await loadsOn(b, '1.0.0');
  for (let i = 0; i < 30; i += 1) expect((await send(a, report('1.0.0', false))).statusCode).toBe(204);
  expect(await loadsOn(b, '1.0.0')).toBe(before + 30);
  expect(await loadsOn(a, '1.0.0')).toBe(before + 30);
  // The failing canary's loads arrive through both edges; both guards look every 300 ms.
  for (let i = 0; i < 20; i += 1) expect((await send(i % 2 ? a : b, report('1.1.0', true))).statusCode).toBe(204);
  const deadline = Date.now() + 15_000;
  let pin: { canary?: unknown } | undefined;
  while (Date.now() < deadline) {
    pin = JSON.parse((await store.redis.hget('wl:brand:alpha', 'config')) ?? '{}').remotes['mfe-lobby'];
    if (!pin?.canary) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(pin).toEqual({ version: '1.0.0' });
  // Give the other guard a few more looks: it must not write a second abort.
  await new Promise((r) => setTimeout(r, 1000));
  const history = (await store.redis.lrange('wl:history:alpha', 0, -1)).map((l) => JSON.parse(l) as Record<string, unknown>);
  const aborts = history.filter((h) => h.action === 'abort');
  expect(aborts).toHaveLength(1);
  expect(aborts[0]).toMatchObject({
    actor: 'guard',
    figures: { canary: { version: '1.1.0', loads: 20, failures: 20 }, pin: { loads: before + 30 } },
  });
});

it('counts a page token once across the fleet: a report replayed to another edge is refused', async () => {
  const [a, b] = edges as [Edge, Edge];
  const body = { ...report('1.0.0', false), token: await tokenOf(a, 50) };
  const post = (edge: Edge) =>
    edge.inject({
      method: 'POST',
      url: '/telemetry/reports',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  expect((await post(a)).statusCode).toBe(204);
  expect((await post(b)).statusCode).toBe(409);
  expect((await post(a)).statusCode).toBe(409);
});

it('holds the report limit per client across the fleet, not per edge', async () => {
  const limited: Edge[] = [];
  try {
    for (let i = 0; i < 2; i += 1)
      limited.push(
        await createEdge({
          distDir: path.join(root, 'dist'),
          registryDir: path.join(root, 'registry'),
          brandsDir: path.join(root, 'brands'),
          pinStore: redis.url,
          upstream: 'http://127.0.0.1:9',
          loadTokenKey: 'a-fleet-key-of-at-least-32-characters',
          health: { guard: false, reportRate: { burst: 100, perMinute: 6 } },
        }),
      );
    // The limit counts per minute window: start well inside one.
    while (Date.now() % 60_000 > 55_000) await new Promise((r) => setTimeout(r, 100));
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push(
        (
          await limited[i % 2]!.inject({
            method: 'POST',
            url: '/telemetry/reports',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(report('1.0.0', false)),
            remoteAddress: '192.0.2.200',
          })
        ).statusCode,
      );
    // Six reports a minute from this client in all (refused for want of a token), then 429 on either edge.
    expect(statuses.slice(0, 6)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(statuses.slice(6)).toEqual([429, 429]);
  } finally {
    for (const edge of limited) await edge.close();
  }
});
