import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('shell-refusals', { tag: ['@mfe-account', '@mfe-agent-centre', '@shell'] }, () => {
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test('a member who is no agent following an agent-centre link is told "Non-agents cannot log in"', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
    await shell.goto('/?centre=agent');
    await expect(page.getByText('Non-agents cannot log in.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Agent centre' })).toHaveCount(0);
  });

  test('a blocked customer-service window says so', async ({ page }) => {
    // What a pop-up blocker does: window.open answers null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const shell = new ShellPage(page);
    await shell.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Customer service' }).click();
    await expect(page.getByText('The pop-up was blocked by your browser.')).toBeVisible();
  });
});
