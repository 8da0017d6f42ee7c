import { expect, test } from '../support/test';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('shell-language-theme', { tag: ['@mfe-account', '@shell'] }, () => {
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test('switching EN → TY changes the shell and a mounted remote at once and is kept in hisLang', async ({ page }) => {
    const shell = new ShellPage(page);
    // The account remote's /register page is the mounted remote (a modal dialog would hide the header).
    await shell.goto('/register');
    const form = page.getByTestId('register-page');
    await expect(form.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();

    await shell.header.getByLabel('Language').selectOption('TY');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(shell.header.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Tên đăng nhập', exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('hisLang'))).toBe('TY');

    await shell.header.getByLabel('Ngôn ngữ').selectOption('EN');
    await expect(shell.loginButton).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  });

  test('a brand language without a translation file is not offered: a stored one gives way to the default (TY)', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/', 'JA');
    await expect(page.locator('html')).toHaveAttribute('data-language', 'TY');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    const picker = shell.header.getByLabel('Ngôn ngữ');
    await expect(picker).toHaveValue('TY');
    // Only the translated languages, each under a name of its own: Vietnamese once (VI ships TY's
    // texts, so it is listed only to a player already reading it: issue 49).
    const options = await picker
      .locator('option')
      .evaluateAll((all) => all.map((option) => [(option as HTMLOptionElement).value, option.textContent]));
    expect(options.map(([code]) => code)).toEqual(['TY', 'EN', 'CN', 'ID', 'TH']);
    expect(new Set(options.map(([, name]) => name)).size).toBe(5);
  });

  test('the theme switches to dark and back, and is forced to light on load', async ({ page }, testInfo) => {
    const shell = new ShellPage(page);
    await shell.goto('/down');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await shell.header.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(darkBackground).not.toBe(lightBackground);
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
    // The footer and side menu follow the theme.
    expect(await page.getByRole('contentinfo').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(34, 40, 53)');
    // For a visual check of the dark theme (header, side menu, page, footer).
    await page.screenshot({ path: testInfo.outputPath('shell-dark-down.png'), fullPage: true });
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(shell.header.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });
});
