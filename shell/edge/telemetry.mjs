// Release health on the edge (issue 38, docs/adr/0013-release-health.md):
// - POST /telemetry/reports: the shell's load reports (shared-contracts `loadReportSchema`) and the
//   browsers' CSP violation reports (`report-uri` and `report-to`), bounded in size (413) and rate
//   per client (429), checked (400: malformed, an unknown brand or remote), then counted per brand
//   × remote × version in rolling windows: in memory (and a snapshot beside the brands, which the
//   CLI reads) on the files store, in Redis with a Redis store, so a fleet sees one truth;
// - the canary guard, every few seconds (one edge of a fleet at a time holds its lease);
// - the figures for /metrics (metrics.mjs) and for the console (ops/).
import { randomBytes } from 'node:crypto';
import { loadHealthModule } from 'release/health.mjs';

/** Per client: a burst of this many reports, refilled at `perMinute`. A page sends a few. */
export const REPORT_RATE = { burst: 30, perMinute: 120 };

/**
 * A token bucket per client key. Keys live in memory only, for as long as their bucket is not full
 * (an address is never written anywhere).
 */
export class RateLimiter {
  constructor({ burst, perMinute }, now = Date.now) {
    this.burst = burst;
    this.perMs = perMinute / 60_000;
    this.now = now;
    this.buckets = new Map();
  }

  /** Takes one token for `key`: 0 when allowed, else the ms until the next one. */
  take(key) {
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

  sweep(now) {
    for (const [key, held] of this.buckets) if (held.tokens + (now - held.at) * this.perMs >= this.burst) this.buckets.delete(key);
  }
}

/**
 * The client a request comes from: its peer, or, when the peer is a trusted proxy (the fleet's
 * load balancer), the last address before it in X-Forwarded-For.
 */
export function clientOf(request, trustedProxies) {
  const peer = request.socket?.remoteAddress ?? '';
  if (!trustedProxies.has(peer)) return peer;
  const hops = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  while (hops.length > 0 && trustedProxies.has(hops[hops.length - 1])) hops.pop();
  return hops[hops.length - 1] ?? peer;
}

/** Reads a request body up to `limit` bytes: the text, or null when it is longer (the rest is dropped). */
function readBody(raw, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    let over = false;
    raw.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    raw.on('end', () => resolve(over ? null : Buffer.concat(chunks).toString('utf8')));
    raw.on('error', reject);
  });
}

const answer = (reply, status, reason) =>
  reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(reason ? { error: reason } : {}));

/**
 * Sets up release health on an edge: the report endpoint, the figures, the guard and what the
 * console and /metrics read. Resolves with `app.releaseHealth` (also decorated on the app), or null
 * when the release package cannot be loaded (the edge then answers reports with 503 and serves on).
 * @param {import('fastify').FastifyInstance} app
 * @param {object} options
 */
export async function setUpReleaseHealth(app, options) {
  const { pins, brandsDir, repoRoot, registry, metrics, log, brandIdFor, discardBody } = options;
  let mod;
  try {
    mod = await loadHealthModule();
  } catch (error) {
    log(`[edge] release health is off: ${error.message}`);
    app.post('/telemetry/reports', async (_request, reply) => answer(reply.header('Retry-After', '60'), 503, 'release health is off'));
    return null;
  }
  const endpoint = mod.TELEMETRY_ENDPOINT;
  const limits = mod.TELEMETRY_LIMITS;
  const edgeId = `edge-${process.pid}-${randomBytes(4).toString('hex')}`;
  // The store the guard and the console write through: the edge's own (Redis), or the files driver
  // on the folder the edge serves (the edge itself only reads those files).
  const store = pins.kind === 'redis' ? pins.store : mod.openPinStore(`files:${brandsDir}`, { brandsDir });
  const figures =
    pins.kind === 'redis'
      ? new mod.RedisFigures(pins.store.redis, pins.store.keyPrefix)
      : new mod.SnapshotFigures(brandsDir, { writer: true, flushMs: options.snapshotMs ?? 2000 });
  const limiter = new RateLimiter(options.reportRate ?? REPORT_RATE);
  const trustedProxies = new Set(options.trustedProxies ?? []);
  const release = { root: repoRoot, ...(registry ? { registry } : {}) };

  const pinsOf = async (brand) => {
    const value = await pins.brandValue(brand);
    return value && typeof value.remotes === 'object' ? value.remotes : null;
  };
  const brandOfUrl = async (documentUrl) => {
    let hostname;
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
    const refuse = async (status, result, reason, extra = {}) => {
      metrics?.report(kind, result);
      if (!request.raw.readableEnded) {
        const whole = await discardBody(request.raw, { bytes: 1024 * 1024, idleMs: 2000 });
        if (!whole) reply.header('Connection', 'close');
      }
      for (const [name, value] of Object.entries(extra)) reply.header(name, value);
      return answer(reply, status, reason);
    };
    const wait = limiter.take(clientOf(request, trustedProxies));
    if (wait > 0) return refuse(429, 'flood', 'too many reports', { 'Retry-After': String(Math.ceil(wait / 1000)) });
    if (Number(request.headers['content-length'] ?? 0) > limits.maxBodyBytes) return refuse(413, 'oversize', 'the report is too large');
    const text = await readBody(request.raw, limits.maxBodyBytes);
    if (text === null) return refuse(413, 'oversize', 'the report is too large');
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(400, 'malformed', 'the report is not JSON');
    }
    let result;
    if (kind === 'csp') {
      const brandByUrl = new Map();
      for (const url of cspUrls(body)) brandByUrl.set(url, await brandOfUrl(url));
      result = mod.ingestCspReport(type, body, (url) => brandByUrl.get(url) ?? null);
    } else {
      const brand = typeof body?.brand === 'string' ? body.brand : '';
      const remotes = /^[a-z0-9-]{1,40}$/.test(brand) ? await pinsOf(brand) : null;
      result = mod.ingestLoadReport(body, (id) => (id === brand ? remotes : null));
    }
    if (!result.ok) return refuse(400, /^not a /.test(result.reason) ? 'malformed' : 'refused', result.reason);
    try {
      await figures.add(Date.now(), result.increments);
    } catch (error) {
      return refuse(503, 'unavailable', `the figures cannot be written (${error.message})`);
    }
    if (kind === 'csp')
      for (const [key, n] of result.increments) {
        const [, brand, field] = key.split('|');
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
  let timer = null;
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
  const health = {
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

/** The page addresses a CSP report names (either format), to find their brands. */
function cspUrls(body) {
  const urls = [];
  const csp = body?.['csp-report']?.['document-uri'];
  if (typeof csp === 'string') urls.push(csp);
  if (Array.isArray(body))
    for (const report of body.slice(0, 50)) {
      const url = report?.body?.documentURL ?? report?.url;
      if (typeof url === 'string') urls.push(url);
    }
  return urls;
}
