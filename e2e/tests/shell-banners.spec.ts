import { expect, test } from '../support/test';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('shell-banners', { tag: ['@mfe-lobby', '@mfe-account', '@mfe-promotions', '@shell'] }, () => {
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  const GROUPS: { path: string; count: number }[] = [
    { path: '/', count: 5 },
    { path: '/live', count: 3 },
    { path: '/promotions', count: 3 },
    { path: '/down', count: 2 },
    { path: '/help', count: 2 },
    { path: '/register', count: 2 },
  ];

  for (const { path, count } of GROUPS) {
    test(`${path} shows its group's ${count} banners in an autoplaying, looping slider`, async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto(path);
      const slider = page.getByRole('region', { name: 'Featured' });
      await expect(slider).toBeVisible();
      await expect(page.getByTestId('banner-slider')).toHaveAttribute('data-banner-count', String(count));
      await expect(page.getByTestId('banner-slider')).toHaveAttribute('data-autoplay-ms', '5000');
      await expect(slider.getByRole('button', { name: /^Show slide \d+$/ })).toHaveCount(count);
    });
  }

  test('no banner slider where the route has no banner group', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured' })).toHaveCount(0);
  });

  test('a banner with an in-app link opens that route; one without a link is not a link', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    const slider = page.getByRole('region', { name: 'Featured' });
    await expect(slider).toBeVisible();
    // The slide shown is the one not hidden from assistive technology (the kit carousel).
    const links = slider.getByRole('group', { name: /^Slide \d+ of \d+$/ }).getByRole('link');
    const images = slider.locator('img');
    expect(await images.count()).toBeGreaterThan(0);
    // Every banner link is an in-app route (the seed has only those) or absent.
    for (const href of await slider.locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/^\/(promoDetail\?id=\d+|rng|promotions)$/);
    }
    if ((await links.count()) > 0) {
      const href = (await links.first().getAttribute('href')) ?? '';
      await links.first().click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
    }
  });
});
