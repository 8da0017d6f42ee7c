import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { leaveBrandFileOutOfPage } from '../support/brand-files';
import { ShellPage } from '../support/shell-page';

test.describe('shell-session', { tag: ['@mfe-lobby', '@mfe-account', '@mfe-promotions', '@shell'] }, () => {
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test('a token in the URL logs in at start and is removed from the address bar', async ({ page, browser }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
    const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
    expect(token).toBeTruthy();

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const otherShell = new ShellPage(other);
    await otherShell.goto(`/rng?page=PG&token=${encodeURIComponent(token!)}`);
    await expect(otherShell.accountMenuButton).toBeVisible();
    await expect(other).toHaveURL(/\/rng\?page=PG$/);
    expect(await other.evaluate(() => window.sessionStorage.getItem('token'))).toBe(token);
    expect(await other.evaluate(() => window.sessionStorage.getItem('account'))).toBe(ACCOUNTS.member.username);
    await fresh.close();
  });

  test('logout confirms, clears session storage but the merchant keys, and goes home', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/rng');
    await shell.loginAs(ACCOUNTS.agent.username, ACCOUNTS.agent.password);
    const merchant = await page.evaluate(() => [window.sessionStorage.getItem('merchant'), window.sessionStorage.getItem('merchantCode')]);
    expect(merchant[0]).toBeTruthy();
    await page.evaluate(() => window.sessionStorage.setItem('gameVendor', 'cached'));
    await shell.signOut();
    await expect(page).toHaveURL(/\/$/);
    const keys = await page.evaluate(() => Object.keys(window.sessionStorage).sort());
    expect(keys).toEqual(['merchant', 'merchantCode']);
    expect(await page.evaluate(() => [window.sessionStorage.getItem('merchant'), window.sessionStorage.getItem('merchantCode')])).toEqual(
      merchant,
    );
    await expect(shell.sideMenu.getByRole('button', { name: 'VIP level' })).toBeVisible();
  });

  test('a 401 on any call logs out cleanly with a message', async ({ page, request }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
    // Resetting the reference API ends every session: the next token call answers 401.
    await new PlatformControl(request).reset();
    await shell.header.getByRole('button', { name: 'Refresh balance' }).click();
    await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
    await expect(shell.loginButton).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
  });

  test('a trial account gets in_need_true_account where a real account is needed', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginAs(ACCOUNTS.trial.username, ACCOUNTS.trial.password);
    await shell.header.getByRole('button', { name: 'Deposit' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Real account needed' });
    await expect(warning).toContainText('This feature needs a real account. Please register a real account.');
    await expect(warning.getByRole('button', { name: 'Register now' })).toBeVisible();
  });

  test.describe('logged-in-only brand (brand file served with loggedInOnly on)', () => {
    test.beforeEach(async ({ page, request }) => {
      // The brand cannot be switched on the running edge (brands/ is the repo's), so the browser gets
      // the default brand with the flag on: the page comes without the brand file in it, and the
      // fetch of that file is answered.
      await leaveBrandFileOutOfPage(page);
      const brand = (await (await request.get('/brands/default.json')).json()) as Record<string, unknown>;
      await page.route('**/brands/default.json', (route) =>
        route.fulfill({ json: { ...brand, loggedInOnly: true }, headers: { 'cache-control': 'no-store' } }),
      );
    });

    for (const path of ['/', '/rng', '/promotions', '/no-such-page']) {
      test(`${path} goes to /login without a session`, async ({ page }) => {
        const shell = new ShellPage(page);
        await shell.goto(path);
        await expect(page).toHaveURL(/\/login$/);
        await expect(shell.loginDialog()).toBeVisible();
      });
    }

    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/down', '/download']) {
      test(`${path} stays open without a session`, async ({ page }) => {
        const shell = new ShellPage(page);
        await shell.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path.replace('.', '\\.')}$`));
      });
    }

    test('after logging in on /login every route is open', async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto('/rng');
      await expect(page).toHaveURL(/\/login$/);
      await shell.submitLogin(ACCOUNTS.member.username, ACCOUNTS.member.password);
      await shell.dismissPostLogin();
      await expect(shell.accountMenuButton).toBeVisible();
      await page.goto('/rng');
      await expect(page).toHaveURL(/\/rng$/);
    });
  });
});
