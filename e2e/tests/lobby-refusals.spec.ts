import { expect, test, type Page } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { setLaunchControl } from '../support/lobby-control';
import { LobbyPage } from '../support/lobby-page';
import { ShellPage } from '../support/shell-page';

test.describe('lobby-refusals', { tag: ['@mfe-lobby', '@check-mfe-lobby', '@mfe-account'] }, () => {
  // These journeys set the reference API's launch control (refusals, the launch origin, the brand's
  // launch CDNs): global state, so they start from the seed and put it back afterwards.
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test.afterEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  /** Logs the member in (English interface), then opens the PG slots lobby in `language`. */
  async function memberInSlotLobby(page: Page, language = 'EN'): Promise<LobbyPage> {
    const shell = new ShellPage(page);
    await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
    await shell.goto('/rng?page=PG', language);
    return new LobbyPage(page);
  }

  /** Another host name of this site: a real foreign origin (same edge, so it serves the demo games too). */
  function foreignOrigin(baseURL: string | undefined): string {
    const url = new URL(baseURL ?? 'http://localhost');
    return `${url.protocol}//127.0.0.1${url.port ? `:${url.port}` : ''}`;
  }

  test('a launch refused because the game is under maintenance says so, and the game opens once it is back', async ({ page, request }) => {
    const lobby = await memberInSlotLobby(page);
    await setLaunchControl(request, { failure: 'maintenance' });
    await lobby.cards().first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'This game is under maintenance. Please try again later.' });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/rng\?page=PG/);
    await expect(page.locator('iframe')).toHaveCount(0);

    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toBeHidden();
    await setLaunchControl(request, { failure: null });
    await lobby.cards().first().click();
    await expect(page).toHaveURL(/\/game\?url=/);
    await expect(lobby.frame('Game').getByTestId('demo-balance')).toBeVisible();
  });

  test('the maintenance refusal is in the player’s language (TY: Vietnamese)', async ({ page, request }) => {
    await memberInSlotLobby(page, 'TY');
    await setLaunchControl(request, { failure: 'maintenance' });
    const grid = page.getByRole('list', { name: 'Trò chơi', exact: true });
    await grid.getByRole('button').and(page.locator(':not([aria-pressed])')).first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'Trò chơi đang bảo trì. Vui lòng thử lại sau.' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Đóng' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a launch refused because the previous game is not finished says so', async ({ page, request }) => {
    const lobby = await memberInSlotLobby(page);
    await setLaunchControl(request, { failure: 'unfinished' });
    await lobby.cards().first().click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your previous game is not finished yet. Finish it first, then try again.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/rng\?page=PG/);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a lottery refused because the previous game is not finished says so, and Try again opens it once finished', async ({
    page,
    request,
  }) => {
    const shell = new ShellPage(page);
    const lobby = new LobbyPage(page);
    await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
    await setLaunchControl(request, { failure: 'unfinished' });
    await shell.goto('/lottery');
    const alert = page.getByRole('alert').filter({ hasText: 'Your previous game is not finished yet.' });
    await expect(alert).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    await setLaunchControl(request, { failure: null });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(lobby.frame('Lottery lobby').getByTestId('demo-balance')).toBeVisible();
  });

  test('a launch address on a foreign origin that is not one of the brand’s launch CDNs is refused with no frame', async ({
    page,
    request,
    baseURL,
  }) => {
    await setLaunchControl(request, { gameUrlOrigin: 'https://games.not-allowed.test' });
    const lobby = await memberInSlotLobby(page);
    await lobby.cards().first().click();
    // The launch call succeeded: /game gets the foreign address and refuses to frame it.
    await expect(page).toHaveURL(/\/game\?url=https%3A%2F%2Fgames\.not-allowed\.test%2Fdemo-games%2F/);
    const refused = page.getByTestId('game-frame-refused');
    await expect(refused).toContainText('This game cannot be shown here.');
    await expect(refused).toContainText('The game address is not from an allowed game server.');
    await expect(page.locator('iframe')).toHaveCount(0);

    // The same holds for a real, reachable origin (another host name of this site) the brand does not list.
    await setLaunchControl(request, { gameUrlOrigin: foreignOrigin(baseURL) });
    await new ShellPage(page).goto('/rng?page=PG');
    await lobby.cards().first().click();
    await expect(page).toHaveURL(/\/game\?url=http%3A%2F%2F127\.0\.0\.1/);
    await expect(page.getByTestId('game-frame-refused')).toContainText('The game address is not from an allowed game server.');
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a launch address on a foreign origin that IS one of the brand’s launch CDNs is framed with the CDN sandbox', async ({
    page,
    request,
    baseURL,
  }) => {
    const foreign = foreignOrigin(baseURL);
    await setLaunchControl(request, { gameUrlOrigin: foreign, launchGameCDNs: [foreign] });
    const lobby = await memberInSlotLobby(page);
    await lobby.cards().first().click();
    await expect(page).toHaveURL(/\/game\?url=/);
    const frame = page.locator('iframe[title="Game"]');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${foreign.replace(/[.]/g, '\\.')}/demo-games/\\d+\\?`));
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    await expect(page.getByTestId('game-frame-refused')).toHaveCount(0);
  });

  test('a game served from one of the brand’s launch CDNs plays in the frame', async ({ page, request, baseURL }) => {
    // The e2e edge runs with GAME_FRAME_ORIGINS=<127.0.0.1 origin> (CSP frame-src) and the demo pages
    // may be framed by the localhost site (DEMO_GAMES_FRAME_ANCESTORS): see playwright.config.ts.
    const foreign = foreignOrigin(baseURL);
    await setLaunchControl(request, { gameUrlOrigin: foreign, launchGameCDNs: [foreign] });
    const lobby = await memberInSlotLobby(page);
    const name = await lobby.cardName(0);
    await lobby.cards().first().click();
    await expect(page).toHaveURL(/\/game\?url=/);
    await expect(lobby.frame('Game').getByRole('heading')).toContainText(name, { timeout: 5_000 });
  });
});
