#!/usr/bin/env node
// Grid benchmark: renders the lobby's game grid with 5,000 games in Chromium against the
// PRODUCTION build of this remote (dist/, standalone dev host) and PRINTS what it measured. It never
// asserts a timing (shared machines are noisy); it exits non-zero only when it could not measure.
//
//   npm run bench                         (from mfe-lobby; build first: npm run build)
//   node bench/grid-bench.mjs --games=5000 --runs=3 --json
//
// Scenarios:
//   all       one answer with every game: time to the first rendered row, DOM rows/cards, then a
//             scroll through the whole list (frame times) and the DOM rows/cards at the bottom.
//   infinite  42 games per page (as the platform sends them): scrolls to the end until every game
//             is loaded (the first pages by infinite loading, then by the "load more" button the
//             lobby shows after them); time taken and pages requested.
// The API is answered inside the browser (Playwright routes); nothing else is started but a static
// file server for dist/ on a free port.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const gameCount = Number(option('games', '5000'));
const runs = Number(option('runs', '1'));
const asJson = args.includes('--json');
const PAGE_SIZE = 42;
const print = (line) => process.stdout.write(`${line}\n`);

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('mfe-lobby/dist is missing: run `npm run build` in mfe-lobby first.');
  process.exit(2);
}

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/lib/chromium/chromium'].find((p) => p && existsSync(p));

const TYPES = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};
function serveDist() {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(dist, decodeURIComponent(url.pathname));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dist, 'index.html');
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const game = (i) => ({
  nodeId: i + 1,
  gameName: `Bench game ${i + 1}`,
  gameType: 'RNG',
  vassalage: i % 2 ? 'PG' : 'JL',
  gameCode: `bench-${i + 1}`,
  // Every tenth icon is missing, so the fallback icon path is exercised too.
  showIcon: i % 10 === 9 ? `/assets-api/missing/${i}.png` : `/assets-api/icons/${i}.png`,
});
const allGames = Array.from({ length: gameCount }, (_, i) => game(i));
const envelope = (value) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, value }) });

async function routeApi(page, scenario, counters) {
  await page.route(/\/(wps|lgw)\//, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('GCSGAME_newGameVendor')) {
      return route.fulfill(
        envelope({
          data: {
            lanes: [
              {
                title: 'Slots',
                gameType: 'RNG',
                gameClassify: [],
                cards: [
                  { vassalage: 'PG', name: 'PG Soft', isHot: true },
                  { vassalage: 'JL', name: 'JILI', isHot: false },
                ],
              },
            ],
          },
        }),
      );
    }
    if (url.pathname.endsWith('GCSGAME_gameList')) {
      counters.pages += 1;
      if (scenario === 'all') return route.fulfill(envelope({ games: allGames, totalPages: 1, totalCount: gameCount }));
      const pageNo = Number(url.searchParams.get('pageNo') ?? '1');
      const totalPages = Math.ceil(gameCount / PAGE_SIZE);
      return route.fulfill(
        envelope({ games: allGames.slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE), totalPages, totalCount: gameCount }),
      );
    }
    // Anything else the dev host asks for (status, whitelabel, member): a plain failure it tolerates.
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'bench', errorCode: 'bench' }),
    });
  });
  await page.route(/\/assets-api\//, (route) =>
    route.request().url().includes('/missing/')
      ? route.fulfill({ status: 404, body: '' })
      : route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1PX }),
  );
}

const domCounts = (page) =>
  page.evaluate(() => ({
    rows: document.querySelectorAll('[data-testid="game-grid-row"]').length,
    cards: document.querySelectorAll('[data-testid="game-grid"] [role="listitem"]').length,
    domNodes: document.getElementsByTagName('*').length,
  }));

async function scrollThrough(page) {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const frames = [];
    let last = performance.now();
    const step = Math.round(window.innerHeight * 0.9);
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) {
      window.scrollBy(0, step);
      await frame();
      const now = performance.now();
      frames.push(now - last);
      last = now;
      if (frames.length > 5000) break;
    }
    await frame();
    frames.sort((a, b) => a - b);
    const sum = frames.reduce((a, b) => a + b, 0);
    return {
      steps: frames.length,
      avgFrameMs: sum / Math.max(frames.length, 1),
      p95FrameMs: frames[Math.floor(frames.length * 0.95)] ?? 0,
      maxFrameMs: frames.at(-1) ?? 0,
    };
  });
}

async function runAll(browser, base) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const counters = { pages: 0 };
  await routeApi(page, 'all', counters);
  const started = Date.now();
  await page.goto(`${base}/rng`);
  await page.waitForSelector('[data-testid="game-grid-row"]', { timeout: 60_000 });
  const wallMs = Date.now() - started;
  const firstRowMs = await page.evaluate(() => performance.now());
  const atTop = await domCounts(page);
  const scroll = await scrollThrough(page);
  const atBottom = await domCounts(page);
  const lastCard = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="game-grid"] [role="listitem"]')].at(-1)?.getAttribute('aria-posinset'),
  );
  await page.close();
  return {
    scenario: 'all',
    games: gameCount,
    firstRowSinceNavigationMs: Math.round(firstRowMs),
    gotoToFirstRowMs: wallMs,
    atTop,
    scroll,
    atBottom,
    lastCardPosition: Number(lastCard),
    listRequests: counters.pages,
  };
}

async function runInfinite(browser, base) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const counters = { pages: 0 };
  await routeApi(page, 'infinite', counters);
  await page.goto(`${base}/rng`);
  await page.waitForSelector('[data-testid="game-grid-row"]', { timeout: 60_000 });
  const started = Date.now();
  const totalPages = Math.ceil(gameCount / PAGE_SIZE);
  const deadline = started + 180_000;
  while (counters.pages < totalPages && Date.now() < deadline) {
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      // After its first pages the lobby stops loading by itself and offers a button (issue 14.8).
      const more = [...document.querySelectorAll('button')].find((b) => /load more/i.test(b.textContent ?? '') && !b.disabled);
      more?.click();
    });
    await page.waitForTimeout(50);
  }
  await page
    .waitForFunction(
      (n) => document.body.textContent?.includes(`${n} of ${n}`) || document.body.textContent?.includes(`${n} / ${n}`),
      gameCount,
      { timeout: 30_000 },
    )
    .catch(() => undefined);
  const loadAllMs = Date.now() - started;
  const atBottom = await domCounts(page);
  await page.close();
  return {
    scenario: 'infinite',
    games: gameCount,
    pageSize: PAGE_SIZE,
    listRequests: counters.pages,
    expectedPages: totalPages,
    scrollToLoadEverythingMs: loadAllMs,
    atBottom,
  };
}

const server = await serveDist();
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch(executablePath ? { executablePath } : {});
const results = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    results.push({ run, ...(await runAll(browser, base)) });
    results.push({ run, ...(await runInfinite(browser, base)) });
  }
} finally {
  await browser.close();
  server.close();
}

if (asJson) {
  print(JSON.stringify(results, null, 2));
} else {
  for (const r of results) {
    if (r.scenario === 'all') {
      print(`[run ${r.run}] all ${r.games} games in one answer`);
      print(`  first grid row rendered: ${r.firstRowSinceNavigationMs} ms after navigation start (goto→row ${r.gotoToFirstRowMs} ms)`);
      print(`  DOM at top:    ${r.atTop.rows} rows, ${r.atTop.cards} cards, ${r.atTop.domNodes} elements`);
      print(
        `  scroll through: ${r.scroll.steps} steps, frame avg ${r.scroll.avgFrameMs.toFixed(1)} ms, p95 ${r.scroll.p95FrameMs.toFixed(1)} ms, max ${r.scroll.maxFrameMs.toFixed(1)} ms`,
      );
      print(
        `  DOM at bottom: ${r.atBottom.rows} rows, ${r.atBottom.cards} cards, ${r.atBottom.domNodes} elements (last card #${r.lastCardPosition})`,
      );
    } else {
      print(`[run ${r.run}] infinite loading, ${r.pageSize} per page`);
      print(`  ${r.listRequests}/${r.expectedPages} pages loaded by scrolling in ${r.scrollToLoadEverythingMs} ms`);
      print(`  DOM at bottom: ${r.atBottom.rows} rows, ${r.atBottom.cards} cards, ${r.atBottom.domNodes} elements`);
    }
  }
}
