import { expect, type Locator, type Page } from '@playwright/test';
import type { ShellPage } from './shell-page';

/** The agent centre overlay as an agent sees it (opened from the avatar menu). */
export class AgentCentre {
  readonly dialog: Locator;
  readonly menu: Locator;
  /**
   * The header's balance as seen behind the open centre (the modal hides the rest of the page from
   * assistive technology, so it is found by its test id).
   */
  readonly headerBalance: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Agent' });
    this.menu = this.dialog.getByRole('navigation', { name: 'Agent centre pages' });
    this.headerBalance = page.getByTestId('header-balance');
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

  /** A row of a table in the centre, by the exact text of one of its parts (the account's name). */
  row(table: string, text: string): Locator {
    return this.dialog
      .getByRole('table', { name: table })
      .getByRole('row')
      .filter({ has: this.page.getByText(text, { exact: true }) });
  }

  /** The menu button of a team row's actions (beside the downline's name). */
  actions(account: string): Locator {
    return this.dialog.getByRole('button', { name: `Actions for ${account}` });
  }

  /**
   * Chooses a team row's action (`Transfer`, `Take back`, `Offer contract`) from its menu and answers
   * the dialog its form opens in (over the centre: outside the centre's own dialog element).
   */
  async chooseAction(account: string, entry: 'Transfer' | 'Take back' | 'Offer contract'): Promise<Locator> {
    await this.actions(account).click();
    await this.page.getByRole('menu').getByRole('menuitem', { name: entry }).click();
    const title = {
      Transfer: `Transfer to ${account}`,
      'Take back': `Take money back from ${account}`,
      'Offer contract': `Offer a contract to ${account}`,
    }[entry];
    const dialog = this.page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** A dialog opened over the centre (a row's form, a contract's confirmation), by its title. */
  over(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }
}
