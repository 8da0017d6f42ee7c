import { expect, test } from '../support/test';
import { REMOTE_PACKAGES } from 'shared-contracts';
import { REMOTE_SCENARIOS, takeDown } from '../support/remote-faults';
import { ShellPage } from '../support/shell-page';

test.describe(
  'each-remote-down-shows-its-fallback',
  { tag: ['@mfe-lobby', '@mfe-account', '@mfe-member-centre', '@mfe-agent-centre', '@mfe-promotions', '@shell'] },
  () => {
    // Every file of a remote unreachable (the fault matrix in faults/ covers each way a remote fails;
    // this journey also proves Retry).

    for (const remote of REMOTE_PACKAGES) {
      test(`${remote} unreachable: its fallback shows and the rest of the page works`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await takeDown(page, remote);
        const shell = new ShellPage(page);
        await REMOTE_SCENARIOS[remote](shell);

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

    // Issue 49 item 1, on a phone: an overlay's fallback is in the frame that was asked for, on
    // screen, not appended below the footer (y ≈ 4,700 px of a 4,800 px page before).
    for (const remote of ['mfe-account', 'mfe-member-centre', 'mfe-agent-centre'] as const) {
      test(`${remote} unreachable at 390 px: its fallback shows where the player acted`, async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await takeDown(page, remote);
        await REMOTE_SCENARIOS[remote](new ShellPage(page));
        const fallback = page.getByTestId(`remote-fallback-${remote}`);
        await expect(fallback).toBeVisible({ timeout: 20_000 });
        await expect(fallback).toBeInViewport();
        await expect(fallback.getByRole('button', { name: 'Retry' })).toBeInViewport();
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
  },
);
