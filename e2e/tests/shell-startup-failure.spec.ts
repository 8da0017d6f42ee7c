import { expect, test } from '../support/test';
import { leaveBrandFileOutOfPage } from '../support/brand-files';
import { ShellPage } from '../support/shell-page';

test.describe('shell-startup-failure', { tag: ['@mfe-lobby', '@shell'] }, () => {
  // Issue 14 item 15: a brand file that cannot be read is the operator's error, not the player's
  // connection: the page says the site is temporarily unavailable, with the brand's name and a
  // customer-service contact where this browser knows them. The edge writes the brand file into the
  // page when it can read it; these journeys take the page without it, so the shell fetches the file
  // and the journey answers that request (as a server that does not write it in, or a file the edge
  // cannot read).

  test.beforeEach(async ({ page }) => {
    await leaveBrandFileOutOfPage(page);
  });

  test('an unreadable brand file says the site is temporarily unavailable, not to check the connection', async ({ page }) => {
    await page.route('**/brands/default.json', (route) => route.fulfill({ status: 500, body: 'upstream error' }));
    const shell = new ShellPage(page);
    await shell.goto('/');
    await expect(page.getByRole('heading', { name: 'The site is temporarily unavailable' })).toBeVisible();
    await expect(page.getByText('This is not a problem with your connection.', { exact: false })).toBeVisible();
    await expect(page.getByText('Please check your connection and try again.')).toHaveCount(0);
  });

  test('after a good visit, a broken brand file keeps the brand name and offers customer service', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await expect(shell.header).toBeVisible();
    await page.route('**/brands/default.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"name": "Lucky Lotto", "remotes": 7' }),
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Lucky Lotto is temporarily unavailable' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', /^https?:\/\//);

    // The operator fixes the file: Retry brings the site back.
    await page.unroute('**/brands/default.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(shell.header).toBeVisible();
  });
});
