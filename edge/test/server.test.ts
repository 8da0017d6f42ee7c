/** @jest-environment node */
import fs from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import {
  BRAND_FILES_ELEMENT_ID,
  CANARY_COOKIE,
  FIRST_SCREEN_FILES_TEMPLATE,
  OVERRIDE_COOKIE,
  pickPinnedVersion,
  resolveBrandId,
  type BrandIndex,
} from 'shared-contracts';
import { createEdge } from '../src/server';
import { brandIdFor, withBrandFiles } from '../src/pages/brand-files';
import { contentSecurityPolicy, withStyleNonce } from '../src/http/security-headers';
import { negotiateEncoding } from '../src/http/compression';
import { canaryBucketOf, overriddenRemotes, pinnedVersionFor } from '../src/pages/first-screen-preloads';

type Edge = Awaited<ReturnType<typeof createEdge>>;

let root: string;
let upstream: http.Server;
let upstreamUrl: string;
let received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[];
let edge: Edge;
/** A platform answer of some KiB (a game list): compressible, and over the edge's 1 KiB floor. */
const BIG_ANSWER = JSON.stringify({ success: true, value: Array.from({ length: 80 }, (_, i) => ({ gameId: i, name: `Game ${i}` })) });

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-test-'));
  for (const dir of ['dist', 'registry/mfe-lobby/1.2.3', 'brands']) fs.mkdirSync(path.join(root, dir), { recursive: true });
  fs.writeFileSync(path.join(root, 'dist/index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'dist/main.0a1b2c3d.js'), 'console.log(1)');
  fs.writeFileSync(path.join(root, 'registry/mfe-lobby/1.2.3/mf-manifest.json'), '{"id":"mfe_lobby"}');
  fs.writeFileSync(path.join(root, 'brands/index.json'), '{"defaultBrand":"default","brands":[]}');
  // A build's compressed copies (tooling/webpack/precompress.mjs writes them beside each text asset).
  const big = `export const words = ${JSON.stringify('lottery '.repeat(400))};`;
  for (const file of ['dist/vendor.0a1b2c3e.js', 'registry/mfe-lobby/1.2.3/remoteEntry.js']) {
    fs.writeFileSync(path.join(root, file), big);
    fs.writeFileSync(path.join(root, `${file}.gz`), zlib.gzipSync(big));
    fs.writeFileSync(path.join(root, `${file}.br`), zlib.brotliCompressSync(big));
  }

  received = [];
  upstream = http.createServer((req, res) => {
    // A platform that never answers (the edge's time-out is tested against it).
    if (req.url?.startsWith('/wps/stall')) return;
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      // Answers for the compression tests: a game list's worth of JSON, an image, one already encoded.
      if (req.url?.startsWith('/wps/big') || req.url?.startsWith('/assets-api/big-')) {
        const type = req.url.endsWith('.png') ? 'image/png' : req.url.endsWith('.svg') ? 'image/svg+xml' : 'application/json';
        res.setHeader('content-type', type);
        res.setHeader('etag', '"v1"');
        res.setHeader('vary', 'Origin');
        if (req.url.startsWith('/wps/big-encoded')) {
          res.setHeader('content-encoding', 'gzip');
          return res.end(zlib.gzipSync(BIG_ANSWER));
        }
        return res.end(BIG_ANSWER);
      }
      res.setHeader('content-type', 'application/json');
      // Like the reference API: its demo game pages (and only they, here) carry their own policy.
      res.setHeader(
        'content-security-policy',
        req.url?.startsWith('/demo-games/') ? "default-src 'none'; script-src 'unsafe-inline'" : "default-src 'none'",
      );
      res.end(JSON.stringify({ success: true, value: { path: req.url }, message: '', errorCode: '' }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

  edge = await createEdge({
    distDir: path.join(root, 'dist'),
    registryDir: path.join(root, 'registry'),
    brandsDir: path.join(root, 'brands'),
    upstream: upstreamUrl,
    proxyControl: false,
    gameFrameOrigins: ['https://games.example', 'https://cdn2.games.example'],
    demoGamesFrameAncestors: ['http://localhost:8080'],
  });
});

afterAll(async () => {
  await edge.close();
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('edge server', () => {
  it('serves registry files immutable and brand files uncached', async () => {
    const manifest = await edge.inject({ url: '/registry/mfe-lobby/1.2.3/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(manifest.json()).toEqual({ id: 'mfe_lobby' });

    const brands = await edge.inject({ url: '/brands/index.json' });
    expect(brands.statusCode).toBe(200);
    expect(brands.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for a missing registry or brand file, never the app page', async () => {
    fs.mkdirSync(path.join(root, 'brands/history'), { recursive: true });
    fs.writeFileSync(path.join(root, 'brands/history/default.jsonl'), '{"who":"operator"}\n');
    fs.mkdirSync(path.join(root, 'brands/.locks'), { recursive: true });
    fs.writeFileSync(path.join(root, 'brands/.locks/default.lock'), '{}');
    for (const url of [
      '/registry/mfe-lobby/9.9.9/mf-manifest.json',
      '/registry/mfe-lobby/9.9.9/',
      '/brands/nope.json',
      '/brands/history/default.jsonl',
      '/brands/.locks/default.lock',
    ]) {
      const response = await edge.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('serves index.html with no-cache and hashed assets as immutable', async () => {
    const index = await edge.inject({ url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('<div id="root">');

    const asset = await edge.inject({ url: '/main.0a1b2c3d.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/vendor.0a1b2c3e.js', '/registry/mfe-lobby/1.2.3/remoteEntry.js'])(
    'sends the build-time brotli or gzip copy of %s by Accept-Encoding',
    async (url) => {
      const original = fs.readFileSync(path.join(root, url.startsWith('/registry/') ? url.slice(1) : `dist${url}`));
      const brotli = await edge.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(brotli.rawPayload).equals(original)).toBe(true);
      expect(brotli.rawPayload.length).toBeLessThan(original.length / 4);

      const gzip = await edge.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).equals(original)).toBe(true);
      expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const plain = await edge.inject({ url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(original)).toBe(true);
    },
  );

  it('falls back to index.html for history-mode routes but not for missing assets', async () => {
    for (const url of ['/rng?page=PG', '/home', '/index', '/promotions', '/no/such/page']) {
      const response = await edge.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
    expect((await edge.inject({ url: '/missing.12345678.js' })).statusCode).toBe(404);
  });

  it('sets the baseline security headers on every response', async () => {
    for (const url of ['/', '/registry/mfe-lobby/1.2.3/mf-manifest.json', '/registry/nope.json', '/wps/system/status']) {
      const response = await edge.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("frame-src 'self' https://games.example https://cdn2.games.example;");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      // issue 49: a site that opens this one keeps no handle on its window.
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    }
  });

  it("allows style only from the site: no 'unsafe-inline' or 'unsafe-eval' anywhere", async () => {
    for (const url of ['/', '/home', '/registry/mfe-lobby/1.2.3/mf-manifest.json', '/main.0a1b2c3d.js', '/wps/system/status', '/nope.js']) {
      const csp = String((await edge.inject({ url })).headers['content-security-policy']);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toMatch(/(?:^|; )style-src 'self'(?: 'nonce-[A-Za-z0-9+/]+=*')?(?:;|$)/);
    }
    expect(String((await edge.inject({ url: '/main.0a1b2c3d.js' })).headers['content-security-policy'])).toContain("style-src 'self';");
  });

  it('gives every app page a fresh style nonce, the same in its header and in its csp-nonce meta element', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/', '/index.html', '/promotions?id=3', '/home']) {
      const page = await edge.inject({ url });
      expect(page.statusCode).toBe(200);
      const fromHeader = /style-src 'self' 'nonce-([A-Za-z0-9+/]+=*)'/.exec(String(page.headers['content-security-policy']))?.[1];
      const fromMeta = /<meta name="csp-nonce" content="([^"]+)">/.exec(page.body)?.[1];
      expect(fromHeader).toBeDefined();
      expect(fromMeta).toBe(fromHeader);
      expect(Buffer.from(fromHeader ?? '', 'base64')).toHaveLength(16);
      // Never revalidated into a stale body: no validators on the page.
      expect(page.headers.etag).toBeUndefined();
      expect(page.headers['last-modified']).toBeUndefined();
      nonces.add(fromHeader ?? '');
    }
    expect(nonces.size).toBe(5);
  });

  it('puts the nonce meta element in the head of the page', () => {
    expect(withStyleNonce('<!doctype html><html><head><title>x</title></head><body></body></html>', 'abc')).toBe(
      '<!doctype html><html><head><title>x</title><meta name="csp-nonce" content="abc"></head><body></body></html>',
    );
    expect(withStyleNonce('<!doctype html><title>x</title>', 'abc')).toBe(
      '<!doctype html><meta name="csp-nonce" content="abc"><title>x</title>',
    );
    expect(contentSecurityPolicy([], { styleNonce: 'abc' })).toContain("style-src 'self' 'nonce-abc';");
    expect(contentSecurityPolicy([])).toContain("style-src 'self';");
  });

  it("keeps a demo game's own policy (its inline script must run) but only this site may frame it", async () => {
    const game = await edge.inject({ url: '/demo-games/slots/play?token=x' });
    expect(game.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'unsafe-inline'; frame-ancestors 'self' http://localhost:8080",
    );
    expect(game.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Any other proxied answer gets the site's policy, whatever the upstream said.
    expect(String((await edge.inject({ url: '/wps/system/status' })).headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('proxies the API paths with the Host kept and forwarding headers added', async () => {
    received.length = 0;
    const response = await edge.inject({
      method: 'POST',
      url: '/wps/session/login?x=1',
      headers: { host: 'brand.example:8080', 'content-type': 'application/json', merchant: 'wl_demo' },
      payload: '{"a":1}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, value: { path: '/wps/session/login?x=1' } });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.body).toBe('{"a":1}');
    expect(request?.headers.host).toBe('brand.example:8080');
    expect(request?.headers['x-forwarded-host']).toBe('brand.example:8080');
    expect(request?.headers['x-forwarded-proto']).toBe('http');
    expect(request?.headers.merchant).toBe('wl_demo');

    for (const url of ['/lgw/games/game_menus', '/demo-games/slot/index.html', '/assets-api/icons/a.png']) {
      expect((await edge.inject({ url })).json()).toMatchObject({ value: { path: url } });
    }
  });

  it('does not proxy /__control unless enabled', async () => {
    received.length = 0;
    const response = await edge.inject({ url: '/__control/reset', method: 'POST' });
    expect(response.statusCode).toBe(404);
    expect(received).toHaveLength(0);

    const withControl = await createEdge({
      distDir: path.join(root, 'dist'),
      registryDir: path.join(root, 'registry'),
      brandsDir: path.join(root, 'brands'),
      upstream: upstreamUrl,
      proxyControl: true,
    });
    try {
      const proxied = await withControl.inject({ url: '/__control/reset', method: 'POST' });
      expect(proxied.statusCode).toBe(200);
      expect(received.map((r) => r.url)).toEqual(['/__control/reset']);
    } finally {
      await withControl.close();
    }
  });
});

describe('the edge compresses the answers it makes per request (issue 19 item 6)', () => {
  // A releases file: tens of KiB of hashes, read by the shell at start-up.
  const releases = JSON.stringify({
    records: Array.from({ length: 200 }, (_, i) => ({ file: `chunk-${i}.js`, integrity: `sha384-${'x'.repeat(60)}${i}` })),
  });

  beforeAll(() => fs.writeFileSync(path.join(root, 'brands/default.releases.json'), releases));

  it('sends a brand file as brotli or gzip by Accept-Encoding, and as it is to a client that takes neither', async () => {
    const br = await edge.inject({ url: '/brands/default.releases.json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(releases.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(releases);

    const gzip = await edge.inject({ url: '/brands/default.releases.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(releases);

    const plain = await edge.inject({ url: '/brands/default.releases.json', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(releases);
  });

  it('compresses the app page, nonce and all, and leaves small answers and errors as they are', async () => {
    const indexFile = path.join(root, 'dist/index.html');
    const smallPage = fs.readFileSync(indexFile, 'utf8');
    fs.writeFileSync(indexFile, smallPage.replace('<div id="root">', `<p>${'A page with words. '.repeat(100)}</p><div id="root">`));
    const page = await edge
      .inject({ url: '/some/route', headers: { 'accept-encoding': 'br' } })
      .finally(() => fs.writeFileSync(indexFile, smallPage));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<div id="root">');
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`content="${nonce}"`);

    const small = await edge.inject({ url: '/brands/index.json', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ defaultBrand: 'default', brands: [] });

    const missing = await edge.inject({ url: '/brands/nope.json', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });

  it("compresses the platform's text answers it passes on, and leaves images and encoded answers as they are", async () => {
    const br = await edge.inject({ url: '/wps/big/games', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(BIG_ANSWER.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_ANSWER);
    // The platform's own Vary is kept; its strong validator becomes weak for another encoding.
    expect(br.headers.vary).toBe('Origin, Accept-Encoding');
    expect(br.headers.etag).toBe('W/"v1"');
    expect(br.headers['content-length']).toBeUndefined();

    const svg = await edge.inject({ url: '/assets-api/big-banner.svg', headers: { 'accept-encoding': 'gzip' } });
    expect(svg.headers['content-encoding']).toBe('gzip');

    const png = await edge.inject({ url: '/assets-api/big-icon.png', headers: { 'accept-encoding': 'gzip, br' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body).toBe(BIG_ANSWER);

    const encoded = await edge.inject({ url: '/wps/big-encoded', headers: { 'accept-encoding': 'gzip, br' } });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(encoded.rawPayload).toString()).toBe(BIG_ANSWER);

    const plain = await edge.inject({ url: '/wps/big/games', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_ANSWER);
  });

  it('picks brotli, then gzip, and never a coding the client refuses with q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('BR;q=0.5')).toBe('br');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('the edge answers like the platform when a request or the platform fails', () => {
  const envelope = (body: string) => JSON.parse(body) as { success: boolean; value: unknown; message: string; errorCode: string };
  const edgeWith = (extra: Parameters<typeof createEdge>[0]) =>
    createEdge({
      distDir: path.join(root, 'dist'),
      registryDir: path.join(root, 'registry'),
      brandsDir: path.join(root, 'brands'),
      upstream: upstreamUrl,
      ...extra,
    });

  it('refuses a body over the limit with a 413 envelope, without passing it on, and keeps answering', async () => {
    received.length = 0;
    const small = await edgeWith({ bodyLimits: { upload: 4096, other: 1024 } });
    try {
      const json = await small.inject({
        url: '/wps/relay/anything',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ text: 'x'.repeat(2000) }),
      });
      expect(json.statusCode).toBe(413);
      expect(json.headers['content-type']).toMatch(/^application\/json/);
      expect(envelope(json.body)).toEqual({
        success: false,
        value: null,
        message: 'The request is too large',
        errorCode: 'request.payload.too.large',
      });
      // An upload has its own, larger limit.
      const upload = await small.inject({
        url: '/wps/relay/upload',
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: 'y'.repeat(3000),
      });
      expect(upload.statusCode).toBe(200);
      const tooBig = await small.inject({
        url: '/wps/relay/upload',
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: 'y'.repeat(5000),
      });
      expect(tooBig.statusCode).toBe(413);
      expect(received.map((r) => r.url)).toEqual(['/wps/relay/upload']);
      const after = await small.inject({
        url: '/wps/relay/after',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(after.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('answers a platform that does not answer in time with a 504 envelope', async () => {
    const impatient = await edgeWith({ upstreamTimeoutMs: 300 });
    try {
      const response = await impatient.inject({ url: '/wps/stall', method: 'GET' });
      expect(response.statusCode).toBe(504);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(envelope(response.body)).toMatchObject({ success: false, errorCode: 'edge.upstream.timeout' });
      const next = await impatient.inject({ url: '/wps/system/status', method: 'GET' });
      expect(next.statusCode).toBe(200);
    } finally {
      await impatient.close();
    }
  });

  it('answers a platform that cannot be reached with a 502 envelope', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const orphan = await edgeWith({ upstream: deadUrl });
    try {
      const response = await orphan.inject({ url: '/wps/system/status', method: 'GET' });
      expect(response.statusCode).toBe(502);
      expect(envelope(response.body)).toMatchObject({ success: false, errorCode: 'edge.upstream.unavailable' });
    } finally {
      await orphan.close();
    }
  });

  it.each([
    ['/registry/%E0%A4%A.js', 'a malformed percent-encoding'],
    ['/registry/%2e%2e/%2e%2e/etc/passwd', 'an encoded path traversal'],
    ['/registry/mfe-lobby/1.2.3/..%2f..%2f..%2fbrands/index.json', 'an encoded traversal inside a remote'],
  ])('refuses %s (%s) without serving anything outside its folders', async (url) => {
    const response = await edge.inject({ url, method: 'GET' });
    // Refused, or (a traversal normalised to a route outside the folders) the app page itself.
    // (The app page carries the brand files by design: only a refusal is checked for their content.)
    if (response.statusCode === 200) expect(response.body).toContain('<div id="root">');
    else {
      expect([400, 403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('defaultBrand');
    }
    expect(response.body).not.toContain('root:');
    const next = await edge.inject({ url: '/brands/index.json', method: 'GET' });
    expect(next.statusCode).toBe(200);
  });
});

it('answers a malformed percent-encoding on an API path with a 400 envelope', async () => {
  received.length = 0;
  const response = await edge.inject({ url: '/wps/%E0%A4%A', method: 'GET' });
  expect(response.statusCode).toBe(400);
  expect(JSON.parse(response.body)).toMatchObject({ success: false, errorCode: 'edge.request.invalid' });
  expect(received).toHaveLength(0);
});

describe('the app page carries the brand files of its host (issue 19: two round trips fewer at start-up)', () => {
  let brandsRoot: string;
  let brandEdge: Edge;
  const index = {
    defaultBrand: 'default',
    brands: [
      { id: 'default', hosts: ['localhost'] },
      { id: 'lucky', hosts: ['Lucky.example'] },
      { id: 'gone', hosts: ['gone.example'] },
    ],
  };
  const brandFilesOf = (body: string): unknown => {
    const found = new RegExp(`<script type="application/json" id="${BRAND_FILES_ELEMENT_ID}">(.*?)</script>`).exec(body);
    return found ? JSON.parse(found[1] ?? '') : null;
  };

  beforeAll(async () => {
    brandsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-brands-'));
    for (const dir of ['dist', 'registry', 'brands']) fs.mkdirSync(path.join(brandsRoot, dir));
    fs.writeFileSync(
      path.join(brandsRoot, 'dist/index.html'),
      '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(brandsRoot, 'brands/index.json'), JSON.stringify(index));
    fs.writeFileSync(path.join(brandsRoot, 'brands/default.json'), JSON.stringify({ id: 'default', name: 'Default' }));
    // A value that would end the element if it were written as it is.
    fs.writeFileSync(
      path.join(brandsRoot, 'brands/lucky.json'),
      JSON.stringify({ id: 'lucky', name: '</script><script>alert(1)</script><!--' }),
    );
    brandEdge = await createEdge({
      distDir: path.join(brandsRoot, 'dist'),
      registryDir: path.join(brandsRoot, 'registry'),
      brandsDir: path.join(brandsRoot, 'brands'),
      upstream: upstreamUrl,
    });
  });
  afterAll(async () => {
    await brandEdge.close();
    fs.rmSync(brandsRoot, { recursive: true, force: true });
  });

  it('writes the index and the brand of the Host header (port ignored, any case) into the head, on every route', async () => {
    for (const url of ['/', '/index.html', '/rng?page=PG']) {
      const page = await brandEdge.inject({ url, headers: { host: 'localhost:8080' } });
      expect(page.body).toMatch(new RegExp(`<script type="application/json" id="${BRAND_FILES_ELEMENT_ID}">.*</script></head>`));
      expect(brandFilesOf(page.body)).toEqual({ index, brand: { id: 'default', name: 'Default' } });
    }
    const lucky = await brandEdge.inject({ url: '/', headers: { host: 'LUCKY.example' } });
    expect(brandFilesOf(lucky.body)).toEqual({ index, brand: { id: 'lucky', name: '</script><script>alert(1)</script><!--' } });
    // The one element, and no markup from the value: `<` is written as \u003c.
    expect(lucky.body.match(/<script/g)).toHaveLength(1);
    expect(lucky.body).not.toContain('<!--');
  });

  it('leaves out a brand file it cannot read, and everything when the index is unreadable (the shell then fetches them)', async () => {
    const gone = await brandEdge.inject({ url: '/', headers: { host: 'gone.example' } });
    expect(brandFilesOf(gone.body)).toEqual({ index });
    fs.writeFileSync(path.join(brandsRoot, 'brands/index.json'), '{ not json');
    try {
      const page = await brandEdge.inject({ url: '/', headers: { host: 'localhost' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(BRAND_FILES_ELEMENT_ID);
    } finally {
      fs.writeFileSync(path.join(brandsRoot, 'brands/index.json'), JSON.stringify(index));
    }
  });

  it('reads the files on each request: a re-pin shows on the next page', async () => {
    const brandFile = path.join(brandsRoot, 'brands/default.json');
    fs.writeFileSync(brandFile, JSON.stringify({ id: 'default', name: 'Re-pinned' }));
    try {
      const page = await brandEdge.inject({ url: '/', headers: { host: 'localhost' } });
      expect(brandFilesOf(page.body)).toMatchObject({ brand: { name: 'Re-pinned' } });
    } finally {
      // Tests run in a shuffled order (jest randomize): leave the brand as the others expect it.
      fs.writeFileSync(brandFile, JSON.stringify({ id: 'default', name: 'Default' }));
    }
  });

  it('puts the element after the doctype when the page has no </head>', () => {
    expect(withBrandFiles('<!doctype html><title>x</title>', { index: {} })).toBe(
      `<!doctype html><script type="application/json" id="${BRAND_FILES_ELEMENT_ID}">{"index":{}}</script><title>x</title>`,
    );
    expect(withBrandFiles('<p>x</p>', null)).toBe('<p>x</p>');
  });

  it('picks the brand by host exactly as the shell does (shared-contracts resolveBrandId)', () => {
    const id = fc.constantFrom('default', 'lucky', 'golden', 'a-b');
    const host = fc.constantFrom('localhost', 'LocalHost', 'lucky.example', 'LUCKY.EXAMPLE', 'golden.example', 'x.example', '');
    const indexArb: fc.Arbitrary<BrandIndex> = fc.record({
      defaultBrand: id,
      brands: fc.array(fc.record({ id, hosts: fc.array(host, { maxLength: 3 }) }), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(indexArb, host, (brandIndex, hostname) => {
        expect(brandIdFor(brandIndex, hostname)).toBe(resolveBrandId(brandIndex, hostname));
      }),
    );
  });
});

describe('the shell build it serves', () => {
  it('is SHELL_DIST when no distDir is given (the monolith build: docs/adr/0010)', async () => {
    const monolithDir = path.join(root, 'dist-monolith');
    fs.mkdirSync(monolithDir, { recursive: true });
    fs.writeFileSync(path.join(monolithDir, 'index.html'), '<!doctype html><title>monolith</title><div id="root"></div>');
    const previous = process.env.SHELL_DIST;
    process.env.SHELL_DIST = monolithDir;
    const monolith = await createEdge({
      registryDir: path.join(root, 'registry'),
      brandsDir: path.join(root, 'brands'),
      upstream: upstreamUrl,
    });
    try {
      expect((await monolith.inject({ url: '/rng' })).body).toContain('<title>monolith</title>');
      expect((await edge.inject({ url: '/rng' })).body).toContain('<title>shell</title>');
    } finally {
      await monolith.close();
      if (previous === undefined) delete process.env.SHELL_DIST;
      else process.env.SHELL_DIST = previous;
    }
  });
});

describe('the app page preloads its first screen’s remote files (issue 19: the request chain)', () => {
  let preloadRoot: string;
  let preloadEdge: Edge;
  const hash = (name: string) => `sha384-${Buffer.from(name).toString('base64')}`;
  const record = (files: string[]) => ({ remoteEntry: 'remoteEntry.js', files: Object.fromEntries(files.map((f) => [f, hash(f)])) });
  const write = (file: string, value: unknown) => {
    fs.mkdirSync(path.dirname(path.join(preloadRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(preloadRoot, file), typeof value === 'string' ? value : JSON.stringify(value));
  };
  // The preloads wait in the template the shell's code empties (src/app/first-screen-files.ts).
  const preloadsOf = (body: string) => {
    const template = new RegExp(`<template id="${FIRST_SCREEN_FILES_TEMPLATE}">(.*?)</template></head>`).exec(body)?.[1] ?? '';
    expect(body.replace(template, '')).not.toContain('rel="preload"');
    return [
      ...template.matchAll(
        /<link rel="preload" as="(\w+)" href="([^"]+)"( integrity="[^"]+" crossorigin="anonymous")? fetchpriority="low">/g,
      ),
    ].map((m) => `${m[1]} ${m[2]}${m[3] ? ' +sri' : ''}`);
  };

  beforeAll(async () => {
    preloadRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-preload-'));
    write('dist/index.html', '<!doctype html><html><head><title>shell</title></head><body></body></html>');
    write('dist/first-screen.json', { '/': { 'mfe-lobby': ['HomeGames'] }, '/register': { 'mfe-account': ['RegisterPage'] } });
    write('brands/index.json', { defaultBrand: 'default', brands: [{ id: 'default', hosts: ['localhost'] }] });
    write('brands/default.json', {
      id: 'default',
      remotes: { 'mfe-lobby': { version: '1.0.0' }, 'mfe-account': { version: '2.0.0', canary: { version: '2.1.0', percent: 10 } } },
    });
    write('brands/default.releases.json', {
      records: {
        'mfe-lobby': { '1.0.0': record(['remoteEntry.js', 'own.js', 'expose_Home.js', 'expose_Home.css', 'react-dom.js']) },
        'mfe-account': { '2.0.0': record(['remoteEntry.js', 'reg.js']), '2.1.0': record(['remoteEntry.js', 'reg-canary.js']) },
      },
    });
    const manifest = (exposeFiles: string[], css: string[] = []) => ({
      shared: [{ name: 'react-dom', assets: { js: { sync: ['react-dom.js'], async: [] } } }],
      exposes: [
        {
          name: 'HomeGames',
          assets: { js: { sync: [...exposeFiles, 'react-dom.js'], async: ['lazy.js'] }, css: { sync: css, async: [] } },
        },
        { name: 'RegisterPage', assets: { js: { sync: exposeFiles, async: [] }, css: { sync: [], async: [] } } },
      ],
    });
    write('registry/mfe-lobby/1.0.0/mf-manifest.json', manifest(['own.js', 'expose_Home.js'], ['expose_Home.css']));
    write('registry/mfe-account/2.0.0/mf-manifest.json', manifest(['reg.js']));
    write('registry/mfe-account/2.1.0/mf-manifest.json', manifest(['reg-canary.js']));
    preloadEdge = await createEdge({
      distDir: path.join(preloadRoot, 'dist'),
      registryDir: path.join(preloadRoot, 'registry'),
      brandsDir: path.join(preloadRoot, 'brands'),
      upstream: upstreamUrl,
    });
  });
  afterAll(async () => {
    await preloadEdge.close();
    fs.rmSync(preloadRoot, { recursive: true, force: true });
  });

  it('lists the pinned entry and the exposed module’s own chunks with their record hashes, never the shared modules', async () => {
    const page = await preloadEdge.inject({ url: '/?x=1', headers: { host: 'localhost' } });
    expect(preloadsOf(page.body)).toEqual([
      'script /registry/mfe-lobby/1.0.0/remoteEntry.js +sri',
      'script /registry/mfe-lobby/1.0.0/own.js +sri',
      'script /registry/mfe-lobby/1.0.0/expose_Home.js +sri',
      'style /registry/mfe-lobby/1.0.0/expose_Home.css',
    ]);
    expect(page.body).toContain(`integrity="${hash('own.js')}"`);
    expect(page.body).not.toContain('react-dom.js');
    expect(page.body).not.toContain('lazy.js');
  });

  it('follows the canary bucket cookie, and preloads nothing for a canaried remote before the bucket is drawn', async () => {
    const first = await preloadEdge.inject({ url: '/register', headers: { host: 'localhost' } });
    expect(preloadsOf(first.body)).toEqual([]);
    const inCanary = await preloadEdge.inject({ url: '/register', headers: { host: 'localhost', cookie: 'a=b; wl_bucket=3' } });
    expect(preloadsOf(inCanary.body)).toEqual([
      'script /registry/mfe-account/2.1.0/remoteEntry.js +sri',
      'script /registry/mfe-account/2.1.0/reg-canary.js +sri',
    ]);
    const outside = await preloadEdge.inject({ url: '/register', headers: { host: 'localhost', cookie: 'wl_bucket=42' } });
    expect(preloadsOf(outside.body)).toEqual([
      'script /registry/mfe-account/2.0.0/remoteEntry.js +sri',
      'script /registry/mfe-account/2.0.0/reg.js +sri',
    ]);
  });

  it('preloads no pinned version of a remote a tester overrides, nor anything on a page that sets overrides', async () => {
    const brandFile = path.join(preloadRoot, 'brands/default.json');
    const brand = JSON.parse(fs.readFileSync(brandFile, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(brandFile, JSON.stringify({ ...brand, allowOverrides: true }));
    try {
      const overridden = await preloadEdge.inject({
        url: '/',
        headers: { host: 'localhost', cookie: `${OVERRIDE_COOKIE}=mfe-account.mfe-lobby` },
      });
      expect(preloadsOf(overridden.body)).toEqual([]);
      const other = await preloadEdge.inject({ url: '/', headers: { host: 'localhost', cookie: `${OVERRIDE_COOKIE}=mfe-account` } });
      expect(preloadsOf(other.body)).toHaveLength(4);
      const setting = await preloadEdge.inject({ url: '/?remotes=mfe-lobby@1.0.1', headers: { host: 'localhost' } });
      expect(preloadsOf(setting.body)).toEqual([]);
    } finally {
      fs.writeFileSync(brandFile, JSON.stringify(brand));
    }
    // A brand without overrides has none in force, whatever the cookie says.
    const ignored = await preloadEdge.inject({
      url: '/?remotes=mfe-lobby@1.0.1',
      headers: { host: 'localhost', cookie: `${OVERRIDE_COOKIE}=mfe-lobby` },
    });
    expect(preloadsOf(ignored.body)).toHaveLength(4);
    expect([...overriddenRemotes(`a=1; ${OVERRIDE_COOKIE}=mfe-lobby.mfe-account`)].sort()).toEqual(['mfe-account', 'mfe-lobby']);
  });

  it('preloads nothing for a page without a first screen, or when the releases file or a manifest cannot be read', async () => {
    expect(preloadsOf((await preloadEdge.inject({ url: '/download', headers: { host: 'localhost' } })).body)).toEqual([]);
    fs.renameSync(path.join(preloadRoot, 'registry/mfe-lobby/1.0.0/mf-manifest.json'), path.join(preloadRoot, 'manifest.bak'));
    try {
      const page = await preloadEdge.inject({ url: '/', headers: { host: 'localhost' } });
      expect(page.statusCode).toBe(200);
      expect(preloadsOf(page.body)).toEqual([]);
    } finally {
      fs.renameSync(path.join(preloadRoot, 'manifest.bak'), path.join(preloadRoot, 'registry/mfe-lobby/1.0.0/mf-manifest.json'));
    }
  });

  it('picks the version as the shell does (shared-contracts pickPinnedVersion) whenever the bucket is known', () => {
    const pin = fc.record({
      version: fc.constantFrom('1.0.0', '1.1.0'),
      canary: fc.option(fc.record({ version: fc.constant('2.0.0'), percent: fc.integer({ min: 0, max: 100 }) }), { nil: undefined }),
    });
    fc.assert(
      fc.property(pin, fc.integer({ min: 0, max: 99 }), (p, bucket) => {
        expect(pinnedVersionFor(p, bucket)).toBe(pickPinnedVersion(p, bucket));
        expect(canaryBucketOf(`x=1; ${CANARY_COOKIE}=${bucket}`)).toBe(bucket);
      }),
    );
  });
});
