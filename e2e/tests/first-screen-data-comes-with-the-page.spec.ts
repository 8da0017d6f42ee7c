import { expect, test, type Page } from '../support/test';
import { ShellPage } from '../support/shell-page';

// Issue 41 item 3: the edge asks the platform for what the first screen shows (status, notices,
// the home lanes) while it sends the page, and writes the answers into it; the shell and the lobby
// take them from there instead of asking once their code has run.
test.use({ firstScreenData: true });

test.describe('first-screen-data-comes-with-the-page', { tag: ['@mfe-lobby', '@shell'] }, () => {
  /** The API paths of the first screen's guest calls on the home page. */
  const HOME_CALLS = [
    '/wps/system/status',
    '/wps/system/whitelabel',
    '/wps/relay/MCSFE_getListAnnouncements',
    '/wps/relay/GCSGAME_newGameVendor',
    '/wps/relay/GCSGAME_hotGamesV2',
    '/wps/relay/ODSFE2_getWinnerBoard',
    '/wps/relay/GCSGAME_gameList',
  ];

  function apiCalls(page: Page): string[] {
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/wps/')) calls.push(url.pathname);
    });
    return calls;
  }

  test('a first visit of the home page shows its lanes without asking the platform for them', async ({ page, request }) => {
    // The page itself carries the answers (a JSON data block: the strict script policy does not apply).
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<script type="application\/json" id="wl-first-screen-data">/);

    const calls = apiCalls(page);
    const shell = new ShellPage(page);
    // A first visit: the brand's default language (TY), the one the edge asked in.
    await shell.goto('/', 'TY');
    const lane = page.getByTestId('category-lane');
    await expect(lane.getByRole('button').first()).toBeVisible();
    await expect(page.getByTestId('home-games').getByRole('button').first()).toBeVisible();
    expect(calls.filter((path) => HOME_CALLS.includes(path))).toEqual([]);
  });

  test('a visitor who chose another language gets the lanes in it, asked by the browser', async ({ page }) => {
    const calls = apiCalls(page);
    const shell = new ShellPage(page);
    await shell.goto('/', 'EN');
    const lane = page.getByTestId('category-lane');
    await expect(lane.getByRole('heading', { level: 2, name: 'Slots' })).toBeVisible();
    await expect(lane.getByRole('button').first()).toBeVisible();
    expect(calls).toEqual(expect.arrayContaining(['/wps/relay/GCSGAME_gameList', '/wps/relay/GCSGAME_hotGamesV2']));
  });
});
