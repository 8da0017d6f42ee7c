import { expect, test } from '../support/test';
import { AccountControl, fillUsernameRegistration, freshUsername } from '../support/account-control';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('account-login', { tag: ['@mfe-account', '@check-mfe-account'] }, () => {
  // Failed logins persist in the reference API: reset before and after.
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });
  test.afterAll(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  /** What the login journey reads and clicks, per interface language (TY ships Vietnamese). */
  const LOGIN_TEXTS = {
    EN: {
      login: 'Log in',
      username: 'Username',
      password: 'Password',
      captcha: 'Captcha',
      captchaRequired: 'Please enter the captcha.',
      accountMenu: 'Account menu',
      welcomeBack: 'Welcome back',
      ok: 'OK',
    },
    TY: {
      login: 'Đăng nhập',
      username: 'Tên đăng nhập',
      password: 'Mật khẩu',
      captcha: 'Mã xác nhận',
      captchaRequired: 'Vui lòng nhập mã xác nhận.',
      accountMenu: 'Menu tài khoản',
      welcomeBack: 'Chào mừng trở lại',
      ok: 'OK',
    },
  } as const;

  for (const language of ['EN', 'TY'] as const) {
    test(`(${language}) after repeated failures the server demands the captcha, and the login passes with it`, async ({
      page,
      request,
    }) => {
      const text = LOGIN_TEXTS[language];
      const control = new AccountControl(request);
      const shell = new ShellPage(page);
      await shell.goto('/', language);
      await page.getByRole('banner').getByRole('button', { name: text.login, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: text.login });
      const submit = dialog.getByRole('button', { name: text.login, exact: true });
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await dialog.getByLabel(text.username).fill(ACCOUNTS.member.username);
        await dialog.getByLabel(text.password, { exact: true }).fill('wrong-pass1');
        await submit.click();
        await expect(submit).toBeEnabled();
      }
      const captcha = dialog.getByLabel(text.captcha, { exact: true });
      await expect(captcha).toBeVisible();
      // Required once shown.
      await dialog.getByLabel(text.password, { exact: true }).fill(ACCOUNTS.member.password);
      await submit.click();
      await expect(dialog.getByText(text.captchaRequired)).toBeVisible();
      await expect(dialog.getByTestId('captcha-image').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
      await captcha.fill(await control.captchaAnswer());
      await submit.click();
      await expect(dialog).toBeHidden();
      // Then the post-login modal in the same language (spec §4). The post-login modal (the kit's modal dialog) hides the page behind it: the header is read once it is closed.
      const welcome = page.getByRole('dialog', { name: text.welcomeBack });
      await welcome.getByRole('button', { name: text.ok }).click();
      await expect(welcome).toBeHidden();
      await expect(shell.balance).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: text.accountMenu })).toBeVisible();
    });
  }

  test('a login with the default password forces a change, then the new password logs in', async ({ page, request }) => {
    const control = new AccountControl(request);
    const shell = new ShellPage(page);
    const username = freshUsername('weak');
    await shell.goto('/register');
    await fillUsernameRegistration(page.getByTestId('register-page'), control, { username, password: '123456' });
    await page.getByTestId('register-success').getByRole('button', { name: 'OK' }).click();
    await shell.signOut();

    await shell.loginButton.click();
    await shell.submitLogin(username, '123456');
    const change = page.getByRole('dialog', { name: 'Change password' });
    await expect(change).toContainText('default one or has expired');
    await expect(change.getByLabel('Current password')).toHaveCount(0);
    await change.getByLabel('New password', { exact: true }).fill('abc');
    await change.getByLabel('Confirm new password', { exact: true }).fill('abc');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await change.getByLabel('New password', { exact: true }).fill('better88');
    await change.getByLabel('Confirm new password', { exact: true }).fill('better88');
    await change.getByRole('button', { name: 'Change password' }).click();

    const login = shell.loginDialog();
    await expect(login.getByTestId('login-notice')).toContainText('log in with your new password');
    await shell.submitLogin(username, 'better88');
    await expect(login).toBeHidden();
    await shell.dismissPostLogin();
    await expect(shell.accountMenuButton).toBeVisible();
  });

  test('free play logs a trial account in', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginButton.click();
    const dialog = shell.loginDialog();
    await dialog.getByRole('button', { name: 'Free play' }).click();
    await expect(dialog).toBeHidden();
    await expect(shell.accountMenuButton).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('isAgent'))).toBe('4');
  });

  test('free play is not offered when the switch is off', async ({ page, request }) => {
    await new AccountControl(request).setFeatures({ freePlay: false });
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginButton.click();
    await expect(shell.loginDialog().getByLabel('Username')).toBeVisible();
    await expect(shell.loginDialog().getByRole('button', { name: 'Free play' })).toHaveCount(0);
  });

  test('a login from an unregistered IP is completed with the Google code', async ({ page, request }) => {
    const control = new AccountControl(request);
    await control.loginVerification({ username: ACCOUNTS.member.username, mode: 'always', forgetIps: true });
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginButton.click();
    await shell.submitLogin(ACCOUNTS.member.username, ACCOUNTS.member.password);
    const dialog = shell.loginDialog();
    const step = dialog.getByTestId('login-verification');
    await expect(step).toContainText('new location');
    await step.getByRole('button', { name: 'Google Authenticator' }).click();
    const state = await control.loginVerificationState(ACCOUNTS.member.username);
    await step.getByLabel('Google Authenticator code').fill(state.account?.googleCode ?? '');
    await step.getByRole('button', { name: 'Confirm and log in' }).click();
    await expect(dialog).toBeHidden();
    await shell.dismissPostLogin();
    await expect(shell.balance).toBeVisible();
  });
});
