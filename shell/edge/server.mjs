// The edge: a production-like local server for the shell (ARCHITECTURE §1, §4). It serves the
// shell's build with history-mode fallback, the immutable remote registry and the brand files, and
// reverse-proxies the platform API paths. The same cache rules apply at a CDN in production.
import path from 'node:path';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import replyFrom from '@fastify/reply-from';
import { firstScreenPreloads, withPreloads } from './first-screen-preloads.mjs';
import { FIRST_SCREEN_DATA_TIMEOUT_MS, firstScreenData, withFirstScreenData } from './first-screen-data.mjs';
import { EdgeHealth, registerHealthRoutes } from './health.mjs';
import { createPinSource, loadPinStoreModule } from './pin-source.mjs';
import { registerBucketRegistry } from './registry-bucket.mjs';
import { createEdgeMetrics } from './metrics.mjs';
import { setUpReleaseHealth } from './telemetry.mjs';
import { registerOpsConsole } from './ops/console.mjs';

const HERE = import.meta.dirname;

/** Paths proxied to the platform API. */
export const PROXY_PREFIXES = ['/wps', '/lgw', '/demo-games', '/assets-api'];

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Request bodies the edge passes to the platform: uploads (multipart: 3 images of 5 MB and the form
 * around them) and everything else (JSON and form calls). A larger body gets a 413 envelope from the
 * edge instead of being streamed to an upstream that closes the connection on it (which the player
 * saw as a 502).
 */
export const BODY_LIMITS = { upload: 16 * 1024 * 1024, other: 1024 * 1024 };
/**
 * An oversize body is read and thrown away before the 413, up to this many bytes and this long
 * without data; beyond either the edge answers and closes the connection.
 */
export const DISCARD_LIMITS = { bytes: 64 * 1024 * 1024, idleMs: 10_000 };

/**
 * Reads a request body to its end and drops it. Resolves true when it ended, false when it was cut
 * off (too long, idle, or the client went away).
 */
export function discardBody(raw, { bytes = DISCARD_LIMITS.bytes, idleMs = DISCARD_LIMITS.idleMs } = {}) {
  if (raw.readableEnded || raw.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let seen = 0;
    let timer;
    const finish = (whole) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onEnd);
      raw.off('close', onClose);
      if (!whole) raw.pause();
      resolve(whole);
    };
    const idle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(false), idleMs);
    };
    const onData = (chunk) => {
      seen += chunk.length;
      if (seen > bytes) finish(false);
      else idle();
    };
    const onEnd = () => finish(raw.complete);
    const onClose = () => finish(false);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onEnd);
    raw.on('close', onClose);
    idle();
    raw.resume();
  });
}

/** How long the edge waits for the platform's answer headers before a 504. */
export const UPSTREAM_TIMEOUT_MS = 30_000;
/** The edge's own error codes, in the platform's envelope (shared-contracts ERROR_CODES). */
export const EDGE_ERROR_CODES = {
  payloadTooLarge: 'request.payload.too.large',
  upstreamTimeout: 'edge.upstream.timeout',
  upstreamUnavailable: 'edge.upstream.unavailable',
  badRequest: 'edge.request.invalid',
  /** The edge has not read the pins yet (a Redis store never reached since it started). */
  pinsUnavailable: 'edge.pins.unavailable',
};

/** Sends a failure in the platform's envelope (`{ success, value, message, errorCode }`), never cached. */
function sendEnvelope(reply, status, errorCode, message) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ success: false, value: null, message, errorCode }));
}
const HASHED_ASSET = /\.[0-9a-f]{8}\.(?:js|css|map|txt|png|jpe?g|gif|svg|webp|woff2?)$/;

/**
 * The reference API's demo games are small pages with inline script under their own strict policy
 * (platform-api DEMO_PAGE_CSP): the edge keeps it there, framed only by this site, instead of the
 * site's `script-src 'self'`, which would stop the game from running.
 */
export const DEMO_GAMES_PREFIX = '/demo-games/';

/**
 * An upstream demo-game policy, made frame-able by this site only (`'self'`, plus `siteOrigins`
 * when the demo games are reached under another host name, as a stand-in launch CDN).
 */
export function demoGamePolicy(upstreamPolicy, siteOrigins = []) {
  if (/frame-ancestors/.test(upstreamPolicy)) return upstreamPolicy;
  return `${upstreamPolicy}; frame-ancestors ${["'self'", ...siteOrigins].join(' ')}`;
}

/** A list of origins from an environment value (spaces or commas between them). */
export function originList(value) {
  return String(value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** The meta element that hands the page's style nonce to the apps (platform-ui `applyStyleNonce`). */
export const STYLE_NONCE_META = 'csp-nonce';

/**
 * The id of the element in which the app page carries the brand files of its host (issue 19: the
 * shell starts without fetching `brands/index.json` and then the brand's file, two round trips in a
 * row). Read by the shell's `readInlinedBrandFiles` (shell/src/app/load-site.ts).
 */
export const BRAND_FILES_ELEMENT_ID = 'wl-brand-files';

/**
 * The brand serving `hostname`: the one listing it, else the index's default. The same rule as
 * shared-contracts `resolveBrandId` (the edge is plain JavaScript; a test keeps the two in step),
 * tolerant of a malformed index (the shell validates it and refuses it as it would a fetched one).
 */
export function brandIdFor(index, hostname) {
  const host = String(hostname).toLowerCase();
  const brands = Array.isArray(index?.brands) ? index.brands : [];
  const found = brands.find(
    (brand) => Array.isArray(brand?.hosts) && brand.hosts.some((h) => typeof h === 'string' && h.toLowerCase() === host),
  );
  return typeof found?.id === 'string' ? found.id : index?.defaultBrand;
}

/**
 * The brand files the shell would fetch for a page on `hostname`: `{ index, brand }`, each as its
 * file holds it (not validated here: the shell validates them as fetched ones). A file that is
 * missing or not JSON is left out, so the shell fetches it and reports the failure as before; null
 * when the index itself cannot be read.
 */
export async function readBrandFiles(brandsDir, hostname) {
  const read = async (name) => {
    try {
      return JSON.parse(await fs.promises.readFile(path.join(brandsDir, name), 'utf8'));
    } catch {
      return undefined;
    }
  };
  const index = await read('index.json');
  if (index === undefined) return null;
  const id = brandIdFor(index, hostname);
  if (typeof id !== 'string' || !/^[a-z0-9-]+$/.test(id)) return { index };
  const brand = await read(`${id}.json`);
  return brand === undefined ? { index } : { index, brand };
}

/**
 * The app page carrying the brand files as a JSON data block in its head (a data block is never run,
 * so the script policy does not apply to it). `<` is escaped so no value can close the element.
 */
export function withBrandFiles(html, files) {
  if (!files) return html;
  const json = JSON.stringify(files).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${BRAND_FILES_ELEMENT_ID}">${json}</script>`;
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, `${element}</head>`);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? `${doctype[0]}${element}${html.slice(doctype[0].length)}` : `${element}${html}`;
}

/**
 * The encoding to compress a dynamic answer with, from the request's Accept-Encoding: brotli, else
 * gzip, else none (a coding with q=0 is refused, as RFC 9110 says).
 */
export function negotiateEncoding(acceptEncoding = '') {
  const accepted = new Set();
  for (const part of String(acceptEncoding).toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) accepted.add(coding.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Answers smaller than this go as they are (compressing them saves nothing worth the work). */
const COMPRESS_MIN_BYTES = 1024;

/** The types compressed on the fly: text, JSON, JavaScript, SVG (deploy/nginx's gzip_types, and the page). */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript)|image\/svg\+xml)/i;

/**
 * Compresses an answer the edge makes as it goes (the app page, the brand and releases files; the
 * build's own files have precompressed copies). Brotli at quality 5: most of the size gain for a
 * fraction of the CPU of quality 11, which only the build can afford.
 */
function compressPayload(payload, encoding) {
  const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    return encoding === 'br' ? zlib.brotliCompressSync(payload, brotli) : zlib.gzipSync(payload);
  }
  return payload.pipe(encoding === 'br' ? zlib.createBrotliCompress(brotli) : zlib.createGzip());
}

/** A fresh nonce for one page response: 16 random bytes, base64 (CSP3 `nonce-source`). */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * The app page with its style nonce: a `<meta name="csp-nonce">` before `</head>`, read by the apps
 * (each bundle sets its own `__webpack_nonce__` from it), so the `<style>` elements libraries insert
 * at run time (Radix's scroll lock, react-style-singleton) carry the nonce the header allows.
 */
export function withStyleNonce(html, nonce) {
  const meta = `<meta name="${STYLE_NONCE_META}" content="${nonce}">`;
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, `${meta}</head>`);
  // No </head> (it is optional): after the doctype, where the parser opens the head for it.
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? `${doctype[0]}${meta}${html.slice(doctype[0].length)}` : `${meta}${html}`;
}

/**
 * The Content-Security-Policy of the site (script and style only from here: no 'unsafe-inline',
 * no 'unsafe-eval'). The app page adds its per-response `styleNonce` for the `<style>` elements
 * libraries insert at run time; style attributes stay blocked (run-time styles go through CSSOM,
 * which CSP does not govern: React's style props, SafeHtml's allow-listed styles). Games are
 * framed from here and from `frameOrigins`: the brand's game launch CDNs (the lobby accepts a
 * launch address only from those, the CSP makes the browser agree).
 */
/**
 * Where browsers send CSP violations: the load reports' endpoint (shared-contracts
 * TELEMETRY_ENDPOINT; the edge counts them per brand and directive, telemetry.mjs), named for
 * `report-to` by the `Reporting-Endpoints` header every answer carries, and for older browsers by
 * `report-uri`.
 */
export const CSP_REPORTS = { endpoint: '/telemetry/reports', group: 'wl-reports' };

export function contentSecurityPolicy(frameOrigins = [], { styleNonce } = {}) {
  const list = typeof frameOrigins === 'string' ? originList(frameOrigins) : frameOrigins;
  const frames = ["'self'", ...list].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${frames}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `report-uri ${CSP_REPORTS.endpoint}`,
    `report-to ${CSP_REPORTS.group}`,
  ].join('; ');
}

/**
 * Creates the edge server (not listening yet).
 * @param {object} [options]
 * @param {string} [options.distDir]        the shell build (default SHELL_DIST, else shell/dist; the
 *   monolith build is shell/dist-monolith: docs/adr/0010-monolith-build.md)
 * @param {string} [options.registryDir]    published remotes (default EDGE_REGISTRY_DIR, else <repo>/registry)
 * @param {string} [options.brandsDir]      brand files of the files store (default EDGE_BRANDS_DIR, else <repo>/brands)
 * @param {string} [options.upstream]       platform API origin (default PLATFORM_API_URL or http://127.0.0.1:4010)
 * @param {boolean} [options.proxyControl]  also proxy /__control (default EDGE_PROXY_CONTROL=1)
 * @param {string[]} [options.gameFrameOrigins] game launch CDNs allowed in frame-src (default
 *   GAME_FRAME_ORIGINS, plus the older DEMO_GAMES_ORIGIN)
 * @param {string[]} [options.demoGamesFrameAncestors] site origins that may frame the demo games when
 *   they are reached under another host name (default DEMO_GAMES_FRAME_ANCESTORS)
 * @param {number} [options.upstreamTimeoutMs] wait for the platform's answer headers (default 30 s)
 * @param {{ upload: number, other: number }} [options.bodyLimits] largest bodies passed on
 * @param {{ bytes: number, idleMs: number }} [options.discardLimits] how much of an oversize body is read (and dropped) before the 413
 * @param {string} [options.registry]      where published versions are (default WL_REGISTRY): empty → registryDir,
 *   `s3://bucket/prefix?endpoint=…` → that bucket (served with the same immutable headers)
 * @param {string} [options.pinStore]      the pin store (default PIN_STORE): empty or `files` → brandsDir,
 *   `redis://host:port/db` → Redis, held in memory and reloaded on its announcements
 * @param {object} [options.store]          an open pin store instead (the caller closes it)
 * @param {(line: string) => void} [options.log] the edge's own lines (store trouble, once each)
 * @param {boolean} [options.releaseHealth] load reports, figures, the canary guard and the console
 *   (default: on unless EDGE_RELEASE_HEALTH=0; docs/adr/0013-release-health.md)
 * @param {object} [options.health] release health's settings: `guard` (false: no guard),
 *   `guardIntervalMs` (default EDGE_GUARD_INTERVAL_MS or 5000), `reportRate` ({burst, perMinute}),
 *   `trustedProxies` (default EDGE_TRUSTED_PROXIES), `guardPolicy`
 * @param {boolean} [options.logger]
 */
export async function createEdge(options = {}) {
  const repoRoot = path.resolve(HERE, '..', '..');
  const distDir = path.resolve(options.distDir ?? (process.env.SHELL_DIST || path.join(HERE, '..', 'dist')));
  const registryDir = path.resolve(options.registryDir ?? (process.env.EDGE_REGISTRY_DIR || path.join(repoRoot, 'registry')));
  const brandsDir = path.resolve(options.brandsDir ?? (process.env.EDGE_BRANDS_DIR || path.join(repoRoot, 'brands')));
  const upstream = options.upstream ?? process.env.PLATFORM_API_URL ?? 'http://127.0.0.1:4010';
  const proxyControl = options.proxyControl ?? process.env.EDGE_PROXY_CONTROL === '1';
  const gameFrameOrigins = options.gameFrameOrigins ?? [
    ...originList(process.env.GAME_FRAME_ORIGINS),
    ...originList(options.demoGamesOrigin ?? process.env.DEMO_GAMES_ORIGIN),
  ];
  const demoGamesFrameAncestors = options.demoGamesFrameAncestors ?? originList(process.env.DEMO_GAMES_FRAME_ANCESTORS);
  const csp = contentSecurityPolicy(gameFrameOrigins);
  /** The policy of the app page, with the nonce its HTML carries. */
  const pagePolicies = new WeakMap();
  const firstScreenDataTimeoutMs =
    options.firstScreenDataTimeoutMs ??
    (process.env.EDGE_FIRST_SCREEN_DATA_TIMEOUT_MS !== undefined && process.env.EDGE_FIRST_SCREEN_DATA_TIMEOUT_MS !== ''
      ? Number(process.env.EDGE_FIRST_SCREEN_DATA_TIMEOUT_MS)
      : FIRST_SCREEN_DATA_TIMEOUT_MS);
  const upstreamTimeoutMs = options.upstreamTimeoutMs ?? (Number(process.env.EDGE_UPSTREAM_TIMEOUT_MS) || UPSTREAM_TIMEOUT_MS);
  const bodyLimits = options.bodyLimits ?? BODY_LIMITS;
  const discardLimits = options.discardLimits ?? DISCARD_LIMITS;
  const log = options.log ?? ((line) => console.warn(line));
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
  const compressedAnswers = new WeakSet();
  // Nothing is published yet on a fresh checkout: an empty registry is still a registry.
  fs.mkdirSync(registryDir, { recursive: true });

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: false,
    // A URL the router cannot decode (bad percent-encoding) or a bad content type: 400 envelope.
    frameworkErrors: (error, _request, reply) => sendEnvelope(reply, 400, EDGE_ERROR_CODES.badRequest, 'The request could not be read'),
  });

  // A URL Fastify cannot read (bad percent-encoding, ...) gets a 400 envelope, not a stack.
  app.setErrorHandler((error, request, reply) => {
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
  app.decorate('pins', pins);
  const metrics = createEdgeMetrics(app, { pins, proxyPrefixes: [...PROXY_PREFIXES, '/__control'], token: process.env.EDGE_METRICS_TOKEN });
  app.decorate('metrics', metrics);
  // Release health (issue 38): the reports' endpoint, the figures, the canary guard, the console.
  if (options.releaseHealth ?? process.env.EDGE_RELEASE_HEALTH !== '0') {
    const settings = options.health ?? {};
    const released = await setUpReleaseHealth(app, {
      pins,
      brandsDir,
      repoRoot,
      registry: (options.registry ?? process.env.WL_REGISTRY) || registryDir,
      metrics,
      log,
      brandIdFor,
      discardBody,
      guardIntervalMs: settings.guardIntervalMs ?? (Number(process.env.EDGE_GUARD_INTERVAL_MS) || 5000),
      trustedProxies: settings.trustedProxies ?? originList(process.env.EDGE_TRUSTED_PROXIES),
      ...(process.env.EDGE_REPORT_RATE ? { reportRate: JSON.parse(process.env.EDGE_REPORT_RATE) } : {}),
      ...settings,
    });
    if (released) registerOpsConsole(app, { health: released, pins, log, ...(options.ops ?? {}) });
  }
  app.addHook('onClose', async () => {
    await pins.close({ closeStore: !options.store });
  });
  registerHealthRoutes(app, health);

  app.addHook('onSend', async (request, reply, payload) => {
    const upstreamPolicy = reply.getHeader('content-security-policy');
    const isDemoGame = (request.raw.url ?? '').startsWith(DEMO_GAMES_PREFIX) && typeof upstreamPolicy === 'string' && upstreamPolicy !== '';
    // A route may carry a policy of its own (the operators' console: no script at all, ops/console.mjs).
    const own = request.routeOptions?.config?.csp;
    const policy = own ?? (isDemoGame ? demoGamePolicy(upstreamPolicy, demoGamesFrameAncestors) : (pagePolicies.get(request) ?? csp));
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    // Only the origin, never the path or query (a start-up ?token= must not travel in Referer headers).
    reply.header('Referrer-Policy', 'strict-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    reply.header('X-Frame-Options', request.routeOptions?.config?.frameOptions ?? 'SAMEORIGIN');
    reply.header('Reporting-Endpoints', `${CSP_REPORTS.group}="${CSP_REPORTS.endpoint}"`);
    return payload;
  });

  // Proxy: keep the Host header, say where the request came from.
  await app.register(replyFrom, { base: upstream, undici: { headersTimeout: upstreamTimeoutMs } });
  const prefixes = proxyControl ? [...PROXY_PREFIXES, '/__control'] : PROXY_PREFIXES;
  const proxy = (request, reply) => {
    const length = Number(request.headers['content-length'] ?? 0);
    const limit = /^multipart\/form-data/i.test(request.headers['content-type'] ?? '') ? bodyLimits.upload : bodyLimits.other;
    if (length > limit) {
      // Read the body to its end, passing none of it on, and answer then: a client that is still
      // sending reads the 413 (answered before, the connection closed under it: a broken pipe, no
      // answer at all). A body beyond what the edge will read for nothing is cut off.
      return discardBody(request.raw, discardLimits).then((whole) => {
        if (!whole) reply.header('Connection', 'close');
        return sendEnvelope(reply, 413, EDGE_ERROR_CODES.payloadTooLarge, 'The request is too large');
      });
    }
    compressedAnswers.add(request);
    return reply.from(request.raw.url, {
      rewriteRequestHeaders: (req, headers) => ({
        ...headers,
        host: req.headers.host,
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': req.protocol ?? 'http',
        'x-forwarded-for': req.socket?.remoteAddress ?? '',
      }),
      // An unreachable or slow upstream is a gateway problem, not an edge bug: the platform's
      // envelope with a 502 or 504, which the client translates (shared-contracts api-error).
      onError: (errorReply, { error }) => {
        const timedOut =
          error?.code === 'UND_ERR_HEADERS_TIMEOUT' ||
          error?.code === 'UND_ERR_BODY_TIMEOUT' ||
          error?.code === 'FST_REPLY_FROM_GATEWAY_TIMEOUT' ||
          error?.statusCode === 504;
        request.log.warn({ err: error }, timedOut ? 'upstream timed out' : 'upstream unavailable');
        if (timedOut) sendEnvelope(errorReply, 504, EDGE_ERROR_CODES.upstreamTimeout, 'The platform did not answer in time');
        else sendEnvelope(errorReply, 502, EDGE_ERROR_CODES.upstreamUnavailable, 'The platform cannot be reached');
      },
    });
  };
  for (const prefix of prefixes) {
    app.all(prefix, proxy);
    app.all(`${prefix}/*`, proxy);
  }
  // Fastify parses JSON and form bodies by default; the proxy must forward them untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  // Immutable remote artefacts: cached forever, 404 when missing (never the app page); from a
  // bucket when the registry is one (WL_REGISTRY=s3://…), with the same headers.
  const registrySetting = options.registry ?? process.env.WL_REGISTRY ?? '';
  const bucket = registrySetting.startsWith('s3://') ? (await loadPinStoreModule()).openRegistry(registrySetting, registryDir) : null;
  const readManifest = bucket ? registerBucketRegistry(app, bucket.s3) : undefined;
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
    const size =
      typeof payload === 'string'
        ? Buffer.byteLength(payload)
        : Buffer.isBuffer(payload)
          ? payload.length
          : Number(reply.getHeader('content-length'));
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
    return compressPayload(payload, encoding);
  });
  app.addHook('onRequest', async (request) => {
    if ((request.raw.url ?? '').startsWith('/brands/')) compressedAnswers.add(request);
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
    app.get('/brands/:name', async (request, reply) => {
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

  // The app page is sent with a fresh nonce each time (so never from a cache or as a 304: no
  // validators, and no precompressed copy, whose nonce would be stale).
  const sendIndex = async (request, reply) => {
    let html;
    try {
      html = await fs.promises.readFile(path.join(distDir, 'index.html'), 'utf8');
    } catch {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    }
    const nonce = createNonce();
    pagePolicies.set(request, contentSecurityPolicy(gameFrameOrigins, { styleNonce: nonce }));
    compressedAnswers.add(request);
    // The brand files of the host the page was asked for (the Host header without its port, as the
    // shell's location.hostname), from the pin store: an operator's re-pin shows on the next page.
    const { files: brandFiles, releases } = await pins.page((request.headers.host ?? '').replace(/:\d+$/, ''), brandIdFor);
    const pathname = (request.raw.url ?? '/').split('?')[0] ?? '/';
    // The first screen's guest calls, started now and waited for at most the cap (first-screen-data.mjs).
    const data = firstScreenData({
      upstream,
      pathname,
      brand: brandFiles?.brand,
      pageHost: request.headers.host ?? '',
      clientAddress: request.socket?.remoteAddress,
      forwardedProto: request.protocol ?? 'http',
      timeoutMs: firstScreenDataTimeoutMs,
    }).catch(() => null);
    // The page's first-screen remote files, fetched beside the shell's code (first-screen-preloads.mjs).
    const preloads = await firstScreenPreloads({
      distDir,
      registryDir,
      ...(readManifest ? { readManifest } : {}),
      releases,
      brand: brandFiles?.brand,
      pathname,
      search: (request.raw.url ?? '').includes('?') ? (request.raw.url ?? '').slice((request.raw.url ?? '').indexOf('?')) : '',
      cookie: request.headers.cookie,
    });
    const answers = await data;
    // A page carrying the status gate's answer for the visitor's address is this visitor's: no
    // shared cache keeps it (it held only guest answers, never the visitor's session).
    return reply
      .header('Cache-Control', answers ? 'private, no-cache' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withFirstScreenData(withPreloads(withBrandFiles(withStyleNonce(html, nonce), brandFiles), preloads), answers));
  };
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  app.setNotFoundHandler((request, reply) => {
    const pathname = (request.raw.url ?? '/').split('?')[0] ?? '/';
    const isApp =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/registry/') && !pathname.startsWith('/brands/');
    // A missing file with an extension (a chunk, an image) is a real 404, not a route.
    if (!isApp || (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html'))) {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    }
    return sendIndex(request, reply);
  });

  return app;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const app = await createEdge({ logger: process.env.EDGE_LOG === '1' });
  const address = await app.listen({ port, host });
  console.info(
    `[edge] serving the shell on ${address} (API upstream ${process.env.PLATFORM_API_URL ?? 'http://127.0.0.1:4010'}; pins from ${app.pins.store.where})`,
  );
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (isMain) {
  main().catch((error) => {
    console.error('[edge] failed to start', error);
    process.exit(1);
  });
}
