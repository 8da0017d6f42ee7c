import { expect, test } from '../support/test';
import { AccountControl, fillUsernameRegistration, freshMobile, freshUsername } from '../support/account-control';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('account-register', { tag: ['@mfe-account', '@check-mfe-account', '@mfe-promotions'] }, () => {
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });
  test.afterAll(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test('a visitor registers by username on /register, is logged in and sees the success modal at home', async ({ page, request }) => {
    const control = new AccountControl(request);
    const shell = new ShellPage(page);
    await shell.goto('/register');
    const form = page.getByTestId('register-page');
    await expect(form.getByRole('heading', { name: 'Register now and get 1000VND' })).toBeVisible();

    // Rules from the server's settings: every field is checked on submit, errors under the inputs.
    await form.getByRole('textbox', { name: 'Username', exact: true }).fill('1bad');
    await form.getByLabel('Password', { exact: true }).fill('abc123');
    await form.getByLabel('Confirm password', { exact: true }).fill('abc124');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('textbox', { name: 'Username', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Incorrect confirmation input')).toBeVisible();

    const username = freshUsername('reg');
    await fillUsernameRegistration(form, control, { username, password: 'abc12345' });
    const success = page.getByRole('alertdialog', { name: 'Registration successful' });
    await expect(success).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(shell.accountMenuButton).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).not.toBeNull();
  });

  test('a visitor registers by mobile number with an SMS code read from the outbox', async ({ page, request }) => {
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
    await expect(form.getByRole('button', { name: /Sent \(\d+ s\)/ })).toBeDisabled();
    await form.getByLabel('Verification code', { exact: true }).fill(await control.smsCode(mobile));
    await expect(form.getByTestId('captcha-image').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await form.getByLabel('Captcha', { exact: true }).fill(await control.captchaAnswer());
    await form.getByRole('button', { name: 'Submit' }).click();

    // Mobile mode: first the generated account, then the success modal.
    const alert = page.getByTestId('register-account-alert');
    await expect(alert).toContainText('Your account is');
    await alert.getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('register-success').getByRole('button', { name: 'OK' }).click();
    await expect(shell.accountMenuButton).toBeVisible();
  });

  test('the referral code of the address is pre-filled', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/register?referralCode=FRIEND7');
    await expect(page.getByTestId('register-page').getByLabel('Referral code', { exact: true })).toHaveValue('FRIEND7');
  });

  test('a wrong invitation code stops the registration with a warning and keeps the form', async ({ page, request }) => {
    const control = new AccountControl(request);
    const shell = new ShellPage(page);
    await shell.goto('/register');
    const form = page.getByTestId('register-page');
    const username = freshUsername('aff');
    await form.getByLabel('Invitation code', { exact: true }).fill('NOPE999');
    await fillUsernameRegistration(form, control, { username, password: 'abc12345' });
    const warning = page.getByTestId('affiliate-warning');
    await expect(warning).toContainText('The invitation code is invalid');
    await warning.getByRole('button', { name: 'Submit' }).click();
    await expect(warning).toBeHidden();
    await expect(form.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(username);
    await expect(page).toHaveURL(/\/register/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
  });
});
