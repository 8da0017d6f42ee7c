// The canary guard's figures for `npm run bench` (ADR 0013): how many canary loads, pages and
// seconds the guard needs to abort a failing canary, by the canary's share and failure rate, with
// the pin failing 1 % of its loads, simulated through the guard's own decision (seeded, so the
// same every run). Seconds assume `pagesPerSecond` page loads a second reaching the brand and the
// guard looking every `guardIntervalMs` (the edges' default). The end-to-end figure with real
// browsers is printed by e2e/tests/canary-guard-stops-a-failing-canary.spec.ts.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './run.mjs';

function seeded(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @param {{ pagesPerSecond?: number, guardIntervalMs?: number, runs?: number }} [options]
 */
export async function measureGuard({ pagesPerSecond = 20, guardIntervalMs = 5000, runs = 20 } = {}) {
  const { loadHealthModule } = await import(pathToFileURL(path.join(repoRoot, 'release', 'health.mjs')).href);
  const { decideCanary } = await loadHealthModule();
  const rows = [];
  for (const share of [0.01, 0.1, 0.5]) {
    for (const failure of [1, 0.5, 0.2, 0.1]) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const next = seeded(1000 + run);
        const pin = { loads: 0, failures: 0 };
        const canary = { loads: 0, failures: 0 };
        let pages = 0;
        let aborted = null;
        // The guard looks every guardIntervalMs, i.e. after every `perLook` pages.
        const perLook = Math.max(1, Math.round((pagesPerSecond * guardIntervalMs) / 1000));
        while (pages < 200_000 && aborted === null) {
          pages += 1;
          if (next() < share) {
            canary.loads += 1;
            if (next() < failure) canary.failures += 1;
          } else {
            pin.loads += 1;
            if (next() < 0.01) pin.failures += 1;
          }
          if (pages % perLook === 0 && decideCanary(pin, canary).verdict === 'abort') aborted = { pages, canaryLoads: canary.loads };
        }
        results.push(aborted);
      }
      const done = results.filter(Boolean).sort((a, b) => a.pages - b.pages);
      const median = done[Math.floor(done.length / 2)];
      rows.push({
        share,
        failure,
        aborted: done.length,
        runs,
        canaryLoads: median?.canaryLoads ?? null,
        pages: median?.pages ?? null,
        seconds: median ? median.pages / pagesPerSecond : null,
      });
    }
  }
  return { pagesPerSecond, guardIntervalMs, pinFailureRate: 0.01, rows, reporter: await reporterSize() };
}

/** The reporter's chunk (with web-vitals), loaded after the page has settled: its gzip size. */
async function reporterSize() {
  const dist = path.join(repoRoot, 'shell', 'dist');
  try {
    const file = (await readdir(dist)).find((name) => /^load-reporter\.[0-9a-f]{8}\.js$/.test(name));
    return file ? { file, gzip: gzipSync(await readFile(path.join(dist, file))).length } : null;
  } catch {
    return null;
  }
}

export function formatGuardFigures(figures) {
  const lines = [
    `Canary guard (simulated through decideCanary, median of ${figures.rows[0]?.runs} seeded runs; pin failing ${figures.pinFailureRate * 100} %; ${figures.pagesPerSecond} pages/s, the guard looking every ${figures.guardIntervalMs / 1000} s):`,
    '  canary share   canary fails   aborted   canary loads   pages   seconds',
  ];
  for (const row of figures.rows)
    lines.push(
      `  ${`${row.share * 100} %`.padEnd(14)} ${`${row.failure * 100} %`.padEnd(14)} ${`${row.aborted}/${row.runs}`.padEnd(9)} ${String(row.canaryLoads ?? '–').padEnd(14)} ${String(row.pages ?? '–').padEnd(7)} ${row.seconds === null ? '–' : row.seconds.toFixed(1)}`,
    );
  if (figures.reporter)
    lines.push(
      `  the page's reporter and web-vitals: ${(figures.reporter.gzip / 1024).toFixed(1)} KiB gzip (${figures.reporter.file}), loaded 5 s after load`,
    );
  return lines.join('\n');
}
