import { expect, test, type Page } from '../support/test';
import { REMOTE_PACKAGES, type RemotePackage } from 'shared-contracts';
import { ACCOUNTS } from '../support/accounts';
import { ShellPage } from '../support/shell-page';

/** Makes every file of one remote unreachable (manifest, entry and chunks). */
async function takeDown(page: Page, remote: RemotePackage): Promise<void> {
  await page.route(`**/registry/${remote}/**`, (route) => route.abort('connectionrefused'));
}

/** How to reach the place where each remote is used, and what must still work around it. */
const SCENARIOS: Record<RemotePackage, (shell: ShellPage) => Promise<void>> = {
  'mfe-lobby': async (shell) => {
    await shell.goto('/rng');
  },
  'mfe-promotions': async (shell) => {
    await shell.goto('/promotions');
  },
  'mfe-account': async (shell) => {
    await shell.goto('/');
    await shell.loginButton.click();
  },
  'mfe-member-centre': async (shell) => {
    await shell.goto('/');
    await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
    await shell.openAccountMenuItem('Member centre');
  },
  'mfe-agent-centre': async (shell) => {
    await shell.goto('/');
    await shell.loginAs(ACCOUNTS.agent.username, ACCOUNTS.agent.password);
    await shell.openAccountMenuItem('Agent centre');
  },
};

for (const remote of REMOTE_PACKAGES) {
  test(`${remote} unreachable: its fallback shows and the rest of the page works`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await takeDown(page, remote);
    const shell = new ShellPage(page);
    await SCENARIOS[remote](shell);

    const fallback = page.getByTestId(`remote-fallback-${remote}`);
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback).toContainText('This part of the site is unavailable');
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The shell around it still works: the side menu navigates, the header answers.
    await expect(shell.header).toBeVisible();
    await shell.sideMenu.getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions/);
    if (remote !== 'mfe-promotions') await expect(page.getByTestId('remote-fallback-mfe-promotions')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('a remote that comes back is loaded by Retry', async ({ page }) => {
  let down = true;
  await page.route('**/registry/mfe-promotions/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));
  const shell = new ShellPage(page);
  await shell.goto('/promotions');
  const fallback = page.getByTestId('remote-fallback-mfe-promotions');
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  down = false;
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(fallback).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Promotions' }).first()).toBeVisible();
});
