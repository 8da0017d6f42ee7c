import { expect, type Page, type Request } from '@playwright/test';

/**
 * The page's requests in flight, so a journey can wait for the network to go quiet after an in-app
 * navigation or a scroll. Playwright's `waitForLoadState('networkidle')` only describes the document's
 * first load: once reached it returns at once, whatever the single-page app fetches afterwards.
 * Create it before the actions whose requests it should see.
 */
export class NetworkQuiet {
  private readonly inFlight = new Set<Request>();
  private lastChange = Date.now();

  constructor(private readonly page: Page) {
    const started = (request: Request) => {
      this.inFlight.add(request);
      this.lastChange = Date.now();
    };
    const ended = (request: Request) => {
      this.inFlight.delete(request);
      this.lastChange = Date.now();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }

  /** Milliseconds since the last request started or ended, or 0 while one is in flight. */
  private quietFor(): number {
    return this.inFlight.size > 0 ? 0 : Date.now() - this.lastChange;
  }

  /** Waits until no request has been in flight for `quietMs` (Playwright's networkidle uses 500 ms). */
  async settle(quietMs = 500, timeout = 30_000): Promise<void> {
    await expect
      .poll(() => this.quietFor(), { timeout, intervals: [100], message: `the page's requests to go quiet for ${quietMs} ms` })
      .toBeGreaterThanOrEqual(quietMs);
  }
}

/**
 * Moves the single-page app to `path` as its own links do (history push, then the router reacts to
 * the popstate it listens to): the shell and the remotes already loaded stay loaded, so a journey
 * that visits many routes pays one page load, not one per route. (The route may redirect, as a link
 * to it would: the caller checks where it lands.)
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
