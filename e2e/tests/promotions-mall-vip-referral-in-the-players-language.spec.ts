import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousAxeViolation, useDarkTheme } from '../support/axe-serious';
import { PlatformControl } from '../support/control';
import { PromotionsPage } from '../support/promotions';
import { ShellPage } from '../support/shell-page';
import { expect, test, type Page, type TestInfo } from '../support/test';

test.describe(
  'promotions-mall-vip-referral-in-the-players-language',
  { tag: ['@mfe-promotions', '@check-mfe-promotions', '@mfe-account'] },
  () => {
    // Issue 36, as players meet it in the default language (TY): the points mall said "password: The
    // password is incorrect", wrote figures in two formats and let a trial account in without a word;
    // /vip did the same for a trial account; the referral rules said "10.00" for the $10.00 bonus.
    test.describe.configure({ timeout: 300_000 });

    const PHONE = { width: 390, height: 844 };
    const DESKTOP = { width: 1366, height: 900 };

    test.beforeEach(async ({ request }) => {
      await new PlatformControl(request).reset();
    });

    async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
      await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    }

    async function logIn(page: Page, account: { username: string; password: string }): Promise<ShellPage> {
      const shell = new ShellPage(page);
      await shell.signInAs(account.username, account.password, '/');
      return shell;
    }

    test('the points mall in TY: Vietnamese figures, and a wrong password refused in Vietnamese under its field', async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(PHONE);
      const shell = await logIn(page, ACCOUNTS.member);
      const mall = new PromotionsPage(page);
      await shell.goto('/pointMall', 'TY');
      await expect(page.getByRole('heading', { level: 1, name: 'Cửa hàng điểm' })).toBeVisible({ timeout: 45_000 });
      // Vietnamese grouping and decimal marks, the brand's symbol: "5.000" points, "$50,00".
      await expect(mall.pointsBalance()).toHaveText('5.000');
      await expect(page.getByRole('region', { name: 'Điểm của bạn' })).toContainText('$50,00');
      await expect(page.getByRole('region', { name: 'Điểm của bạn' })).not.toContainText(/\d,\d{3}|\d\.\d{2}\b/);
      await shoot(page, testInfo, 'points mall 390 TY');

      // The platform names its items in the request's language (issue 36): the voucher is Vietnamese here.
      const item = mall.mallItem('Phiếu tiền mặt $5,00');
      await item.getByRole('button', { name: 'Đổi' }).click();
      const dialog = page.getByRole('dialog', { name: 'Đổi Phiếu tiền mặt $5,00' });
      const password = dialog.getByLabel('Mật khẩu đăng nhập');
      await password.fill('not-my-password');
      await dialog.getByRole('button', { name: 'Đổi' }).click();
      await expect(password).toHaveAccessibleDescription('Mật khẩu đăng nhập không đúng.');
      await expect(password).toBeFocused();
      await expect(dialog).not.toContainText(/password|incorrect/i);
      await shoot(page, testInfo, 'points mall wrong password 390 TY');
      await expectNoSeriousAxeViolation(page, testInfo, 'points mall wrong password 390 TY light');
      await useDarkTheme(page);
      await expectNoSeriousAxeViolation(page, testInfo, 'points mall wrong password 390 TY dark');

      await dialog.getByRole('button', { name: 'Hủy' }).click();
      await expect(mall.pointsBalance()).toHaveText('5.000');
      await page.setViewportSize(DESKTOP);
      await shoot(page, testInfo, 'points mall 1366 TY dark');
    });

    for (const [path, heading, note] of [
      ['/pointMall', 'Points mall', 'Points, converting and redeeming need a real account.'],
      ['/vip', 'VIP', 'VIP levels need a real account.'],
    ] as const) {
      test(`a trial account opening ${path} gets the real-account warning at once`, async ({ page }, testInfo) => {
        await page.setViewportSize(PHONE);
        const shell = await logIn(page, ACCOUNTS.trial);
        await shell.goto(path);
        const warning = page.getByRole('alertdialog', { name: 'Real account needed' });
        await expect(warning).toContainText('This feature needs a real account. Please register a real account.', { timeout: 45_000 });
        await shoot(page, testInfo, `${path} trial warning 390 EN`);
        await expectNoSeriousAxeViolation(page, testInfo, `${path} trial warning 390 light`);
        await page.keyboard.press('Escape');
        await expect(warning).toBeHidden();

        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText(note)).toBeVisible();
        await expect(new PromotionsPage(page).pointsBalance()).toHaveCount(0);
        await useDarkTheme(page);
        await expectNoSeriousAxeViolation(page, testInfo, `${path} trial 390 dark`);
        // The line's "Learn more", by keyboard, shows the warning again.
        await page.getByRole('button', { name: 'Learn more' }).focus();
        await page.keyboard.press('Enter');
        await expect(warning).toBeVisible();
        await page.setViewportSize(DESKTOP);
        await shoot(page, testInfo, `${path} trial warning 1366 EN dark`);
      });
    }

    for (const [language, bonus, other] of [
      ['EN', '$10.00', /(^|[^$\d.,])10\.00/],
      ['TY', '$10,00', /(^|[^$\d.,])10[.,]00/],
    ] as const) {
      test(`the referral rules name the bonus in the brand's money format (${language})`, async ({ page }, testInfo) => {
        const shell = await logIn(page, ACCOUNTS.member);
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          await shell.goto('/referral', language);
          const rules = page.getByTestId('referral-rules');
          await expect(rules).toBeVisible({ timeout: 45_000 });
          await expect(rules).toContainText(bonus);
          await expect(rules).not.toContainText(other);
          await shoot(page, testInfo, `referral ${viewport.width} ${language}`);
        }
      });
    }
  },
);
