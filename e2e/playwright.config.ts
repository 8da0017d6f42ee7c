import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { MONOLITH_SHELL_DIST, type PlatformOptions } from './support/shell-build';

// Playwright's own browser download does not work here: use Debian's Chromium when present.
const systemChromium = ['/usr/bin/chromium', '/usr/lib/chromium/chromium'].find((p) => existsSync(p));
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig<object, PlatformOptions>({
  testDir: './tests',
  timeout: 120_000,
  // Generous: two workers, each with its own API, edge and Chromium, share two cores in CI.
  expect: { timeout: 20_000 },
  // Each worker runs its own platform on its own ports and database (support/test.ts), so journeys
  // that change the API's global state run in parallel without meeting. E2E_WORKERS=1 for one.
  workers,
  fullyParallel: false,
  // Two retries in CI: a journey that passes on its first retry is flaky (named in `npm test`'s
  // summary); one that fails twice in a row before passing fails CI (scripts/lib/test-plan.mjs).
  retries: process.env.CI ? 2 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/results.json' }],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // Prints the fault matrix (faults/) as a table and writes test-results/faults.json when it ran.
    ['./support/faults-reporter.ts'],
  ],
  use: {
    // Recording a trace (a screencast and a DOM snapshot per action) took about 40 % of a journey's
    // time on this 2-core machine: CI records one only when a test fails and runs again.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', testDir: './tests', use: { browserName: 'chromium' } },
    // The fault matrix (issue 20): part of every full run; `npm run faults` runs it alone.
    // With the edge's first-screen answers in the page, as in production: a fault armed on a call
    // the edge answers is met on a call the browser makes itself (faults/api-faults.spec.ts).
    { name: 'faults', testDir: './faults', use: { browserName: 'chromium', firstScreenData: true } },
    // The monolith build of the same code (docs/adr/0010): the cross-remote smoke journey and the
    // monolith's own checks, against shell/dist-monolith (`npm test` builds it; skipped when absent
    // outside CI). `--project=monolith` runs it alone.
    {
      name: 'monolith',
      testDir: '.',
      testMatch: [/[\\/]tests[\\/]guest-opens-category-logs-in-and-out\.spec\.ts$/, /[\\/]monolith[\\/][^\\/]+\.spec\.ts$/],
      use: { browserName: 'chromium', shellDist: MONOLITH_SHELL_DIST },
    },
    // `npm run dev` with React Fast Refresh (issue 40): the real dev servers (on the dev ports moved
    // by WL_DEV_PORT_OFFSET), edits to two source files included, so `npm test` runs it as a stage of
    // its own once nothing else reads the sources (E2E_SKIP_DEV=1 elsewhere); `--project=dev` runs it alone.
    ...(process.env.E2E_SKIP_DEV === '1' ? [] : [{ name: 'dev', testDir: './dev', use: { browserName: 'chromium' as const } }]),
  ],
});
