import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('shell-footer-side-menu', { tag: ['@mfe-lobby', '@mfe-account', '@mfe-promotions', '@shell'] }, () => {
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test('the footer shows about, affiliate with customer service, payment logos, vendor logos, 18+ and copyright', async ({
    page,
    context,
  }) => {
    const shell = new ShellPage(page);
    // A short page: on the lobby pages the game list grows as the footer scrolls into view.
    await shell.goto('/down');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: /^About / })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Affiliate programme' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Join the affiliate programme' })).toHaveAttribute(
      'href',
      'https://affiliate.example.com/',
    );
    for (const name of ['Bank transfer', 'QR banking', 'MoMo e-wallet', 'USDT', 'Visa', 'Mastercard'])
      await expect(footer.getByRole('img', { name })).toBeVisible();
    await expect(footer).toContainText('18+ only.');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);

    // Vendor logos: greyed until hovered.
    const vendors = footer.getByRole('region', { name: 'Game providers' });
    const firstLogo = vendors.getByRole('link').first();
    await expect(firstLogo).toBeVisible();
    expect(await firstLogo.evaluate((element) => getComputedStyle(element).filter)).toContain('grayscale');
    // The page above may still grow while the lobby loads: hover again until the highlight shows.
    await expect
      .poll(async () => {
        await firstLogo.hover();
        return firstLogo.evaluate((element) => getComputedStyle(element).filter);
      })
      .toBe('none');
    await firstLogo.click();
    await expect(page).toHaveURL(/\/[a-z]+\?page=[A-Za-z0-9]+$/);

    // Customer service from the affiliate block: the live-chat window.
    await shell.goto('/down');
    const popupPromise = context.waitForEvent('page');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Customer service' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/\/assets-api\/customer-service\/livechat$/);
    expect(popup.viewportSize()).toEqual({ width: 440, height: 750 });
    await popup.close();
  });

  test('a vendor icon that fails to load shows the default image', async ({ page }) => {
    await page.route('**/assets-api/vendor-icon/**', (route) => route.fulfill({ status: 404, body: '' }));
    const shell = new ShellPage(page);
    await shell.goto('/down');
    const logo = page.getByRole('contentinfo').getByRole('region', { name: 'Game providers' }).getByRole('img').first();
    await expect(logo).toHaveAttribute('data-fallback', '1');
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  test('the side menu: categories with all and vendor children, guest referral/VIP open login, customer-service submenu, socials, collapse', async ({
    page,
    context,
  }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    const menu = shell.sideMenu;
    await expect(menu.getByRole('link', { name: 'Lottery', exact: true })).toHaveAttribute('href', '/lottery');
    await menu.getByRole('button', { name: 'Slots' }).click();
    const slotsList = menu.getByRole('button', { name: 'Slots' }).locator('xpath=../following-sibling::ul');
    await expect(slotsList.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/rng');
    const vendor = slotsList.getByRole('link').nth(1);
    const vendorHref = await vendor.getAttribute('href');
    expect(vendorHref).toMatch(/^\/rng\?page=/);
    await vendor.click();
    await expect(page).toHaveURL(new RegExp(`${vendorHref!.replace('?', '\\?')}$`));

    await menu.getByRole('button', { name: 'Invite friends' }).click();
    await expect(shell.loginDialog()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shell.loginDialog()).toBeHidden();
    await menu.getByRole('button', { name: 'VIP level' }).click();
    await expect(shell.loginDialog()).toBeVisible();
    await page.keyboard.press('Escape');

    const socials = menu.getByRole('list', { name: 'Follow us' });
    await expect(socials.getByRole('link')).toHaveText(['Facebook', 'Instagram', 'Telegram']);

    await menu.getByRole('button', { name: 'Customer service' }).click();
    for (const name of ['Live chat', 'Messages', 'Announcements', 'Speed test'])
      await expect(menu.getByRole('button', { name })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    await menu.getByRole('button', { name: 'Speed test' }).click();
    const speed = page.getByRole('dialog', { name: 'Speed test' });
    await expect(speed.getByRole('row')).toHaveCount(5);
    await expect(speed.getByRole('row').nth(1)).toContainText('Fastest');
    await speed.getByRole('button', { name: 'Close' }).click();
    await menu.getByRole('button', { name: 'Messages' }).click();
    await expect(shell.loginDialog()).toBeVisible();
    await page.keyboard.press('Escape');

    const popupPromise = context.waitForEvent('page');
    await menu.getByRole('button', { name: 'Live chat' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/\/assets-api\/customer-service\/livechat$/);
    await popup.close();

    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect(menu).toBeVisible();
  });

  test('a qualified member sees VIP with the level and it goes to /vip; a trial account sees neither entry', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginAs(ACCOUNTS.vip.username, ACCOUNTS.vip.password);
    const vip = shell.sideMenu.getByRole('link', { name: /VIP level/ });
    await expect(vip).toBeVisible();
    await vip.click();
    await expect(page).toHaveURL(/\/vip$/);
    await expect(page).toHaveTitle(/^VIP level \| /);
    await shell.signOut();
    // Signing out clears session storage, so home would show the first-visit notice again.
    await shell.goto('/');
    await shell.loginAs(ACCOUNTS.trial.username, ACCOUNTS.trial.password);
    await expect(shell.sideMenu.getByRole('link', { name: /VIP level/ })).toHaveCount(0);
    await expect(shell.sideMenu.getByRole('link', { name: 'Invite friends' })).toHaveCount(0);
  });

  test('the side menu closes on arrival on a game page and its toggle opens it again', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/game');
    await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    await expect(shell.sideMenu).toBeHidden();
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect(shell.sideMenu).toBeVisible();
  });
});
