// GET /metrics in Prometheus' text format (prom-client): the edge's own figures (requests, their
// latency, upstream failures, the pin store's state) and release health (per brand × remote ×
// version over the last five minutes, the canaries and the guard's verdicts). One registry per
// edge (tests run several in one process). docs/adr/0013-release-health.md.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import type { HealthFact } from '../http/health';

/** A version's figures over the metrics' window (release health's `windowFigures`). */
export interface WindowFigures {
  brand: string;
  remote: string;
  version: string;
  loads: number;
  failures: number;
  errors: number;
  successRate: number | null;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
}

/** A running canary as the guard last judged it. */
export interface CanaryFigures {
  brand: string;
  remote: string;
  canaryVersion: string;
  percent: number;
  decision: { verdict: string };
}

/** Where the release gauges read their figures at scrape time. */
export interface MetricsHealthSource {
  windowFigures(): Promise<WindowFigures[]>;
  canaries(): readonly CanaryFigures[];
}

/** The edge's metrics, for the modules that count. */
export interface EdgeMetrics {
  registry: client.Registry;
  setHealth(source: MetricsHealthSource): void;
  report(kind: string, result: string): void;
  cspViolation(brand: string, directive: string): void;
  guardAbort(brand: string, remote: string, version: string): void;
}

/** A request as /metrics' access rule reads it. */
interface ScrapeRequest {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string | undefined };
}

/**
 * Whether a request may read /metrics: with the bearer token when one is set (compared in constant
 * time), else only from a loopback peer that no proxy forwarded (a proxy in front, nginx, always
 * adds X-Forwarded-For: what comes through it is the public's).
 */
export function mayScrape(request: ScrapeRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(String(request.headers.authorization ?? ''));
    const wanted = Buffer.from(`Bearer ${token}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  const peer = String(request.socket?.remoteAddress ?? '').replace(/^::ffff:/i, '');
  const isLoopback = peer === '::1' || /^127\./.test(peer);
  return isLoopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}

/** The window the release figures of /metrics cover. */
export const METRICS_WINDOW_MS = 5 * 60_000;

/**
 * The edge's metrics. `health` (set once release health is loaded) gives the figures at scrape
 * time. `token`: when set, /metrics answers only `Authorization: Bearer <token>` (EDGE_METRICS_TOKEN);
 *   without it, only a scraper on this machine talking to the edge directly (issue 48: never the
 *   public through a proxy). deploy/prometheus/prometheus.yml scrapes each edge with the token.
 */
export function createEdgeMetrics(
  app: FastifyInstance,
  {
    pins,
    proxyPrefixes,
    token,
  }: { pins: { kind: string; readiness(): HealthFact }; proxyPrefixes: readonly string[]; token?: string | undefined },
): EdgeMetrics {
  const proxyRoutes = new Set(proxyPrefixes.flatMap((prefix) => [prefix, `${prefix}/*`]));
  const registry = new client.Registry();
  const requests = new client.Counter({
    name: 'wl_edge_http_requests_total',
    help: 'Requests answered by this edge, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: 'wl_edge_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route.',
    labelNames: ['route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const upstreamFailures = new client.Counter({
    name: 'wl_edge_upstream_failures_total',
    help: 'Proxied requests the platform did not answer: unavailable (502) or timed out (504).',
    labelNames: ['kind'],
    registers: [registry],
  });
  new client.Gauge({
    name: 'wl_pin_store_ready',
    help: 'Whether the pins are read and current (1) or the edge serves its last good pins or none (0).',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      this.reset();
      this.set({ kind: pins.kind }, pins.readiness().ok ? 1 : 0);
    },
  });
  const reports = new client.Counter({
    name: 'wl_load_reports_total',
    help: 'Load and CSP reports received, by result (accepted, oversize, malformed, refused, flood, unavailable).',
    labelNames: ['kind', 'result'],
    registers: [registry],
  });
  const cspViolations = new client.Counter({
    name: 'wl_csp_violations_total',
    help: 'CSP violations reported by browsers, by brand and directive.',
    labelNames: ['brand', 'directive'],
    registers: [registry],
  });
  const guardAborts = new client.Counter({
    name: 'wl_guard_aborts_total',
    help: 'Canaries aborted by this edge\u2019s canary guard.',
    labelNames: ['brand', 'remote', 'version'],
    registers: [registry],
  });
  client.collectDefaultMetrics({ register: registry, prefix: 'wl_edge_' });

  let health: MetricsHealthSource | null = null;
  const labels = ['brand', 'remote', 'version'];
  const windowGauge = (name: string, help: string, pick: (figures: WindowFigures) => number | null | undefined) =>
    new client.Gauge({
      name,
      help: `${help} Over the last ${METRICS_WINDOW_MS / 60_000} minutes, all edges of the store.`,
      labelNames: labels,
      registers: [registry],
      async collect() {
        this.reset();
        if (!health) return;
        for (const figures of await health.windowFigures()) {
          const value = pick(figures);
          if (value !== null && value !== undefined)
            this.set({ brand: figures.brand, remote: figures.remote, version: figures.version }, value);
        }
      },
    });
  windowGauge('wl_release_loads', 'Page loads of a remote version.', (f) => f.loads);
  windowGauge('wl_release_failed_loads', 'Loads of a remote version that fell back or met an error attributed to it.', (f) => f.failures);
  windowGauge('wl_release_errors', 'Errors attributed to a remote version.', (f) => f.errors);
  windowGauge('wl_release_success_ratio', 'Share of loads of a remote version that did not fail.', (f) => f.successRate);
  windowGauge('wl_release_lcp_p75_seconds', '75th percentile of the Largest Contentful Paint of pages showing the version.', (f) =>
    f.lcpP75 === null ? null : f.lcpP75 / 1000,
  );
  windowGauge('wl_release_inp_p75_seconds', 'Its 75th percentile of Interaction to Next Paint.', (f) =>
    f.inpP75 === null ? null : f.inpP75 / 1000,
  );
  windowGauge('wl_release_cls_p75', 'Its 75th percentile of Cumulative Layout Shift.', (f) => f.clsP75);
  new client.Gauge({
    name: 'wl_canary_percent',
    help: 'The share of browsers (%) each running canary gets.',
    labelNames: labels,
    registers: [registry],
    collect() {
      this.reset();
      for (const c of health?.canaries() ?? []) this.set({ brand: c.brand, remote: c.remote, version: c.canaryVersion }, c.percent);
    },
  });
  new client.Gauge({
    name: 'wl_canary_verdict',
    help: "The canary guard's last verdict on each running canary (1 for the verdict it gave).",
    labelNames: [...labels, 'verdict'],
    registers: [registry],
    collect() {
      this.reset();
      for (const c of health?.canaries() ?? [])
        this.set({ brand: c.brand, remote: c.remote, version: c.canaryVersion, verdict: c.decision.verdict }, 1);
    },
  });

  const started = new WeakMap<object, bigint>();
  app.addHook('onRequest', async (request) => {
    started.set(request, process.hrtime.bigint());
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions?.url ?? 'unmatched';
    const begun = started.get(request);
    if (begun !== undefined) latency.observe({ route }, Number(process.hrtime.bigint() - begun) / 1e9);
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    if ((reply.statusCode === 502 || reply.statusCode === 504) && proxyRoutes.has(route))
      upstreamFailures.inc({ kind: reply.statusCode === 502 ? 'unavailable' : 'timeout' });
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayScrape(request, token))
      return reply.code(401).header('Cache-Control', 'no-store').header('WWW-Authenticate', 'Bearer').send('');
    const text = await registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
  });

  return {
    registry,
    /** Release health's figures for the gauges above. */
    setHealth(source) {
      health = source;
    },
    report(kind, result) {
      reports.inc({ kind, result });
    },
    cspViolation(brand, directive) {
      cspViolations.inc({ brand, directive });
    },
    guardAbort(brand, remote, version) {
      guardAborts.inc({ brand, remote, version });
    },
  };
}
