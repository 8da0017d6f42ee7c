// Release health in the release package: load reports counted per version, the figures read back
// over a window (memory, the edges' snapshots, Redis), `promote` refused on figures (and forced,
// recorded), and the guard aborting through the CLI's `abort` with its figures in the history.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { canary, promote } from '../src/commands';
import { ingestCspReport, ingestLoadReport, type BrandPins } from '../src/health/ingest';
import { BUCKET_MS, MemoryFigures, p75, DURATION_BOUNDS, sumBuckets, versionFigures, type HealthFigures } from '../src/health/figures';
import { guardTick } from '../src/health/guard-run';
import { RedisFigures, SnapshotFigures } from '../src/health/stores';
import { FilesPinStore, RedisPinStore } from '../src/store';
import { verifyPassword, operatorsOf } from '../src/operators';
import { makeRoot, optionsFor, publishFake, readHistoryLines, readJson, RELEASE_DIR, removeRoot, writeBrand } from './helpers';
import { RedisServer } from './support/servers';

jest.setTimeout(60_000);

const PINS: Record<string, BrandPins> = {
  alpha: { 'mfe-lobby': { version: '1.0.0', canary: { version: '1.1.0' } }, 'mfe-account': { version: '0.1.0' } },
};
const pinsOf = (brand: string) => PINS[brand] ?? null;

let page = 0;
/** A page load's report with one remote entry. */
function report(version: string, outcome: 'loaded' | 'fallback', extra: Record<string, unknown> = {}) {
  page += 1;
  return {
    schemaVersion: 1,
    page: `page${String(page).padStart(6, '0')}`,
    seq: 0,
    brand: 'alpha',
    bucket: version === '1.1.0' ? 3 : 60,
    route: '/',
    remotes: [
      {
        remote: 'mfe-lobby',
        version,
        role: version === '1.1.0' ? 'canary' : 'pin',
        outcome,
        ...(outcome === 'fallback' ? { reason: 'render-throw', shown: null } : {}),
        phases: { entryFetched: 100 },
      },
    ],
    errors: [],
    ...extra,
  };
}

async function count(figures: HealthFigures, body: unknown, at = Date.now()): Promise<void> {
  const result = ingestLoadReport(body, pinsOf);
  if (!result.ok) throw new Error(result.reason);
  await figures.add(at, result.increments);
}

async function feed(figures: HealthFigures, version: string, loads: number, failures: number): Promise<void> {
  for (let i = 0; i < loads; i += 1) await count(figures, report(version, i < failures ? 'fallback' : 'loaded'));
}

describe('load reports', () => {
  it('counts loads, fallbacks by reason, attributed errors (a failed load once) and vitals per version', async () => {
    const figures = new MemoryFigures();
    await count(figures, report('1.1.0', 'loaded'));
    await count(figures, report('1.1.0', 'fallback'));
    await count(figures, {
      ...report('1.1.0', 'loaded'),
      errors: [
        { kind: 'uncaught', remote: 'mfe-lobby', version: '1.1.0', name: 'TypeError', failsLoad: true },
        { kind: 'boundary', remote: 'mfe-lobby', version: '1.1.0', name: 'TypeError', failsLoad: false },
        { kind: 'uncaught', name: 'Error', failsLoad: false },
      ],
      vitals: { lcp: 1800, inp: 120, cls: 0.02, remotes: [{ remote: 'mfe-lobby', version: '1.1.0' }] },
    });
    const total = sumBuckets(await figures.read(Date.now() - 60_000, Date.now()));
    const canaryFigures = versionFigures(total).get('alpha|mfe-lobby|1.1.0');
    expect(canaryFigures).toMatchObject({ loads: 3, failures: 2, errors: 2, fallbacks: { 'render-throw': 1 }, roles: { canary: 3 } });
    expect(p75(canaryFigures?.lcp ?? [], DURATION_BOUNDS)).toBe(2000);
    expect(total.get('b|alpha|errors.unattributed')).toBe(1);
    expect(total.get('b|alpha|reports')).toBe(3);
  });

  it('refuses an unknown brand, a remote the brand does not run, wrong types; leaves out versions the pins do not name', () => {
    expect(ingestLoadReport({ ...report('1.0.0', 'loaded'), brand: 'nobody' }, pinsOf)).toMatchObject({
      ok: false,
      reason: 'unknown brand "nobody"',
    });
    const promotions = { ...report('1.0.0', 'loaded'), remotes: [{ ...report('1.0.0', 'loaded').remotes[0], remote: 'mfe-promotions' }] };
    expect(ingestLoadReport(promotions, pinsOf)).toMatchObject({ ok: false, reason: 'brand "alpha" runs no mfe-promotions' });
    expect(ingestLoadReport({ ...report('1.0.0', 'loaded'), bucket: '7' }, pinsOf)).toMatchObject({ ok: false });
    expect(ingestLoadReport('nonsense', pinsOf)).toMatchObject({ ok: false });
    expect(ingestLoadReport(report('0.9.0', 'loaded'), pinsOf)).toMatchObject({ ok: true, counted: 0, ignored: 1 });
  });

  it('counts CSP violations per brand and directive, and refuses a page no brand serves', () => {
    const brandOf = (url: string) => (url.startsWith('https://alpha.test/') ? 'alpha' : null);
    const result = ingestCspReport(
      'application/csp-report',
      { 'csp-report': { 'document-uri': 'https://alpha.test/rng', 'effective-directive': 'script-src-elem' } },
      brandOf,
    );
    expect(result).toMatchObject({ ok: true, violations: 1 });
    expect(result.ok && [...result.increments]).toEqual([['b|alpha|csp.script-src-elem', 1]]);
    expect(ingestCspReport('application/csp-report', { 'csp-report': { 'document-uri': 'https://evil.test/' } }, brandOf)).toMatchObject({
      ok: false,
    });
  });
});

describe('figures kept beside a files store', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeRoot();
  });
  afterEach(async () => {
    await removeRoot(root);
  });

  it("an edge's snapshot is read by any other reader (the CLI) and summed with its own", async () => {
    const brands = path.join(root, 'brands');
    const edge = new SnapshotFigures(brands, { writer: true });
    const other = new SnapshotFigures(brands, { writer: true });
    await feed(edge, '1.0.0', 3, 1);
    await feed(other, '1.0.0', 2, 0);
    await Promise.all([edge.flush(), other.flush()]);
    const reader = new SnapshotFigures(brands);
    const total = sumBuckets(await reader.read(Date.now() - 60_000, Date.now()));
    expect(versionFigures(total).get('alpha|mfe-lobby|1.0.0')).toMatchObject({ loads: 5, failures: 1 });
    await Promise.all([edge.close(), other.close()]);
  });
});

describe('promote and the guard on the figures', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeRoot();
    await publishFake(root, 'mfe-lobby', { version: '1.0.0' }, { version: '1.1.0' });
    await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' } });
    await canary(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0', 10);
  });
  afterEach(async () => {
    await removeRoot(root);
  });

  const lobby = async () =>
    (await readJson<{ remotes: Record<string, unknown> }>(path.join(root, 'brands', 'alpha.json'))).remotes['mfe-lobby'];

  it('refuses to promote on too few or worse figures, says why, and records a forced promote with its figures', async () => {
    const figures = new MemoryFigures();
    await feed(figures, '1.0.0', 200, 2);
    await feed(figures, '1.1.0', 10, 0);
    await expect(promote(optionsFor(root), 'alpha', 'mfe-lobby', {}, { figures })).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('too few canary loads (10 < 50)'),
    });
    await feed(figures, '1.1.0', 50, 6);
    await expect(promote(optionsFor(root), 'alpha', 'mfe-lobby', {}, { figures })).rejects.toMatchObject({
      message: expect.stringContaining('worse than the pin'),
    });
    expect(await lobby()).toMatchObject({ canary: { version: '1.1.0' } });
    await promote(optionsFor(root), 'alpha', 'mfe-lobby', { reason: 'known flaky test accounts' }, { figures, force: true });
    expect(await lobby()).toEqual({ version: '1.1.0', previous: '1.0.0' });
    const entry = (await readHistoryLines(root, 'alpha')).at(-1);
    expect(entry).toMatchObject({
      action: 'promote',
      forced: true,
      reason: 'known flaky test accounts',
      figures: {
        verdict: 'worse',
        canary: { version: '1.1.0', loads: 60, failures: 6 },
        pin: { version: '1.0.0', loads: 200, failures: 2 },
      },
    });
  });

  it('promotes a healthy canary, with its figures in the history', async () => {
    const figures = new MemoryFigures();
    await feed(figures, '1.0.0', 500, 5);
    await feed(figures, '1.1.0', 60, 0);
    await promote(optionsFor(root), 'alpha', 'mfe-lobby', {}, { figures });
    const entry = (await readHistoryLines(root, 'alpha')).at(-1);
    expect(entry).toMatchObject({ action: 'promote', figures: { verdict: 'healthy', canary: { loads: 60, failures: 0 } } });
    expect(entry).not.toHaveProperty('forced');
  });

  it('the guard aborts a failing canary as `guard` with its reason and figures; a second guard is harmless', async () => {
    const figures = new MemoryFigures();
    const store = new FilesPinStore(path.join(root, 'brands'));
    await feed(figures, '1.0.0', 300, 0);
    await feed(figures, '1.1.0', 19, 19);
    const guard = (holder: string) => guardTick({ release: optionsFor(root), store, figures, holder });
    expect((await guard('edge-1')).aborts).toEqual([]); // 19 loads: below the minimum
    await feed(figures, '1.1.0', 1, 1);
    const first = await guard('edge-1');
    expect(first.aborts.map((a) => `${a.brand} ${a.remote}@${a.version}`)).toEqual(['alpha mfe-lobby@1.1.0']);
    expect(await lobby()).toEqual({ version: '1.0.0' });
    const entry = (await readHistoryLines(root, 'alpha')).at(-1);
    expect(entry).toMatchObject({
      actor: 'guard',
      action: 'abort',
      reason: expect.stringContaining('the canary guard: canary 20/20 failed'),
      figures: { verdict: 'abort', canary: { version: '1.1.0', percent: 10, loads: 20, failures: 20 }, pin: { loads: 300, failures: 0 } },
    });
    // Another tick (another edge, the same figures): no canary, nothing written.
    expect((await guard('edge-1')).aborts).toEqual([]);
    expect((await readHistoryLines(root, 'alpha')).filter((h) => h.action === 'abort')).toHaveLength(1);
  });

  it("judges a canary only on figures since it started: an earlier canary's failures of that version do not count", async () => {
    const figures = new MemoryFigures();
    const store = new FilesPinStore(path.join(root, 'brands'));
    // Five minutes before this canary started (beforeEach), another canary of 1.1.0 failed 30 times.
    for (let i = 0; i < 30; i += 1) await count(figures, report('1.1.0', 'fallback'), Date.now() - 5 * 60_000);
    const tick = await guardTick({ release: optionsFor(root), store, figures, holder: 'edge-1' });
    expect(tick.judgements.map((j) => j.decision.canary.loads)).toEqual([0]);
    expect(tick.aborts).toEqual([]);
    expect(await lobby()).toMatchObject({ canary: { version: '1.1.0' } });
  });
});

describe('figures, the guard lease and operators in Redis', () => {
  let redis: RedisServer;
  let store: RedisPinStore;
  beforeAll(async () => {
    redis = await RedisServer.start();
    store = new RedisPinStore(redis.url);
    await store.redis.flushdb();
  });
  afterAll(async () => {
    await store?.close();
    await redis?.stop();
  });

  it('adds up what several edges count, and gives the guard lease to one holder at a time', async () => {
    const a = new RedisFigures(store.redis, store.keyPrefix);
    const b = new RedisFigures(store.redis, store.keyPrefix);
    await feed(a, '1.1.0', 4, 1);
    await feed(b, '1.1.0', 6, 2);
    expect(versionFigures(sumBuckets(await a.read(Date.now() - 60_000, Date.now()))).get('alpha|mfe-lobby|1.1.0')).toMatchObject({
      loads: 10,
      failures: 3,
    });
    expect(await store.redis.pttl(`wl:health:${Math.floor(Date.now() / BUCKET_MS) * BUCKET_MS}`)).toBeGreaterThan(60 * 60_000);
    expect(await a.lease('guard', 'edge-1', 5000)).toBe(true);
    expect(await b.lease('guard', 'edge-2', 5000)).toBe(false);
    expect(await a.lease('guard', 'edge-1', 5000)).toBe(true);
  });

  it('`operator add` keeps a scrypt hash in the store, never the password', async () => {
    const root = await makeRoot();
    const child = spawn(
      process.execPath,
      [path.join(RELEASE_DIR, 'bin', 'wl-release.mjs'), 'operator', 'add', 'anna', '--root', root, '--store', redis.url],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stdin.end('correct horse battery\n');
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
    expect(out).toContain('operator anna saved');
    const stored = await operatorsOf(store).get('anna');
    expect(stored?.hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(JSON.stringify(await store.redis.hgetall('wl:operators'))).not.toContain('horse');
    await expect(verifyPassword('correct horse battery', stored?.hash ?? null)).resolves.toBe(true);
    await expect(verifyPassword('wrong horse battery', stored?.hash ?? null)).resolves.toBe(false);
    await expect(verifyPassword('correct horse battery', null)).resolves.toBe(false);
    await removeRoot(root);
  });
});
