// The edge: a production-like server in front of the shell (ARCHITECTURE §1, §4). It serves the
// shell's build with history-mode fallback and the app page made for each request (pages/), the
// immutable remote registry and the brand files (pins/), reverse-proxies the platform API paths
// (http/), takes the browsers' load reports and serves metrics (telemetry/) and the operators'
// console (ops/). The same cache rules apply at a CDN in production. This file composes them.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PinStore } from 'release/src/store/types';
import type { ConsoleState } from 'release/src/health/console-state';
import type { GuardPolicy } from 'release/src/health/guard';
import { BODY_LIMITS, DISCARD_LIMITS, discardBody } from './http/bodies';
import { clientAddressOf, trustedProxies } from './http/client-address';
import { COMPRESS_MIN_BYTES, COMPRESSIBLE_TYPE, compressPayload, negotiateEncoding } from './http/compression';
import { EDGE_ERROR_CODES, sendEnvelope } from './http/envelope';
import { EdgeHealth, registerHealthRoutes } from './http/health';
import { PROXY_PREFIXES, UPSTREAM_TIMEOUT_MS, registerProxy } from './http/proxy';
import { CSP_REPORTS, DEMO_GAMES_PREFIX, contentSecurityPolicy, demoGamePolicy, originList } from './http/security-headers';
import { createAppPage } from './pages/app-page';
import { brandIdFor } from './pages/brand-files';
import { FIRST_SCREEN_DATA_TIMEOUT_MS } from './pages/first-screen-data';
import { GUEST_CACHE_FRESH_MS, createGuestCallCache, type GuestCallCache } from './pages/guest-call-cache';
import { DEFAULT_FRAME_BUNDLE, FRAME_RENDER_TIMEOUT_MS, loadFrameRenderer, type FrameRenderer } from './pages/page-frame';
import { createPinSource, loadPinStoreModule, type PinSource } from './pins/pin-source';
import { registerBucketRegistry } from './pins/registry-bucket';
import { registerOpsConsole } from './ops/console';
import { clientHashKeyOf, createLoadTokens, loadTokenKey } from './telemetry/load-token';
import { createEdgeMetrics, type EdgeMetrics } from './telemetry/metrics';
import { setUpReleaseHealth, type ReleaseHealth } from './telemetry/release-health';

/** The repository the edge runs in: the default home of the registry and the brands. */
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The shell's browser build, by default (the monolith build is shell/dist-monolith: docs/adr/0010-monolith-build.md). */
export const DEFAULT_SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_ASSET = /\.[0-9a-f]{8}\.(?:js|css|map|txt|png|jpe?g|gif|svg|webp|woff2?)$/;

/** How an edge is set up; each option falls back to its environment value, then to a default. */
export interface EdgeOptions {
  /** The shell build (default SHELL_DIST, else shell/dist). */
  distDir?: string;
  /** Published remotes (default EDGE_REGISTRY_DIR, else <repo>/registry). */
  registryDir?: string;
  /** Brand files of the files store (default EDGE_BRANDS_DIR, else <repo>/brands). */
  brandsDir?: string;
  /** Platform API origin (default PLATFORM_API_URL or http://127.0.0.1:4010). */
  upstream?: string;
  /** Also proxy /__control (default EDGE_PROXY_CONTROL=1). */
  proxyControl?: boolean;
  /** @deprecated use gameFrameOrigins */
  demoGamesOrigin?: string;
  /** Game launch CDNs allowed in frame-src (default GAME_FRAME_ORIGINS, plus the older DEMO_GAMES_ORIGIN). */
  gameFrameOrigins?: string[];
  /** Site origins that may frame the demo games under another host name (default DEMO_GAMES_FRAME_ANCESTORS). */
  demoGamesFrameAncestors?: string[];
  /**
   * The most the app page waits for its first screen's guest calls, whose answers it carries
   * (default EDGE_FIRST_SCREEN_DATA_TIMEOUT_MS, else 300 ms; 0: none).
   */
  firstScreenDataTimeoutMs?: number;
  /** How long the first screen's shareable guest answers are kept fresh (default EDGE_FIRST_SCREEN_CACHE_MS, else 5 s; 0: none). */
  firstScreenCacheMs?: number;
  /** Wait this long for the platform's answer headers, then answer 504 (default EDGE_UPSTREAM_TIMEOUT_MS, else 30 s). */
  upstreamTimeoutMs?: number;
  /** Largest request bodies passed on (bytes): multipart uploads and everything else. */
  bodyLimits?: { upload: number; other: number };
  /** How much of an oversize body is read (and dropped) before the 413, and how long it may idle. */
  discardLimits?: { bytes: number; idleMs: number };
  /**
   * Where published versions are (default WL_REGISTRY): empty → registryDir, `s3://bucket/prefix?endpoint=…`
   * → that bucket (served with the same immutable headers).
   */
  registry?: string;
  /** The pin store (default PIN_STORE): empty or `files` → brandsDir; `redis://host:port/db` → Redis, held in memory. */
  pinStore?: string;
  /** An open pin store instead of `pinStore` (the caller closes it). */
  store?: PinStore;
  /** The edge's own lines (store trouble, once each). */
  log?: (line: string) => void;
  /** Load reports, figures, the canary guard and the console (default on unless EDGE_RELEASE_HEALTH=0; docs/adr/0013-release-health.md). */
  releaseHealth?: boolean;
  /** Release health's settings. */
  health?: {
    /** false: no canary guard on this edge. */
    guard?: boolean;
    /** Default EDGE_GUARD_INTERVAL_MS, else 5 s. */
    guardIntervalMs?: number;
    /** Per client: a burst of reports, refilled at `perMinute` (default EDGE_REPORT_RATE). */
    reportRate?: { burst: number; perMinute: number };
    /** Load balancers whose X-Forwarded-For names the client (as `trustedProxies`). */
    trustedProxies?: string[];
    /** Default EDGE_GUARD_POLICY. */
    guardPolicy?: GuardPolicy;
    /** How often the files store's figures snapshot is written. */
    snapshotMs?: number;
  };
  /** The operators' console's settings: its sessions' state (default: in memory, or the fleet's Redis). */
  ops?: { state?: ConsoleState };
  /**
   * Proxies (addresses or CIDR ranges) whose X-Forwarded-For names the client (default
   * EDGE_TRUSTED_PROXIES; none: every peer is the client). http/client-address.ts.
   */
  trustedProxies?: string[] | string;
  /** The key of the pages' load tokens, shared by a fleet (default EDGE_LOAD_TOKEN_KEY; none: one of this process). */
  loadTokenKey?: string;
  /** /metrics answers only this bearer token (default EDGE_METRICS_TOKEN; none: a direct scraper on this machine only). */
  metricsToken?: string;
  /**
   * The shell's server build that renders the page's frame, loaded by path (default
   * SHELL_FRAME_BUNDLE, else shell/dist-server/frame.cjs; false: pages without it).
   */
  frameBundle?: string | false;
  /** The frame's renderer itself instead (its `renderFrame`). */
  frameRenderer?: FrameRenderer;
  /** The longest a frame render may take (default 250 ms). */
  frameRenderTimeoutMs?: number;
  logger?: boolean;
}

/** What other edge modules (and tests) read on an edge: named health facts, the pins, the caches. */
export interface EdgeExtensions {
  /** The client of a request as the deployment sees it (http/client-address.ts). */
  clientAddress(request: FastifyRequest): string;
  edgeHealth: EdgeHealth;
  pins: PinSource;
  firstScreenCache: GuestCallCache;
  metrics: EdgeMetrics;
  /** Release health once set up (telemetry/release-health.ts); absent when it is off. */
  releaseHealth?: ReleaseHealth;
}

/** An edge: a Fastify server (not listening yet) with its extensions. */
export type Edge = FastifyInstance & EdgeExtensions;

/** A number from the environment, or undefined when it is unset or empty. */
const envNumber = (name: string): number | undefined => {
  const value = process.env[name];
  return value !== undefined && value !== '' ? Number(value) : undefined;
};

/** Creates the edge server (not listening yet). */
export async function createEdge(options: EdgeOptions = {}): Promise<Edge> {
  const distDir = path.resolve(options.distDir ?? (process.env.SHELL_DIST || DEFAULT_SHELL_DIST));
  const registryDir = path.resolve(options.registryDir ?? (process.env.EDGE_REGISTRY_DIR || path.join(REPO_ROOT, 'registry')));
  const brandsDir = path.resolve(options.brandsDir ?? (process.env.EDGE_BRANDS_DIR || path.join(REPO_ROOT, 'brands')));
  const upstream = options.upstream ?? process.env.PLATFORM_API_URL ?? 'http://127.0.0.1:4010';
  const proxyControl = options.proxyControl ?? process.env.EDGE_PROXY_CONTROL === '1';
  const gameFrameOrigins = options.gameFrameOrigins ?? [
    ...originList(process.env.GAME_FRAME_ORIGINS),
    ...originList(options.demoGamesOrigin ?? process.env.DEMO_GAMES_ORIGIN),
  ];
  const demoGamesFrameAncestors = options.demoGamesFrameAncestors ?? originList(process.env.DEMO_GAMES_FRAME_ANCESTORS);
  const csp = contentSecurityPolicy(gameFrameOrigins);
  const log = options.log ?? ((line: string) => console.warn(line));
  // The proxies whose X-Forwarded-For names the client (http/client-address.ts): none unless configured.
  const trusted = trustedProxies(options.trustedProxies ?? options.health?.trustedProxies ?? process.env.EDGE_TRUSTED_PROXIES);
  /** The client of a request, as the deployment sees it (the platform's login limits, the report limits, the guard). */
  const clientAddress = (request: FastifyRequest) => clientAddressOf(request.raw, trusted);
  // Each page's load token (telemetry/load-token.ts): the fleet's key (EDGE_LOAD_TOKEN_KEY), else this process's.
  const fleetKey = loadTokenKey(options.loadTokenKey ?? process.env.EDGE_LOAD_TOKEN_KEY);
  const loadTokens = createLoadTokens({ key: fleetKey });
  const renderFrame =
    options.frameRenderer ??
    (options.frameBundle === false
      ? null
      : loadFrameRenderer(options.frameBundle ?? (process.env.SHELL_FRAME_BUNDLE || DEFAULT_FRAME_BUNDLE), log));
  // The first screen's shareable guest answers, kept a few seconds (pages/guest-call-cache.ts); 0 turns it off.
  const guestCalls = createGuestCallCache({
    freshMs: options.firstScreenCacheMs ?? envNumber('EDGE_FIRST_SCREEN_CACHE_MS') ?? GUEST_CACHE_FRESH_MS,
  });
  const pins = await createPinSource({
    setting: options.pinStore ?? process.env.PIN_STORE,
    ...(options.store ? { store: options.store } : {}),
    brandsDir,
    log,
  });
  const health = new EdgeHealth();
  const startedAt = Date.now();
  health.addHealthCheck('process', () => ({ ok: true, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) }));
  health.addReadinessCheck('pins', () => ({ store: pins.store.where, ...pins.readiness() }));

  // The app page, the brand files and the platform's answers are made or read per request:
  // compressed here, as nginx gzips them on the fly (deploy/nginx). The releases file is tens of KiB
  // of hashes on the start-up path, and the notices and game lists are JSON that shrinks to a fifth
  // (issue 19 item 6).
  const compressedAnswers = new WeakSet<FastifyRequest>();
  const compress = (request: FastifyRequest) => void compressedAnswers.add(request);
  // Nothing is published yet on a fresh checkout: an empty registry is still a registry.
  fs.mkdirSync(registryDir, { recursive: true });

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: false,
    // A URL the router cannot decode (bad percent-encoding) or a bad content type: 400 envelope.
    frameworkErrors: (_error, _request, reply) => sendEnvelope(reply, 400, EDGE_ERROR_CODES.badRequest, 'The request could not be read'),
  });

  // A URL Fastify cannot read (bad percent-encoding, ...) gets a 400 envelope, not a stack.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'edge error');
    if (status === 413) return sendEnvelope(reply, 413, EDGE_ERROR_CODES.payloadTooLarge, 'The request is too large');
    return sendEnvelope(
      reply,
      status,
      status === 500 ? 'edge.error' : EDGE_ERROR_CODES.badRequest,
      status === 500 ? 'The site could not answer' : 'The request could not be read',
    );
  });

  // For other edge modules: named health and readiness facts, and the pins' changes.
  app.decorate('edgeHealth', health);
  // (a union of two sources: Fastify's decorate cannot type it)
  app.decorate('pins', pins as object);
  app.decorate('firstScreenCache', guestCalls);
  app.decorate('clientAddress', clientAddress);
  const metrics = createEdgeMetrics(app, {
    pins,
    proxyPrefixes: [...PROXY_PREFIXES, '/__control'],
    token: options.metricsToken ?? process.env.EDGE_METRICS_TOKEN,
  });
  app.decorate('metrics', metrics);
  // Release health (issue 38): the reports' endpoint, the figures, the canary guard, the console.
  if (options.releaseHealth ?? process.env.EDGE_RELEASE_HEALTH !== '0') {
    const settings = options.health ?? {};
    const released = await setUpReleaseHealth(app, {
      pins,
      brandsDir,
      repoRoot: REPO_ROOT,
      registry: (options.registry ?? process.env.WL_REGISTRY) || registryDir,
      metrics,
      log,
      brandIdFor,
      discardBody,
      guardIntervalMs: settings.guardIntervalMs ?? (Number(process.env.EDGE_GUARD_INTERVAL_MS) || 5000),
      clientAddress,
      loadTokens,
      clientHashKey: clientHashKeyOf(fleetKey),
      ...(process.env.EDGE_GUARD_POLICY ? { guardPolicy: JSON.parse(process.env.EDGE_GUARD_POLICY) as GuardPolicy } : {}),
      ...(process.env.EDGE_REPORT_RATE
        ? { reportRate: JSON.parse(process.env.EDGE_REPORT_RATE) as { burst: number; perMinute: number } }
        : {}),
      ...settings,
    });
    if (released) registerOpsConsole(app, { health: released, pins, log, ...(options.ops ?? {}) });
  }
  app.addHook('onClose', async () => {
    await pins.close({ closeStore: !options.store });
  });
  registerHealthRoutes(app, health);

  const appPage = createAppPage({
    distDir,
    registryDir,
    pins,
    loadTokens,
    guestCalls,
    upstream,
    clientAddress,
    firstScreenDataTimeoutMs:
      options.firstScreenDataTimeoutMs ?? envNumber('EDGE_FIRST_SCREEN_DATA_TIMEOUT_MS') ?? FIRST_SCREEN_DATA_TIMEOUT_MS,
    renderFrame,
    frameRenderTimeoutMs: options.frameRenderTimeoutMs ?? FRAME_RENDER_TIMEOUT_MS,
    gameFrameOrigins,
    log,
    compress,
    // The bucket registry's manifests, once it is registered (below).
    manifests: () => readManifest,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const upstreamPolicy = reply.getHeader('content-security-policy');
    const isDemoGame = (request.raw.url ?? '').startsWith(DEMO_GAMES_PREFIX) && typeof upstreamPolicy === 'string' && upstreamPolicy !== '';
    // A route may carry a policy of its own (the operators' console: no script at all, ops/console.ts).
    const routeConfig = request.routeOptions?.config;
    const policy =
      routeConfig?.csp ?? (isDemoGame ? demoGamePolicy(upstreamPolicy, demoGamesFrameAncestors) : (appPage.policyOf(request) ?? csp));
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    // Only the origin, never the path or query (a start-up ?token= must not travel in Referer headers).
    reply.header('Referrer-Policy', 'strict-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    reply.header('X-Frame-Options', routeConfig?.frameOptions ?? 'SAMEORIGIN');
    // No other site that opens this one keeps a handle on its window (issue 49); the windows the
    // site opens itself (customer service, opened blank and pointed at its address) keep theirs.
    reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    reply.header('Reporting-Endpoints', `${CSP_REPORTS.group}="${CSP_REPORTS.endpoint}"`);
    return payload;
  });

  // Proxy: keep the Host header, say where the request came from.
  await registerProxy(app, {
    upstream,
    prefixes: proxyControl ? [...PROXY_PREFIXES, '/__control'] : PROXY_PREFIXES,
    upstreamTimeoutMs: options.upstreamTimeoutMs ?? (Number(process.env.EDGE_UPSTREAM_TIMEOUT_MS) || UPSTREAM_TIMEOUT_MS),
    bodyLimits: options.bodyLimits ?? BODY_LIMITS,
    discardLimits: options.discardLimits ?? DISCARD_LIMITS,
    clientAddress,
    compress,
  });

  // Immutable remote artefacts: cached forever, 404 when missing (never the app page); from a
  // bucket when the registry is one (WL_REGISTRY=s3://…), with the same headers.
  const registrySetting = options.registry ?? process.env.WL_REGISTRY ?? '';
  const bucket = registrySetting.startsWith('s3://') ? (await loadPinStoreModule()).openRegistry(registrySetting, registryDir) : null;
  const bucketRegistry = bucket?.kind === 's3' ? registerBucketRegistry(app, bucket.s3) : undefined;
  const readManifest = bucketRegistry?.readManifest;
  // Where remote files come from and, for a bucket, whether the last read reached it. Not a reason
  // to take this edge out of traffic (every edge reads the same bucket, and pages still answer from
  // the pins and the manifests in memory): reported, with ok true.
  health.addReadinessCheck('registry', () =>
    bucketRegistry ? { ok: true, ...bucketRegistry.state() } : { ok: true, where: registryDir, reachable: true },
  );
  if (!bucket)
    await app.register(fastifyStatic, {
      root: registryDir,
      prefix: '/registry/',
      decorateReply: false,
      index: false,
      list: false,
      cacheControl: false,
      // gzip / brotli copies written at build time (tooling/webpack/precompress.mjs), by Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
    });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!compressedAnswers.has(request) || reply.statusCode !== 200 || payload == null || reply.getHeader('content-encoding'))
      return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const body = payload as string | Buffer | NodeJS.ReadableStream;
    const size =
      typeof body === 'string' ? Buffer.byteLength(body) : Buffer.isBuffer(body) ? body.length : Number(reply.getHeader('content-length'));
    if (Number.isFinite(size) && size < COMPRESS_MIN_BYTES) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding || request.method === 'HEAD') return payload;
    reply.removeHeader('content-length');
    // Another encoding of the same answer: a strong validator would claim the bytes are the same.
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('ETag', `W/${etag}`);
    reply.header('Content-Encoding', encoding);
    return compressPayload(body as Parameters<typeof compressPayload>[0], encoding);
  });
  app.addHook('onRequest', async (request) => {
    if ((request.raw.url ?? '').startsWith('/brands/')) compress(request);
  });
  // Brand pins change at any time: never cached. Only the brand files themselves are public: the
  // release history (operator names) and lock files under brands/ are not (as in deploy/nginx).
  if (pins.kind === 'files') {
    await app.register(fastifyStatic, {
      root: brandsDir,
      prefix: '/brands/',
      allowedPath: (pathName) => /^\/[a-z0-9-]+(?:\.releases)?\.json$/.test(pathName),
      decorateReply: false,
      index: false,
      list: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('Cache-Control', 'no-store'),
    });
  } else {
    // From the pins held in memory: the last good ones through a store outage; none (503) before
    // the store was ever read, rather than a guess.
    app.get<{ Params: { name: string } }>('/brands/:name', async (request, reply) => {
      const text = pins.file(request.params.name);
      if (text === undefined) {
        return sendEnvelope(reply.header('Retry-After', '2'), 503, EDGE_ERROR_CODES.pinsUnavailable, 'The site is starting');
      }
      if (text === null) return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
      return reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(text);
    });
  }
  // The shell: hashed assets immutable, the page itself revalidated every time.
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // (filePath is the sent file: a compressed copy is named like its original plus .br / .gz)
      reply.header('Cache-Control', HASHED_ASSET.test(path.basename(filePath).replace(/\.(?:br|gz)$/, '')) ? IMMUTABLE : 'no-cache');
    },
  });

  app.get('/', appPage.send);
  app.get('/index.html', appPage.send);

  app.setNotFoundHandler((request, reply) => {
    const pathname = (request.raw.url ?? '/').split('?')[0] ?? '/';
    const isApp =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/registry/') && !pathname.startsWith('/brands/');
    // A missing file with an extension (a chunk, an image) is a real 404, not a route.
    if (!isApp || (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html'))) {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    }
    return appPage.send(request, reply);
  });

  return app as unknown as Edge;
}
