import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { LobbyPage } from '../support/lobby-page';
import { ShellPage } from '../support/shell-page';

test.describe('lobby-browse', { tag: ['@mfe-lobby', '@check-mfe-lobby', '@mfe-account'] }, () => {
  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test('a guest browses the slots lobby, switches the vendor tab by URL and by click, and searches by name', async ({ page }) => {
    const shell = new ShellPage(page);
    const lobby = new LobbyPage(page);
    await shell.goto('/');

    // Browse a category from the side menu.
    await shell.sideMenu.getByRole('link', { name: 'Slots' }).first().click();
    await expect(page).toHaveURL(/\/rng/);
    await expect(page.getByRole('heading', { name: 'Slots game hall' })).toBeVisible();
    await expect(lobby.vendorTabs().getByRole('tab', { name: 'All vendors' })).toHaveAttribute('aria-selected', 'true');
    await expect(lobby.cards().first()).toBeVisible();
    // Thousands of games, but only the rows in view are in the DOM.
    await expect(page.getByText(/Showing \d+ of \d{3,} games/)).toBeVisible();
    expect(await lobby.grid().getByRole('listitem').count()).toBeLessThan(100);

    // The vendor tab comes from ?page=.
    await shell.goto('/rng?page=JL');
    const jili = lobby.vendorTabs().getByRole('tab', { name: 'JILI' });
    await expect(jili).toHaveAttribute('aria-selected', 'true');
    await expect(lobby.cards().first()).toContainText('JILI');

    // Choosing another tab writes it back to ?page=.
    // (the second tab not selected: the first is "All vendors")
    const candidate = lobby.vendorTabs().getByRole('tab', { selected: false }).nth(1);
    const otherName = ((await candidate.textContent()) ?? '').trim();
    const other = page.locator(`[id="${await candidate.getAttribute('id')}"]`);
    await other.click();
    await expect(page).toHaveURL(/[?&]page=(?!JL)[A-Z0-9]+/);
    await expect(other).toHaveAttribute('aria-selected', 'true');
    await expect(lobby.cards().first()).toContainText(otherName.replace(/\s*Hot$/, ''));

    // An unknown vendor in the URL is explained.
    await shell.goto('/rng?page=NOPE');
    await expect(page.getByTestId('lobby-unknown-vendor')).toContainText('NOPE');

    // Search by name (all vendors): every result carries the searched name.
    await shell.goto('/rng');
    const name = await lobby.cardName(3);
    await lobby.searchBox().fill(name);
    await expect(page.getByText(/Showing \d+ of \d+ games/)).toHaveText(/Showing (\d+) of \1 games/);
    const results = lobby.cards();
    await expect(results.first()).toContainText(name);
    const count = await results.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) await expect(results.nth(i)).toContainText(name, { ignoreCase: true });

    // A search with no match says so.
    await lobby.searchBox().fill('zzzz-no-such-game');
    await expect(page.getByTestId('lobby-empty')).toContainText('No games match');
  });

  test('a member favourites and unfavourites a game; the favourite shows on the home page and survives a reload', async ({ page }) => {
    const shell = new ShellPage(page);
    const lobby = new LobbyPage(page);
    await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
    await shell.goto('/rng?page=PG');
    const name = await lobby.cardName(1);
    const star = lobby.star(name);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(lobby.star(name)).toHaveAttribute('aria-pressed', 'true');

    await shell.goto('/');
    const favourites = page.getByRole('list', { name: 'My favourites' });
    await expect(favourites).toContainText(name);

    await shell.goto('/rng?page=PG');
    await lobby.star(name).click();
    await expect(lobby.star(name)).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(lobby.star(name)).toHaveAttribute('aria-pressed', 'false');
  });

  test('a guest is asked to log in to save a favourite; a trial account is told a real account is needed', async ({ page }) => {
    const shell = new ShellPage(page);
    const lobby = new LobbyPage(page);
    await shell.goto('/rng?page=PG');
    const name = await lobby.cardName(0);
    await lobby.star(name).click();
    await expect(shell.loginDialog()).toBeVisible();
    await shell.submitLogin(ACCOUNTS.trial.username, ACCOUNTS.trial.password);
    await expect(shell.loginDialog()).toBeHidden();
    // A successful login goes home (spec §4); back to the lobby.
    await shell.goto('/rng?page=PG');
    await lobby.star(name).click();
    const warning = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: /real account/i });
    await expect(warning).toBeVisible();
    // The warning is modal (the page behind it is hidden from the accessibility tree): close it first.
    await warning.getByRole('button', { name: 'Close' }).last().click();
    await expect(warning).toBeHidden();
    await expect(lobby.star(name)).toHaveAttribute('aria-pressed', 'false');
  });
});
