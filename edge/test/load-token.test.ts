/** @jest-environment node */
// A load report is one page load the edge served, counted once (issue 48 item 1): the attacks of
// the issue as journeys on a real edge. Forged failures do not abort a healthy canary, forged
// successes do not promote a failing one, forged vitals do not move the console's figures, and a
// replayed real report is refused (and counted as refused on /metrics).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { canary, promote } from 'release/src/commands';
import { makeRoot, optionsFor, publishFake, removeRoot, writeBrand } from 'release/test/helpers';
import { LOAD_TOKEN_META } from 'shared-contracts';
import { createClaims, createLoadTokens, plannedVersions, reportFitsToken } from '../src/telemetry/load-token';
import { createEdge } from '../src/server';
import { parsePrometheusText, sampleValue } from './prometheus-text';

jest.setTimeout(60_000);

type Edge = Awaited<ReturnType<typeof createEdge>>;
type Health = {
  guard: { tick(): Promise<{ judgements: { decision: { verdict: string } }[]; aborts: unknown[] } | null> };
  figures: unknown;
  windowFigures(): Promise<{ version: string; loads: number; lcpP75: number | null }[]>;
};

let root: string;
let edge: Edge;
const health = () => (edge as unknown as { releaseHealth: Health }).releaseHealth;

beforeEach(async () => {
  root = await makeRoot();
  await publishFake(root, 'mfe-lobby', { version: '1.0.0' }, { version: '1.1.0' });
  await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' } });
  await fs.writeFile(
    path.join(root, 'brands', 'index.json'),
    JSON.stringify({ defaultBrand: 'alpha', brands: [{ id: 'alpha', hosts: ['alpha.test'] }] }),
  );
  await fs.mkdir(path.join(root, 'dist'));
  await fs.writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
  await canary(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0', 50);
  edge = await createEdge({
    distDir: path.join(root, 'dist'),
    registryDir: path.join(root, 'registry'),
    brandsDir: path.join(root, 'brands'),
    upstream: 'http://127.0.0.1:9',
    firstScreenDataTimeoutMs: 0,
    health: { guard: false, reportRate: { burst: 10_000, perMinute: 100_000 } },
  });
});

afterEach(async () => {
  await edge?.close();
  if (root) await removeRoot(root);
});

let pageNo = 0;
/** A load report of the lobby, as the shell sends it. */
const report = (version: string, failed: boolean, bucket: number, extra: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  page: `page${String((pageNo += 1)).padStart(6, '0')}`,
  seq: 0,
  brand: 'alpha',
  bucket,
  route: '/',
  remotes: [
    failed
      ? { remote: 'mfe-lobby', version, role: 'canary', outcome: 'fallback', reason: 'render-throw', shown: null, phases: {} }
      : { remote: 'mfe-lobby', version, role: version === '1.1.0' ? 'canary' : 'pin', outcome: 'loaded', phases: {} },
  ],
  errors: [],
  ...extra,
});

/** The load token of a page the edge sends to a browser in `bucket` at `from`. */
const pageToken = async (bucket: number, from = '127.0.0.1') => {
  const page = await edge.inject({ url: '/', headers: { host: 'alpha.test', cookie: `wl_bucket=${bucket}` }, remoteAddress: from });
  const token = new RegExp(`<meta name="${LOAD_TOKEN_META}" content="([^"]+)">`).exec(page.body)?.[1];
  expect(token).toBeTruthy();
  return token as string;
};

const send = (body: unknown, from = '127.0.0.1') =>
  edge.inject({
    method: 'POST',
    url: '/telemetry/reports',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: from,
  });

/** Real page loads from `clients` browsers, each its own address, in the bucket of `version`. */
const realLoads = async (version: string, failed: boolean, clients: number, prefix: string) => {
  for (let i = 0; i < clients; i += 1) {
    const from = `${prefix}.${i + 1}`;
    const bucket = version === '1.1.0' ? 10 : 80;
    const reply = await send({ ...report(version, failed, bucket), token: await pageToken(bucket, from) }, from);
    expect(reply.statusCode).toBe(204);
  }
};

const verdict = async () => (await health().guard.tick())?.judgements[0]?.decision.verdict;
const refusedOnMetrics = async () =>
  sampleValue(parsePrometheusText((await edge.inject({ url: '/metrics' })).body), 'wl_load_reports_total', {
    kind: 'load',
    result: 'refused',
  }) ?? 0;

it('does not let forged failures abort a healthy canary', async () => {
  await realLoads('1.0.0', false, 30, '198.51.100');
  await realLoads('1.1.0', false, 10, '203.0.113');
  // Two POSTs aborted it before: now reports without a page's token are refused.
  for (let i = 0; i < 40; i += 1) expect((await send(report('1.1.0', true, 10), '192.0.2.66')).statusCode).toBe(403);
  const forged = { ...report('1.1.0', true, 10), token: `${Buffer.from('{"b":"alpha"}').toString('base64url')}.${'A'.repeat(43)}` };
  expect((await send(forged, '192.0.2.66')).statusCode).toBe(403);
  // One real page's token counts one load, however many beacons and entries name it.
  const token = await pageToken(10, '192.0.2.66');
  const many = report('1.1.0', true, 10, { token });
  many.remotes = Array.from({ length: 10 }, () => many.remotes[0]!);
  expect((await send(many, '192.0.2.66')).statusCode).toBe(204);
  for (let seq = 1; seq < 20; seq += 1) await send({ ...many, seq }, '192.0.2.66');
  // Many real pages, all from one address: its share is capped and it is one client.
  for (let i = 0; i < 40; i += 1) await send({ ...report('1.1.0', true, 10), token: await pageToken(10, '192.0.2.66') }, '192.0.2.66');
  expect(await verdict()).not.toBe('abort');
  const stored = JSON.parse(await fs.readFile(path.join(root, 'brands', 'alpha.json'), 'utf8'));
  expect(stored.remotes['mfe-lobby'].canary).toMatchObject({ version: '1.1.0' });
  expect(await refusedOnMetrics()).toBeGreaterThanOrEqual(41);
});

it('does not let forged successes promote a failing canary', async () => {
  await realLoads('1.0.0', false, 30, '198.51.100');
  await realLoads('1.1.0', true, 9, '203.0.113');
  // 93 forged successes promoted it before.
  for (let i = 0; i < 93; i += 1) expect((await send(report('1.1.0', false, 10), '192.0.2.77')).statusCode).toBe(403);
  // A token of a page planned for the pin does not carry the canary's loads.
  expect((await send({ ...report('1.1.0', false, 10), token: await pageToken(80, '192.0.2.77') }, '192.0.2.77')).statusCode).toBe(403);
  for (let i = 0; i < 93; i += 1) await send({ ...report('1.1.0', false, 10), token: await pageToken(10, '192.0.2.77') }, '192.0.2.77');
  await expect(promote(optionsFor(root), 'alpha', 'mfe-lobby', {}, { figures: health().figures as never })).rejects.toThrow(
    /is not promoted/,
  );
});

it("does not let forged vitals move the console's figures, and refuses a replayed real report", async () => {
  const vitals = { lcp: 20_000, inp: 9000, cls: 5, remotes: [{ remote: 'mfe-lobby', version: '1.0.0' }] };
  for (let i = 0; i < 20; i += 1) expect((await send({ ...report('1.0.0', false, 80), remotes: [], vitals })).statusCode).toBe(403);
  const figures = async () => (await health().windowFigures()).find((f) => f.version === '1.0.0');
  expect((await figures())?.lcpP75 ?? null).toBeNull();
  // A real page's report counts once; sent again it is refused.
  const real = { ...report('1.0.0', false, 80), token: await pageToken(80), vitals: { ...vitals, lcp: 900 } };
  expect((await send(real)).statusCode).toBe(204);
  const before = await refusedOnMetrics();
  expect((await send(real)).statusCode).toBe(409);
  // Under another beacon number, its load and vitals are not counted twice.
  expect((await send({ ...real, seq: 1, vitals: { ...vitals, remotes: [{ remote: 'mfe-lobby', version: '1.0.0' }] } })).statusCode).toBe(
    204,
  );
  expect(await refusedOnMetrics()).toBe(before + 1);
  expect(await figures()).toMatchObject({ loads: 1, lcpP75: 1000 });
});

describe('load tokens', () => {
  it('plan the bucket’s version and the pin below it, or both sides of a canary on a first visit', () => {
    const remotes = { 'mfe-lobby': { version: '1.0.0', canary: { version: '1.1.0', percent: 20 }, previous: '0.9.0' } };
    expect(plannedVersions(remotes, 5)).toEqual({ 'mfe-lobby': ['1.1.0', '0.9.0'] });
    expect(plannedVersions(remotes, 50)).toEqual({ 'mfe-lobby': ['1.0.0', '0.9.0'] });
    expect(plannedVersions(remotes, null)).toEqual({ 'mfe-lobby': ['1.0.0', '1.1.0', '0.9.0'] });
  });

  it('are refused with another key, once expired, or for another brand or bucket', async () => {
    let now = 1_000_000;
    const tokens = createLoadTokens({ key: Buffer.alloc(32, 1), ttlMs: 60_000, now: () => now });
    const token = tokens.issue('alpha', { 'mfe-lobby': { version: '1.0.0' } }, 'wl_bucket=7');
    const facts = tokens.verify(token);
    expect(facts).toMatchObject({ brand: 'alpha', bucket: 7, versions: { 'mfe-lobby': ['1.0.0'] } });
    expect(createLoadTokens({ key: Buffer.alloc(32, 2) }).verify(token)).toEqual({ error: 'not a load token of this site' });
    const named = () => true;
    const fits = (change: Record<string, unknown>) =>
      reportFitsToken(
        { brand: 'alpha', bucket: 7, remotes: [{ remote: 'mfe-lobby', version: '1.0.0' }], errors: [], ...change },
        facts,
        named,
      );
    expect(fits({})).toBe(true);
    expect(fits({ brand: 'beta' })).toBe(false);
    expect(fits({ bucket: 8 })).toBe(false);
    expect(fits({ remotes: [{ remote: 'mfe-lobby', version: '1.1.0' }] })).toBe(false);
    now += 60_001;
    expect(tokens.verify(token)).toEqual({ error: 'an expired load token' });
    const claims = createClaims({ now: () => now });
    expect(await claims.claim('t1', ['seq.0', 'load.mfe-lobby'])).toEqual(['seq.0', 'load.mfe-lobby']);
    expect(await claims.claim('t1', ['seq.1', 'load.mfe-lobby'])).toEqual(['seq.1']);
  });
});
