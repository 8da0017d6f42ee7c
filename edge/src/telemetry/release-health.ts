// Release health on the edge (issue 38, docs/adr/0013-release-health.md):
// - POST /telemetry/reports: the shell's load reports (shared-contracts `loadReportSchema`) and the
//   browsers' CSP violation reports (`report-uri` and `report-to`), bounded in size (413) and rate
//   per client (429), checked (400: malformed, an unknown brand or remote), then counted per brand
//   × remote × version in rolling windows: in memory (and a snapshot beside the brands, which the
//   CLI reads) on the files store, in Redis with a Redis store, so a fleet sees one truth;
// - the canary guard, every few seconds (one edge of a fleet at a time holds its lease);
// - the figures for /metrics (metrics.ts) and for the console (ops/).
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoadReport } from 'shared-contracts';
import type { PinStore } from 'release/src/store/types';
import type { GuardPolicy } from 'release/src/health/guard';
import type { BrandPins } from 'release/src/health/ingest';
import type { RedisPinStore } from 'release/src/store/redis';
import type * as HealthExports from 'release/src/health/edge';
import type { BrandIdFor } from '../pages/brand-files';
import type { PinSource } from '../pins/pin-source';
import type { DiscardBody } from '../http/bodies';
import { messageOf } from '../http/errors';
import { createClaims, reportFitsToken, type Claims, type LoadTokens } from './load-token';
import type { CanaryFigures, EdgeMetrics, WindowFigures } from './metrics';

/** The release package's health module for the edge: report checks, figures, the guard, the console's operators. */
export type HealthModule = typeof HealthExports;

/** Loads the release package's health module. */
export function loadHealthModule(): Promise<HealthModule> {
  return import('release/src/health/edge');
}

type Figures = InstanceType<HealthModule['RedisFigures']> | InstanceType<HealthModule['SnapshotFigures']>;

/** Release health once set up: what the console and /metrics read (also `app.releaseHealth`). */
export interface ReleaseHealth {
  mod: HealthModule;
  store: PinStore;
  figures: Figures;
  guard: InstanceType<HealthModule['CanaryGuard']>;
  release: { root: string; registry?: string };
  edgeId: string;
  windowFigures(windowMs?: number): Promise<WindowFigures[]>;
  canaries(): CanaryFigures[];
  close(): Promise<void>;
}

/** What release health is set up with. */
export interface ReleaseHealthOptions {
  pins: PinSource;
  brandsDir: string;
  repoRoot: string;
  registry?: string | undefined;
  metrics?: EdgeMetrics;
  log: (line: string) => void;
  brandIdFor: BrandIdFor;
  discardBody: DiscardBody;
  guardIntervalMs?: number;
  /** false: no canary guard on this edge. */
  guard?: boolean;
  guardPolicy?: GuardPolicy;
  reportRate?: { burst: number; perMinute: number };
  snapshotMs?: number;
  clientAddress?: (request: FastifyRequest) => string;
  loadTokens?: LoadTokens;
  clientHashKey?: Buffer;
  trustedProxies?: string[];
}

type Redis = RedisPinStore['redis'];

/** Per client: a burst of this many reports, refilled at `perMinute`. A page sends a few. */
export const REPORT_RATE = { burst: 30, perMinute: 120 };

/**
 * A token bucket per client key. Keys live in memory only, for as long as their bucket is not full
 * (an address is never written anywhere).
 */
export class RateLimiter {
  private readonly burst: number;
  private readonly perMs: number;
  private readonly now: () => number;
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor({ burst, perMinute }: { burst: number; perMinute: number }, now: () => number = Date.now) {
    this.burst = burst;
    this.perMs = perMinute / 60_000;
    this.now = now;
  }

  /** Takes one token for `key`: 0 when allowed, else the ms until the next one. */
  take(key: string): number {
    const now = this.now();
    const held = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    const tokens = Math.min(this.burst, held.tokens + (now - held.at) * this.perMs);
    if (this.buckets.size > 50_000) this.sweep(now);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return Math.ceil((1 - tokens) / this.perMs);
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return 0;
  }

  private sweep(now: number): void {
    for (const [key, held] of this.buckets) if (held.tokens + (now - held.at) * this.perMs >= this.burst) this.buckets.delete(key);
  }
}

/**
 * The fleet-wide side of the report limit (issue 48: one edge's bucket let a client send three
 * times as much through three edges): at most `perMinute` reports a client per minute window,
 * counted in the fleet's Redis by the client's keyed hash. Resolves with the ms to wait (0: allowed).
 */
export function fleetRateLimiter(
  redis: Redis,
  keyPrefix: string,
  perMinute: number,
  now: () => number = Date.now,
): { take(clientKey: string): Promise<number> } {
  return {
    async take(clientKey) {
      const at = now();
      const minute = Math.floor(at / 60_000);
      const key = `${keyPrefix}report-rate:${minute}:${clientKey}`;
      const [[error, count] = []] = (await redis.multi().incr(key).pexpire(key, 61_000).exec()) ?? [];
      if (error) throw error;
      return Number(count) > perMinute ? (minute + 1) * 60_000 - at : 0;
    },
  };
}

/** Reads a request body up to `limit` bytes: the text, or null when it is longer (the rest is dropped). */
function readBody(raw: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    raw.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    raw.on('end', () => resolve(over ? null : Buffer.concat(chunks).toString('utf8')));
    raw.on('error', reject);
  });
}

const answer = (reply: FastifyReply, status: number, reason?: string) =>
  reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(reason ? { error: reason } : {}));

/**
 * Sets up release health on an edge: the report endpoint, the figures, the guard and what the
 * console and /metrics read. Resolves with `app.releaseHealth` (also decorated on the app), or null
 * when the release package cannot be loaded (the edge then answers reports with 503 and serves on).
 */
export async function setUpReleaseHealth(app: FastifyInstance, options: ReleaseHealthOptions): Promise<ReleaseHealth | null> {
  const { pins, brandsDir, repoRoot, registry, metrics, log, brandIdFor, discardBody } = options;
  let mod: HealthModule;
  try {
    mod = await loadHealthModule();
  } catch (error) {
    log(`[edge] release health is off: ${messageOf(error)}`);
    app.post('/telemetry/reports', async (_request, reply) => answer(reply.header('Retry-After', '60'), 503, 'release health is off'));
    return null;
  }
  const endpoint = mod.TELEMETRY_ENDPOINT;
  const limits = mod.TELEMETRY_LIMITS;
  const edgeId = `edge-${process.pid}-${randomBytes(4).toString('hex')}`;
  // The store the guard and the console write through: the edge's own (Redis), or the files driver
  // on the folder the edge serves (the edge itself only reads those files).
  const store = pins.kind === 'redis' ? pins.store : mod.openPinStore(`files:${brandsDir}`, { brandsDir });
  const figures: Figures =
    pins.kind === 'redis'
      ? new mod.RedisFigures(pins.store.redis, pins.store.keyPrefix)
      : new mod.SnapshotFigures(brandsDir, { writer: true, flushMs: options.snapshotMs ?? 2000 });
  const limiter = new RateLimiter(options.reportRate ?? REPORT_RATE);
  // The client as the deployment sees it (client-address.ts: X-Forwarded-For from trusted proxies only).
  const clientOf = options.clientAddress ?? ((request: FastifyRequest) => request.socket?.remoteAddress ?? '');
  const release = { root: repoRoot, ...(registry ? { registry } : {}) };
  const rate = options.reportRate ?? REPORT_RATE;
  const fleetRate = pins.kind === 'redis' ? fleetRateLimiter(pins.store.redis, pins.store.keyPrefix, rate.perMinute) : null;
  // Load tokens (load-token.ts): the pages' signer, and single use across the fleet.
  const tokens = options.loadTokens;
  const claims: Claims = createClaims(pins.kind === 'redis' ? { redis: pins.store.redis, keyPrefix: pins.store.keyPrefix } : {});
  // A client is counted by a keyed hash of its address (never the address itself) for the guard.
  const clientKey = randomBytes(32);
  const clientHash = (address: string) =>
    createHmac('sha256', options.clientHashKey ?? clientKey)
      .update(address)
      .digest('hex')
      .slice(0, 16);

  const pinsOf = async (brand: string) => {
    const value = await pins.brandValue(brand);
    return value && typeof value.remotes === 'object' ? value.remotes : null;
  };
  const brandOfUrl = async (documentUrl: string) => {
    let hostname: string;
    try {
      hostname = new URL(documentUrl).hostname;
    } catch {
      return null;
    }
    const index = await pins.indexValue();
    const id = index ? brandIdFor(index, hostname) : null;
    return typeof id === 'string' && (await pins.brandValue(id)) ? id : null;
  };

  app.post(endpoint, async (request, reply) => {
    const type = String(request.headers['content-type'] ?? '');
    const kind = /csp-report|reports\+json/i.test(type) ? 'csp' : 'load';
    const refuse = async (status: number, result: string, reason: string, extra: Record<string, string> = {}) => {
      metrics?.report(kind, result);
      if (!request.raw.readableEnded) {
        const whole = await discardBody(request.raw, { bytes: 1024 * 1024, idleMs: 2000 });
        if (!whole) reply.header('Connection', 'close');
      }
      for (const [name, value] of Object.entries(extra)) reply.header(name, value);
      return answer(reply, status, reason);
    };
    const client = clientOf(request);
    let wait = limiter.take(client);
    // A fleet's limit holds across its edges: a minute's reports per client, counted in its Redis.
    if (wait === 0 && fleetRate) wait = await fleetRate.take(clientHash(client)).catch(() => 0);
    if (wait > 0) return refuse(429, 'flood', 'too many reports', { 'Retry-After': String(Math.ceil(wait / 1000)) });
    if (Number(request.headers['content-length'] ?? 0) > limits.maxBodyBytes) return refuse(413, 'oversize', 'the report is too large');
    const text = await readBody(request.raw, limits.maxBodyBytes);
    if (text === null) return refuse(413, 'oversize', 'the report is too large');
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return refuse(400, 'malformed', 'the report is not JSON');
    }
    let result: ReturnType<HealthModule['ingestLoadReport']> | ReturnType<HealthModule['ingestCspReport']>;
    if (kind === 'csp') {
      const brandByUrl = new Map<string, string | null>();
      for (const url of cspUrls(body)) brandByUrl.set(url, await brandOfUrl(url));
      result = mod.ingestCspReport(type, body, (url) => brandByUrl.get(url) ?? null);
    } else {
      const claimed = (body ?? {}) as { brand?: unknown; token?: unknown };
      const brand = typeof claimed.brand === 'string' ? claimed.brand : '';
      const remotes = /^[a-z0-9-]{1,40}$/.test(brand) ? await pinsOf(brand) : null;
      const brandPins = (id: string) => (id === brand ? (remotes as BrandPins | null) : null);
      result = mod.ingestLoadReport(body, brandPins);
      if (!result.ok) return refuse(400, /^not a /.test(result.reason) ? 'malformed' : 'refused', result.reason);
      // One page load the edge served, counted once (issue 48): a valid token for these versions,
      // each beacon once, each remote's load and failure and the page's vitals once.
      const facts = tokens ? tokens.verify(claimed.token) : { error: 'no load tokens on this edge' };
      const named = (remote: string, version: string) => {
        const pin = remotes?.[remote];
        return pin?.version === version || pin?.canary?.version === version || pin?.previous === version;
      };
      if (facts.error !== undefined || !reportFitsToken(result.report, facts, named))
        return refuse(403, 'refused', facts.error ?? 'the report does not match its load token');
      let filtered: LoadReport | null;
      try {
        filtered = await claimParts(claims, facts.id, result.report);
      } catch (error) {
        return refuse(503, 'unavailable', `the load token cannot be checked (${messageOf(error)})`);
      }
      if (!filtered) return refuse(409, 'refused', 'this beacon was counted already');
      result = mod.ingestLoadReport(filtered, brandPins, { client: clientHash(clientOf(request)) });
    }
    if (!result.ok) return refuse(400, /^not a /.test(result.reason) ? 'malformed' : 'refused', result.reason);
    try {
      await figures.add(Date.now(), result.increments);
    } catch (error) {
      return refuse(503, 'unavailable', `the figures cannot be written (${messageOf(error)})`);
    }
    if (kind === 'csp')
      for (const [key, n] of result.increments) {
        const [, brand = '', field = ''] = key.split('|');
        metrics?.cspViolation(brand, field.slice('csp.'.length));
        void n;
      }
    metrics?.report(kind, 'accepted');
    return reply.code(204).header('Cache-Control', 'no-store').send();
  });

  const guard = new mod.CanaryGuard(
    { release, store, figures, holder: edgeId, log, ...(options.guardPolicy ? { policy: options.guardPolicy } : {}) },
    options.guardIntervalMs ?? 5000,
  );
  let timer: NodeJS.Timeout | null = null;
  if (options.guard !== false) {
    const tick = async () => {
      const result = await guard.tick();
      for (const made of result?.aborts ?? []) metrics?.guardAbort(made.brand, made.remote, made.version);
    };
    timer = setInterval(() => void tick(), guard.intervalMs);
    timer.unref();
    void tick();
  }

  const windowFigures = async (windowMs = 5 * 60_000) => {
    const now = Date.now();
    const total = mod.sumBuckets(await figures.read(now - windowMs, now));
    return [...mod.versionFigures(total).values()].map((f) => ({
      ...f,
      successRate: mod.successRate(f),
      lcpP75: mod.p75(f.lcp, mod.DURATION_BOUNDS),
      inpP75: mod.p75(f.inp, mod.DURATION_BOUNDS),
      clsP75: mod.p75(f.cls, mod.CLS_BOUNDS),
    }));
  };
  const health: ReleaseHealth = {
    mod,
    store,
    figures,
    guard,
    release,
    edgeId,
    windowFigures,
    canaries: () => guard.last?.judgements ?? [],
    async close() {
      if (timer) clearInterval(timer);
      await guard.stop();
      await figures.close();
      if (store !== pins.store) await store.close();
    },
  };
  metrics?.setHealth(health);
  app.decorate('releaseHealth', health);
  app.addHook('onClose', () => health.close());
  return health;
}

/**
 * The report with only what its token has not counted yet (its remotes' loads and failures, its
 * vitals), or null when its beacon number was used (a replay).
 */
async function claimParts(claims: Claims, tokenId: string, report: LoadReport): Promise<LoadReport | null> {
  const wanted = [`seq.${report.seq}`];
  for (const load of report.remotes) {
    wanted.push(`load.${load.remote}`);
    if (load.outcome === 'fallback') wanted.push(`fail.${load.remote}`);
  }
  for (const error of report.errors) if (error.failsLoad && error.remote) wanted.push(`fail.${error.remote}`);
  if (report.vitals) wanted.push('vitals');
  const fresh = new Set(await claims.claim(tokenId, [...new Set(wanted)]));
  if (!fresh.has(`seq.${report.seq}`)) return null;
  // Each part once: a remote's first entry, one failure per remote, the vitals once.
  const take = (part: string) => fresh.delete(part);
  const remotes: LoadReport['remotes'] = [];
  for (const load of report.remotes) {
    if (!take(`load.${load.remote}`)) continue;
    if (load.outcome === 'fallback' && !take(`fail.${load.remote}`)) {
      const { reason: _reason, shown: _shown, ...loaded } = load;
      remotes.push({ ...loaded, outcome: 'loaded' });
    } else remotes.push(load);
  }
  const errors = report.errors.map((error) =>
    error.failsLoad && !(error.remote && take(`fail.${error.remote}`)) ? { ...error, failsLoad: false } : error,
  );
  const { vitals, ...rest } = report;
  return { ...rest, remotes, errors, ...(vitals && take('vitals') ? { vitals } : {}) };
}

/** The page addresses a CSP report names (either format), to find their brands. */
function cspUrls(body: unknown): string[] {
  const urls: string[] = [];
  const csp = (body as { 'csp-report'?: { 'document-uri'?: unknown } } | null)?.['csp-report']?.['document-uri'];
  if (typeof csp === 'string') urls.push(csp);
  if (Array.isArray(body))
    for (const report of body.slice(0, 50) as ({ body?: { documentURL?: unknown }; url?: unknown } | null)[]) {
      const url = report?.body?.documentURL ?? report?.url;
      if (typeof url === 'string') urls.push(url);
    }
  return urls;
}
