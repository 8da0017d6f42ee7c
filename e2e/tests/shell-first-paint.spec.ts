import { expect, test } from '../support/test';
import { ShellPage } from '../support/shell-page';

test.describe('shell-first-paint', { tag: ['@mfe-account', '@shell'] }, () => {
  // Issue 19: the page's first paint needs no script. The start-up screen is in the HTML with its
  // stylesheet, so the browser paints it before any of the shell's JavaScript has arrived; the shell's
  // first render replaces it with the same screen, text added, and then the site.

  test('the start-up screen paints with every script held back', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    const screen = page.getByRole('status');
    await expect(screen.locator('svg')).toBeVisible();
    // Painted, with content: the browser's own first contentful paint, not a blank page.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    // Styled by the page's stylesheet (the spinner is the brand's colour, centred), not by a script.
    const box = await screen.locator('svg').boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport ? Math.abs(box.x + box.width / 2 - viewport.width / 2) : Infinity).toBeLessThan(2);
  });

  test("the shell takes over from the page's start-up screen and shows the site", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await expect(shell.header).toBeVisible();
    await expect(page.locator('.wl-startup')).toHaveCount(0);
  });

  test('on /register the form’s files wait in the page until the first banner has painted, then load and show the form', async ({
    page,
  }) => {
    const events: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/assets-api/banner/')) events.push('banner loaded');
    });
    page.on('request', (request) => {
      if (request.url().includes('/registry/mfe-account/')) events.push('account file requested');
    });
    const shell = new ShellPage(page);
    await shell.goto('/register');
    await expect(page.getByTestId('register-page').getByRole('textbox', { name: 'Username' })).toBeVisible({ timeout: 45_000 });
    // The edge listed them (hash and all) in an inert template: nothing was fetched at parse time.
    expect(events.indexOf('banner loaded')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('banner loaded')).toBeLessThan(events.indexOf('account file requested'));
    // Moved into the head by the shell, each once.
    const preloads = page.locator('head link[rel="preload"][href*="/registry/mfe-account/"][integrity]');
    expect(await preloads.count()).toBeGreaterThan(1);
    await expect(page.locator('template#wl-first-screen-files')).toHaveCount(0);
  });
});
