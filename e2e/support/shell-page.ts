import { expect, type Locator, type Page } from '@playwright/test';
import { createApiClient, endpoints } from 'shared-contracts';
import { encryptPayload } from 'shared-contracts/crypto';
import { ACCOUNTS } from './accounts';

/** The brand's merchant code in the reference API's seed (brands/default.json). */
const MERCHANT = 'wl_demo';

/** The shell as a player sees it: header, side menu, account modal, avatar menu. */
export class ShellPage {
  readonly header: Locator;
  readonly sideMenu: Locator;
  readonly loginButton: Locator;
  readonly accountMenuButton: Locator;
  readonly balance: Locator;
  /**
   * What {@link goto} waits for. A journey that holds one of the first screen's remote files sets
   * `'domcontentloaded'`: the edge preloads those files as the shell's code starts, and a held
   * preload that began before the page's `load` event keeps it from firing.
   */
  waitUntil: 'load' | 'domcontentloaded' = 'load';

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.sideMenu = page.getByRole('navigation', { name: 'Main menu' });
    this.loginButton = this.header.getByRole('button', { name: 'Log in' });
    this.accountMenuButton = this.header.getByRole('button', { name: 'Account menu' });
    this.balance = this.header.getByTestId('header-balance');
  }

  /**
   * Opens `path` with the interface in English (the brand default is TY). The first-visit notice
   * (popup notices on the home page, once per browser session) is marked as seen unless
   * `firstVisitNotice` is true, so journeys are not covered by it.
   */
  async goto(path: string, language = 'EN', { firstVisitNotice = false }: { firstVisitNotice?: boolean } = {}): Promise<void> {
    await this.page.addInitScript(
      ({ lng, seen }) => {
        window.localStorage.setItem('hisLang', lng);
        if (seen) window.sessionStorage.setItem('index_notice', '1');
      },
      { lng: language, seen: !firstVisitNotice },
    );
    await this.page.goto(path, { waitUntil: this.waitUntil });
  }

  /** The account remote's login dialog. */
  loginDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Log in' });
  }

  async submitLogin(username: string, password: string): Promise<void> {
    const dialog = this.loginDialog();
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
  }

  /** The post-login modal (spec §4) the account remote shows after a login; dismissed by OK. */
  postLoginDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Welcome/ });
  }

  /** Closes the post-login modal once it is shown (its login info loads after the login modal closes). */
  async dismissPostLogin(): Promise<void> {
    const dialog = this.postLoginDialog();
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }

  /**
   * Logs in through the header's login modal and closes the post-login modal that follows (trial
   * accounts get none). The post-login modal is the kit's modal dialog: while it is open the page
   * behind it (the header included) is hidden from assistive technology, so the header is checked
   * after it closes; with `postLogin: false` either the header or that modal is waited for.
   */
  async loginAs(
    username: string,
    password: string,
    { postLogin = username !== ACCOUNTS.trial.username }: { postLogin?: boolean } = {},
  ): Promise<void> {
    await this.loginButton.click();
    await expect(this.loginDialog()).toBeVisible();
    await this.submitLogin(username, password);
    await expect(this.loginDialog()).toBeHidden();
    if (postLogin) await this.dismissPostLogin();
    await expect(this.accountMenuButton.or(this.postLoginDialog()).first()).toBeVisible();
  }

  /**
   * Opens `path` as a member signed in already, for journeys whose subject is what a member does,
   * not the login (the login modal has journeys of its own: account-login, shell-session, ...): the
   * platform's login call through the edge, as the account remote makes it (the shared client,
   * encrypted), and its token in the tab's sessionStorage, where the shell restores a session from
   * at start-up as after a reload. About 2 s less than {@link loginAs} per journey on this machine,
   * and no post-login modal to close.
   */
  async signInAs(username: string, password: string, path = '/', language = 'EN'): Promise<void> {
    // A page of the site's origin without the app, so the tab's sessionStorage can be written.
    await this.page.goto('/brands/index.json');
    const origin = new URL(this.page.url()).origin;
    const client = createApiClient({
      baseUrl: origin,
      merchant: MERCHANT,
      getToken: () => null,
      getLanguage: () => language,
      encryptPayload,
    });
    const { token } = await client.call(endpoints.login, { body: { username, password, type: 'username' } });
    await this.page.evaluate((value) => window.sessionStorage.setItem('token', value), token);
    await this.goto(path, language);
    await expect(this.accountMenuButton).toBeVisible();
  }

  async openAccountMenuItem(name: string): Promise<void> {
    await this.accountMenuButton.click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  async signOut(): Promise<void> {
    await this.openAccountMenuItem('Sign out');
    const confirm = this.page.getByRole('alertdialog').or(this.page.getByRole('dialog', { name: 'Sign out' }));
    await expect(confirm).toContainText('Are you sure you want to sign out?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(this.loginButton).toBeVisible();
  }
}
