import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { PROMOTIONS, PromotionControl, PromotionsPage, pngFile } from '../support/promotions';
import { ShellPage } from '../support/shell-page';
import { expect, test } from '../support/test';

test.beforeEach(async ({ request }) => {
  await new PlatformControl(request).reset();
});

test('a guest opens a promotion by its link and is asked to log in to apply', async ({ page }) => {
  const shell = new ShellPage(page);
  const promotions = new PromotionsPage(page);
  await shell.goto(`/promotions?id=${PROMOTIONS.firstDeposit.id}`);
  await expect(promotions.detail().getByRole('heading', { level: 2, name: PROMOTIONS.firstDeposit.title })).toBeVisible({ timeout: 20_000 });
  await promotions.detail().getByRole('button', { name: 'Apply' }).click();
  await expect(shell.loginDialog()).toBeVisible();
  await expect(promotions.applyDialog()).toHaveCount(0);
});

test('/promotions?id= and /promoDetail?id= open one promotion; the list opens it by its card', async ({ page }) => {
  const shell = new ShellPage(page);
  const promotions = new PromotionsPage(page);
  await shell.goto(`/promoDetail?id=${PROMOTIONS.dailyReload.id}`);
  await expect(promotions.detail().getByRole('heading', { level: 2, name: PROMOTIONS.dailyReload.title })).toBeVisible({ timeout: 20_000 });

  await shell.goto('/promotions');
  await page.getByRole('tab', { name: 'New player' }).click();
  await page.getByRole('link', { name: PROMOTIONS.firstDeposit.title }).click();
  await expect(page).toHaveURL(new RegExp(`/promotions\\?id=${PROMOTIONS.firstDeposit.id}$`));
  await expect(promotions.detail().getByRole('heading', { level: 2, name: PROMOTIONS.firstDeposit.title })).toBeFocused();
  await expect(promotions.detail().getByText('Join', { exact: true })).toBeVisible();
});

test('a member applies with a remark and two images; the reviewer approves and the state shows issued', async ({ page, request }) => {
  const shell = new ShellPage(page);
  const promotions = new PromotionsPage(page);
  await shell.goto(`/promotions?id=${PROMOTIONS.dailyReload.id}`);
  await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);

  await promotions.detail().getByRole('button', { name: 'Apply' }).click();
  const dialog = promotions.applyDialog();
  await dialog.getByLabel('Remark').fill('Deposited 200 on Monday');
  await dialog.getByLabel('Add images').setInputFiles([pngFile('slip-1.png'), pngFile('slip-2.png')]);
  await expect(dialog.getByRole('img', { name: 'Preview of slip-1.png' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Preview of slip-2.png' })).toBeVisible();
  const applicationId = await promotions.sendApplication();
  await expect(dialog).toBeHidden();
  await expect(promotions.detail().getByText('Your application is being reviewed.')).toBeVisible();
  await expect(promotions.detail().getByText('Applying', { exact: true })).toBeVisible();

  await new PromotionControl(request).decide(applicationId, 'approve');
  await page.reload();
  await expect(promotions.detail().getByText('Issued', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(promotions.detail().getByRole('button', { name: 'Claim bonus' })).toBeEnabled();
});

test('a 6 MB image and a fourth image are refused with a message', async ({ page }) => {
  const shell = new ShellPage(page);
  const promotions = new PromotionsPage(page);
  await shell.goto(`/promotions?id=${PROMOTIONS.dailyReload.id}`);
  await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
  await promotions.detail().getByRole('button', { name: 'Apply' }).click();
  const dialog = promotions.applyDialog();
  const images = dialog.getByLabel('Add images');

  await images.setInputFiles([pngFile('huge.png', 6 * 1024 * 1024)]);
  await expect(dialog.getByRole('alert')).toHaveText('huge.png was not added: it is larger than 5 MB.');
  await images.setInputFiles([pngFile('a.png'), pngFile('b.png'), pngFile('c.png'), pngFile('d.png')]);
  await expect(dialog.getByRole('alert')).toHaveText('d.png was not added: at most 3 images.');
  await expect(dialog.getByRole('button', { name: /^Remove / })).toHaveCount(3);
  await expect(images).toBeDisabled();
});
