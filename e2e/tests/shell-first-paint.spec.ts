import { expect, test } from '../support/test';
import { ShellPage } from '../support/shell-page';

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
