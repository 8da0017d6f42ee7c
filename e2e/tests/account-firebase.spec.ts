import { expect, test, type Locator, type Page } from '../support/test';
import { AccountControl, freshMobile } from '../support/account-control';
import { dismissPostLogin, postLoginDialog } from '../support/account-post-login';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('account-firebase', { tag: ['@mfe-account', '@check-mfe-account'] }, () => {
  // The firebase path (FIREBASESMS3): SMS codes are sent and confirmed by the phone provider (the
  // reference provider stands in for Firebase); its codes land in the SMS outbox with purpose 'firebase'.
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
    await new AccountControl(request).setFeatures({ FIREBASESMS3: true });
  });
  test.afterAll(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  /** member01's seeded mobile number. */
  const MEMBER_MOBILE = '0910000000';

  async function openSmsLogin(page: Page): Promise<Locator> {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginButton.click();
    const dialog = shell.loginDialog();
    await dialog.getByRole('button', { name: 'SMS code' }).click();
    await expect(dialog.getByRole('combobox', { name: /Country code/ })).toHaveValue('+84');
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(MEMBER_MOBILE);
    return dialog;
  }

  test('a visitor registers by mobile number with the phone provider, the code read from the SMS outbox', async ({ page, request }) => {
    const control = new AccountControl(request);
    await control.setFeatures({ smsVerification: true });
    const shell = new ShellPage(page);
    await shell.goto('/register');
    const form = page.getByTestId('register-page');
    await form.getByRole('tab', { name: 'Mobile number' }).click();
    await expect(form.getByRole('combobox', { name: /Country code/ })).toHaveValue('+84');
    const mobile = freshMobile();
    await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await form.getByLabel('Password', { exact: true }).fill('abc12345');
    await form.getByLabel('Confirm password', { exact: true }).fill('abc12345');
    await form.getByRole('button', { name: 'Get verification code' }).click();
    // Spec §9: the firebase path counts down exactly one minute.
    await expect(form.getByRole('button', { name: /Sent \((60|59) s\)/ })).toBeDisabled();
    await form.getByLabel('Verification code', { exact: true }).fill(await control.smsCode(mobile, 'firebase'));
    await expect(form.getByTestId('captcha-image').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await form.getByLabel('Captcha', { exact: true }).fill(await control.captchaAnswer());
    await form.getByRole('button', { name: 'Submit' }).click();

    const alert = page.getByTestId('register-account-alert');
    await expect(alert).toContainText('Your account is');
    await alert.getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('register-success').getByRole('button', { name: 'OK' }).click();
    await expect(shell.accountMenuButton).toBeVisible();
  });

  test('member01 logs in with an SMS code confirmed by the phone provider (type firebase), no forced change', async ({ page, request }) => {
    const control = new AccountControl(request);
    await control.setFeatures({ MOBILEVERCODELOGIN3: true });
    const logins: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/wps/verification/sms/noLogin')) logins.push(req.url());
    });
    const dialog = await openSmsLogin(page);
    await dialog.getByRole('button', { name: 'Get verification code' }).click();
    await expect(dialog.getByRole('button', { name: /Sent \((60|59) s\)/ })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'SMS code' }).fill(await control.smsCode(MEMBER_MOBILE, 'firebase'));
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(postLoginDialog(page, 'Welcome back')).toContainText('Good to see you again, member01.');
    await dismissPostLogin(page, 'Welcome back');
    await expect(new ShellPage(page).accountMenuButton).toBeVisible();
    // The platform's own SMS was not used.
    expect(logins).toEqual([]);
  });

  test('a wrong code is explained under the code field and nothing logs in; a send refused by the provider is translated', async ({
    page,
    request,
  }) => {
    const control = new AccountControl(request);
    await control.setFeatures({ MOBILEVERCODELOGIN3: true });
    const dialog = await openSmsLogin(page);
    await dialog.getByRole('button', { name: 'Get verification code' }).click();
    await expect(dialog.getByRole('button', { name: /Sent \(\d+ s\)/ })).toBeDisabled();
    const right = await control.smsCode(MEMBER_MOBILE, 'firebase');
    const code = dialog.getByRole('textbox', { name: 'SMS code' });
    await code.fill(right === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(code).toHaveAccessibleDescription('Invalid verification code.');
    await expect(page.getByTestId('sms-failure')).toHaveCount(0);
    // Nothing logged in: the login dialog stays (the kit's modal hides the header behind it) and no token was kept.
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();

    // The provider's quota runs out: the next send is refused with its translated reason.
    const quota = await request.post('/__control/phone-provider', { data: { failure: 'quota' } });
    expect(quota.ok()).toBe(true);
    await page.reload();
    const again = await openSmsLogin(page);
    await again.getByRole('button', { name: 'Get verification code' }).click();
    await expect(page.getByTestId('sms-failure')).toContainText('SMS quota is not sufficient. Please contact customer service.');
  });
});
