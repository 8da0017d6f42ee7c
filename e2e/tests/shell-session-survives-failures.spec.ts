import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { armFault, clearFaults, type ApiFault } from '../support/shell-control';
import { ShellPage } from '../support/shell-page';

test.describe('shell-session-survives-failures', { tag: ['@mfe-lobby', '@mfe-account', '@shell'] }, () => {
  // Issue 14 items 1 and 2: a failed member-info call never logs the player out; only a 401 (or the
  // not-logged-in code) ends a session, and every end the player did not ask for says so, once.
  const MEMBER_INFO = '/wps/member/info';
  const SESSION_ENDED = 'Your session has ended. Please log in again.';
  const ACCOUNT_NOT_LOADED = /We could not load your account details/;

  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  const faults: [string, ApiFault][] = [
    ['HTTP 500', { mode: 'status', status: 500 }],
    ['success:false', { mode: 'envelope' }],
    ['malformed JSON', { mode: 'malformed' }],
  ];

  for (const [name, fault] of faults) {
    test(`member info failing with ${name} on reload keeps the player logged in, with Retry`, async ({ page, request }) => {
      const shell = new ShellPage(page);
      await shell.goto('/');
      await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
      const token = await page.evaluate(() => window.sessionStorage.getItem('token'));

      await armFault(request, MEMBER_INFO, fault, 50);
      await page.reload();
      const notice = page.getByRole('alert').filter({ hasText: ACCOUNT_NOT_LOADED });
      await expect(notice).toBeVisible();
      await expect(shell.accountMenuButton).toBeVisible();
      await expect(shell.loginButton).toBeHidden();
      expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBe(token);
      await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);

      // The platform recovers: Retry loads the member and the notice goes. The shell also retries by
      // itself (3 s, 10 s, 30 s, ...): on a loaded machine that timer could win the race against the
      // click and take the button away (CI, round 9; and round 12, when it fired between a test-side
      // flag and the click). So the browser's member-info calls keep failing (HTTP 500) until the page
      // itself says the button was pressed: a capturing listener on the document runs before React's
      // handlers (at the root) send the call, whatever re-renders the notice in between.
      const retry = notice.getByRole('button', { name: 'Retry' });
      await page.evaluate(() =>
        document.addEventListener(
          'click',
          (event) => {
            const button = event.target instanceof Element ? event.target.closest('[role="alert"] button') : null;
            if (button?.textContent?.trim() === 'Retry') (window as { __retryPressed?: boolean }).__retryPressed = true;
          },
          true,
        ),
      );
      await page.route(`**${MEMBER_INFO}`, async (route) =>
        (await page.evaluate(() => (window as { __retryPressed?: boolean }).__retryPressed === true))
          ? route.continue()
          : route.fulfill({ status: 500, body: '' }),
      );
      await clearFaults(request);
      const retried = page.waitForResponse((response) => response.url().endsWith(MEMBER_INFO) && response.status() === 200);
      await retry.click();
      await retried;
      await expect(notice).toBeHidden();
      await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('account'))).toBe(ACCOUNTS.member.username);
    });
  }

  test('a member-info failure right after a correct login keeps the new token', async ({ page, request }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await armFault(request, MEMBER_INFO, { mode: 'status', status: 503 }, 50);
    // The post-login modal still follows (the kit's modal hides the page's alert until it is closed).
    await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeTruthy();
    await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_NOT_LOADED })).toBeVisible();
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
  });

  test('a 401 on member info at reload ends the session and says so once', async ({ page, request }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
    await armFault(request, MEMBER_INFO, { mode: 'status', status: 401 }, 5);
    await page.reload();
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(1);
    await expect(shell.loginButton).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
  });

  test('a rejected ?token= says the session has ended', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/rng?token=no-such-token');
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(1);
    await expect(shell.loginButton).toBeVisible();
    await expect(page).toHaveURL(/\/rng$/);
  });

  test('an expired token in storage says the session has ended', async ({ page }) => {
    const shell = new ShellPage(page);
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('expired-seeded')) {
        window.sessionStorage.setItem('expired-seeded', '1');
        window.sessionStorage.setItem('token', 'expired-token');
      }
    });
    await shell.goto('/');
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(1);
    await expect(shell.loginButton).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
  });
});
