import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODE_ATTRIBUTE } from 'shared-contracts';
import { ACCOUNTS } from '../support/accounts';
import { isHydrationError, expect, test } from '../support/test';
import { ShellPage } from '../support/shell-page';

// Issue 47: the edge sends the shell's frame rendered (header, menu, banners, footer, the slots'
// skeletons) and the browser hydrates it. The pages come with their first-screen answers, as in
// production (the other journeys turn them off to drive the platform call by call).
test.use({ firstScreenData: true });

test.describe('shell-frame-hydrates', { tag: ['@mfe-lobby', '@mfe-account', '@shell'] }, () => {
  // The routes and their budget of JavaScript before the largest paint (budgets.json: 0 KiB each).
  const budgets = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'budgets.json'), 'utf8')) as {
    javascriptBeforeLcpKiB: Record<string, number>;
  };
  const ROUTES = Object.keys(budgets.javascriptBeforeLcpKiB);
  const WIDTHS = [390, 1366];

  for (const width of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: width < 1024 ? 844 : 900 } });

      for (const route of ROUTES) {
        test(`${route} arrives painted before any script has run, and hydrates without a mismatch`, async ({ page, request }) => {
          // The HTML alone: the frame is in #root, in the default language.
          const html = await (await request.get(route)).text();
          expect(html).toMatch(/<div id="root" data-wl-frame="TY"><div class="[^"]+" data-layout-header="true"/);
          const banner = /<img[^>]*fetchPriority="high"[^>]*src="([^"]+)"|<img[^>]*src="([^"]+)"[^>]*fetchPriority="high"/.exec(html);

          const messages: string[] = [];
          page.on('console', (message) => messages.push(message.text()));
          // Every script held back until the frame has painted: what the player sees first needs none.
          expect(budgets.javascriptBeforeLcpKiB[route], 'the budget of JavaScript before the largest paint').toBe(0);
          let release: () => void = () => undefined;
          const scriptsHeld = new Promise<void>((resolve) => {
            release = resolve;
          });
          await page.route('**/*.js', async (held) => {
            await scriptsHeld;
            await held.continue();
          });
          // (Deferred scripts run before DOMContentLoaded: only the response is waited for.)
          await page.goto(route, { waitUntil: 'commit' });
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
          if (banner) await expect(page.locator('main img[fetchpriority="high"]').first()).toBeVisible();
          // Painted (the browser's first contentful paint) while none of the shell's code has run.
          await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
          expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), LANGUAGE_CODE_ATTRIBUTE)).toBe(false);
          release();

          // Hydrated: the slots become their remotes, the header answers to clicks.
          await expect(page.locator('[data-testid^="remote-fallback"]')).toHaveCount(0);
          await expect(page.getByTestId('remote-skeleton')).toHaveCount(0, { timeout: 45_000 });
          // The shell's code ran (it marks the page's language for the remotes).
          expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), LANGUAGE_CODE_ATTRIBUTE)).toBe(true);
          expect(messages.filter(isHydrationError)).toEqual([]);
        });
      }

      test('without JavaScript the first screen still shows the header, the banners and a notice that the site needs it', async ({
        browser,
        baseURL,
      }) => {
        const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 }, baseURL: baseURL! });
        try {
          const page = await context.newPage();
          await page.goto('/');
          await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
          await expect(page.locator('main img[fetchpriority="high"]')).toBeVisible();
          await expect(page.getByRole('alert')).toHaveText(/Trang web cần JavaScript/);
          if (width < 1024) await expect(page.getByTestId('side-menu')).toBeHidden();
          else await expect(page.getByTestId('side-menu')).toBeVisible();
        } finally {
          await context.close();
        }
      });
    });
  }

  test('a member who reloads gets the guest frame, then their own header once the page has hydrated, without a mismatch', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginButton.click();
    await shell.submitLogin(ACCOUNTS.member.username, ACCOUNTS.member.password);
    await shell.dismissPostLogin();
    await expect(shell.accountMenuButton).toBeVisible();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.reload();
    await expect(shell.accountMenuButton).toBeVisible();
    await expect(shell.balance).toBeVisible();
    expect(messages.filter(isHydrationError)).toEqual([]);
  });
});
