import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { PromotionsPage } from '../support/promotions';
import { ShellPage } from '../support/shell-page';
import { expect, test, type Page } from '../support/test';

test.describe('promotions-point-mall', { tag: ['@mfe-promotions', '@check-mfe-promotions', '@mfe-account'] }, () => {
  // A journey logs in and loads several remotes cold: give it room on a busy machine.
  test.describe.configure({ timeout: 300_000 });

  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  /** Logs member01 in (a login lands on the home page), then opens the points mall. */
  async function openMall(page: Page): Promise<{ shell: ShellPage; mall: PromotionsPage }> {
    const shell = new ShellPage(page);
    const mall = new PromotionsPage(page);
    await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
    await shell.goto('/pointMall');
    await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible({ timeout: 45_000 });
    await expect(mall.pointsBalance()).toHaveText('5,000');
    await expect(shell.balance).toContainText('1,000.00');
    return { shell, mall };
  }

  test('a guest sees the items and is asked to log in', async ({ page }) => {
    const shell = new ShellPage(page);
    const mall = new PromotionsPage(page);
    await shell.goto('/pointMall');
    await expect(mall.mallItem('$5.00 cash voucher')).toBeVisible({ timeout: 45_000 });
    await expect(mall.pointsBalance()).toHaveCount(0);
    await mall.mallItem('$5.00 cash voucher').getByRole('button', { name: 'Redeem' }).click();
    await expect(shell.loginDialog()).toBeVisible();
  });

  test('a member redeems an item (a double click redeems once): points, records and the header balance change', async ({ page }) => {
    const { shell, mall } = await openMall(page);
    const dialog = await mall.openRedeem('$5.00 cash voucher', ACCOUNTS.member.password);
    await dialog.getByRole('button', { name: 'Redeem' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '$5.00 cash voucher redeemed' })).toBeVisible();
    await expect(mall.pointsBalance()).toHaveText('4,500');
    await expect(mall.records().getByRole('row').filter({ hasText: '$5.00 cash voucher' })).toHaveCount(1);
    await expect(shell.balance).toContainText('1,005.00');

    // The same after a reload: one redemption, 500 points, $5.
    await page.reload();
    await expect(mall.pointsBalance()).toHaveText('4,500');
    await expect(mall.records().getByRole('row').filter({ hasText: '$5.00 cash voucher' })).toHaveCount(1);
    await expect(shell.balance).toContainText('1,005.00');
  });

  test("a wrong password is refused under its field in the player's words and nothing is deducted", async ({ page }) => {
    const { shell, mall } = await openMall(page);
    const dialog = await mall.redeem('$5.00 cash voucher', 'not-my-password');
    await expect(dialog.getByLabel('Login password')).toHaveAccessibleDescription('The login password is incorrect.');
    await expect(dialog).not.toContainText('password:');
    await expect(dialog.getByLabel('Login password')).toHaveValue('not-my-password');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await expect(mall.pointsBalance()).toHaveText('5,000');
    await expect(shell.balance).toContainText('1,000.00');
    await expect(mall.records().getByRole('row').filter({ hasText: '$5.00 cash voucher' })).toHaveCount(0);
  });

  test('a member converts points to money behind the password check', async ({ page }) => {
    const { shell, mall } = await openMall(page);
    await page.getByRole('button', { name: 'Convert points' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert points to money' });
    await dialog.getByLabel('Points to convert').fill('2000');
    await expect(dialog.getByText('You receive $20.00')).toBeVisible();
    await dialog.getByLabel('Login password').fill(ACCOUNTS.member.password);
    await dialog.getByRole('button', { name: 'Convert' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '$20.00 has been added to your wallet.' })).toBeVisible();
    await expect(mall.pointsBalance()).toHaveText('3,000');
    await expect(shell.balance).toContainText('1,020.00');
  });

  test('an out-of-stock item says so and cannot be redeemed', async ({ page }) => {
    const { mall } = await openMall(page);
    const gold = mall.mallItem('Gold bar 1g');
    // The seeded item's own remark reads "Out of stock" too: the mall's reason is the second line.
    await expect(gold.getByText('Out of stock', { exact: true })).toHaveCount(2);
    await expect(gold.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    const earbuds = mall.mallItem('Wireless earbuds');
    await expect(earbuds.getByText('Not enough points')).toBeVisible();
    await expect(earbuds.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  });
});
