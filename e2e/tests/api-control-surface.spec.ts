import { expect, test, type APIRequestContext } from '../support/test';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';

test.describe('api-control-surface', { tag: ['@mfe-account', '@shell'] }, () => {
  // The reference API's control surface driving what the shell shows: a white-label flag, and an
  // injected failure of a call the home page makes (the page survives it and recovers once the
  // fault is used up). Every test starts from the seed.

  async function control(request: APIRequestContext, path: string, data: object): Promise<void> {
    const response = await request.post(`/__control/${path}`, { data });
    expect(response.ok(), `control ${path}`).toBe(true);
  }

  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test.afterEach(async ({ request }) => {
    // Shared API: leave no fault and no changed flag behind.
    await request.delete('/__control/faults');
    await new PlatformControl(request).reset();
  });

  test('switching DIRECTREG3 off hides the header register button; on shows it again', async ({ page, request }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    const register = shell.header.getByRole('button', { name: 'Register' });
    await expect(register).toBeVisible();

    await control(request, 'whitelabel', { modId: 'DIRECTREG3', enabled: false });
    await page.reload();
    await expect(shell.loginButton).toBeVisible();
    await expect(register).toHaveCount(0);

    await control(request, 'features', { registerButton: true });
    await page.reload();
    await expect(register).toBeVisible();
  });

  test('the banner call failing leaves the home page usable, and the banners come back', async ({ page, request }) => {
    await control(request, 'faults', { path: '/wps/relay/MCSFE_getListAnnouncements', mode: 'status', status: 503, count: 20 });
    const shell = new ShellPage(page);
    await shell.goto('/');
    // No white screen: the shell and its login still work without the notices.
    await expect(shell.header).toBeVisible();
    await expect(shell.loginButton).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured' })).toHaveCount(0);
    const armed = await (await request.get('/__control/faults')).json();
    expect(armed.faults[0].remaining).toBeLessThan(20);

    await request.delete('/__control/faults');
    await page.reload();
    const slider = page.getByRole('region', { name: 'Featured' });
    await expect(slider).toBeVisible();
    await expect(page.getByTestId('banner-slider')).toHaveAttribute('data-banner-count', '5');
  });

  test('an envelope failure of the balance call after login does not log the member out', async ({ page, request }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginAs('member01', 'secret88');
    await expect(shell.accountMenuButton).toBeVisible();
    await control(request, 'faults', { path: '/wps/v2/wallets/balance', mode: 'envelope', count: 3 });
    await page.reload();
    await expect(shell.accountMenuButton).toBeVisible();
    await expect(shell.loginButton).toHaveCount(0);
  });
});
