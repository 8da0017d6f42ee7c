#!/usr/bin/env node
// `npm run bench`: measures the production build as a player's browser sees it and PRINTS the
// figures (it never fails on a timing: shared machines are noisy; byte budgets are checked by
// e2e/tests/byte-budgets.spec.ts). Run `npm run build` first (and `npm run build -- --monolith`
// for the comparison). For the MF build and, when built, the monolith build of the same code
// (docs/adr/0010), each behind its own edge and reference API:
// - per route, CPU throttled 4×, median of N runs: JavaScript and CSS downloaded (gzip and raw;
//   before the first contentful paint and in total), requests, release files fetched, FCP, LCP,
//   CLS, total blocking time and when the home page's first game tile showed; and, from one more load with Chromium's request initiators, the
//   requests in a row before a remote's code first ran (scripts/lib/request-chain.mjs) and the
//   JavaScript run before the first and the largest contentful paint;
// - the MF / monolith ratios of those figures;
// - Lighthouse's mobile performance score per route and what its largest paint waited for
//   (scripts/lib/lighthouse-detail.mjs; the `lighthouse` CLI driving the system
//   Chromium, fetched by npx into npm's cache on first use: not a workspace dependency, whose
//   install every CI run would pay);
// - the 5,000-game lobby: scroll frame times and search keystroke → paint (lobby-grid-bench.mjs);
// - opening the member and agent centres after logging in: the JavaScript fetched from the menu
//   click until the centre's page shows (the remote, its kit parts and, for the agent, the chart);
// - each remote's entry and chunks on disk, and each package's last production build time (cached or
//   not) and its last build without a webpack cache.
// Writes the figures as JSON (bench-results/, git-ignored) and, with --compare, prints the change
// against an earlier run.
//   --runs N (default 3) · --routes /,/rng · --centres member,agent (or none) · --lighthouse N (runs
//   per route, default 1; 0 skips it) · --monolith auto|on|off · --grid on|off · --json (print JSON
//   only) · --out FILE · --compare FILE · --verbose (the servers' logs) · --fleet on|off|only (the
//   fleet figure, scripts/lib/fleet-bench.mjs: pin → every edge of a redis-server fleet serving it,
//   p50/p99 over 50 pins; `only` measures nothing else and needs no build) · --guard on|off|only (the
//   canary guard: canary loads, pages and seconds to abort a failing canary by share and failure
//   rate, scripts/lib/guard-bench.mjs; `only` needs no build) · --check REMOTES (`all` or a list:
//   times `npm run check -- <remote>` for each, stage by stage, and measures nothing else; the
//   journeys need one earlier `npm run build`, as check's do; E2E_PORT/E2E_API_PORT pick their ports)
//   · --field on|off (the field figures, scripts/lib/field-bench.mjs: a journey at 4× CPU whose pages
//   send their own load reports to the edge; p75 LCP / INP / CLS per route and per remote version,
//   and the INP of opening the member centre, a lobby search and a vendor tab switch). BENCH_PORT
//   (default 8290) moves the servers' ports. · --pages on|off|only (anonymous pages of / through one
//   edge at 50 and 200 connections: pages/s, latency, the share sent with the shell's frame and the
//   platform calls per 1,000 pages, scripts/lib/page-bench.mjs; `only` measures nothing else)
import { createRequire } from 'node:module';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawn } from 'node:child_process';
import { chainBeforeRemoteCode, chainBeforeRemoteCodeUrls } from './lib/request-chain.mjs';
import { LOBBY_GAMES, LOBBY_ROUTE, measureLobbyGrid } from './lib/lobby-grid-bench.mjs';
import { repoRoot, startServer, stopServers, waitForUrl } from './lib/run.mjs';
import { formatFleetFigures, measureFleetPropagation } from './lib/fleet-bench.mjs';
import { formatGuardFigures, measureGuard } from './lib/guard-bench.mjs';
import { formatPageFigures, measurePages } from './lib/page-bench.mjs';
import { formatFieldFigures, measureField } from './lib/field-bench.mjs';
import { formatLcpDetail, lcpDetail } from './lib/lighthouse-detail.mjs';
import { STAGES, listRemotes } from './lib/check-plan.mjs';
import { checkRemote } from './check.mjs';

const args = process.argv.slice(2);
/** `--name=value` or `--name value`; an option it does not know is refused (a typo silently ran the full bench). */
const KNOWN_OPTIONS = [
  'runs',
  'routes',
  'centres',
  'out',
  'compare',
  'json',
  'lighthouse',
  'verbose',
  'monolith',
  'grid',
  'fleet',
  'guard',
  'check',
  'field',
  'pages',
];
for (const arg of args) {
  const name = arg.startsWith('--') ? arg.slice(2).split('=')[0] : null;
  if (name !== null && !KNOWN_OPTIONS.includes(name)) {
    console.error(`bench: unknown option ${arg} (known: ${KNOWN_OPTIONS.map((o) => `--${o}`).join(' ')})`);
    process.exit(2);
  }
}
const option = (name, fallback) => {
  const index = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (index < 0) return fallback;
  const arg = args[index];
  if (arg.includes('=')) return arg.slice(name.length + 3);
  const next = args[index + 1];
  if (next === undefined || next.startsWith('--')) {
    console.error(`bench: --${name} needs a value`);
    process.exit(2);
  }
  return next;
};
const runs = Number(option('runs', '3'));
const routes = option('routes', '/,/rng,/register,/promotions,/pointMall').split(',');
const centres = option('centres', 'member,agent')
  .split(',')
  .filter((c) => c && c !== 'none');
const outFile = option('out', path.join(repoRoot, 'bench-results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`));
const compareFile = option('compare', '');
const lighthouseRuns = Number(option('lighthouse', '1'));
// BENCH_PORT moves the four ports (a shared machine may run more than one benchmark).
const portBase = Number(process.env.BENCH_PORT ?? 8290);
const port = portBase;
const apiPort = portBase - 4000; // 4290 by default; not 4190: WHATWG fetch refuses that port (ManageSieve)
// The monolith build (npm run build -- --monolith) behind its own edge and API, when built.
const monolithPort = portBase + 3;
const monolithApiPort = portBase - 3997;
const monolithDist = path.join(repoRoot, 'shell', 'dist-monolith');
const monolithWanted = option('monolith', 'auto');
const withMonolith = monolithWanted === 'on' || (monolithWanted === 'auto' && existsSync(path.join(monolithDist, 'index.html')));
if (monolithWanted === 'on' && !existsSync(path.join(monolithDist, 'index.html'))) {
  console.error('bench: --monolith on needs the monolith build: npm run build -- --monolith');
  process.exit(2);
}

const requireFromE2e = createRequire(path.join(repoRoot, 'e2e', 'package.json'));
const { chromium } = requireFromE2e('@playwright/test');
const executablePath = ['/usr/bin/chromium', '/usr/lib/chromium/chromium'].find((p) => existsSync(p));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * One Lighthouse run (its mobile defaults: a phone's screen, simulated slow 4G and 4× CPU) of a
 * route: the performance score and the metrics it is made of.
 */
function lighthouseRun(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        url,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, ...(executablePath ? { CHROME_PATH: executablePath } : {}) }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (data) => (out += data));
    child.stderr.on('data', (data) => (err += data));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`exit ${code}: ${err.trim().split('\n').slice(-3).join(' ')}`);
        const report = JSON.parse(out);
        const metric = (id) => report.audits[id]?.numericValue ?? NaN;
        resolve({
          score: Math.round((report.categories.performance.score ?? 0) * 100),
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          ...lcpDetail(report),
        });
      } catch (error) {
        reject(new Error(`lighthouse ${url}: ${error.message}`));
      }
    });
  });
}

/** The figures of one route, in the order the table prints them (label, unit, formatter). */
const FIGURES = [
  ['jsGzipRunBeforeFcp', 'JS run before FCP', kb],
  ['jsGzipRunBeforeLcp', 'JS run before LCP', kb],
  ['jsGzipBeforeFcp', 'JS arrived bef. FCP', kb],
  ['jsGzip', 'JS gzip', kb],
  ['jsRaw', 'JS raw', kb],
  ['cssGzip', 'CSS gzip', kb],
  ['requests', 'requests', String],
  ['releaseFiles', 'release files', String],
  ['chainDepth', 'chain to remote code', String],
  ['chainDepthMax', 'chain, longest load', String],
  ['fcp', 'FCP ms', (v) => String(Math.round(v))],
  ['lcp', 'LCP ms', (v) => String(Math.round(v))],
  ['cls', 'CLS', (v) => v.toFixed(3)],
  ['tbt', 'TBT ms', (v) => String(Math.round(v))],
  ['homeGames', 'home games shown ms', (v) => (v > 0 ? String(Math.round(v)) : '–')],
];

/**
 * Waits until the page has been quiet for 3 s: no request in flight or finished and no long task.
 * 'networkidle' alone is not enough on a throttled CPU: the network goes idle while the shell's
 * scripts are still running, long before the remotes are requested.
 */
async function waitUntilQuiet(page, { quietMs = 3000, timeoutMs = 90_000 } = {}) {
  let inFlight = 0;
  let lastNetwork = Date.now();
  const onStart = () => {
    inFlight += 1;
    lastNetwork = Date.now();
  };
  const onEnd = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastNetwork = Date.now();
  };
  page.on('request', onStart);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      await page.waitForTimeout(250);
      // A long task that ended less than quietMs ago (page clock) keeps the page busy.
      const sinceLongTask = await page.evaluate(() => {
        const last = (window.__bench?.longTasks ?? []).reduce((end, [start, duration]) => Math.max(end, start + duration), 0);
        return performance.now() - last;
      });
      if (inFlight === 0 && Date.now() - lastNetwork >= quietMs && sinceLongTask >= quietMs) return;
    }
  } finally {
    page.off('request', onStart);
    page.off('requestfinished', onEnd);
    page.off('requestfailed', onEnd);
  }
}

async function measureRoute(browser, baseUrl, route) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__bench = { lcp: 0, cls: 0, longTasks: [], homeGames: 0 };
    // When the home page's first game tile (the lobby remote's hot games) is in the page: the first
    // screen's remotes run after the first banner's paint (shell/src/app/first-paint-gate.ts), so
    // what that costs the games is measured here.
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="home-games"] li')) return;
      window.__bench.homeGames = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__bench.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__bench.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let requests = 0;
  let releaseFiles = 0;
  const bodies = new Map();
  page.on('request', (request) => {
    requests += 1;
    // A remote's registry record or the brand's releases file (which holds the pinned versions' records).
    const releasePath = new URL(request.url()).pathname;
    if (releasePath.endsWith('/release.json') || releasePath.endsWith('.releases.json')) releaseFiles += 1;
  });
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await response.body();
      bodies.set(response.url(), { type, raw: body.length, gzip: gzipSync(body).length });
    } catch {
      // a response without a body (redirect) carries nothing
    }
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  await waitUntilQuiet(page);
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const resources = performance.getEntriesByType('resource').map((r) => ({ name: r.name, start: r.startTime, end: r.responseEnd }));
    return { fcp, resources, ...window.__bench };
  });
  await context.close();
  const files = [...bodies.values()];
  const beforeFcp = new Set(timing.resources.filter((r) => r.end <= timing.fcp).map((r) => r.name));
  const sum = (list, key) => list.reduce((total, x) => total + x[key], 0);
  const scripts = files.filter((f) => f.type === 'script');
  return {
    jsGzipBeforeFcp: sum(
      [...bodies].filter(([url, f]) => f.type === 'script' && beforeFcp.has(url)).map(([, f]) => f),
      'gzip',
    ),
    jsGzip: sum(scripts, 'gzip'),
    jsRaw: sum(scripts, 'raw'),
    cssGzip: sum(
      files.filter((f) => f.type === 'stylesheet'),
      'gzip',
    ),
    requests,
    releaseFiles,
    fcp: timing.fcp,
    lcp: timing.lcp,
    cls: timing.cls,
    homeGames: timing.homeGames,
    // Total blocking time: the part of each long task beyond 50 ms, after the first paint.
    tbt: timing.longTasks.filter(([start]) => start >= timing.fcp).reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0),
  };
}

/**
 * From one more load, CPU throttled `cpuRate`× (tracking async stacks costs the page time, so its
 * timings are not reported):
 * - `chainDepth`: requests in a row before a remote's code first ran (scripts/lib/request-chain.mjs):
 *   from the first `/registry/` script V8 compiled back through Chromium's request initiators
 *   (async stacks on) and the calls finished before each step; `chainUrls` is that chain;
 * - `jsGzipRunBeforeFcp`: the JavaScript that ran before the first contentful paint (each script by
 *   when V8 first parsed it). `jsGzipBeforeFcp` counts what had *arrived* by then, which includes
 *   files preloaded for later (the first screen's remote chunks): bytes on the line, not code the
 *   paint waited for;
 * - `jsGzipRunBeforeLcp`: the same before the largest contentful paint. The first paint is the
 *   start-up screen in the page's HTML, which needs no script; this is the code the page's content
 *   (the home page's banner, a form) waited for.
 */
async function measureStart(browser, baseUrl, route, { cpuRate }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await cdp.send('Network.enable');
  const parsedAt = new Map();
  cdp.on('Debugger.scriptParsed', (event) => {
    if (event.url && !parsedAt.has(event.url)) parsedAt.set(event.url, Date.now());
  });
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
  const requests = new Map();
  // The requests' clock (CDP's monotonic seconds) less the wall clock the parse times were taken on.
  let wallToRequestClock = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    wallToRequestClock = event.timestamp - event.wallTime;
    const stackUrls = [];
    for (let stack = event.initiator.stack; stack; stack = stack.parent) {
      for (const frame of stack.callFrames) if (frame.url && !stackUrls.includes(frame.url)) stackUrls.push(new URL(frame.url).pathname);
    }
    if (event.initiator.url) stackUrls.push(new URL(event.initiator.url).pathname);
    const { pathname } = new URL(event.request.url);
    requests.set(event.requestId, {
      url: pathname,
      start: event.timestamp,
      end: Infinity,
      initiator: event.initiator.type,
      resourceType: event.type,
      stackUrls,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.end = event.timestamp;
  });
  const gzipOf = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      gzipOf.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // a response without a body carries nothing
    }
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  await waitUntilQuiet(page, { quietMs: 1500 });
  // The paint on the wall clock, as the parse times were taken (the page clock starts at timeOrigin).
  const { fcpWall, lcpWall } = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const lcp = entries.length > 0 ? entries[entries.length - 1].startTime : Infinity;
          resolve({ fcpWall: performance.timeOrigin + fcp, lcpWall: performance.timeOrigin + lcp });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  const runBefore = (wall) => [...parsedAt].filter(([, at]) => at <= wall).reduce((total, [url]) => total + (gzipOf.get(url) ?? 0), 0);
  const chainRequests = [...requests.values()].filter((r) => r.url && !r.url.startsWith('data:'));
  const scriptRuns = [...parsedAt].map(([url, at]) => ({ url: new URL(url).pathname, ranAt: at / 1000 + wallToRequestClock }));
  return {
    chainDepth: chainBeforeRemoteCode(chainRequests, scriptRuns),
    chainUrls: chainBeforeRemoteCodeUrls(chainRequests, scriptRuns),
    jsGzipRunBeforeFcp: runBefore(fcpWall),
    jsGzipRunBeforeLcp: runBefore(lcpWall),
  };
}

/** Loads per route for the request chain: {@link measureChain}. */
const CHAIN_LOADS = 3;

/**
 * The request chain before a remote's code first ran (`measureStart`'s `chainDepth`), the shortest
 * of {@link CHAIN_LOADS} loads as `chainDepth` and the longest as `chainDepthMax`; with --verbose,
 * each load's chain. The loads run at full CPU speed: the chain is a property of what waits for
 * what, and on a throttled CPU calls the code makes together (the start's status, releases and
 * notices calls) leave in separate tasks, so one may seem to have waited for another that answered
 * in between. A wait that is real is in every load; a link that shows in some loads only is an
 * accident of timing, which the shortest chain leaves out and the longest keeps.
 */
async function measureChain(browser, baseUrl, route) {
  const depths = [];
  for (let i = 0; i < CHAIN_LOADS; i += 1) {
    const { chainDepth, chainUrls } = await measureStart(browser, baseUrl, route, { cpuRate: 1 });
    if (args.includes('--verbose')) console.info(`  chain on ${route}: ${chainUrls.join(' → ') || '(no remote code ran)'}`);
    depths.push(chainDepth);
  }
  return { chainDepth: Math.min(...depths), chainDepthMax: Math.max(...depths) };
}

/** How each centre is opened: a seeded account, its account-menu entry and the page that shows first. */
const CENTRES = {
  member: { username: 'member01', password: 'secret88', menuItem: 'Member centre', dialog: 'Member centre' },
  agent: { username: 'agent01', password: 'secret88', menuItem: 'Agent centre', dialog: 'Agent' },
};

/** JavaScript fetched to open a centre after logging in (gzip and raw), and the time it took. */
async function measureCentre(browser, baseUrl, name) {
  const centre = CENTRES[name];
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.localStorage.setItem('hisLang', 'EN');
    window.sessionStorage.setItem('index_notice', '1');
  });
  let counting = false;
  const scripts = [];
  page.on('response', async (response) => {
    if (!counting || response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length });
    } catch {
      // a response without a body carries nothing
    }
  });
  await page.addInitScript(() => {
    window.__bench = { longTasks: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__bench.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(centre.username);
  await login.getByLabel('Password', { exact: true }).fill(centre.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  const welcome = page.getByRole('dialog', { name: /^Welcome/ });
  await welcome.getByRole('button', { name: 'OK' }).click({ timeout: 60_000 });
  await welcome.waitFor({ state: 'hidden' });
  await waitUntilQuiet(page);
  counting = true;
  const started = Date.now();
  await header.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: centre.menuItem }).click();
  const dialog = page.getByRole('dialog', { name: centre.dialog });
  await dialog.getByRole('heading', { level: 3 }).first().waitFor({ timeout: 60_000 });
  const openMs = Date.now() - started;
  await waitUntilQuiet(page);
  await context.close();
  return {
    jsGzip: scripts.reduce((total, s) => total + s.gzip, 0),
    jsRaw: scripts.reduce((total, s) => total + s.raw, 0),
    files: scripts.length,
    openMs,
  };
}

async function registrySizes() {
  const rows = [];
  const registry = path.join(repoRoot, 'registry');
  for (const remote of (await readdir(registry)).sort()) {
    for (const version of await readdir(path.join(registry, remote))) {
      const dir = path.join(registry, remote, version);
      let total = 0;
      let totalGzip = 0;
      for (const file of await readdir(dir)) {
        if (!file.endsWith('.js')) continue;
        const body = await readFile(path.join(dir, file));
        total += (await stat(path.join(dir, file))).size;
        totalGzip += gzipSync(body).length;
      }
      const entry = await readFile(path.join(dir, 'remoteEntry.js'));
      // What Module Federation put in the entry (build-report-plugin.cjs federationRuntime).
      const report = JSON.parse(await readFile(path.join(dir, 'build-report.json'), 'utf8').catch(() => '{}'));
      const federationRuntime = report.files?.['remoteEntry.js']?.federationRuntime;
      rows.push({
        remote: `${remote}@${version}`,
        entryGzip: gzipSync(entry).length,
        federationRuntimeGzip: federationRuntime?.gzip ?? null,
        allJs: total,
        allJsGzip: totalGzip,
      });
    }
  }
  return rows;
}

function printTable(title, results, previous) {
  const routeNames = Object.keys(results);
  console.info(`\n${title}`);
  console.info(`  ${'figure'.padEnd(20)} ${routeNames.map((r) => r.padStart(20)).join('')}`);
  for (const [key, label, format] of FIGURES) {
    const cells = routeNames.map((route) => {
      const now = results[route][key];
      const before = previous?.[route]?.[key];
      const delta =
        typeof before === 'number' && before !== 0 ? ` (${now >= before ? '+' : ''}${Math.round(((now - before) / before) * 100)}%)` : '';
      return `${format(now)}${delta}`.padStart(20);
    });
    console.info(`  ${label.padEnd(20)} ${cells.join('')}`);
  }
}

/** The figures MF / monolith, per route (issue 19: the cost of the split, target <= 1.10 on bytes). */
const RATIO_FIGURES = [
  ['jsGzipRunBeforeFcp', 'JS run before FCP'],
  ['jsGzipRunBeforeLcp', 'JS run before LCP'],
  ['jsGzipBeforeFcp', 'JS arrived bef. FCP'],
  ['jsGzip', 'JS gzip'],
  ['requests', 'requests'],
  ['fcp', 'FCP'],
  ['lcp', 'LCP'],
  ['tbt', 'TBT'],
  ['homeGames', 'home games shown'],
];

function printRatios(mf, monolith, lighthouse, monolithLighthouse) {
  const routeNames = Object.keys(mf).filter((route) => monolith[route]);
  console.info('\nMF build / monolith build (same code; > 1 means the split costs that much more):');
  console.info(`  ${'figure'.padEnd(20)} ${routeNames.map((r) => r.padStart(12)).join('')}`);
  const ratio = (a, b) => (typeof a === 'number' && typeof b === 'number' && b > 0 ? (a / b).toFixed(2) : '–');
  for (const [key, label] of RATIO_FIGURES) {
    console.info(`  ${label.padEnd(20)} ${routeNames.map((route) => ratio(mf[route][key], monolith[route][key]).padStart(12)).join('')}`);
  }
  if (Object.keys(monolithLighthouse).length > 0) {
    const cells = routeNames.map((route) => `${lighthouse[route]?.score ?? '–'} / ${monolithLighthouse[route]?.score ?? '–'}`.padStart(12));
    console.info(`  ${'Lighthouse MF / mono'.padEnd(20)} ${cells.join('')}`);
  }
}

function printLighthouse(title, lighthouse, previous) {
  if (Object.keys(lighthouse).length === 0) return;
  console.info(`\n${title} (${LIGHTHOUSE}, its simulated slow 4G and 4× CPU; median of ${lighthouseRuns}):`);
  console.info('  route                score    FCP ms   LCP ms   TBT ms   CLS');
  for (const [route, r] of Object.entries(lighthouse)) {
    const before = previous?.[route]?.score;
    const delta = typeof before === 'number' ? ` (${r.score >= before ? '+' : ''}${r.score - before})` : '';
    console.info(
      `  ${route.padEnd(20)} ${`${r.score}${delta}`.padEnd(8)} ${String(Math.round(r.fcp)).padEnd(8)} ${String(Math.round(r.lcp)).padEnd(8)} ${String(Math.round(r.tbt)).padEnd(8)} ${r.cls.toFixed(3)}`,
    );
  }
  for (const line of formatLcpDetail(title.split(' (')[0], lighthouse)) console.info(line);
}

const medianOf = (samples) => Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]));

/** Every figure of one build behind its edge: routes (timed runs + one chain run), centres, the grid. */
async function measureBuild(browser, baseUrl, { withCentres, withGrid }) {
  const routesResult = {};
  for (const route of routes) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await measureRoute(browser, baseUrl, route));
    const { jsGzipRunBeforeFcp, jsGzipRunBeforeLcp } = await measureStart(browser, baseUrl, route, { cpuRate: 4 });
    routesResult[route] = {
      ...medianOf(samples),
      jsGzipRunBeforeFcp,
      jsGzipRunBeforeLcp,
      ...(await measureChain(browser, baseUrl, route)),
    };
  }
  const centresResult = {};
  for (const name of withCentres ? centres : []) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await measureCentre(browser, baseUrl, name));
    centresResult[name] = medianOf(samples);
  }
  // Last: it tops the slots lobby up to 5,000 games on this platform (lobby-grid-bench.mjs).
  const grid = withGrid ? await measureLobbyGrid(browser, { baseUrl, runs }) : null;
  return { routes: routesResult, centres: centresResult, grid };
}

async function lighthouseOf(baseUrl) {
  const lighthouse = {};
  for (const route of lighthouseRuns > 0 ? routes : []) {
    const samples = [];
    try {
      for (let i = 0; i < lighthouseRuns; i += 1) samples.push(await lighthouseRun(`${baseUrl}${route}`));
      // The element's label is no figure: the median is taken of the rest, the label of the first run.
      const figures = samples.map(({ lcpElement: _label, ...rest }) => rest);
      lighthouse[route] = { ...medianOf(figures), lcpElement: samples[0].lcpElement };
    } catch (error) {
      // No Lighthouse here (npx could not fetch it, Chromium would not start): the other figures stand.
      console.error(error.message);
      break;
    }
  }
  return lighthouse;
}

async function readBuildTimes() {
  try {
    return JSON.parse(await readFile(path.join(repoRoot, 'bench-results', 'build-times.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** The fleet figure, or why it was not measured (redis-server or nginx missing: printed, not failed). */
async function fleetFigures(quiet) {
  try {
    return await measureFleetPropagation({ pins: 50, log: quiet ? () => undefined : (line) => console.info(line) });
  } catch (error) {
    return { error: error.message };
  }
}

function printFleet(figures) {
  console.info(`\n${figures.error ? `Fleet figure not measured: ${figures.error}` : formatFleetFigures(figures)}`);
}

/**
 * `--check`: each remote's `npm run check` (every stage), one after the other, quiet unless
 * --verbose; prints and writes each stage's time per remote. Never fails on a time; a failing
 * stage is printed as such (a check that fails is timed only up to its failure).
 */
async function benchChecks(list) {
  const known = listRemotes(repoRoot);
  const remotes = list === 'all' ? known : list.split(',').filter(Boolean);
  const unknown = remotes.filter((remote) => !known.includes(remote));
  if (remotes.length === 0 || unknown.length > 0) throw new Error(`--check: all or some of ${known.join(', ')}`);
  const checks = {};
  for (const remote of remotes) {
    console.info(`checking ${remote} ...`);
    const results = await checkRemote(remote, STAGES, {
      stdio: args.includes('--verbose') ? 'inherit' : 'ignore',
      print: args.includes('--verbose') ? console.info : () => {},
    });
    checks[remote] = {
      ok: results.length === STAGES.length && results.every((r) => r.ok),
      seconds: Math.round(results.reduce((sum, r) => sum + r.seconds, 0) * 10) / 10,
      stages: Object.fromEntries(results.map((r) => [r.name, { ok: r.ok, seconds: Math.round(r.seconds * 10) / 10 }])),
    };
  }
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), checks }, null, 2)}\n`);
  if (args.includes('--json')) {
    console.info(JSON.stringify({ checks }, null, 2));
    return;
  }
  console.info('\nnpm run check -- <remote>, seconds per stage (aim: under 180 s a remote):');
  console.info(`  ${'remote'.padEnd(20)}${STAGES.map((stage) => stage.padStart(10)).join('')}${'total'.padStart(9)}`);
  for (const [remote, { ok, seconds, stages }] of Object.entries(checks)) {
    const cells = STAGES.map((stage) => {
      const result = stages[stage];
      return (result ? `${result.seconds.toFixed(1)}${result.ok ? '' : '!'}` : '-').padStart(10);
    });
    console.info(`  ${remote.padEnd(20)}${cells.join('')}${seconds.toFixed(1).padStart(9)}${ok ? '' : '  FAILED (! marks the stage)'}`);
  }
  console.info(`\nfigures written to ${path.relative(process.cwd(), outFile)}`);
}

async function main() {
  const checkList = option('check', '');
  if (checkList) {
    await benchChecks(checkList);
    return;
  }
  if (option('pages', 'on') === 'only') {
    const pages = await measurePages({ apiPort: portBase - 3994, edgePort: portBase + 6, quiet: !args.includes('--verbose') });
    if (args.includes('--json')) console.info(JSON.stringify({ pages }, null, 2));
    else console.info(formatPageFigures(pages));
    return;
  }
  if (option('guard', 'on') === 'only') {
    const guard = await measureGuard();
    if (args.includes('--json')) console.info(JSON.stringify({ guard }, null, 2));
    else console.info(formatGuardFigures(guard));
    return;
  }
  const fleetMode = option('fleet', 'on');
  if (!['on', 'off', 'only'].includes(fleetMode)) throw new Error(`--fleet is on, off or only, not ${fleetMode}`);
  if (fleetMode === 'only') {
    const fleet = await fleetFigures(!args.includes('--verbose'));
    await mkdir(path.dirname(outFile), { recursive: true });
    await writeFile(outFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), fleet }, null, 2)}\n`);
    if (args.includes('--json')) console.info(JSON.stringify({ fleet }, null, 2));
    else printFleet(fleet);
    return;
  }
  if (!existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'))) throw new Error('no build: run `npm run build` first');
  const previous = compareFile ? JSON.parse(await readFile(compareFile, 'utf8')) : null;
  const quiet = !args.includes('--verbose');
  const withGrid = option('grid', 'on') !== 'off';
  startServer('platform', process.execPath, [path.join(repoRoot, 'scripts', 'serve-platform.mjs')], {
    env: { PORT: String(port), API_PORT: String(apiPort) },
    quiet,
  });
  if (withMonolith) {
    startServer('platform (monolith)', process.execPath, [path.join(repoRoot, 'scripts', 'serve-platform.mjs')], {
      env: { PORT: String(monolithPort), API_PORT: String(monolithApiPort), SHELL_DIST: monolithDist },
      quiet,
    });
  }
  const baseUrl = `http://localhost:${port}`;
  const monolithUrl = `http://localhost:${monolithPort}`;
  await waitForUrl(`${baseUrl}/brands/index.json`, { timeoutMs: 120_000 });
  if (withMonolith) await waitForUrl(`${monolithUrl}/brands/index.json`, { timeoutMs: 120_000 });
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROME_FLAGS,
  });
  let mf;
  let monolith = null;
  let field = null;
  try {
    mf = await measureBuild(browser, baseUrl, { withCentres: true, withGrid });
    // What players feel: the page's own reports of a journey, as the edge's figures show them.
    if (option('field', 'on') !== 'off') field = await measureField(browser, baseUrl);
    if (withMonolith) monolith = await measureBuild(browser, monolithUrl, { withCentres: false, withGrid });
  } finally {
    await browser.close();
  }
  const lighthouse = await lighthouseOf(baseUrl);
  const monolithLighthouse = withMonolith ? await lighthouseOf(monolithUrl) : {};
  const sizes = await registrySizes();
  const buildTimes = await readBuildTimes();
  const fleet = fleetMode === 'on' ? await fleetFigures(quiet) : null;
  const guard = option('guard', 'on') === 'off' ? null : await measureGuard();
  const pages = option('pages', 'on') === 'off' ? null : await measurePages({ apiPort: portBase - 3994, edgePort: portBase + 6, quiet });
  const report = {
    measuredAt: new Date().toISOString(),
    runs,
    routes: mf.routes,
    centres: mf.centres,
    grid: mf.grid,
    lighthouse,
    field,
    monolith: monolith ? { routes: monolith.routes, grid: monolith.grid, lighthouse: monolithLighthouse } : null,
    registry: sizes,
    buildTimes,
    fleet,
    guard,
    pages,
  };
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, `${JSON.stringify(report, null, 2)}\n`);
  if (args.includes('--json')) {
    console.info(JSON.stringify(report, null, 2));
    return;
  }
  const setting = `median of ${runs}, 390 × 844 phone, CPU throttled 4×, production build behind the edge`;
  printTable(`MF build, per route (${setting}):`, mf.routes, previous?.routes);
  if (monolith) printTable(`Monolith build, per route (${setting}):`, monolith.routes, previous?.monolith?.routes);
  if (monolith) printRatios(mf.routes, monolith.routes, lighthouse, monolithLighthouse);
  if (!withMonolith) console.info('\n(no monolith build: `npm run build -- --monolith` adds the MF / monolith comparison)');
  printLighthouse('Lighthouse mobile, MF build', lighthouse, previous?.lighthouse);
  printLighthouse('Lighthouse mobile, monolith build', monolithLighthouse, previous?.monolith?.lighthouse);
  if (field) console.info(`\n${formatFieldFigures(field)}`);
  if (Object.keys(mf.centres).length > 0) {
    console.info(`\nOpening a centre after logging in (median of ${runs}; JavaScript fetched from the menu click until its page shows):`);
    console.info('  centre       JS gzip      JS raw       files   open ms');
    for (const [name, r] of Object.entries(mf.centres)) {
      console.info(
        `  ${name.padEnd(12)} ${kb(r.jsGzip).padEnd(12)} ${kb(r.jsRaw).padEnd(12)} ${String(r.files).padEnd(7)} ${Math.round(r.openMs)}`,
      );
    }
  }
  if (mf.grid) {
    console.info(`\n${LOBBY_GAMES.toLocaleString('en')}-game lobby (${LOBBY_ROUTE}, 4× CPU, median of ${runs}):`);
    console.info('  build        scroll frame median   p95      keystroke → paint   → server answer painted   plain page median / p95');
    for (const [name, grid] of [
      ['MF', mf.grid],
      ['monolith', monolith?.grid],
    ]) {
      if (!grid) continue;
      console.info(
        `  ${name.padEnd(12)} ${`${grid.scrollFrameMedianMs.toFixed(1)} ms`.padEnd(21)} ${`${grid.scrollFrameP95Ms.toFixed(1)} ms`.padEnd(8)} ${`${Math.round(grid.keystrokeToPaintMs)} ms`.padEnd(19)} ${`${Math.round(grid.keystrokeToServerPaintMs ?? NaN)} ms`.padEnd(25)} ${(grid.plainPageFrameMedianMs ?? NaN).toFixed(1)} / ${(grid.plainPageFrameP95Ms ?? NaN).toFixed(1)} ms`,
      );
    }
  }
  console.info('\nRemote builds in the registry:');
  console.info('  remote                       remoteEntry gzip   of it MF runtime   all JS       all JS gzip');
  for (const row of sizes)
    console.info(
      `  ${row.remote.padEnd(28)} ${kb(row.entryGzip).padEnd(18)} ${(row.federationRuntimeGzip === null ? '–' : kb(row.federationRuntimeGzip)).padEnd(18)} ${kb(row.allJs).padEnd(12)} ${kb(row.allJsGzip)}`,
    );
  if (Object.keys(buildTimes).length > 0) {
    console.info('\nLast production build time per package (npm run build; bench-results/build-times.json):');
    console.info(`  ${'package'.padEnd(20)} ${'last build'.padEnd(34)} last build without a webpack cache`);
    for (const [app, { seconds, builtAt, cold, lastCold }] of Object.entries(buildTimes).sort(([a], [b]) => a.localeCompare(b))) {
      const last = `${seconds.toFixed(1)} s${cold === undefined ? '' : cold ? ' (cold)' : ' (cached)'}`;
      const coldBuild = lastCold ? `${lastCold.seconds.toFixed(1)} s, ${lastCold.builtAt}` : '– (none recorded)';
      console.info(`  ${app.padEnd(20)} ${`${last}, ${builtAt.slice(0, 16)}`.padEnd(34)} ${coldBuild}`);
    }
  }
  if (fleet) printFleet(fleet);
  if (guard) console.info(`\n${formatGuardFigures(guard)}`);
  if (pages) console.info(`\n${formatPageFigures(pages)}`);
  console.info(`\nfigures written to ${path.relative(process.cwd(), outFile)}${previous ? ` (compared with ${compareFile})` : ''}`);
}

main()
  .catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  })
  .finally(() => stopServers());
