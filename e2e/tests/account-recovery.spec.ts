import { expect, test } from '../support/test';
import { AccountControl } from '../support/account-control';
import { dismissPostLogin } from '../support/account-post-login';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('account-recovery', { tag: ['@mfe-account', '@check-mfe-account'] }, () => {
  // Phone recovery changes member01's password: reset before and after.
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });
  test.afterAll(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test('recovery by email sends the link, shows the message and closes', async ({ page, request }) => {
    const control = new AccountControl(request);
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginButton.click();
    await shell.loginDialog().getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Username').fill(ACCOUNTS.member.username);
    await dialog.getByLabel('Email').fill('someone-else@example.com');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByTestId('recovery-email-error')).not.toBeEmpty();
    await expect(dialog.getByLabel('Username')).toHaveValue(ACCOUNTS.member.username);

    await dialog.getByLabel('Email').fill(`${ACCOUNTS.member.username}@example.com`);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    const sent = page.getByRole('alertdialog', { name: 'Check your email' });
    await expect(sent).toContainText('We sent a link to set a new password');
    const emails = await control.emails();
    expect(emails[0]).toMatchObject({ purpose: 'password', email: `${ACCOUNTS.member.username}@example.com` });
    await sent.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('recovery by phone: SMS code, new password, automatic login; the new password works', async ({ page, request }) => {
    const control = new AccountControl(request);
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginButton.click();
    await shell.loginDialog().getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByRole('button', { name: 'By phone' }).click();
    await expect(dialog.getByRole('combobox', { name: /Country code/ })).toHaveValue('+84');
    await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('0910000000');
    await dialog.getByRole('button', { name: 'Get verification code' }).click();
    await expect(dialog.getByRole('button', { name: /Sent \(\d+ s\)/ })).toBeDisabled();
    await dialog.getByLabel('SMS code').fill(await control.smsCode('0910000000', 'password'));
    await dialog.getByLabel('New password', { exact: true }).fill('fresh888');
    await dialog.getByLabel('Confirm new password', { exact: true }).fill('fresh888');
    await dialog.getByRole('button', { name: 'Reset password and log in' }).click();
    await expect(dialog).toBeHidden();
    // The automatic login is a login: the post-login modal follows (spec §4), then the header.
    await dismissPostLogin(page, 'Welcome back');
    await expect(shell.balance).toHaveText(/\$1,000\.00/);

    await shell.signOut();
    await shell.loginAs(ACCOUNTS.member.username, 'fresh888');
    await expect(shell.loginDialog()).toBeHidden();
    await expect(shell.accountMenuButton).toBeVisible();
  });
});
