import { expect, test, type Page } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { LobbyPage } from '../support/lobby-page';
import { ShellPage } from '../support/shell-page';

test.describe('lobby-launch', { tag: ['@mfe-lobby', '@check-mfe-lobby', '@mfe-account'] }, () => {
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  /** Spins the demo game in the frame until its balance differs from `before`; returns the new balance text. */
  async function spinUntilBalanceChanges(lobby: LobbyPage, title: string): Promise<void> {
    const game = lobby.frame(title);
    const balance = game.getByTestId('demo-balance');
    await expect(balance).toBeVisible();
    const before = (await balance.textContent())?.trim();
    await game.getByRole('button', { name: 'Spin' }).click();
    // Every round bets 1.00, so the balance moves unless the round pays exactly the bet back.
    await expect(balance).not.toHaveText(before ?? '', { timeout: 10_000 });
  }

  async function headerBalance(page: Page): Promise<string> {
    return ((await new ShellPage(page).balance.textContent()) ?? '').trim();
  }

  test('a guest launching a slot logs in first; then the demo game plays in /game and the header balance changes', async ({ page }) => {
    const shell = new ShellPage(page);
    const lobby = new LobbyPage(page);
    await shell.goto('/rng?page=PG');
    const name = await lobby.cardName(0);
    await lobby.cards().first().click();

    // Launching needs a login: the account remote's dialog opens through the bus.
    await expect(shell.loginDialog()).toBeVisible();
    await shell.submitLogin(ACCOUNTS.member.username, ACCOUNTS.member.password);
    await expect(shell.loginDialog()).toBeHidden();
    await shell.dismissPostLogin();
    await expect(shell.balance).toHaveText(/\$1,000\.00/);

    // A successful login goes home (spec §4); the player opens the lobby again and plays.
    await shell.goto('/rng?page=PG');
    await lobby.cards().first().click();
    await expect(page).toHaveURL(/\/game\?url=/);
    const frame = page.locator('iframe[title="Game"]');
    // The demo games come from their own origin (the reference API's games port), as a vendor CDN
    // would, so the frame is sandboxed as a CDN game and same-origin gives it only its own origin.
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    expect(new URL((await frame.getAttribute('src')) ?? '').origin).not.toBe(new URL(page.url()).origin);
    await expect(lobby.frame('Game').getByRole('heading')).toContainText(name);
    await spinUntilBalanceChanges(lobby, 'Game');
    // The game's balance message asks the shell to refresh the wallet: an amount other than the one
    // before (not the "Updating…" shown meanwhile, which CI once read as the balance to come back to).
    await expect(shell.balance).toHaveText(/^(?!\$1,000\.00$)\$[\d,]+\.\d{2}$/);

    // Coming back: the balance is refreshed and the lobby shows again.
    const inGame = await headerBalance(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/rng\?page=PG/);
    await expect(shell.balance).toHaveText(inGame);
  });

  test('a member launches a slot from the home page hot games and plays it', async ({ page }) => {
    const shell = new ShellPage(page);
    const lobby = new LobbyPage(page);
    await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
    const hot = page.getByRole('list', { name: 'Hot games' });
    await hot.getByRole('button').and(page.locator(':not([aria-pressed])')).first().click();
    await expect(page).toHaveURL(/\/game\?url=/);
    await spinUntilBalanceChanges(lobby, 'Game');

    // The game is now among the member's recent games.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('list', { name: 'Recently played' }).getByRole('button').first()).toBeVisible();
  });

  test('a member launches a lottery game: the betting view opens on /lottery and plays', async ({ page }) => {
    const shell = new ShellPage(page);
    const lobby = new LobbyPage(page);
    await shell.goto('/lottery');
    // A guest sees the popular lotteries and is asked to log in to play.
    const popular = page.getByRole('list', { name: 'Popular lotteries' });
    await expect(popular.getByRole('button').first()).toBeVisible();
    await page.getByTestId('lottery-login').getByRole('button', { name: 'Log in' }).click();
    await expect(shell.loginDialog()).toBeVisible();
    await shell.submitLogin(ACCOUNTS.member.username, ACCOUNTS.member.password);
    await expect(shell.loginDialog()).toBeHidden();
    await shell.goto('/lottery');

    // The lobby view opens first.
    await expect(page.getByTestId('lottery-view')).toHaveText('Lottery lobby');
    await expect(lobby.frame('Lottery lobby').getByTestId('demo-balance')).toBeVisible();

    // Choosing a popular lottery opens its betting view with its code (and play type when it has one).
    const first = popular.locator('li').first();
    const lotteryName = ((await first.getByRole('button').first().locator('span').first().textContent()) ?? '').trim();
    await first.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=[^&]+/);
    await expect(page.getByTestId('lottery-view')).toHaveText('Betting');
    await expect(lobby.frame('Lottery betting').getByRole('heading')).toContainText(lotteryName);
    await spinUntilBalanceChanges(lobby, 'Lottery betting');

    // Lottery favourites are kept per username in localStorage.
    await first.getByRole('button', { name: `Favourite: ${lotteryName}` }).click();
    await expect(page.getByRole('list', { name: 'My lottery favourites' })).toContainText(lotteryName);
    const stored = await page.evaluate((user) => window.localStorage.getItem(`lotteryFavourites_${user}`), ACCOUNTS.member.username);
    expect(stored).toContain(lotteryName);

    // The played lottery is in the recent list after a reload.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Recently played' })).toContainText(lotteryName);
  });

  test('a member opens the Vietnam lottery (no bars), reads its numbers and results, and bets on a game', async ({ page }) => {
    const shell = new ShellPage(page);
    const lobby = new LobbyPage(page);
    await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
    await shell.goto('/vnlottery');

    // The brand does not allow the bars on /vnlottery.
    await expect(page.getByRole('heading', { name: 'Vietnam lottery', level: 1 })).toBeVisible();
    await expect(shell.header).toHaveCount(0);
    await expect(shell.sideMenu).toHaveCount(0);

    const menu = page.getByRole('navigation', { name: 'Vietnam lottery games' });
    const links = menu.getByRole('link');
    await expect(links.first()).toHaveAttribute('aria-current', 'page');
    const second = links.nth(1);
    const gameName = ((await second.textContent()) ?? '').trim();
    await second.click();
    await expect(page).toHaveURL(/\/vnlottery\?gameCode=/);
    // The selected game's title, not the region titles of the menu (a region's own draw shares its name).
    await expect(page.getByRole('heading', { name: gameName, level: 2, exact: true }).and(page.locator('h2:not(nav h2)'))).toBeVisible();
    await expect(page.getByTestId('vn-numbers').getByRole('listitem')).toHaveCount(100);
    await expect(page.getByTestId('vn-opened').getByRole('listitem').first()).toContainText('Special prize');

    // The betting view stays on /vnlottery (issue 14.5).
    await page.getByRole('button', { name: 'Bet now' }).click();
    await expect(page).toHaveURL(/\/vnlottery\?gameCode=[^&]+&view=betting$/);
    await expect(lobby.frame(`Betting: ${gameName}`).getByRole('heading')).toContainText(gameName);
    await spinUntilBalanceChanges(lobby, `Betting: ${gameName}`);
    await expect(page).toHaveURL(/\/vnlottery\?/);
  });

  test('a member enters a PVP room on /pvp and plays', async ({ page }) => {
    const shell = new ShellPage(page);
    const lobby = new LobbyPage(page);
    await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
    await shell.goto('/pvp');
    const rooms = page.getByRole('list', { name: 'Rooms' });
    const room = rooms.getByRole('button').first();
    const label = (await room.getAttribute('aria-label')) ?? '';
    await room.click();
    await expect(page).toHaveURL(/\/game\?url=/);
    await expect(lobby.frame('Game').getByRole('heading')).toContainText(label.replace(/^Enter /, ''));
    await spinUntilBalanceChanges(lobby, 'Game');
  });

  test('a launch address from a disallowed origin, or another page of the site, is refused with a message', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto(`/game?url=${encodeURIComponent('https://games.not-allowed.test/play/1')}`);
    const refused = page.getByTestId('game-frame-refused');
    await expect(refused).toContainText('This game cannot be shown here.');
    await expect(refused).toContainText('The game address is not from an allowed game server.');
    await expect(page.locator('iframe')).toHaveCount(0);

    // Another page of the site itself (a relative address would be served from the launch CDN now
    // that the demo games have their own origin, so the site's page is named absolutely).
    await shell.goto(`/game?url=${encodeURIComponent(new URL('/register', page.url()).href)}`);
    await expect(page.getByTestId('game-frame-refused')).toContainText('The game address is not from an allowed game server.');

    await shell.goto(`/game?url=${encodeURIComponent('javascript:alert(1)')}`);
    await expect(page.getByTestId('game-frame-refused')).toContainText('The game address is not a web address.');
    await page.getByRole('link', { name: 'Back to the lobby' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failed launch shows a clear message instead of a blank frame', async ({ page, request }) => {
    const shell = new ShellPage(page);
    const lobby = new LobbyPage(page);
    await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
    await shell.goto('/rng?page=PG');
    const response = await request.post('/__control/faults', { data: { path: '/wps/game/launchGame', mode: 'envelope', count: 1 } });
    expect(response.ok()).toBe(true);
    await lobby.cards().first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'The game could not be opened.' });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/rng/);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await lobby.cards().first().click();
    await expect(page).toHaveURL(/\/game\?url=/);
  });
});
