import type { RemotePackage } from 'shared-contracts';
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';
import { ShellPage } from './shell-page';

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
