import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { PROMOTIONS, PromotionControl, PromotionsPage, pngFile } from '../support/promotions';
import { ShellPage } from '../support/shell-page';
import { expect, test, type Page } from '../support/test';

test.describe('promotions-apply-and-review', { tag: ['@mfe-promotions', '@check-mfe-promotions', '@mfe-account'] }, () => {
  // A journey logs in and loads several remotes cold: give it room on a busy machine.
  test.describe.configure({ timeout: 300_000 });

  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  /** Logs in on the home page (a login lands there), then opens the promotion `id`. */
  async function openAsMember(
    page: Page,
    id: number,
    account: { username: string; password: string } = ACCOUNTS.member,
  ): Promise<{ shell: ShellPage; promotions: PromotionsPage }> {
    const shell = new ShellPage(page);
    const promotions = new PromotionsPage(page);
    await shell.signInAs(account.username, account.password, '/');
    await shell.goto(`/promotions?id=${id}`);
    return { shell, promotions };
  }

  test('a guest opens a promotion by its link and is asked to log in to apply', async ({ page }) => {
    const shell = new ShellPage(page);
    const promotions = new PromotionsPage(page);
    await shell.goto(`/promotions?id=${PROMOTIONS.firstDeposit.id}`);
    // The first page of a fresh platform loads every remote cold: allow for it.
    await expect(promotions.detailTitle(PROMOTIONS.firstDeposit.title)).toBeVisible({ timeout: 45_000 });
    await promotions.detail().getByRole('button', { name: 'Apply' }).click();
    await expect(shell.loginDialog()).toBeVisible();
    await expect(promotions.applyDialog()).toHaveCount(0);
  });

  test('/promotions?id= and /promoDetail?id= open one promotion; the list opens it by its card', async ({ page }) => {
    const shell = new ShellPage(page);
    const promotions = new PromotionsPage(page);
    await shell.goto(`/promoDetail?id=${PROMOTIONS.dailyReload.id}`);
    await expect(promotions.detailTitle(PROMOTIONS.dailyReload.title)).toBeVisible();
    await expect(page.getByRole('article', { name: PROMOTIONS.dailyReload.title })).toBeVisible();

    await shell.goto('/promotions');
    await page.getByRole('tab', { name: 'New player' }).click();
    await page.getByRole('link', { name: PROMOTIONS.firstDeposit.title }).click();
    await expect(page).toHaveURL(new RegExp(`/promotions\\?id=${PROMOTIONS.firstDeposit.id}$`));
    await expect(promotions.detailTitle(PROMOTIONS.firstDeposit.title)).toBeFocused();
    await expect(promotions.detailHeader().getByText('Join', { exact: true })).toBeVisible();
  });

  test('a member applies with a remark and two images; the reviewer approves, the state shows issued and the bonus is claimed', async ({
    page,
    request,
  }) => {
    const { shell, promotions } = await openAsMember(page, PROMOTIONS.dailyReload.id);
    await expect(shell.balance).toContainText('1,000.00');

    await promotions.detail().getByRole('button', { name: 'Apply' }).click();
    const dialog = promotions.applyDialog();
    await dialog.getByLabel('Remark').fill('Deposited 200 on Monday');
    await dialog.getByLabel('Add images').setInputFiles([pngFile('slip-1.png', 2 * 1024 * 1024), pngFile('slip-2.png')]);
    await expect(dialog.getByRole('img', { name: 'Preview of slip-1.png' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Preview of slip-2.png' })).toBeVisible();

    // Hold the answer until the upload progress has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/relay/PROMOFE_applyPromotion', async (route) => {
      await held;
      await route.continue();
    });
    const applied = promotions.sendApplication();
    await expect(dialog.getByRole('progressbar', { name: /^Uploading… \d+%$/ })).toBeVisible();
    release();
    const applicationId = await applied;
    await page.unroute('**/wps/relay/PROMOFE_applyPromotion');

    await expect(dialog).toBeHidden();
    await expect(promotions.detail().getByRole('status')).toHaveText('Your application was sent. It is now being reviewed.');
    await expect(promotions.detailHeader().getByText('Applying', { exact: true })).toBeVisible();
    await expect(promotions.detail().getByText('Your application is being reviewed.')).toBeVisible();

    await new PromotionControl(request).decide(applicationId, 'approve');
    await page.reload();
    await expect(promotions.detailHeader().getByText('Issued', { exact: true })).toBeVisible();
    await promotions.detail().getByRole('button', { name: 'Claim bonus' }).click();
    await expect(promotions.detail().getByRole('status')).toHaveText('$20.00 has been added to your wallet.');
    await expect(promotions.detailHeader().getByText('Claimed', { exact: true })).toBeVisible();
    await expect(shell.balance).toContainText('1,020.00');
  });

  test('the reviewer rejects an application: the state shows rejected with the reason, and the member may apply again', async ({
    page,
    request,
  }) => {
    const { promotions } = await openAsMember(page, PROMOTIONS.firstDeposit.id);
    await promotions.detail().getByRole('button', { name: 'Apply' }).click();
    await promotions.applyDialog().getByLabel('Remark').fill('My first deposit was 100');
    const applicationId = await promotions.sendApplication();
    await expect(promotions.detailHeader().getByText('Applying', { exact: true })).toBeVisible();

    await new PromotionControl(request).decide(applicationId, 'reject', 'No qualifying deposit was found');
    await page.reload();
    await expect(promotions.detailHeader().getByText('Rejected', { exact: true })).toBeVisible();
    await expect(promotions.detail().getByText("Reviewer's note: No qualifying deposit was found")).toBeVisible();
    await promotions.detail().getByRole('button', { name: 'Apply again' }).click();
    await expect(promotions.applyDialog()).toBeVisible();
  });

  test('a 6 MB image and a fourth image are refused with a message', async ({ page }) => {
    const { promotions } = await openAsMember(page, PROMOTIONS.dailyReload.id);
    await promotions.detail().getByRole('button', { name: 'Apply' }).click();
    const dialog = promotions.applyDialog();
    const images = dialog.getByLabel('Add images');

    await images.setInputFiles([pngFile('huge.png', 6 * 1024 * 1024)]);
    await expect(dialog.getByRole('alert')).toHaveText('huge.png was not added: it is larger than 5 MB.');
    await expect(dialog.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await images.setInputFiles([pngFile('a.png'), pngFile('b.png'), pngFile('c.png'), pngFile('d.png')]);
    await expect(dialog.getByRole('alert')).toHaveText('d.png was not added: at most 3 images.');
    await expect(dialog.getByRole('button', { name: /^Remove / })).toHaveCount(3);
    // With three images the picker takes no more: a fourth pick is impossible.
    await expect(images).toBeDisabled();
    // Removing one makes room for exactly one more (the picker then takes a single file).
    await dialog.getByRole('button', { name: 'Remove b.png' }).click();
    await images.setInputFiles([pngFile('e.png')]);
    await expect(dialog.getByRole('img', { name: 'Preview of e.png' })).toBeVisible();
    await expect(images).toBeDisabled();
  });

  test('a trial account is told a real account is needed instead of applying', async ({ page }) => {
    const { promotions } = await openAsMember(page, PROMOTIONS.dailyReload.id, ACCOUNTS.trial);
    await promotions.detail().getByRole('button', { name: 'Apply' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Real account needed' });
    await expect(warning).toContainText('This feature needs a real account. Please register a real account.');
    await expect(promotions.applyDialog()).toHaveCount(0);
  });

  test('a member draws a raffle once a day; the winner board is shown and the prize reaches the wallet', async ({ page }) => {
    const { shell, promotions } = await openAsMember(page, PROMOTIONS.luckyWheel.id);
    await expect(promotions.detailTitle(PROMOTIONS.luckyWheel.title)).toBeVisible();
    const board = promotions.detail().getByRole('region', { name: 'Winners' });
    await expect(board.getByRole('list', { name: 'Winners' }).getByRole('listitem').first()).toBeVisible();
    await expect(shell.balance).toContainText('1,000.00');

    await promotions.detail().getByRole('button', { name: 'Draw now' }).click();
    await expect(promotions.detail().getByRole('status')).toHaveText(/^\$\d+\.\d{2} has been added to your wallet\. Next draw: /);
    await expect(promotions.detailHeader().getByText('Joined', { exact: true })).toBeVisible();
    await expect(promotions.detail().getByRole('button', { name: 'Draw now' })).toHaveCount(0);
    await expect(shell.balance).not.toContainText('1,000.00');
  });
});
