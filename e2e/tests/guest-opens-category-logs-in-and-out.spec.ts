import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe(
  'guest-opens-category-logs-in-and-out',
  { tag: ['@mfe-lobby', '@mfe-account', '@mfe-member-centre', '@mfe-agent-centre', '@shell'] },
  () => {
    test.beforeEach(async ({ request }) => {
      await new PlatformControl(request).reset();
    });

    test('a guest opens a category, is asked to log in on a game, logs in, sees the balance, opens the member centre and logs out', async ({
      page,
    }) => {
      const shell = new ShellPage(page);
      await shell.goto('/');

      // Guest opens a category from the side menu.
      await shell.sideMenu.getByRole('link', { name: 'Live casino' }).first().click();
      await expect(page).toHaveURL(/\/live/);
      await expect(page.getByRole('heading', { name: 'Live casino game hall' })).toBeVisible();

      // Clicking a game asks the guest to log in (account remote, opened through the bus).
      const firstGame = page.getByRole('list', { name: 'Games' }).getByRole('button').first();
      await firstGame.click();
      const dialog = shell.loginDialog();
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Please log in to play.');

      // A wrong password is refused with the server's message, and nothing typed is lost.
      await shell.submitLogin(ACCOUNTS.member.username, 'wrong-password');
      await expect(dialog.getByRole('alert')).toBeVisible();
      await expect(dialog.getByLabel('Username')).toHaveValue(ACCOUNTS.member.username);

      // The seeded member logs in (encrypted login), the modal closes, the header shows the balance.
      await shell.submitLogin(ACCOUNTS.member.username, ACCOUNTS.member.password);
      await expect(dialog).toBeHidden();
      // Then the post-login modal with the login info (spec §4); the header once it is closed.
      await shell.dismissPostLogin();
      await expect(shell.balance).toHaveText(/\$1,000\.00/);

      // The avatar menu opens the member centre on the account page, showing this member.
      await shell.openAccountMenuItem('Member centre');
      const centre = page.getByRole('dialog', { name: 'Member centre' });
      await expect(centre).toBeVisible();
      await expect(centre.getByRole('link', { name: 'My account' }).or(centre.getByRole('button', { name: 'My account' }))).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(centre).toContainText(ACCOUNTS.member.username);
      await expect(centre).toContainText('$1,000.00');
      await page.keyboard.press('Escape');
      await expect(centre).toBeHidden();

      // Sign out (with the in_sure_logout confirmation): a guest again.
      await shell.signOut();
      await expect(shell.accountMenuButton).toBeHidden();
      expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
      expect(await page.evaluate(() => window.sessionStorage.getItem('merchantCode'))).toBe('wl_demo');
    });

    test('an agent sees the agent centre entry and its team overview', async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto('/');
      await shell.loginAs(ACCOUNTS.agent.username, ACCOUNTS.agent.password);
      await shell.openAccountMenuItem('Agent centre');
      const centre = page.getByRole('dialog', { name: 'Agent' });
      await expect(centre).toBeVisible();
      await expect(centre.getByRole('table')).toContainText('agent02');
    });

    test('a member without agent rights has no agent centre entry', async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto('/');
      await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
      await shell.accountMenuButton.click();
      await expect(page.getByRole('menuitem', { name: 'Member centre' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Agent centre' })).toHaveCount(0);
    });
  },
);
