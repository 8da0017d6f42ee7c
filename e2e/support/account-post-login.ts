import { expect, type Locator, type Page } from '@playwright/test';

/** The post-login modal the account remote shows after a login (spec §4): "Welcome back", or "Welcome" on a first login. */
export function postLoginDialog(page: Page, name: string | RegExp = /^Welcome/): Locator {
  return page.getByRole('dialog', { name });
}

/** Waits for the post-login modal's login info, then closes it with OK. */
export async function dismissPostLogin(page: Page, name: string | RegExp = /^Welcome/): Promise<void> {
  const dialog = postLoginDialog(page, name);
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}
