import { expect, test } from '../support/test';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';
import { ShellStatusPage } from '../support/shell-status';

test.describe('shell-status-gate', { tag: ['@mfe-lobby', '@shell'] }, () => {
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test.afterEach(async ({ request }) => {
    // The other journeys share this API: always leave it open.
    await new PlatformControl(request).setSystemStatus(0);
  });

  test('status 0: the site itself, no status page', async ({ page }) => {
    const shell = new ShellPage(page);
    const status = new ShellStatusPage(page);
    await shell.goto('/');
    await expect(shell.header).toBeVisible();
    await expect(status.maintenanceHeading).toBeHidden();
    await expect(status.restrictionHeading).toBeHidden();
  });

  test('status 1: the maintenance page with Contact Us opening customer service in a 440×750 window', async ({
    page,
    context,
    request,
  }) => {
    await new PlatformControl(request).setSystemStatus(1);
    const shell = new ShellPage(page);
    const status = new ShellStatusPage(page);
    await shell.goto('/rng');
    await expect(status.maintenanceHeading).toBeVisible();
    await expect(shell.header).toBeHidden();
    await expect(page).toHaveTitle('System Maintenance / RESTRICTION OF VISIT');

    const popupPromise = context.waitForEvent('page');
    await status.contactUs.click();
    const popup = await popupPromise;
    await popup.waitForURL(/\/assets-api\/customer-service\/livechat$/);
    await expect(popup.getByRole('heading', { name: 'Live chat' })).toBeVisible();
    expect(popup.viewportSize()).toEqual({ width: 440, height: 750 });
    await popup.close();
  });

  test('status 2: the IP restriction page with the visitor IP and country', async ({ page, request }) => {
    await new PlatformControl(request).setSystemStatus(2, { ip: '203.0.113.7', country: 'Singapore' });
    const shell = new ShellPage(page);
    const status = new ShellStatusPage(page);
    await shell.goto('/');
    await expect(status.restrictionHeading).toBeVisible();
    await expect(page.getByText('You are not allowed to access this site due to your location or IP address.')).toBeVisible();
    await expect(status.ip).toHaveText('203.0.113.7');
    await expect(status.country).toHaveText('Singapore');
    await expect(status.contactUs).toBeVisible();
    await expect(shell.header).toBeHidden();
  });

  for (const [status, heading] of [
    [1, 'maintenanceHeading'],
    [2, 'restrictionHeading'],
  ] as const) {
    test(`status ${status}: the status page downloads no remote's code (the lobby's first screen included)`, async ({ page, request }) => {
      await new PlatformControl(request).setSystemStatus(status);
      const remoteFiles: string[] = [];
      page.on('request', (asked) => {
        if (new URL(asked.url()).pathname.startsWith('/registry/')) remoteFiles.push(asked.url());
      });
      const shell = new ShellPage(page);
      const statusPage = new ShellStatusPage(page);
      await shell.goto('/');
      await expect(statusPage[heading]).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(remoteFiles).toEqual([]);
    });
  }

  test('a site going into maintenance is noticed on the next navigation after the re-check interval, without a reload', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const shell = new ShellPage(page);
    const status = new ShellStatusPage(page);
    await shell.goto('/');
    await expect(shell.header).toBeVisible();

    await new PlatformControl(request).setSystemStatus(1);
    // Within the 60 s throttle a navigation does not ask again.
    await shell.sideMenu.getByRole('link', { name: 'Live casino' }).first().click();
    await expect(page).toHaveURL(/\/live$/);
    // The router renders a navigation in a transition: the address changes at once, the page (and the
    // re-check that follows its path) once React has rendered it. Under load that came after the clock
    // jump below, so the re-check ran without the second navigation. The page's title says it rendered.
    await expect(page).toHaveTitle(/^Live casino/);
    await expect(shell.header).toBeVisible();

    await page.clock.fastForward(61_000);
    await shell.sideMenu.getByRole('link', { name: 'Home' }).first().click();
    await expect(status.maintenanceHeading).toBeVisible();
    await expect(shell.header).toBeHidden();
  });
});
