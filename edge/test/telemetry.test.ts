/** @jest-environment node */
// Load reports, CSP reports and /metrics on the edge (issue 38): a good report is counted per brand
// × remote × version and shows on /metrics; an oversize, malformed, unknown or flooding sender is
// answered 413, 400 or 429 and changes no figure; /metrics is scraped and parsed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEdge } from '../src/server';
import { parsePrometheusText, sampleValue } from './prometheus-text';

type Edge = Awaited<ReturnType<typeof createEdge>>;

let root: string;
let edge: Edge;

const BRAND = {
  id: 'alpha',
  name: 'Alpha',
  merchantCode: 'wl_demo',
  hosts: ['alpha.test'],
  languages: ['TY', 'EN'],
  remotes: { 'mfe-lobby': { version: '1.0.0', canary: { version: '1.1.0', percent: 10 } }, 'mfe-account': { version: '0.1.0' } },
};

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-telemetry-'));
  for (const dir of ['dist', 'registry', 'brands']) fs.mkdirSync(path.join(root, dir));
  fs.writeFileSync(path.join(root, 'dist/index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(
    path.join(root, 'brands/index.json'),
    JSON.stringify({ defaultBrand: 'alpha', brands: [{ id: 'alpha', hosts: ['alpha.test'] }] }),
  );
  fs.writeFileSync(path.join(root, 'brands/alpha.json'), JSON.stringify(BRAND));
  edge = await createEdge({
    distDir: path.join(root, 'dist'),
    registryDir: path.join(root, 'registry'),
    brandsDir: path.join(root, 'brands'),
    upstream: 'http://127.0.0.1:9',
    health: { guard: false, reportRate: { burst: 8, perMinute: 8 } },
  });
});

afterAll(async () => {
  await edge.close();
  fs.rmSync(root, { recursive: true, force: true });
});

let page = 0;
const report = (change: Record<string, unknown> = {}) => {
  page += 1;
  return {
    schemaVersion: 1,
    page: `page${String(page).padStart(6, '0')}`,
    seq: 0,
    brand: 'alpha',
    bucket: 4,
    route: '/',
    remotes: [
      {
        remote: 'mfe-lobby',
        version: '1.1.0',
        role: 'canary',
        outcome: 'loaded',
        phases: { entryFetched: 80, containerReady: 120, firstRender: 200 },
      },
    ],
    errors: [],
    vitals: { lcp: 900, inp: 80, cls: 0.01, remotes: [{ remote: 'mfe-lobby', version: '1.1.0' }] },
    ...change,
  };
};

/** Each test sends from its own address, so the flood limit of one never meets another's. */
let client = 0;
const post = (body: string, headers: Record<string, string> = {}, from?: string) =>
  edge.inject({
    method: 'POST',
    url: '/telemetry/reports',
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
    remoteAddress: from ?? `10.0.0.${(client += 1)}`,
  });

/** A report with the load token of a page the edge sent to a browser in its bucket (issue 48). */
const tokened = async (change: Record<string, unknown> = {}) => {
  const page = await edge.inject({ url: '/', headers: { host: 'alpha.test', cookie: 'wl_bucket=4' } });
  const token = /<meta name="wl-load-token" content="([^"]+)">/.exec(page.body)?.[1];
  return JSON.stringify({ ...report(change), token });
};

const scrape = async () => {
  const reply = await edge.inject({ url: '/metrics' });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(reply.body);
};
const loads = async (version = '1.1.0') =>
  sampleValue(await scrape(), 'wl_release_loads', { brand: 'alpha', remote: 'mfe-lobby', version }) ?? 0;

it('counts a good report per brand × remote × version and shows it on /metrics, parsed', async () => {
  const before = await loads();
  const reply = await post(await tokened());
  expect(reply.statusCode).toBe(204);
  const metrics = await scrape();
  expect(sampleValue(metrics, 'wl_release_loads', { brand: 'alpha', remote: 'mfe-lobby', version: '1.1.0' })).toBe(before + 1);
  expect(sampleValue(metrics, 'wl_release_success_ratio', { brand: 'alpha', remote: 'mfe-lobby', version: '1.1.0' })).toBe(1);
  expect(sampleValue(metrics, 'wl_release_lcp_p75_seconds', { version: '1.1.0' })).toBe(1);
  expect(sampleValue(metrics, 'wl_load_reports_total', { kind: 'load', result: 'accepted' })).toBeGreaterThanOrEqual(1);
  // The edge's own figures: requests with their latency histogram, the pin store's state.
  expect(metrics.types.get('wl_edge_http_request_duration_seconds')).toBe('histogram');
  expect(
    sampleValue(metrics, 'wl_edge_http_requests_total', { method: 'POST', route: '/telemetry/reports', status: '204' }),
  ).toBeGreaterThanOrEqual(1);
  expect(
    sampleValue(metrics, 'wl_edge_http_request_duration_seconds_bucket', { route: '/telemetry/reports', le: '+Inf' }),
  ).toBeGreaterThanOrEqual(1);
  expect(sampleValue(metrics, 'wl_pin_store_ready', { kind: 'files' })).toBe(1);
});

it.each([
  ['oversize (by its length)', 413, () => post(JSON.stringify(report({ route: `/${'a'.repeat(20_000)}` })))],
  [
    'oversize (sent without a length)',
    413,
    () => post(JSON.stringify(report({ pad: 'x'.repeat(20_000) })), { 'transfer-encoding': 'chunked' }),
  ],
  ['not JSON', 400, () => post('{"schemaVersion": 1,')],
  ['wrong types', 400, () => post(JSON.stringify(report({ bucket: 'seven' })))],
  [
    'a fallback without its reason',
    400,
    () => post(JSON.stringify(report({ remotes: [{ ...report().remotes[0], outcome: 'fallback' }] }))),
  ],
  ['an unknown remote', 400, () => post(JSON.stringify(report({ remotes: [{ ...report().remotes[0], remote: 'mfe-casino' }] })))],
  [
    'a remote the brand does not run',
    400,
    () => post(JSON.stringify(report({ remotes: [{ ...report().remotes[0], remote: 'mfe-promotions' }] }))),
  ],
  ['an unknown brand', 400, () => post(JSON.stringify(report({ brand: 'nobody' })))],
])('answers %s with %d and changes no figure', async (_name, status, send) => {
  const before = await scrape();
  const reply = await send();
  expect(reply.statusCode).toBe(status);
  const after = await scrape();
  for (const version of ['1.0.0', '1.1.0'])
    expect(sampleValue(after, 'wl_release_loads', { version })).toBe(sampleValue(before, 'wl_release_loads', { version }));
  expect(sampleValue(after, 'wl_release_failed_loads', { version: '1.1.0' })).toBe(
    sampleValue(before, 'wl_release_failed_loads', { version: '1.1.0' }),
  );
});

it('answers a flood from one client with 429 and Retry-After, counting nothing more, while others still get through', async () => {
  const before = await loads();
  const replies = [];
  for (let i = 0; i < 12; i += 1) replies.push(await post(await tokened(), {}, '10.9.9.9'));
  const statuses = replies.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 204)).toHaveLength(8);
  expect(statuses.slice(8)).toEqual([429, 429, 429, 429]);
  expect(Number(replies[11]?.headers['retry-after'])).toBeGreaterThan(0);
  expect(await loads()).toBe(before + 8);
  expect((await post(await tokened(), {}, '10.9.9.10')).statusCode).toBe(204);
  expect(sampleValue(await scrape(), 'wl_load_reports_total', { kind: 'load', result: 'flood' })).toBe(4);
});

it('takes CSP violations in both formats and counts them per brand and directive; a page no brand serves is refused', async () => {
  const uri = await post(
    JSON.stringify({
      'csp-report': { 'document-uri': 'http://alpha.test/rng', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' },
    }),
    { 'content-type': 'application/csp-report' },
  );
  expect(uri.statusCode).toBe(204);
  const api = await post(
    JSON.stringify([
      {
        type: 'csp-violation',
        url: 'http://alpha.test/',
        body: { documentURL: 'http://alpha.test/', effectiveDirective: 'style-src-attr' },
      },
    ]),
    { 'content-type': 'application/reports+json' },
  );
  expect(api.statusCode).toBe(204);
  const metrics = await scrape();
  expect(sampleValue(metrics, 'wl_csp_violations_total', { brand: 'alpha', directive: 'script-src-elem' })).toBe(1);
  expect(sampleValue(metrics, 'wl_csp_violations_total', { brand: 'alpha', directive: 'style-src-attr' })).toBe(1);
  const foreign = await post(JSON.stringify({ 'csp-report': { 'document-uri': 'not a url' } }), {
    'content-type': 'application/csp-report',
  });
  expect(foreign.statusCode).toBe(400);
});

it('reports CSP violations to the same endpoint (report-uri and report-to with Reporting-Endpoints)', async () => {
  const reply = await edge.inject({ url: '/', headers: { host: 'alpha.test' } });
  expect(reply.headers['content-security-policy']).toMatch(/; report-uri \/telemetry\/reports; report-to wl-reports$/);
  expect(reply.headers['reporting-endpoints']).toBe('wl-reports="/telemetry/reports"');
});

it('counts a platform that cannot be reached as an upstream failure', async () => {
  const reply = await edge.inject({ url: '/wps/system/status' });
  expect(reply.statusCode).toBe(502);
  expect(sampleValue(await scrape(), 'wl_edge_upstream_failures_total', { kind: 'unavailable' })).toBeGreaterThanOrEqual(1);
});

it('shows /metrics only to a scraper on this machine, never through a proxy or from elsewhere, and with a token only to its bearer', async () => {
  expect((await edge.inject({ url: '/metrics' })).statusCode).toBe(200);
  // Through nginx (it always adds X-Forwarded-For) or from another machine: the public's request.
  expect((await edge.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(401);
  expect((await edge.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(401);
  const guarded = await createEdge({
    distDir: path.join(root, 'dist'),
    registryDir: path.join(root, 'registry'),
    brandsDir: path.join(root, 'brands'),
    upstream: 'http://127.0.0.1:9',
    releaseHealth: false,
    metricsToken: 'scrape-token-for-prometheus',
  });
  try {
    expect((await guarded.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await guarded.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    const scraped = await guarded.inject({
      url: '/metrics',
      remoteAddress: '10.0.0.9',
      headers: { authorization: 'Bearer scrape-token-for-prometheus' },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('wl_edge_http_requests_total');
  } finally {
    await guarded.close();
  }
});
