import { expect, test } from '../support/test';
import { AccountControl, fillUsernameRegistration, freshUsername } from '../support/account-control';
import { postLoginDialog } from '../support/account-post-login';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('account-post-login', { tag: ['@mfe-account', '@check-mfe-account', '@mfe-member-centre', '@mfe-promotions'] }, () => {
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });
  test.afterAll(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test('member01 sees the previous login, the new-location warning and the unread messages; the inbox opens', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginButton.click();
    await shell.submitLogin(ACCOUNTS.member.username, ACCOUNTS.member.password);
    await expect(shell.loginDialog()).toBeHidden();
    const dialog = postLoginDialog(page, 'Welcome back');
    const previous = dialog.getByRole('region', { name: 'Previous login' });
    // Seeded: member01's last login came from 198.51.100.77 in Singapore; this one from here.
    await expect(previous).toContainText('198.51.100.77');
    await expect(previous).toContainText('Singapore');
    await expect(dialog.getByTestId('post-login-new-location')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    // Seeded: one unread message (the weekly rebate).
    await expect(dialog).toContainText('You have 1 unread message.');
    await dialog.getByRole('button', { name: 'Open inbox' }).click();
    await expect(dialog).toBeHidden();
    const centre = page.getByRole('dialog', { name: /Member centre/ });
    await expect(centre).toBeVisible();
    await expect(centre.getByRole('heading', { name: 'Platform information', level: 3 })).toBeVisible();
  });

  test('Escape closes the post-login modal', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginButton.click();
    await shell.submitLogin(ACCOUNTS.vip.username, ACCOUNTS.vip.password);
    const dialog = postLoginDialog(page, 'Welcome back');
    await expect(dialog.getByRole('region', { name: 'Previous login' })).toContainText('203.0.113.91');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(shell.accountMenuButton).toBeVisible();
  });

  test('the post-login modal speaks the interface language (TY)', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/', 'TY');
    await page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' }).click();
    // The modal's title and its submit button share the word: scope by the dialog.
    const login = page.getByRole('dialog', { name: 'Đăng nhập' });
    await login.getByLabel('Tên đăng nhập').fill(ACCOUNTS.member.username);
    await login.getByLabel('Mật khẩu', { exact: true }).fill(ACCOUNTS.member.password);
    await login.getByRole('button', { name: 'Đăng nhập' }).click();
    const dialog = postLoginDialog(page, 'Chào mừng trở lại');
    await expect(dialog.getByRole('region', { name: 'Lần đăng nhập trước' })).toContainText('Singapore');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a login that must change the default password shows the change, not the post-login modal', async ({ page, request }) => {
    const control = new AccountControl(request);
    const shell = new ShellPage(page);
    const username = freshUsername('weak');
    await shell.goto('/register');
    await fillUsernameRegistration(page.getByTestId('register-page'), control, { username, password: '123456' });
    await page.getByTestId('register-success').getByRole('button', { name: 'OK' }).click();
    await shell.signOut();

    const loginInfoCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/member/loginInfo')) loginInfoCalls.push(request.url());
    });
    await shell.loginButton.click();
    await shell.submitLogin(username, '123456');
    const change = page.getByRole('dialog', { name: 'Change password' });
    await expect(change).toBeVisible();
    // Skipping the change (closing it) still shows no login info.
    await change.getByRole('button', { name: 'Close' }).click();
    await expect(change).toBeHidden();
    await expect(shell.accountMenuButton).toBeVisible();
    await expect(postLoginDialog(page)).toHaveCount(0);
    expect(loginInfoCalls).toEqual([]);
  });
});
