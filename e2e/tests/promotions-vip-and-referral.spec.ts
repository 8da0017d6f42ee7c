import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';
import { expect, test } from '../support/test';

test.describe('promotions-vip-and-referral', { tag: ['@mfe-promotions', '@check-mfe-promotions', '@mfe-account'] }, () => {
  // A journey logs in and loads several remotes cold: give it room on a busy machine.
  test.describe.configure({ timeout: 300_000 });

  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test("the VIP page, from the side menu: the member's level and progress, and the ladder with what each level gives", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
    await shell.sideMenu.getByRole('link', { name: /VIP level/ }).click();
    await expect(page).toHaveURL(/\/vip$/);
    await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible({ timeout: 45_000 });

    const mine = page.getByRole('region', { name: 'Your level' });
    await expect(mine.getByText(/^VIP\d$/)).toBeVisible();
    await expect(mine.getByText(/^Rank \d+$/)).toBeVisible();
    await expect(mine.getByRole('progressbar', { name: /^Progress to VIP\d$/ })).toBeVisible();

    const ladder = page.getByRole('region', { name: 'VIP levels' });
    await expect(ladder.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(ladder.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /VIP5/ }) })).toContainText(
      'Dedicated VIP customer service',
    );
    await expect(ladder.locator('[aria-current="step"]')).toHaveCount(1);
  });

  test('the referral page, from the side menu: what it gives, the invite link with its QR code, invited friends', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
    await shell.sideMenu.getByRole('link', { name: 'Invite friends' }).click();
    await expect(page).toHaveURL(/\/referral$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible({ timeout: 45_000 });

    await expect(page.getByRole('region', { name: 'What you get' })).toContainText("of your friends' valid bets");
    const invite = page.getByRole('region', { name: 'Your invite link' });
    await expect(invite.getByRole('textbox', { name: 'Invite link' })).toHaveValue(/\?r=\w+$/);
    await expect(invite.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Invited friends' }).getByText('Invited', { exact: true })).toBeVisible();
  });

  test('a trial account sees neither page: it is told a real account is needed', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs(ACCOUNTS.trial.username, ACCOUNTS.trial.password, '/');
    await shell.goto('/referral');
    await expect(page.getByText('The referral programme needs a real account.')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('textbox', { name: 'Invite link' })).toHaveCount(0);
  });
});
