import { expect, test } from '../support/test';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('shell-modals', { tag: ['@mfe-lobby', '@mfe-promotions', '@shell'] }, () => {
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test('the first-visit notice opens on the home page once per session, with sanitized popup notices', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/', 'EN', { firstVisitNotice: true });
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
    await expect(notice.locator('strong', { hasText: 'first deposit bonus' })).toBeVisible();
    await notice.getByRole('button', { name: 'I understand' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(shell.header).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Notice' })).toHaveCount(0);
  });

  test("the home page stays when the first-visit notice's code cannot load (it used to blank the page); the App download modal still opens", async ({
    page,
  }) => {
    let blocked = 0;
    await page.route(/\/first-visit-notice\.[0-9a-f]+\.js$/, (route) => {
      blocked += 1;
      return route.abort();
    });
    const shell = new ShellPage(page);
    await shell.goto('/', 'EN', { firstVisitNotice: true });
    await expect.poll(() => blocked).toBeGreaterThan(0);
    await expect(shell.header).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Notice' })).toHaveCount(0);
    await shell.sideMenu.getByRole('button', { name: 'App download' }).click();
    await expect(page.getByRole('dialog', { name: 'Download the app' })).toBeVisible();
  });

  test('the generic modal: close button, Escape, outside click, scroll lock, focus trapped and returned, draggable', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    const opener = shell.sideMenu.getByRole('button', { name: 'App download' });
    await opener.click();
    const modal = page.getByRole('dialog', { name: 'Download the app' });
    await expect(modal).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // Focus stays inside while tabbing.
    for (let index = 0; index < 8; index += 1) {
      await page.keyboard.press('Tab');
      expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    // Drag by the title bar.
    const before = await modal.boundingBox();
    const bar = modal.getByRole('heading', { name: 'Download the app' });
    const barBox = await bar.boundingBox();
    await page.mouse.move(barBox!.x + 10, barBox!.y + 5);
    await page.mouse.down();
    await page.mouse.move(barBox!.x + 90, barBox!.y + 45, { steps: 5 });
    await page.mouse.up();
    const after = await modal.boundingBox();
    expect(Math.round(after!.x - before!.x)).toBe(80);
    expect(Math.round(after!.y - before!.y)).toBe(40);

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await opener.click();
    await expect(modal).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(modal).toBeHidden();

    await opener.click();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
  });

  test('the app download modal: Android and iOS tabs, four steps each, QR 200 with the app link', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/rng');
    await shell.sideMenu.getByRole('button', { name: 'App download' }).click();
    const modal = page.getByRole('dialog', { name: 'Download the app' });
    await expect(modal.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4);
    await expect(modal.getByTestId('app-qr')).toHaveAttribute('width', '200');
    await expect(modal.getByRole('link', { name: 'Or download it directly' })).toHaveAttribute(
      'href',
      'https://download.example.com/app.apk',
    );
    await modal.getByRole('tab', { name: 'iOS' }).click();
    await expect(modal.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4);
    await expect(modal.getByRole('link', { name: 'Or download it directly' })).toHaveAttribute(
      'href',
      'https://download.example.com/app.mobileconfig',
    );
  });

  test('announcements: the list and a title with its sanitized HTML detail', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/rng');
    await shell.sideMenu.getByRole('button', { name: 'Customer service' }).click();
    await shell.sideMenu.getByRole('button', { name: 'Announcements' }).click();
    const modal = page.getByRole('dialog', { name: 'Announcements' });
    const list = modal.getByRole('list', { name: 'Announcements' });
    // The seeded player notices (PL); none of the popup (PU) or promotion (PR) notices.
    await expect(list.getByRole('button', { name: 'Scheduled maintenance' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'New payment channel' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Responsible gaming' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Welcome!' })).toHaveCount(0);
    await list.getByRole('button', { name: 'Scheduled maintenance' }).click();
    await expect(modal.getByRole('heading', { name: 'Scheduled maintenance' })).toBeVisible();
    await expect(modal.locator('strong', { hasText: 'Tuesday 02:00–04:00' })).toBeVisible();
    await modal.getByRole('button', { name: /Back to the list/ }).click();
    await expect(list).toBeVisible();
  });
});
