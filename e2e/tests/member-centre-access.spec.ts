import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { MemberCentre } from '../support/member-centre';
import { ShellPage } from '../support/shell-page';

test.describe(
  'member-centre-access',
  { tag: ['@mfe-member-centre', '@check-mfe-member-centre', '@mfe-account', '@mfe-promotions'] },
  () => {
    test.beforeEach(async ({ request }) => {
      await new PlatformControl(request).reset();
    });

    test('a trial account is told it needs a real account instead of getting the member centre', async ({ page }) => {
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      await shell.signInAs(ACCOUNTS.trial.username, ACCOUNTS.trial.password, '/');
      await shell.header.getByRole('button', { name: 'Deposit' }).click();
      await expect(page.getByText('This feature needs a real account. Please register a real account.')).toBeVisible();
      await expect(centre.dialog).toHaveCount(0);
    });

    test('the open page is kept in the URL: a reload reopens it, and closing removes it', async ({ page }) => {
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
      await shell.openAccountMenuItem('Member centre');
      await centre.open('Bonus details');
      await expect(page).toHaveURL(/[?&]centre=member&centrePage=bonusDetails/);
      await page.reload();
      // After a reload the shell, the session and the centre's chunks all load again (slow on a loaded machine).
      await expect(centre.dialog).toBeVisible({ timeout: 60_000 });
      await expect(centre.entry('Bonus details')).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
      await expect(centre.dialog).toBeHidden();
      await expect(page).not.toHaveURL(/centre=/);
    });

    test('invite friends is listed only while the member’s REFERRAL promotion is enabled', async ({ page }) => {
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      let referralEnabled = true;
      // The platform's member info decides; the reference API always enables it, so this journey flips
      // the answer on its way to the page.
      await page.route('**/wps/member/info', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { value?: { availablePromotions?: { type: string; enabled: boolean }[] } };
        if (body.value?.availablePromotions)
          body.value.availablePromotions = body.value.availablePromotions.map((p) =>
            p.type === 'REFERRAL' ? { ...p, enabled: referralEnabled } : p,
          );
        await route.fulfill({ response, json: body });
      });
      await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
      await shell.openAccountMenuItem('Member centre');
      await centre.open('Invite friends');
      // The code shows twice (on its own and inside the invite link): read the one beside its copy button.
      const code = centre.dialog.getByRole('definition').filter({ has: page.getByRole('button', { name: 'Copy referral code' }) });
      await expect(code).toContainText('MINH01');
      await page.keyboard.press('Escape');

      referralEnabled = false;
      await page.reload();
      await expect(shell.accountMenuButton).toBeVisible();
      await shell.openAccountMenuItem('Member centre');
      await expect(centre.entry('My account')).toBeVisible();
      await expect(centre.entry('Invite friends')).toHaveCount(0);
    });

    test("a page whose code cannot load says so in its place, the menu stays, and Try again loads it (the centre's retry used to fail again until a reload)", async ({
      page,
    }) => {
      const shell = new ShellPage(page);
      const centre = new MemberCentre(page);
      await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
      await shell.openAccountMenuItem('Member centre');
      await expect(centre.dialog.getByRole('navigation', { name: 'Member centre pages' }).locator('[aria-current="page"]')).toHaveCount(1);
      // From here the centre's chunks (the next page's own) fail, as on a dropped connection.
      let blocked = 0;
      const chunk = /\/registry\/mfe-member-centre\/[^/]+\/\d+\.[0-9a-f]+\.js$/;
      await page.route(chunk, (route) => {
        blocked += 1;
        return route.abort();
      });
      await centre.entry('Bonus details').click();
      await expect(centre.dialog.getByRole('alert')).toContainText('This part could not be loaded. Check your connection and try again.');
      expect(blocked).toBeGreaterThan(0);
      await expect(centre.entry('Bonus details')).toHaveAttribute('aria-current', 'page');
      await page.unroute(chunk);
      await centre.dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(centre.dialog.getByRole('heading', { name: 'Bonus details', exact: true })).toBeVisible();
      await expect(centre.dialog.getByRole('alert')).toHaveCount(0);
    });
  },
);
