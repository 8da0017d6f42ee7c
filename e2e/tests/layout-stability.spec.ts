import { CATEGORY_ROUTES, ROUTES } from 'shared-contracts';
import { ACCOUNTS } from '../support/accounts';
import { NetworkQuiet } from '../support/network-quiet';
import { expect, test, type Page } from '../support/test';

// Issue 47 item 4: nothing on any route moves while it loads (cumulative layout shift ≤ 0.02), at a
// phone's width and a laptop's, as a first-time visitor meets it (the default language, the edge's
// frame and first-screen answers, as in production), and across a login on the home page.
test.use({ firstScreenData: true });

/** Core Web Vitals' "good" is 0.1; the issue asks for 0.02. */
const MAX_CLS = 0.02;

/** How long the network must stay quiet before the page counts as loaded (the late lanes, images). */
const LOADED_QUIET_MS = 1_000;

/** Every route of the spec (§2) once: the shell's routes and the category lobbies, without aliases. */
const PAGES = [
  ...new Set([...Object.values(ROUTES).flatMap((route) => (typeof route === 'string' ? [route] : [])), ...Object.values(CATEGORY_ROUTES)]),
];

/** Records every layout shift of the page from its first byte (a buffered observer, before any script of the page). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map(({ node }) =>
            node instanceof Element
              ? `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"`
              : String(node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far (each with what moved, for the failure message) and their sum. */
async function shifts(page: Page): Promise<{ cls: number; shifts: unknown[] }> {
  // Two frames, so the observer has seen the last layout.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const list = await page.evaluate(() => (window as unknown as { __layoutShifts: { value: number }[] }).__layoutShifts);
  return { cls: list.reduce((sum, shift) => sum + shift.value, 0), shifts: list };
}

test.describe('layout-stability', { tag: ['@shell', '@mfe-lobby', '@mfe-account', '@mfe-promotions'] }, () => {
  for (const width of [390, 1366]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: width < 1024 ? 844 : 900 } });

      for (const route of PAGES) {
        test(`${route} does not move while it loads (CLS ≤ ${MAX_CLS})`, async ({ page }) => {
          await recordShifts(page);
          const network = new NetworkQuiet(page);
          await page.goto(route);
          // By element, not role: a route's own dialog (/login) hides the page from the accessibility tree.
          await expect(page.locator('#main')).toBeAttached();
          await network.settle(LOADED_QUIET_MS);
          const measured = await shifts(page);
          expect(measured.cls, JSON.stringify(measured.shifts, null, 1)).toBeLessThanOrEqual(MAX_CLS);
        });
      }
    });
  }

  test(`a login on the home page moves nothing the player did not ask for (CLS ≤ ${MAX_CLS})`, async ({ page }) => {
    await recordShifts(page);
    // The home page's first-visit notice (a modal) seen already: the header is reachable.
    await page.addInitScript(() => window.sessionStorage.setItem('index_notice', '1'));
    const network = new NetworkQuiet(page);
    await page.goto('/');
    await network.settle(LOADED_QUIET_MS);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Đăng nhập' }).click();
    const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
    await dialog.getByLabel('Tên đăng nhập').fill(ACCOUNTS.member.username);
    await dialog.getByLabel('Mật khẩu', { exact: true }).fill(ACCOUNTS.member.password);
    await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(dialog).toBeHidden();
    await network.settle(LOADED_QUIET_MS);
    const measured = await shifts(page);
    expect(measured.cls, JSON.stringify(measured.shifts, null, 1)).toBeLessThanOrEqual(MAX_CLS);
  });
});
