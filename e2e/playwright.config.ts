import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Playwright's own browser download does not work here: use Debian's Chromium when present.
const systemChromium = ['/usr/bin/chromium', '/usr/lib/chromium/chromium'].find((p) => existsSync(p));
const port = Number(process.env.E2E_PORT ?? 8180);
const apiPort = Number(process.env.E2E_API_PORT ?? 4110);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker: the journeys share one reference API whose system status some tests change.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The production build behind the edge, with the reference API on a fresh seeded database.
    command: 'node ../scripts/serve-platform.mjs',
    url: `http://localhost:${port}/brands/index.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // 127.0.0.1 stands in for a game launch CDN (another origin serving the demo games): the site
    // may frame it, and it may be framed by the site (lobby-refusals.spec.ts).
    env: {
      PORT: String(port),
      API_PORT: String(apiPort),
      GAME_FRAME_ORIGINS: `http://127.0.0.1:${port}`,
      DEMO_GAMES_FRAME_ANCESTORS: `http://localhost:${port}`,
    },
  },
});
