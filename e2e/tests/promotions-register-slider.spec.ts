import { ShellPage } from '../support/shell-page';
import { expect, test } from '../support/test';

test.describe('promotions-register-slider', { tag: ['@mfe-promotions', '@check-mfe-promotions', '@mfe-account'] }, () => {
  test('the new-player slider on /register comes from mfe-promotions and opens a promotion', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/registry/mfe-promotions/')) loaded.push(request.url());
    });
    const shell = new ShellPage(page);
    await shell.goto('/register');
    // Below the form, so below the fold: nothing of mfe-promotions loads with the page's first screen.
    await expect(page.getByTestId('register-page').getByRole('textbox', { name: 'Username' })).toBeVisible({ timeout: 45_000 });
    expect(loaded).toEqual([]);
    // Scrolling towards it loads it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const slider = page.getByRole('region', { name: 'New player promotions' });
    await expect(slider).toBeVisible({ timeout: 45_000 });
    expect(loaded.some((url) => url.endsWith('remoteEntry.js'))).toBe(true);
    await slider.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/promotions\?id=\d+$/);
    await expect(page.getByTestId('promotion-detail')).toBeVisible();
  });

  test('/register still works when mfe-promotions is down', async ({ page }) => {
    const refused: string[] = [];
    await page.route('**/registry/mfe-promotions/**', (route) => {
      refused.push(route.request().url());
      return route.abort('connectionrefused');
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const shell = new ShellPage(page);
    await shell.goto('/register');
    const form = page.getByTestId('register-page');
    await expect(form.getByRole('textbox', { name: 'Username' })).toBeVisible({ timeout: 45_000 });
    await form.getByRole('textbox', { name: 'Username' }).fill('slidertest1');
    await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('slidertest1');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The slider was asked for (and refused), and the page shows none and keeps working.
    await expect.poll(() => refused.length, { timeout: 45_000 }).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'New player promotions' })).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('slidertest1');
    expect(errors).toEqual([]);
  });
});
