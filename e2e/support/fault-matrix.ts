import type { RemotePackage } from 'shared-contracts';
import type { Locator, Page } from '@playwright/test';
import { expect, test as base } from './test';
import { ShellPage } from './shell-page';

/** A seeded account (support/accounts.ts). */
export interface Account {
  username: string;
  password: string;
}

/**
 * The fault matrix's `test`: besides the journeys' fixtures, `logIn(account)` starts the page
 * logged in. The account logs in once per worker through the login dialog (a hidden page); each
 * cell then starts with that session's storage, the way a reload of a logged-in tab starts (the
 * shell reads the token from session storage and loads the member), instead of going through the
 * dialog and the post-login modal again. A 401 in a cell is the page's own (page.route): the
 * token stays valid on the server, and the shell does not call logout when a session ends.
 */
export const test = base.extend<{ logIn: (account: Account) => Promise<void> }, { storedSessions: Map<string, Record<string, string>> }>({
  storedSessions: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
  ],
  logIn: async ({ browser, baseURL, page, storedSessions }, use) => {
    await use(async (account) => {
      let stored = storedSessions.get(account.username);
      if (!stored) {
        const other = await browser.newPage({ baseURL });
        const shell = new ShellPage(other);
        await shell.goto('/');
        await shell.loginAs(account.username, account.password);
        stored = await other.evaluate(() => ({ ...window.sessionStorage }));
        await other.close();
        storedSessions.set(account.username, stored);
      }
      // Once per tab (window.name survives reloads): a reload after a session ended must not log in again.
      await page.addInitScript((items) => {
        if (window.name === 'fault-matrix-session') return;
        window.name = 'fault-matrix-session';
        for (const [key, value] of Object.entries(items)) window.sessionStorage.setItem(key, value);
      }, stored);
    });
  },
});

/** The annotation type the fault-matrix reporter (faults-reporter.ts) reads a cell from. */
export const FAULT_CELL = 'fault-cell';

/** A cell of the matrix: its row (what fails) and column (how), as a test's annotation. */
export function faultCell(row: string, column: string): { annotation: { type: string; description: string } } {
  return { annotation: { type: FAULT_CELL, description: JSON.stringify({ row, column }) } };
}

/** What each remote shows once it is loaded (the "it arrived" check of a stall). */
export function remoteLoaded(page: Page, remote: RemotePackage): Locator {
  switch (remote) {
    case 'mfe-lobby':
      return page.getByRole('heading', { name: 'Slots game hall' });
    case 'mfe-promotions':
      return page.getByRole('heading', { name: 'Promotions' }).first();
    case 'mfe-account':
      return page.getByRole('dialog', { name: 'Log in' }).getByLabel('Username');
    case 'mfe-member-centre':
      return page.getByRole('dialog', { name: 'Member centre' }).getByRole('navigation', { name: 'Member centre pages' });
    case 'mfe-agent-centre':
      return page.getByRole('dialog', { name: 'Agent' }).getByRole('navigation', { name: 'Agent centre pages' });
  }
}

/** Closes an open overlay (a centre, the login dialog) with Escape, as a player would. */
export async function closeOverlays(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  if (await dialog.count()) {
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
}

/**
 * The page is still usable around a failure: not a white screen (the header shows once any open
 * overlay is closed with Escape), the header's side menu navigates, and another remote loads and
 * answers: the promotions page (or, when promotions is the one failing, the account remote's login
 * dialog from the header).
 */
export async function expectPageUsable(page: Page, failing?: RemotePackage): Promise<void> {
  const shell = new ShellPage(page);
  await closeOverlays(page);
  await expect(shell.header).toBeVisible();
  if (failing !== 'mfe-promotions') {
    await shell.sideMenu.getByRole('link', { name: 'Promotions', exact: true }).click();
    await expect(page).toHaveURL(/\/promotions/);
    await expect(remoteLoaded(page, 'mfe-promotions')).toBeVisible();
  } else {
    await shell.header.getByRole('button', { name: 'Log in' }).click();
    await expect(remoteLoaded(page, 'mfe-account')).toBeVisible();
  }
}
