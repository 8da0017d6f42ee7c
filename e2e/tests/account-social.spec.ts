import { expect, test, type Page } from '../support/test';
import { AccountControl, freshUsername } from '../support/account-control';
import { dismissPostLogin, postLoginDialog } from '../support/account-post-login';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('account-social', { tag: ['@mfe-account', '@check-mfe-account', '@mfe-lobby'] }, () => {
  // Social identities and logins persist in the reference API: reset before and after.
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });
  test.afterAll(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  /** The reference provider step (stands in for the provider's window): names the account at the provider. */
  async function signInAtProvider(page: Page, provider: string, label: string, subject: string): Promise<void> {
    const step = page.getByRole('dialog', { name: `Sign in with ${provider}` });
    await expect(step).toBeVisible();
    await step.getByLabel(label).fill(subject);
    await step.getByRole('button', { name: 'Continue' }).click();
    await expect(step).toBeHidden();
  }

  test('member01 logs in with Google through the provider step and lands on the post-login modal', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/rng');
    await shell.loginButton.click();
    const dialog = shell.loginDialog();
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, 'Google', 'Google account (email)', 'member01@gmail.test');
    await expect(dialog).toBeHidden();
    // Spec §4: the login goes home, then the login info.
    await expect(page).toHaveURL(/\/$/);
    await expect(postLoginDialog(page, 'Welcome back')).toContainText('Good to see you again, member01.');
    await dismissPostLogin(page, 'Welcome back');
    await expect(shell.accountMenuButton).toBeVisible();
  });

  test('an unlinked Google account is explained, and "Register with Google" registers it', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginButton.click();
    const dialog = shell.loginDialog();
    const subject = `${freshUsername('gg')}@gmail.test`;
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, 'Google', 'Google account (email)', subject);
    await expect(dialog.getByTestId('social-error')).toHaveText('No account is linked to this Google account.');
    await expect(shell.accountMenuButton).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Register with Google' }).click();
    // A new member: the first-login variant of the post-login modal.
    const welcome = postLoginDialog(page, 'Welcome');
    await expect(welcome).toContainText('This is your first login.');
    await dismissPostLogin(page, 'Welcome');
    await expect(shell.accountMenuButton).toBeVisible();
  });

  test('registering with Telegram as a new Telegram account on /register', async ({ page, request }) => {
    await new AccountControl(request).setFeatures({ TGLOGIN3: true });
    const shell = new ShellPage(page);
    await shell.goto('/register');
    const form = page.getByTestId('register-page');
    await form.getByRole('button', { name: 'Register with Telegram' }).click();
    const subject = freshUsername('tg');
    await signInAtProvider(page, 'Telegram', 'Telegram username', subject);
    await expect(page).toHaveURL(/\/$/);
    await expect(postLoginDialog(page, 'Welcome')).toContainText(/Welcome, tg[a-z0-9]+! This is your first login\./);
    await dismissPostLogin(page, 'Welcome');
    await expect(shell.accountMenuButton).toBeVisible();
    const identities = (await (await request.get('/__control/social')).json()) as { identities: { provider: string; subject: string }[] };
    expect(identities.identities).toContainEqual(expect.objectContaining({ provider: 'telegram', subject }));
  });

  test('a provider whose switch is off shows no icon; closing the provider window says the login failed', async ({ page, request }) => {
    // Seeded: Google and Facebook on, Telegram off.
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginButton.click();
    const dialog = shell.loginDialog();
    const icons = dialog.getByRole('list', { name: 'Or continue with' });
    await expect(icons.getByRole('button')).toHaveCount(2);
    await expect(dialog.getByRole('button', { name: 'Continue with Telegram' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Continue with Facebook' }).click();
    await page.getByRole('dialog', { name: 'Sign in with Facebook' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByTestId('social-error')).toHaveText('Login failure. Please try again.');

    await new AccountControl(request).setFeatures({ GOOGLELOGIN3: false });
    await page.reload();
    await shell.loginButton.click();
    await expect(shell.loginDialog().getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
    await expect(shell.loginDialog().getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  });
});
