import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { LobbyPage } from '../support/lobby-page';
import { ShellPage } from '../support/shell-page';
import { expect, test, type Locator, type Page } from '../support/test';

test.describe('keyboard-only-journey', { tag: ['@mfe-lobby', '@mfe-account', '@mfe-member-centre', '@shell'] }, () => {
  // Issue 15.4: a player without a mouse logs in, opens a lobby, searches, launches a game, opens the
  // member centre and closes it. Only the keyboard is used: Tab / Shift+Tab to move, Enter, Space,
  // arrows and Escape to act, typing into the focused field. No click, no `focus()`.
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  async function isFocused(target: Locator): Promise<boolean> {
    return target.evaluate((element) => element === document.activeElement).catch(() => false);
  }

  /**
   * Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. Each step also
   * checks that the focused element shows a focus indicator (an outline or a box shadow).
   */
  async function tabTo(page: Page, target: Locator, { max = 120, backwards = false } = {}): Promise<void> {
    await expect(target).toBeVisible();
    for (let presses = 0; presses < max; presses += 1) {
      if (await isFocused(target)) {
        await expectVisibleFocus(page);
        return;
      }
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`${String(target)} was not reached with ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses`);
  }

  /** The focused element draws a visible focus indicator (WCAG 2.4.7). */
  async function expectVisibleFocus(page: Page): Promise<void> {
    const indicator = await page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement)) return 'none';
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== 'none';
      return outline || shadow
        ? 'shown'
        : `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40)}`;
    });
    expect(indicator, 'the focused element shows a focus indicator').toBe('shown');
  }

  test('a keyboard-only player logs in, opens a lobby, searches, launches a game, and opens and closes the member centre', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const shell = new ShellPage(page);
    const lobby = new LobbyPage(page);
    await shell.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    // Log in from the header.
    await tabTo(page, shell.loginButton);
    await page.keyboard.press('Enter');
    const login = shell.loginDialog();
    await expect(login).toBeVisible();
    const username = login.getByLabel('Username');
    await tabTo(page, username);
    await page.keyboard.type(ACCOUNTS.member.username);
    await tabTo(page, login.getByLabel('Password', { exact: true }), { max: 4 });
    await page.keyboard.type(ACCOUNTS.member.password);
    await page.keyboard.press('Enter');
    await expect(login).toBeHidden();
    const welcome = shell.postLoginDialog();
    const ok = welcome.getByRole('button', { name: 'OK' });
    await expect(ok).toBeVisible();
    await tabTo(page, ok, { max: 20 });
    await page.keyboard.press('Enter');
    await expect(welcome).toBeHidden();
    await expect(shell.accountMenuButton).toBeVisible();

    // Open the slots lobby from the side menu: the category button opens its list, "All" goes to /rng.
    const slots = shell.sideMenu.getByRole('button', { name: 'Slots' });
    await tabTo(page, slots);
    await page.keyboard.press('Enter');
    const all = slots.locator('xpath=../following-sibling::ul').getByRole('link', { name: 'All' });
    await tabTo(page, all, { max: 4 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rng$/);
    await expect(lobby.cards().first()).toBeVisible({ timeout: 30_000 });

    // Search by name, then launch the first result.
    const name = await lobby.cardName(2);
    await tabTo(page, lobby.searchBox());
    await page.keyboard.type(name);
    await expect(lobby.cards().first()).toContainText(name);
    await tabTo(page, lobby.cards().first(), { max: 30 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/game\?url=/);
    await expect(lobby.frame('Game').getByRole('heading')).toContainText(name, { timeout: 30_000 });

    // Open the member centre from the account menu (a menu button: Enter opens, arrows move).
    await tabTo(page, shell.accountMenuButton, { backwards: true, max: 80 });
    await page.keyboard.press('Enter');
    const entry = page.getByRole('menuitem', { name: 'Member centre' });
    await expect(entry).toBeVisible();
    for (let presses = 0; presses < 12 && !(await isFocused(entry)); presses += 1) await page.keyboard.press('ArrowDown');
    await expect(entry).toBeFocused();
    await page.keyboard.press('Enter');
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(centre).toBeVisible();
    await expect(centre.locator(':focus')).toHaveCount(1);

    // Move to another page of the centre with the keyboard, then close it with Escape.
    const wallet = centre.getByRole('navigation').getByRole('button', { name: 'My wallet', exact: true });
    await tabTo(page, wallet, { max: 30 });
    await page.keyboard.press('Enter');
    await expect(wallet).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(centre).toBeHidden();
    // Focus goes back to where the player was: the account menu's button.
    await expect(shell.accountMenuButton).toBeFocused();
  });
});
