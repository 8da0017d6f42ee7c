import { expect, test } from '../support/test';
import { challengeDialog, setSwitch, solveChallenge } from '../support/account-challenge';
import { AccountControl, fillUsernameRegistration, freshMobile, freshUsername } from '../support/account-control';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('account-challenge', { tag: ['@mfe-account', '@check-mfe-account'] }, () => {
  // The switch is global state of the reference API: reset before each journey and after all.
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
    await setSwitch(request, 'GEETEST3', true);
  });
  test.afterAll(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test('with GEETEST3 on a login passes the challenge: a wrong answer gets a new picture, the right one logs in', async ({
    page,
    request,
  }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginButton.click();
    await shell.submitLogin(ACCOUNTS.member.username, ACCOUNTS.member.password);
    const challenge = challengeDialog(page);
    const picture = challenge.getByTestId('challenge-image');
    await expect(picture).toHaveAttribute('src', /^data:image\/png;base64,/);
    const first = await picture.getAttribute('src');
    await challenge.getByLabel('Characters in the picture').fill('zzzz');
    await challenge.getByRole('button', { name: 'Verify' }).click();
    await expect(challenge.getByRole('alert')).toContainText('That was not right');
    await expect(picture).not.toHaveAttribute('src', first ?? '');
    await expect(challenge.getByLabel('Characters in the picture')).toHaveValue('');
    await solveChallenge(page, request);
    await expect(shell.loginDialog()).toBeHidden();
    await shell.dismissPostLogin();
    await expect(shell.balance).toBeVisible();
  });

  test('closing the challenge keeps the login form filled, and the next submit asks again', async ({ page, request }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginButton.click();
    await shell.submitLogin(ACCOUNTS.member.username, ACCOUNTS.member.password);
    await expect(challengeDialog(page).getByTestId('challenge-image')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(challengeDialog(page)).toBeHidden();
    const login = shell.loginDialog();
    await expect(login.getByTestId('login-error')).toContainText('what you typed is kept');
    await expect(login.getByLabel('Username')).toHaveValue(ACCOUNTS.member.username);
    await expect(login.getByLabel('Password', { exact: true })).toHaveValue(ACCOUNTS.member.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await solveChallenge(page, request);
    await expect(login).toBeHidden();
  });

  test('with GEETEST3 on a registration passes the challenge after the form is valid', async ({ page, request }) => {
    const control = new AccountControl(request);
    const shell = new ShellPage(page);
    await shell.goto('/register');
    const form = page.getByTestId('register-page');
    await fillUsernameRegistration(form, control, { username: freshUsername('gt'), password: 'abc12345' });
    await solveChallenge(page, request);
    await expect(page.getByTestId('register-success')).toBeVisible();
  });

  test('on /register a challenge whose code cannot load cancels the check and keeps the form as typed; the next submit loads it', async ({
    page,
    request,
  }) => {
    // The challenge dialog's chunk (loaded when a check first runs) fails once.
    let blocked = 0;
    await page.route(/\/registry\/mfe-account\/.*\/challenge-dialog\.[0-9a-f]+\.js$/, async (route) => {
      if (blocked > 0) return route.continue();
      blocked += 1;
      return route.abort();
    });
    const control = new AccountControl(request);
    const shell = new ShellPage(page);
    await shell.goto('/register');
    const form = page.getByTestId('register-page');
    const username = freshUsername('gc');
    await fillUsernameRegistration(form, control, { username, password: 'abc12345' });
    await expect(form.getByTestId('register-error')).toContainText('what you typed is kept');
    expect(blocked).toBe(1);
    await expect(form.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(username);
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue('abc12345');
    // The page is still the form (no failure panel in its place), and the next submit loads the dialog.
    await form.getByLabel('Captcha', { exact: true }).fill(await control.captchaAnswer());
    await form.getByRole('button', { name: 'Submit' }).click();
    await solveChallenge(page, request);
    await expect(page.getByTestId('register-success')).toBeVisible();
  });

  test('with GEETEST3 on, the SMS code send passes the challenge, then the registration passes another', async ({ page, request }) => {
    const control = new AccountControl(request);
    await control.setFeatures({ smsVerification: true });
    const shell = new ShellPage(page);
    await shell.goto('/register');
    const form = page.getByTestId('register-page');
    await form.getByRole('tab', { name: 'Mobile number' }).click();
    const mobile = freshMobile();
    await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await form.getByLabel('Password', { exact: true }).fill('abc12345');
    await form.getByLabel('Confirm password', { exact: true }).fill('abc12345');
    await form.getByRole('button', { name: 'Get verification code' }).click();
    await solveChallenge(page, request);
    await expect(form.getByRole('button', { name: /Sent \(\d+ s\)/ })).toBeDisabled();
    await form.getByLabel('Verification code', { exact: true }).fill(await control.smsCode(mobile));
    await expect(form.getByTestId('captcha-image').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await form.getByLabel('Captcha', { exact: true }).fill(await control.captchaAnswer());
    await form.getByRole('button', { name: 'Submit' }).click();
    // A pass works once: the registration asks again, and what was typed is still there.
    await solveChallenge(page, request);
    await expect(page.getByTestId('register-account-alert')).toContainText('Your account is');
  });
});
