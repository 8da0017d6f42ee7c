import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { PromotionsPage } from '../support/promotions';
import { ShellPage } from '../support/shell-page';
import { expect, test } from '../support/test';

test.beforeEach(async ({ request }) => {
  await new PlatformControl(request).reset();
});

async function openMall(page: ShellPage['page']): Promise<{ shell: ShellPage; mall: PromotionsPage }> {
  const shell = new ShellPage(page);
  const mall = new PromotionsPage(page);
  await shell.goto('/pointMall');
  await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
  await expect(mall.pointsBalance()).toHaveText('5,000', { timeout: 20_000 });
  await expect(shell.balance).toContainText('1,000.00');
  return { shell, mall };
}

test('a member redeems an item: points, records and the header balance change', async ({ page }) => {
  const { shell, mall } = await openMall(page);
  const dialog = await mall.redeem('$5 cash voucher', ACCOUNTS.member.password);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '$5 cash voucher redeemed' })).toBeVisible();
  await expect(mall.pointsBalance()).toHaveText('4,500');
  await expect(mall.records().getByRole('row').filter({ hasText: '$5 cash voucher' })).toHaveCount(1);
  await expect(shell.balance).toContainText('1,005.00');
});

test('a wrong password is refused with the server message and nothing is deducted', async ({ page }) => {
  const { shell, mall } = await openMall(page);
  const dialog = await mall.redeem('$5 cash voucher', 'not-my-password');
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
  await expect(dialog.getByLabel('Login password')).toHaveValue('not-my-password');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(mall.pointsBalance()).toHaveText('5,000', { timeout: 20_000 });
  await expect(shell.balance).toContainText('1,000.00');
  await expect(mall.records().getByRole('row').filter({ hasText: '$5 cash voucher' })).toHaveCount(0);
});

test('an out-of-stock item says so and cannot be redeemed', async ({ page }) => {
  const { mall } = await openMall(page);
  const gold = mall.mallItem('Gold bar 1g');
  await expect(gold.getByText('Out of stock')).toBeVisible();
  await expect(gold.getByRole('button', { name: 'Redeem' })).toBeDisabled();
});
