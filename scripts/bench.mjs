#!/usr/bin/env node
// `npm run bench`: measures the production build as a player's browser sees it and PRINTS the
// figures (it never fails on a timing: shared machines are noisy; byte budgets are checked by
// e2e/tests/byte-budgets.spec.ts). Per route, CPU throttled 4×, median of N runs: JavaScript and
// CSS downloaded (gzip and raw; before the first contentful paint and in total), requests,
// release files fetched, FCP, LCP, CLS and total blocking time. Also each remote's entry and
// exposes on disk. The centres (member, agent) are measured as a member opens them: log in, then the
// JavaScript fetched from the click on the account menu entry until the centre's page shows (the
// remote, its kit parts and, for the agent, the chart). Writes the figures as JSON (bench-results/, git-ignored) and, with --compare,
// prints the change against an earlier run. Run `npm run build` first.
// Lighthouse's mobile performance score per route comes from the `lighthouse` CLI driving the
// system Chromium (fetched by npx into npm's cache on first use: not a workspace dependency, whose
// install every CI run would pay).
//   --runs N (default 3) · --routes /,/rng · --centres member,agent (or none) · --lighthouse N (runs
//   per route, default 1; 0 skips it) · --json (print JSON only) · --out FILE · --compare FILE
import { createRequire } from 'node:module';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawn } from 'node:child_process';
import { chainDepth } from './lib/request-chain.mjs';
import { repoRoot, startServer, stopServers, waitForUrl } from './lib/run.mjs';

const args = process.argv.slice(2);
/** `--name=value` or `--name value`; an option it does not know is refused (a typo silently ran the full bench). */
const KNOWN_OPTIONS = ['runs', 'routes', 'centres', 'out', 'compare', 'json', 'lighthouse', 'verbose'];
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
const port = 8290;
const apiPort = 4290; // not 4190: WHATWG fetch refuses that port (ManageSieve)

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
        });
      } catch (error) {
        reject(new Error(`lighthouse ${url}: ${error.message}`));
      }
    });
  });
}

/** The figures of one route, in the order the table prints them (label, unit, formatter). */
const FIGURES = [
  ['jsGzipBeforeFcp', 'JS gzip before FCP', kb],
  ['jsGzip', 'JS gzip', kb],
  ['jsRaw', 'JS raw', kb],
  ['cssGzip', 'CSS gzip', kb],
  ['requests', 'requests', String],
  ['releaseFiles', 'release files', String],
  ['chainDepth', 'chain to 1st remote', String],
  ['fcp', 'FCP ms', (v) => String(Math.round(v))],
  ['lcp', 'LCP ms', (v) => String(Math.round(v))],
  ['cls', 'CLS', (v) => v.toFixed(3)],
  ['tbt', 'TBT ms', (v) => String(Math.round(v))],
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

async function measureRoute(browser, route) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__bench = { lcp: 0, cls: 0, longTasks: [] };
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
  await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
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
    // Requests in a row up to the first remote's entry (its code runs once that arrives).
    chainDepth: chainDepth(timing.resources, (r) => new URL(r.name).pathname.endsWith('/remoteEntry.js')),
    fcp: timing.fcp,
    lcp: timing.lcp,
    cls: timing.cls,
    // Total blocking time: the part of each long task beyond 50 ms, after the first paint.
    tbt: timing.longTasks.filter(([start]) => start >= timing.fcp).reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0),
  };
}

/** How each centre is opened: a seeded account, its account-menu entry and the page that shows first. */
const CENTRES = {
  member: { username: 'member01', password: 'secret88', menuItem: 'Member centre', dialog: 'Member centre' },
  agent: { username: 'agent01', password: 'secret88', menuItem: 'Agent centre', dialog: 'Agent' },
};

/** JavaScript fetched to open a centre after logging in (gzip and raw), and the time it took. */
async function measureCentre(browser, name) {
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
  await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
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
      rows.push({ remote: `${remote}@${version}`, entryGzip: gzipSync(entry).length, allJs: total, allJsGzip: totalGzip });
    }
  }
  return rows;
}

function printTable(results, previous) {
  const routeNames = Object.keys(results);
  console.info(`\nPer route (median of ${runs}, 390 × 844 phone, CPU throttled 4×, production build behind the edge):`);
  console.info(`  ${'figure'.padEnd(20)} ${routeNames.map((r) => r.padStart(20)).join('')}`);
  for (const [key, label, format] of FIGURES) {
    const cells = routeNames.map((route) => {
      const now = results[route][key];
      const before = previous?.routes?.[route]?.[key];
      const delta =
        typeof before === 'number' && before !== 0 ? ` (${now >= before ? '+' : ''}${Math.round(((now - before) / before) * 100)}%)` : '';
      return `${format(now)}${delta}`.padStart(20);
    });
    console.info(`  ${label.padEnd(20)} ${cells.join('')}`);
  }
}

async function main() {
  if (!existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'))) throw new Error('no build: run `npm run build` first');
  const previous = compareFile ? JSON.parse(await readFile(compareFile, 'utf8')) : null;
  startServer('platform', process.execPath, [path.join(repoRoot, 'scripts', 'serve-platform.mjs')], {
    env: { PORT: String(port), API_PORT: String(apiPort) },
    quiet: !args.includes('--verbose'),
  });
  await waitForUrl(`http://localhost:${port}/brands/index.json`, { timeoutMs: 120_000 });
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROME_FLAGS,
  });
  const results = {};
  const centreResults = {};
  try {
    for (const route of routes) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measureRoute(browser, route));
      results[route] = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]));
    }
    for (const name of centres) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measureCentre(browser, name));
      centreResults[name] = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]));
    }
  } finally {
    await browser.close();
  }
  const lighthouse = {};
  for (const route of lighthouseRuns > 0 ? routes : []) {
    const samples = [];
    try {
      for (let i = 0; i < lighthouseRuns; i += 1) samples.push(await lighthouseRun(`http://localhost:${port}${route}`));
      lighthouse[route] = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]));
    } catch (error) {
      // No Lighthouse here (npx could not fetch it, Chromium would not start): the other figures stand.
      console.error(error.message);
      break;
    }
  }
  const sizes = await registrySizes();
  const report = { measuredAt: new Date().toISOString(), runs, routes: results, centres: centreResults, lighthouse, registry: sizes };
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, `${JSON.stringify(report, null, 2)}\n`);
  if (args.includes('--json')) {
    console.info(JSON.stringify(report, null, 2));
    return;
  }
  printTable(results, previous);
  if (Object.keys(lighthouse).length > 0) {
    console.info(`\nLighthouse mobile (${LIGHTHOUSE}, its simulated slow 4G and 4× CPU; median of ${lighthouseRuns}):`);
    console.info('  route                score    FCP ms   LCP ms   TBT ms   CLS');
    for (const [route, r] of Object.entries(lighthouse)) {
      const before = previous?.lighthouse?.[route]?.score;
      const delta = typeof before === 'number' ? ` (${r.score >= before ? '+' : ''}${r.score - before})` : '';
      console.info(
        `  ${route.padEnd(20)} ${`${r.score}${delta}`.padEnd(8)} ${String(Math.round(r.fcp)).padEnd(8)} ${String(Math.round(r.lcp)).padEnd(8)} ${String(Math.round(r.tbt)).padEnd(8)} ${r.cls.toFixed(3)}`,
      );
    }
  }
  if (centres.length > 0) {
    console.info(`\nOpening a centre after logging in (median of ${runs}; JavaScript fetched from the menu click until its page shows):`);
    console.info('  centre       JS gzip      JS raw       files   open ms');
    for (const [name, r] of Object.entries(centreResults)) {
      console.info(
        `  ${name.padEnd(12)} ${kb(r.jsGzip).padEnd(12)} ${kb(r.jsRaw).padEnd(12)} ${String(r.files).padEnd(7)} ${Math.round(r.openMs)}`,
      );
    }
  }
  console.info('\nRemote builds in the registry:');
  console.info('  remote                       remoteEntry gzip   all JS       all JS gzip');
  for (const row of sizes)
    console.info(`  ${row.remote.padEnd(28)} ${kb(row.entryGzip).padEnd(18)} ${kb(row.allJs).padEnd(12)} ${kb(row.allJsGzip)}`);
  console.info(`\nfigures written to ${path.relative(process.cwd(), outFile)}${previous ? ` (compared with ${compareFile})` : ''}`);
}

main()
  .catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  })
  .finally(() => stopServers());
