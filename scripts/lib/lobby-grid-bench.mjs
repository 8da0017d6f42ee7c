#!/usr/bin/env node
// The 5,000-game lobby grid on a phone (issue 19 items 4 and 8): frame times while the grid
// scrolls, and the time from a search keystroke to the filtered games painted. PRINTS figures,
// never asserts them (shared machines are noisy).
//
// What it measures, per run (a fresh 390×844 phone context, DPR 2, touch; CPU throttled 4× through
// CDP `Emulation.setCPUThrottlingRate` once the page has loaded, as the other bench figures):
//   scroll     /rng is opened, then scrolled down by a synthetic wheel gesture at a steady 1,200 px/s for
//              about four seconds (CDP `Input.synthesizeScrollGesture`), while a requestAnimationFrame
//              loop records the time between frames: their median and 95th percentile. A frame the
//              main thread cannot finish in time shows as a longer delta (a plain page: ~17 ms).
//   keystroke  back at the top, the word "dragon" is typed into the search box one key at a time;
//              for each key, the time from the keydown event to the first frame painted after the
//              grid shows only games whose name holds what is typed (or the "no games" notice),
//              measured in the page (MutationObserver + requestAnimationFrame + a task after it).
//              The next key waits for the server's answer to that query. Median over keys and runs.
//              `keystrokeToServerPaintMs` is the same up to the server's answer painted.
//   plain page the same scroll over a page of plain text, in the same context and throttling: what
//              the machine allows at that moment (`plainPageFrameMedianMs`, `plainPageFrameP95Ms`).
// Each figure is the median over `runs` runs.
//
// Setup it needs: the production build (`npm run build`) served by the edge at `baseUrl` with the
// reference API behind it, holding a 5,000-game /rng lobby. Either start the API with
// `PLATFORM_API_SEED_GAMES=5000` in its environment (startPlatform / serve-platform.mjs pass the
// environment on), or leave the control surface on (startPlatform's default; the edge proxies
// /__control): `measureLobbyGrid` asks `POST /__control/games/top-up {"gameType":"RNG","total":5000}`
// first, which adds 280 generated games (vendor GEN) to the seeded 4,720 and is idempotent. Measure
// other routes before calling it, or on another platform: /rng then has one more vendor tab.
//
//   import { measureLobbyGrid } from './lib/lobby-grid-bench.mjs';
//   const { scrollFrameMedianMs, scrollFrameP95Ms, keystrokeToPaintMs, games } =
//     await measureLobbyGrid(browser, { baseUrl: 'http://localhost:8290', runs: 3 });
//
// On its own (starts the edge + API with the 5,000 games on the given ports, prints the figures):
//   node scripts/lib/lobby-grid-bench.mjs --port 8750 --api-port 4750 [--runs 3] [--json]
//   node scripts/lib/lobby-grid-bench.mjs --base-url http://localhost:8751   (a platform already running)
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, stopServers } from './run.mjs';

/** How many games the measured lobby holds. */
export const LOBBY_GAMES = 5000;
/** The lobby measured (the slots category, topped up to {@link LOBBY_GAMES}). */
export const LOBBY_ROUTE = '/rng';
/** The word typed into the search box, one key at a time. */
export const SEARCH_WORD = 'dragon';
const SCROLL_SPEED_PX_S = 1200;
const SCROLL_DISTANCE_PX = 4800;
const CPU_THROTTLE = 4;

/**
 * The frame times of one steady scroll down the page: {@link SCROLL_DISTANCE_PX} at
 * {@link SCROLL_SPEED_PX_S}, recorded by the page's requestAnimationFrame loop.
 */
async function scrollFrames(page, cdp) {
  await page.evaluate(() => window.__lobbyBench.startFrames());
  await cdp.send('Input.synthesizeScrollGesture', {
    x: 195,
    y: 700,
    yDistance: -SCROLL_DISTANCE_PX,
    speed: SCROLL_SPEED_PX_S,
    // A touch drag does not scroll headless Chromium's page; wheel ticks at a steady speed do.
    gestureSourceType: 'mouse',
    preventFling: true,
  });
  return page.evaluate(() => window.__lobbyBench.stopFrames());
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;
};
const round = (value) => Math.round(value * 10) / 10;

/** Makes sure the lobby holds {@link LOBBY_GAMES} games (idempotent); returns how many it holds. */
async function ensureGames(baseUrl) {
  let response;
  try {
    response = await fetch(`${baseUrl}/__control/games/top-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameType: 'RNG', total: LOBBY_GAMES }),
    });
  } catch (error) {
    throw new Error(`lobby grid bench: ${baseUrl} does not answer (${error.message})`);
  }
  if (response.ok) return (await response.json()).total;
  // No control surface: the API may still have been started with PLATFORM_API_SEED_GAMES.
  const list = await fetch(`${baseUrl}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=1&clientType=1&platform=H5`, {
    headers: { merchant: 'wl_demo' },
  });
  const total = list.ok ? ((await list.json())?.value?.totalCount ?? 0) : 0;
  if (total < LOBBY_GAMES) {
    throw new Error(
      `lobby grid bench: /rng holds ${total} games and the control surface answered ${response.status}: ` +
        'start the API with PLATFORM_API_SEED_GAMES=5000 or with the control surface on',
    );
  }
  return total;
}

/** Installs the in-page recorders (frame deltas, keystroke → paint). Runs before the app. */
function installRecorders() {
  const afterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        // rAF runs before the frame is painted; a task queued from it runs once it has been.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }),
    );
  const frames = { deltas: [], running: false };
  window.__lobbyBench = {
    startFrames() {
      frames.deltas = [];
      frames.running = true;
      let last = 0;
      const tick = (now) => {
        if (!frames.running) return;
        if (last) frames.deltas.push(now - last);
        last = now;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    stopFrames() {
      frames.running = false;
      return frames.deltas;
    },
    /**
     * Resolves with { paintMs } once, after the next keydown in the search box, the grid shows only
     * games whose name holds `query` (or the empty notice) and a frame has been painted.
     */
    armKeystroke(query) {
      const wanted = query.toLowerCase();
      return new Promise((resolve) => {
        let start = null;
        let done = false;
        const shows = () => {
          if (document.querySelector('[data-testid="lobby-empty"]')) return true;
          const grid = document.querySelector('[data-testid="game-grid"]');
          const names = grid ? [...grid.querySelectorAll('[role="listitem"] button > span > span:first-child')] : [];
          return names.length > 0 && names.every((name) => (name.textContent ?? '').toLowerCase().includes(wanted));
        };
        const check = () => {
          if (done || start === null || !shows()) return;
          done = true;
          observer.disconnect();
          void afterPaint().then((end) => resolve({ paintMs: end - start }));
        };
        const observer = new MutationObserver(check);
        document.addEventListener(
          'keydown',
          (event) => {
            start = event.timeStamp;
            observer.observe(document.body, { childList: true, subtree: true, characterData: true });
            // The DOM may already show it (a key that does not change the answer).
            queueMicrotask(check);
          },
          { capture: true, once: true },
        );
      });
    },
    afterPaint,
  };
}

/** One run: a fresh phone context; scroll frames, then keystroke → paint for each key of the word. */
async function measureOnce(browser, baseUrl) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.localStorage.setItem('hisLang', 'EN');
      window.sessionStorage.setItem('index_notice', '1');
    });
    await page.addInitScript(installRecorders);
    await page.goto(`${baseUrl}${LOBBY_ROUTE}`);
    await page.locator('[data-testid="game-grid-row"]').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });

    // Scroll: from just above the grid, steadily down the page.
    const gridTop = await page.evaluate(() => document.querySelector('[data-testid="game-grid"]').getBoundingClientRect().top + scrollY);
    await page.evaluate((top) => window.scrollTo(0, Math.max(0, top - 120)), gridTop);
    await page.waitForTimeout(500);
    const scrollStart = await page.evaluate(() => window.scrollY);
    const frames = await scrollFrames(page, cdp);
    const scrolledPx = (await page.evaluate(() => window.scrollY)) - scrollStart;

    // Keystrokes: back at the top, type the word; each key waits for the server's answer to the last.
    await page.evaluate(() => window.scrollTo(0, 0));
    const search = page.getByRole('searchbox');
    await search.click();
    await page.waitForTimeout(300);
    const keys = [];
    for (let i = 1; i <= SEARCH_WORD.length; i += 1) {
      const query = SEARCH_WORD.slice(0, i);
      const armed = page.evaluate((q) => window.__lobbyBench.armKeystroke(q), query);
      const answered = page.waitForResponse(
        (response) => response.url().includes('GCSGAME_gameList') && new URL(response.url()).searchParams.get('gameName') === query,
        { timeout: 30_000 },
      );
      const keyAt = await page.evaluate(() => performance.now());
      await page.keyboard.press(SEARCH_WORD[i - 1]);
      const { paintMs } = await armed;
      await answered;
      // The server's answer painted: the grid re-rendered with it, then a frame.
      await page.waitForFunction(() => document.querySelector('[role="tabpanel"]')?.getAttribute('aria-busy') === 'false');
      const serverPaintAt = await page.evaluate(() => window.__lobbyBench.afterPaint());
      keys.push({ query, paintMs, serverPaintMs: serverPaintAt - keyAt });
      await page.waitForTimeout(200);
    }
    // The same scroll over a plain page (text, no script) in the same conditions: the floor the
    // machine allows at that moment (the "a plain page 17 / 22 ms").
    await page.setContent(
      `<!doctype html><meta name="viewport" content="width=device-width"><body style="font:16px sans-serif;margin:16px">${'<p>Plain text paragraph for the reference scroll, nothing else on the page.</p>'.repeat(600)}</body>`,
    );
    await page.waitForTimeout(300);
    const plainFrames = await scrollFrames(page, cdp);
    return { frames, plainFrames, scrolledPx, keys };
  } finally {
    await context.close();
  }
}

/**
 * Measures the 5,000-game lobby grid (see the header of this file for what and how).
 * @param {import('playwright-core').Browser} browser  a Chromium browser
 * @param {{ baseUrl: string, runs?: number }} options  the edge's address; runs (default 3)
 * @returns {Promise<{ scrollFrameMedianMs: number, scrollFrameP95Ms: number, keystrokeToPaintMs: number,
 *   keystrokeToServerPaintMs: number, games: number, scrollFramesOver25MsPct: number, scrollFrames: number, scrolledPx: number,
 *   plainPageFrameMedianMs: number, plainPageFrameP95Ms: number }>}
 */
export async function measureLobbyGrid(browser, { baseUrl, runs = 3 }) {
  const games = await ensureGames(baseUrl);
  const samples = [];
  for (let i = 0; i < runs; i += 1) samples.push(await measureOnce(browser, baseUrl));
  return {
    scrollFrameMedianMs: round(median(samples.map((s) => median(s.frames)))),
    scrollFrameP95Ms: round(median(samples.map((s) => percentile(s.frames, 0.95)))),
    keystrokeToPaintMs: round(median(samples.flatMap((s) => s.keys.map((k) => k.paintMs)))),
    keystrokeToServerPaintMs: round(median(samples.flatMap((s) => s.keys.map((k) => k.serverPaintMs)))),
    games,
    // The share of frames over the 25 ms p95 target: finer than the p95, which moves in vsyncs.
    scrollFramesOver25MsPct: round(
      median(samples.map((s) => (100 * s.frames.filter((d) => d > 25).length) / Math.max(s.frames.length, 1))),
    ),
    scrollFrames: median(samples.map((s) => s.frames.length)),
    scrolledPx: median(samples.map((s) => s.scrolledPx)),
    plainPageFrameMedianMs: round(median(samples.map((s) => median(s.plainFrames)))),
    plainPageFrameP95Ms: round(median(samples.map((s) => percentile(s.plainFrames, 0.95)))),
  };
}

/** `--name value` or `--name=value`. */
function cliOption(args, name, fallback) {
  const index = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (index < 0) return fallback;
  return args[index].includes('=') ? args[index].slice(name.length + 3) : args[index + 1];
}

async function main(args) {
  const port = Number(cliOption(args, 'port', '8750'));
  const apiPort = Number(cliOption(args, 'api-port', '4750'));
  const runs = Number(cliOption(args, 'runs', '3'));
  const givenUrl = cliOption(args, 'base-url', '');
  if (!existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'))) throw new Error('no build: run `npm run build` first');
  const { startPlatform } = await import('./platform.mjs');
  const { chromium } = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('@playwright/test');
  const executablePath = ['/usr/bin/chromium', '/usr/lib/chromium/chromium'].find((p) => existsSync(p));
  // The API's child process inherits this: /rng starts with the 5,000 games.
  process.env.PLATFORM_API_SEED_GAMES = String(LOBBY_GAMES);
  process.env.PLATFORM_API_SEED_GAMES_TYPE = 'RNG';
  const { url } = givenUrl ? { url: givenUrl } : await startPlatform({ port, apiPort, control: true, quiet: !args.includes('--verbose') });
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const result = await measureLobbyGrid(browser, { baseUrl: url, runs });
    if (args.includes('--json')) {
      console.info(JSON.stringify(result, null, 2));
    } else {
      console.info(`${result.games}-game lobby grid (${LOBBY_ROUTE}, 390×844 phone, CPU ${CPU_THROTTLE}×, median of ${runs} runs)`);
      console.info(`  scroll frame time     median ${result.scrollFrameMedianMs} ms · p95 ${result.scrollFrameP95Ms} ms`);
      console.info(
        `                        (${result.scrollFrames} frames over ${result.scrolledPx} px, ${result.scrollFramesOver25MsPct} % over 25 ms)`,
      );
      console.info(`  a plain page, same    median ${result.plainPageFrameMedianMs} ms · p95 ${result.plainPageFrameP95Ms} ms`);
      console.info(
        `  keystroke → painted   ${result.keystrokeToPaintMs} ms (server's answer painted: ${result.keystrokeToServerPaintMs} ms)`,
      );
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopServers();
      process.exit(1);
    });
  }
  main(process.argv.slice(2))
    .then(() => {
      stopServers();
      process.exit(0);
    })
    .catch((error) => {
      console.error(error.stack ?? String(error));
      stopServers();
      process.exit(1);
    });
}
