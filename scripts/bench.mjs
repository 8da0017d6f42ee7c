#!/usr/bin/env node
// `npm run bench`: measures the production build as a player's browser sees it and PRINTS the
// figures (it never fails on a timing: shared machines are noisy). Per route: JavaScript downloaded
// (raw and gzip), request count, DOMContentLoaded, LCP and long tasks with the CPU throttled 4×.
// Also the size of every remote's entry and exposes on disk. Run `npm run build` first.
//   --runs N (default 3, the median is printed) · --routes /,/rng · --json
import { createRequire } from 'node:module';
import { readdir, readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, startServer, stopServers, waitForUrl } from './lib/run.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const runs = Number(option('runs', '3'));
const routes = option('routes', '/,/rng,/live,/promotions').split(',');
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

async function measureRoute(browser, route) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__bench = { lcp: 0, longTasks: 0, longTaskMs: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__bench.longTasks += 1;
        window.__bench.longTaskMs += entry.duration;
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let requests = 0;
  const scripts = [];
  page.on('request', () => (requests += 1));
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.push({ raw: body.length, gzip: gzipSync(body).length });
    } catch {
      // a response without a body (redirect) carries no script
    }
  });
  await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const timing = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    return { dcl: nav ? nav.domContentLoadedEventEnd : 0, ...window.__bench };
  });
  await context.close();
  return {
    requests,
    jsRaw: scripts.reduce((s, x) => s + x.raw, 0),
    jsGzip: scripts.reduce((s, x) => s + x.gzip, 0),
    dcl: timing.dcl,
    lcp: timing.lcp,
    longTasks: timing.longTasks,
    longTaskMs: timing.longTaskMs,
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

async function main() {
  if (!existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'))) throw new Error('no build: run `npm run build` first');
  startServer('platform', process.execPath, [path.join(repoRoot, 'scripts', 'serve-platform.mjs')], {
    env: { PORT: String(port), API_PORT: String(apiPort) },
    quiet: !args.includes('--verbose'),
  });
  await waitForUrl(`http://localhost:${port}/brands/index.json`, { timeoutMs: 120_000 });
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results = {};
  try {
    for (const route of routes) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measureRoute(browser, route));
      results[route] = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]));
    }
  } finally {
    await browser.close();
  }
  const sizes = await registrySizes();
  if (args.includes('--json')) {
    console.info(JSON.stringify({ routes: results, registry: sizes }, null, 2));
    return;
  }
  console.info(`\nPer route (median of ${runs}, CPU throttled 4×, production build):`);
  console.info('  route          JS gzip     JS raw      requests  DCL ms  LCP ms  long tasks (ms)');
  for (const [route, r] of Object.entries(results)) {
    console.info(
      `  ${route.padEnd(14)} ${kb(r.jsGzip).padEnd(11)} ${kb(r.jsRaw).padEnd(11)} ${String(r.requests).padEnd(9)} ${String(Math.round(r.dcl)).padEnd(7)} ${String(Math.round(r.lcp)).padEnd(7)} ${r.longTasks} (${Math.round(r.longTaskMs)})`,
    );
  }
  console.info('\nRemote builds in the registry:');
  console.info('  remote                       remoteEntry gzip   all JS       all JS gzip');
  for (const row of sizes) console.info(`  ${row.remote.padEnd(28)} ${kb(row.entryGzip).padEnd(18)} ${kb(row.allJs).padEnd(12)} ${kb(row.allJsGzip)}`);
}

main()
  .catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  })
  .finally(() => stopServers());
