import { expect, test, type Locator, type Page } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('shell-header', { tag: ['@mfe-account', '@shell'] }, () => {
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  /** The header's controls, each with the vertical middle of its box. */
  async function controlMiddles(header: Locator): Promise<{ name: string; middle: number }[]> {
    return header.evaluate((element) =>
      [...element.querySelectorAll('a, button, select, output')]
        .filter((control) => (control as HTMLElement).offsetParent !== null)
        .map((control) => {
          const box = control.getBoundingClientRect();
          return {
            name: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName,
            middle: box.top + box.height / 2,
          };
        }),
    );
  }

  async function logInThenSwitchTo(page: Page, shell: ShellPage, language: 'EN' | 'TY'): Promise<void> {
    await shell.goto('/');
    await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
    if (language === 'TY') {
      await shell.header.getByLabel('Language').selectOption('TY');
      await expect(page.locator('html')).toHaveAttribute('data-language', 'TY');
    }
  }

  for (const language of ['EN', 'TY'] as const) {
    test(`at 1366 px the member header is one row and the account button shows the member's name (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 800 });
      const shell = new ShellPage(page);
      await logInThenSwitchTo(page, shell, language);
      const accountButton = shell.header.getByRole('button', { name: language === 'EN' ? 'Account menu' : 'Menu tài khoản' });
      await expect(accountButton).toBeVisible();
      await expect(shell.balance).toHaveText(language === 'EN' ? '$1,000.00' : '$1.000,00');

      const middles = await controlMiddles(shell.header);
      const first = middles[0]!.middle;
      expect(middles.filter((control) => Math.abs(control.middle - first) > 12)).toEqual([]);
      // Its name on screen is the member's; "Account menu" is read by assistive technology only.
      const visibleText = await accountButton.evaluate((button) =>
        [...button.querySelectorAll('span')]
          .filter((span) => span.getBoundingClientRect().width > 1)
          .map((span) => span.textContent)
          .join(' '),
      );
      expect(visibleText).toContain('Minh');
      expect(visibleText).not.toMatch(/Account menu|Menu tài khoản/);
    });
  }

  test('a guest on a phone gets Register beside Log in when registration is on (DIRECTREG3)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shell = new ShellPage(page);
    await shell.goto('/');
    const register = shell.header.getByRole('button', { name: 'Register' });
    await expect(register).toBeVisible();
    const box = await register.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await register.click();
    await expect(page.getByRole('dialog').first()).toBeVisible();
  });
});
