import { expect, test, type Page } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { LobbyPage } from '../support/lobby-page';
import { NetworkQuiet } from '../support/network-quiet';
import { ShellPage } from '../support/shell-page';

test.describe('lobby-routing-and-footer', { tag: ['@mfe-lobby', '@check-mfe-lobby', '@mfe-account'] }, () => {
  // The first screen of a cold production build on a busy machine can take longer than the default.
  test.use({ actionTimeout: 30_000 });
  test.setTimeout(120_000);
  const SLOW = { timeout: 30_000 };

  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  /**
   * Scrolls to the bottom `times` times, waiting for the page's requests to go quiet between them
   * (lists may grow: the next page of games, their icons). Playwright's networkidle describes only the
   * first load, so it would not wait here.
   */
  async function scrollToBottom(page: Page, network: NetworkQuiet, times = 8): Promise<void> {
    for (let i = 0; i < times; i += 1) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await network.settle(300);
    }
  }

  // Issue 14.8: scrolling to the bottom of home or of a lobby reaches the footer; the page stops growing.
  for (const path of ['/', '/rng']) {
    test(`the footer is reachable at the bottom of ${path}`, async ({ page }) => {
      const shell = new ShellPage(page);
      const network = new NetworkQuiet(page);
      await shell.goto(path);
      await expect(page.locator('[data-testid="category-lane"] li, [data-testid="game-grid"] [role="listitem"]').first()).toBeVisible(SLOW);
      await scrollToBottom(page, network);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await scrollToBottom(page, network, 3);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
      await expect(page.getByRole('contentinfo')).toBeInViewport();
    });
  }

  test('home shows the slots as a bounded lane with a link to the slots lobby', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    const lane = page.getByTestId('category-lane');
    await expect(lane.getByRole('listitem')).toHaveCount(12, SLOW);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await lane.getByRole('link', { name: 'More Slots' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(new LobbyPage(page).grid()).toBeVisible();
  });

  // Issue 14.6: a game flagged as vassalage opens the popup game list of its vendor.
  test('a vassalage game opens its vendor’s popup game list, and the player launches from the list', async ({ page }) => {
    const shell = new ShellPage(page);
    const lobby = new LobbyPage(page);
    await shell.goto('/');
    await expect(shell.loginButton).toBeVisible(SLOW);
    await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
    await shell.goto('/pvp?page=TP');
    await lobby.cards().first().click();
    const dialog = page.getByRole('dialog', { name: 'TP games' });
    await expect(dialog).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/pvp\?page=TP$/);
    const list = dialog.getByRole('list', { name: 'Games of TP' });
    const chosen = list.getByRole('button').and(page.locator(':not([aria-pressed])')).nth(1);
    await chosen.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/game\?url=/);
    await expect(lobby.frame().getByTestId('demo-balance')).toBeVisible();
  });

  // Issue 14.5: every Vietnamese lottery entry goes to /vnlottery.
  test('the Vietnam lottery vendor entry and a VN lottery from the lottery lists open /vnlottery', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await expect(shell.loginButton).toBeVisible(SLOW);
    await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);

    // The side menu's vendor entry (the lottery lobby's vendor tab) hands on to /vnlottery.
    await shell.goto('/lottery?page=VNLOTT');
    await expect(page).toHaveURL(/\/vnlottery$/, SLOW);
    await expect(page.getByRole('heading', { name: 'Vietnam lottery', level: 1, exact: true })).toBeVisible();

    // A VN lottery among the popular lotteries opens on /vnlottery with its code.
    await shell.goto('/lottery');
    const popular = page.getByRole('list', { name: 'Popular lotteries' });
    const vn = popular.getByRole('button', { name: /Miền|Hà Nội|Hồ Chí Minh|Đà Nẵng|Cần Thơ|Huế/ }).first();
    const name = ((await vn.locator('span').first().textContent()) ?? '').trim();
    await vn.click();
    await expect(page).toHaveURL(/\/vnlottery\?gameCode=[^&]+$/);
    await expect(page.getByRole('heading', { name, level: 2, exact: true }).and(page.locator('h2:not(nav h2)'))).toBeVisible();
  });
});
