import { expect, test, type Page } from '../support/test';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

// Issue 15: from a 360 px phone to a 1920 px screen nothing overflows sideways on home, a lobby,
// promotions, the registration page and the login modal. A screenshot of each goes to the test's
// output folder under e2e/test-results (not committed) for review.

const WIDTHS = [360, 390, 768, 1024, 1366, 1920] as const;
const PATHS = ['/', '/rng', '/promotions', '/register'] as const;

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.beforeEach(async ({ request }) => {
  await new PlatformControl(request).reset();
});

for (const width of WIDTHS) {
  test(`no horizontal overflow at ${width} px: home, /rng, /promotions, /register and the login modal`, async ({ page }, testInfo) => {
    test.setTimeout(6 * 60_000);
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    const shell = new ShellPage(page);
    const overflowing: string[] = [];
    let first = true;
    for (const path of PATHS) {
      if (first) await shell.goto(path);
      else await page.goto(path);
      first = false;
      await expect(shell.header).toBeVisible();
      await page.waitForLoadState('networkidle');
      const extra = await horizontalOverflow(page);
      if (extra > 0) overflowing.push(`${path}: ${extra}px wider than the viewport`);
      await page.screenshot({ path: testInfo.outputPath(`${width}${path === '/' ? '-home' : path.replace(/\//g, '-')}.png`), fullPage: false });
    }
    await page.goto('/');
    await expect(shell.header).toBeVisible();
    if (width < 1024) {
      // One header row on a phone and a tablet, with the side menu behind the menu button.
      const height = await shell.header.evaluate((header) => header.getBoundingClientRect().height);
      expect(height).toBeLessThan(72);
    }
    await shell.loginButton.click();
    await expect(shell.loginDialog()).toBeVisible();
    const extra = await horizontalOverflow(page);
    if (extra > 0) overflowing.push(`login modal: ${extra}px wider than the viewport`);
    await page.screenshot({ path: testInfo.outputPath(`${width}-login-modal.png`) });
    expect(overflowing).toEqual([]);
  });
}
