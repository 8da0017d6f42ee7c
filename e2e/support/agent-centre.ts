import { expect, type Locator, type Page } from '@playwright/test';
import type { ShellPage } from './shell-page';

/** The agent centre overlay as an agent sees it (opened from the avatar menu). */
export class AgentCentre {
  readonly dialog: Locator;
  readonly menu: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Agent' });
    this.menu = this.dialog.getByRole('navigation', { name: 'Agent centre pages' });
  }

  /** Opens the centre from the avatar menu and waits for its default page. */
  async open(shell: ShellPage): Promise<void> {
    await shell.openAccountMenuItem('Agent centre');
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByRole('heading', { name: 'Team overview', level: 3 })).toBeVisible();
  }

  /** Switches to a page from the left menu and waits for its heading. */
  async show(entry: string): Promise<void> {
    await this.menu.getByRole('button', { name: entry, exact: true }).click();
    await expect(this.dialog.getByRole('heading', { name: entry, level: 3 })).toBeVisible();
  }

  /** The menu entries, in order, once final: the menu is `aria-busy` until the contract flags are in. */
  async entries(): Promise<string[]> {
    await expect(this.menu).not.toHaveAttribute('aria-busy', 'true');
    return this.menu.getByRole('button').allTextContents();
  }

  async close(): Promise<void> {
    // The overlay's own close control is the dialog's last element (a page may have a Close button of its own).
    await this.dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(this.dialog).toBeHidden();
  }

  /** A row of a table in the centre, by the text of one of its cells (the account). */
  row(table: string, cell: string): Locator {
    return this.dialog
      .getByRole('table', { name: table })
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: cell, exact: true }) });
  }
}
