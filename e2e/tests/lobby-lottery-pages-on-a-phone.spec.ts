import { expectNoSeriousAxeViolation, useDarkTheme } from '../support/axe-serious';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';
import { expect, test, type Locator, type Page, type TestInfo } from '../support/test';

test.describe('lobby-lottery-pages-on-a-phone', { tag: ['@mfe-lobby', '@check-mfe-lobby', '@mfe-account'] }, () => {
  // Issue 36: the lottery pages as a guest meets them on a phone (390 px) and a desktop (1366 px).
  // /lottery showed 470 px of blank space under the "log in to play" notice; /vnlottery (no header
  // and no side menu unless the brand allows them) had no way back, and its "Bet now" sat 1,100 px
  // down under the region menu.
  test.describe.configure({ timeout: 180_000 });

  const PHONE = { width: 390, height: 844 };
  const DESKTOP = { width: 1366, height: 900 };

  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  async function box(locator: Locator): Promise<{ top: number; bottom: number }> {
    const rect = await locator.boundingBox();
    if (!rect) throw new Error('not laid out');
    return { top: rect.y, bottom: rect.y + rect.height };
  }

  async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
    await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  }

  for (const language of ['TY', 'EN'] as const) {
    test(`/lottery as a guest on a phone (${language}): the login notice is followed by the lists, not by empty space`, async ({
      page,
    }, testInfo) => {
      const login = language === 'TY' ? 'Đăng nhập để chơi xổ số.' : 'Log in to play the lottery.';
      const popularName = language === 'TY' ? 'Xổ số phổ biến' : 'Popular lotteries';
      await page.setViewportSize(PHONE);
      const shell = new ShellPage(page);
      await shell.goto('/lottery', language);
      const notice = page.getByTestId('lottery-login');
      await expect(notice).toContainText(login, { timeout: 45_000 });
      const lists = page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: popularName }) });
      await expect(lists.getByRole('list', { name: popularName }).getByRole('listitem').first()).toBeVisible();
      // The page's gap (16 px) between the notice and the lists, not a frame's reserved height.
      expect((await box(lists)).top - (await box(notice)).bottom).toBeLessThan(40);
      await shoot(page, testInfo, `lottery guest 390 ${language}`);

      await page.setViewportSize(DESKTOP);
      await expect(lists).toBeVisible();
      await shoot(page, testInfo, `lottery guest 1366 ${language}`);
    });
  }

  test('/vnlottery on a phone: a way back home, the game picker and "Bet now" on the first screen; axe clean, light and dark', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    const shell = new ShellPage(page);
    await shell.goto('/vnlottery', 'TY');
    await expect(page.getByRole('heading', { level: 1, name: 'Xổ số Việt Nam' })).toBeVisible({ timeout: 45_000 });
    await expect(shell.header).toHaveCount(0);

    const home = page.getByRole('link', { name: 'Về trang chủ' });
    const bet = page.getByRole('button', { name: 'Đặt cược ngay' });
    const picker = page.getByRole('combobox', { name: 'Chọn loại xổ số' });
    await expect(bet).toBeVisible();
    await expect(page.getByTestId('vn-numbers').getByRole('listitem')).toHaveCount(100);
    // The region menu gives way to the picker on a phone; both the way out and the main action are
    // within the first screen, before any scrolling.
    await expect(page.getByRole('navigation', { name: 'Các loại xổ số Việt Nam' })).toBeHidden();
    await expect(home).toBeInViewport();
    await expect(picker).toBeInViewport();
    expect((await box(bet)).bottom).toBeLessThanOrEqual(PHONE.height);
    await shoot(page, testInfo, 'vnlottery 390 TY');

    await expectNoSeriousAxeViolation(page, testInfo, '/vnlottery 390 TY light');
    await useDarkTheme(page);
    await expectNoSeriousAxeViolation(page, testInfo, '/vnlottery 390 TY dark');
    await shoot(page, testInfo, 'vnlottery 390 TY dark');

    // Another game from the picker, by keyboard.
    const second = (await picker.locator('option').nth(1).textContent())?.trim() ?? '';
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\/vnlottery\?gameCode=[^&]+$/);
    await expect(page.getByRole('heading', { level: 2, name: second, exact: true }).and(page.locator('h2:not(nav h2)'))).toBeVisible();
    await expect(picker.locator('option:checked')).toHaveText(second);

    // And the way out, by keyboard: the home page with its header.
    await home.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(shell.header).toBeVisible();
  });

  for (const language of ['TY', 'EN'] as const) {
    test(`/vnlottery on a desktop (${language}): the region menu, the way home and "Bet now" in view`, async ({ page }, testInfo) => {
      const names =
        language === 'TY'
          ? {
              title: 'Xổ số Việt Nam',
              home: 'Về trang chủ',
              bet: 'Đặt cược ngay',
              menu: 'Các loại xổ số Việt Nam',
              picker: 'Chọn loại xổ số',
            }
          : {
              title: 'Vietnam lottery',
              home: 'Back to the home page',
              bet: 'Bet now',
              menu: 'Vietnam lottery games',
              picker: 'Choose a lottery',
            };
      await page.setViewportSize(DESKTOP);
      const shell = new ShellPage(page);
      await shell.goto('/vnlottery', language);
      await expect(page.getByRole('heading', { level: 1, name: names.title })).toBeVisible({ timeout: 45_000 });
      await expect(page.getByRole('navigation', { name: names.menu }).getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('combobox', { name: names.picker })).toBeHidden();
      await expect(page.getByRole('link', { name: names.home })).toBeInViewport();
      await expect(page.getByRole('button', { name: names.bet })).toBeInViewport();
      await expect(page.getByTestId('vn-numbers').getByRole('listitem')).toHaveCount(100);
      await shoot(page, testInfo, `vnlottery 1366 ${language}`);

      await page.setViewportSize(PHONE);
      await expect(page.getByRole('combobox', { name: names.picker })).toBeVisible();
      await shoot(page, testInfo, `vnlottery 390 ${language}`);
    });
  }
});
