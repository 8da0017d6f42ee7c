import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { E2E_API_PORT, E2E_BASE_URL, E2E_PORT } from './ports';
import type { PlatformOptions } from './shell-build';

export { expect };
export type { APIRequestContext, FrameLocator, Locator, Page, TestInfo } from '@playwright/test';

const repoRoot = path.resolve(__dirname, '..', '..');

async function waitForSite(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A console message that reports a hydration mismatch (React's minified #418/#423/#425, or the shell's report). */
export function isHydrationError(text: string): boolean {
  return /Minified React error #(?:418|423|425)\b|Hydration failed|did not match|the page frame did not hydrate/.test(text);
}

/**
 * Every journey imports `test` and `expect` from here, not from '@playwright/test':
 * - `platform` (worker, automatic): this worker's own production build behind the edge with the
 *   reference API on a fresh seeded database (scripts/serve-platform.mjs), so workers run in
 *   parallel without sharing state; `baseURL` points at it.
 * - `page`: fails the test on any Content-Security-Policy violation the page (or a frame in it)
 *   reports, so a CSP regression shows in every journey rather than in one security spec.
 */
export const test = base.extend<{ requireShellBuild: void }, PlatformOptions & { platform: { url: string; missingBuild?: string } }>({
  shellDist: [undefined, { scope: 'worker', option: true }],
  firstScreenData: [false, { scope: 'worker', option: true }],
  platform: [
    async ({ shellDist, firstScreenData }, use) => {
      // The monolith build is made by `npm test` (CI) but not by `npm run build`: a local run of every
      // project without it skips the monolith's journeys (requireShellBuild) instead of failing them.
      if (shellDist && !existsSync(path.join(repoRoot, shellDist, 'index.html')) && !process.env.CI) {
        await use({ url: E2E_BASE_URL, missingBuild: `no build in ${shellDist}: run \`npm run build -- --monolith\`` });
        return;
      }
      const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'serve-platform.mjs')], {
        cwd: path.join(repoRoot, 'e2e'),
        detached: true,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(E2E_PORT),
          API_PORT: String(E2E_API_PORT),
          // 127.0.0.1 stands in for a game launch CDN (another origin serving the demo games): the
          // site may frame it, and it may be framed by the site (lobby-refusals.spec.ts).
          GAME_FRAME_ORIGINS: `http://127.0.0.1:${E2E_PORT}`,
          DEMO_GAMES_FRAME_ANCESTORS: E2E_BASE_URL,
          ...(shellDist ? { SHELL_DIST: shellDist } : {}),
          ...(firstScreenData ? {} : { EDGE_FIRST_SCREEN_DATA_TIMEOUT_MS: '0' }),
          // The journeys change the platform call by call (faults, control): every page asks it
          // afresh, none from the edge's short cache of shared guest answers (edge/src/pages/guest-call-cache.ts).
          EDGE_FIRST_SCREEN_CACHE_MS: '0',
        },
      });
      try {
        await waitForSite(`${E2E_BASE_URL}/brands/index.json`, child, 180_000);
        await use({ url: E2E_BASE_URL });
      } finally {
        if (child.pid && child.exitCode === null) {
          try {
            process.kill(-child.pid, 'SIGTERM');
          } catch {
            // already gone
          }
        }
      }
    },
    { scope: 'worker', auto: true, timeout: 200_000 },
  ],
  requireShellBuild: [
    async ({ platform }, use, testInfo) => {
      testInfo.skip(platform.missingBuild !== undefined, platform.missingBuild);
      await use();
    },
    { auto: true },
  ],
  baseURL: async ({ platform }, use) => {
    await use(platform.url);
  },
  page: async ({ page }, use) => {
    const violations: string[] = [];
    await page.exposeBinding('__wlReportCspViolation', (_source, text: string) => {
      violations.push(text);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __wlReportCspViolation?: (text: string) => void }).__wlReportCspViolation;
        report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    // Session safety (issue 20): the session token (the Authorization header of API calls) never
    // appears in an address the page requests, in a Referer header or in a console message.
    const tokens = new Set<string>();
    const addresses: string[] = [];
    const consoleTexts: string[] = [];
    page.on('request', (request) => {
      const headers = request.headers();
      if (headers.authorization && headers.authorization.length >= 8) tokens.add(headers.authorization);
      // A page the test itself opens (its address may carry ?token= on purpose) is start-up; every
      // other request, and every Referer, is checked.
      if (!(request.isNavigationRequest() && request.frame() === page.mainFrame())) addresses.push(request.url());
      if (headers.referer) addresses.push(`Referer: ${headers.referer}`);
    });
    page.on('console', (message) => consoleTexts.push(message.text()));
    await use(page);
    expect(violations, 'Content-Security-Policy violations on the page').toEqual([]);
    // The edge's frame must hydrate as rendered (issue 47): React's mismatch errors (#418, #423,
    // #425, or the shell's own report of one) fail every journey.
    expect(consoleTexts.filter(isHydrationError), 'hydration errors on the page').toEqual([]);
    for (const token of tokens) {
      const variants = [token, encodeURIComponent(token)];
      const leaks = [...addresses, ...consoleTexts.map((text) => `console: ${text}`)].filter((text) =>
        variants.some((variant) => text.includes(variant)),
      );
      expect(leaks, 'the session token in an address, a Referer or the console').toEqual([]);
    }
  },
});
