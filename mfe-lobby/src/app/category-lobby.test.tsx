import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, ERROR_CODES, type GameCategoryCode } from 'shared-contracts';
import { TEST_MEMBER, TEST_TRIAL } from 'shared-contracts/testing';
import { gamePage, renderWithHost, testGame, TEST_LANES } from '../testing/render-with-host';
import { LANE_SIZE } from './category-lane';
import { AUTO_LOAD_PAGES, CategoryLobby, filterByName } from './category-lobby';
import { LobbyProviders } from './lobby-providers';

type Query = Record<string, unknown>;

function listQueries(api: { calls: { endpointId: string; input: { query?: unknown } }[] }): Query[] {
  return api.calls.filter((c) => c.endpointId === 'games.list').map((c) => c.input.query as Query);
}

function renderLobby(options: Parameters<typeof renderWithHost>[1] & { category?: GameCategoryCode } = {}) {
  const { category = 'RNG', ...rest } = options;
  return renderWithHost(
    <LobbyProviders>
      <CategoryLobby category={category} />
    </LobbyProviders>,
    {
      url: '/rng',
      ...rest,
      handlers: {
        'games.vendors': () => ({ data: { lanes: TEST_LANES } }),
        'games.list': ({ query }) => {
          const { vassalage } = query as Query;
          return gamePage([
            testGame(1, { vassalage: (vassalage as string) ?? 'PG' }),
            testGame(2, { vassalage: 'JL', gameName: 'Dragon Tiger' }),
          ]);
        },
        ...rest.handlers,
      },
    },
  );
}

describe('CategoryLobby', () => {
  afterEach(() => {
    jest.useRealTimers();
    window.scrollTo(0, 0);
  });

  /**
   * The scroll tests depend on the infinite-scroll throttle (200 ms), the scroll event and the
   * fetches: they run on jest's fake clock, which Testing Library's `findBy*` advances itself, so
   * they never depend on how busy the machine is.
   */
  function useFakeClock() {
    jest.useFakeTimers();
    return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  }

  it('shows the vendor tabs of the category with all vendors selected, and the first page of games', async () => {
    const { api } = renderLobby();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All vendors', 'PG SoftHot', 'JILI']);
    expect(screen.getByRole('tab', { name: 'All vendors' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Evolution' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Slots game hall' })).toBeInTheDocument();

    expect(await screen.findByRole('button', { name: /^Game 1 / })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Dragon Tiger JILI/ })).toBeInTheDocument();
    expect(listQueries(api)[0]).toEqual({
      gameType: 'RNG',
      vassalage: undefined,
      gameName: undefined,
      pageNo: 1,
      pageSize: 42,
      clientType: 3,
      platform: 'flash,html5-desktop',
      language: 'EN',
    });
  });

  it('selects the vendor of ?page= and writes the chosen tab back to it', async () => {
    const user = userEvent.setup();
    const { api } = renderLobby({ url: '/rng?page=JL' });
    expect(await screen.findByRole('tab', { name: 'JILI' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ vassalage: 'JL' }));

    await user.click(screen.getByRole('tab', { name: /PG Soft/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?page=PG');
    expect(screen.getByRole('tab', { name: /PG Soft/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ vassalage: 'PG' }));

    await user.click(screen.getByRole('tab', { name: 'All vendors' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rng$/);
  });

  it('moves between tabs with the arrow keys and selects with Enter', async () => {
    const user = userEvent.setup();
    renderLobby();
    const all = await screen.findByRole('tab', { name: 'All vendors' });
    all.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /PG Soft/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'JILI' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?page=JL');
  });

  it('explains an unknown vendor in the URL and offers all vendors', async () => {
    const user = userEvent.setup();
    const { api } = renderLobby({ url: '/rng?page=NOPE' });
    expect(await screen.findByText('The vendor “NOPE” is not available in this category.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all vendors' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rng$/);
    expect(await screen.findByRole('button', { name: /^Game 1 / })).toBeInTheDocument();
    expect(listQueries(api).some((q) => q.vassalage === 'NOPE')).toBe(false);
  });

  it('explains an unknown category instead of crashing', () => {
    renderLobby({ category: 'CASINO' as GameCategoryCode });
    expect(screen.getByText('This game category does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('searches by game name after typing stops', async () => {
    const user = userEvent.setup();
    const { api } = renderLobby();
    await screen.findByRole('button', { name: /^Game 1 / });
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'dragon');
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ gameName: 'dragon', pageNo: 1 }));
    expect(listQueries(api).filter((q) => q.gameName !== undefined)).toHaveLength(1);
  });

  // Issue 19.4: a keystroke answers at once from the loaded games; the server's answer refines it.
  it('answers a search at once from the loaded games, then shows the server’s answer', async () => {
    const user = useFakeClock();
    const { api } = renderLobby({
      handlers: {
        'games.list': ({ query }) => {
          const { gameName } = query as Query;
          if (gameName)
            return gamePage([testGame(2, { vassalage: 'JL', gameName: 'Dragon Tiger' }), testGame(9, { gameName: 'Dragon Gold' })]);
          return gamePage([testGame(1, { gameName: 'Fortune Ox' }), testGame(2, { vassalage: 'JL', gameName: 'Dragon Tiger' })]);
        },
      },
    });
    await screen.findByRole('button', { name: /^Fortune Ox/ });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'DRÂGON' } });
    // Before the debounce: the loaded game that matches, and no server search yet.
    expect(screen.getByRole('button', { name: /^Dragon Tiger/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Fortune Ox/ })).toBeNull();
    expect(listQueries(api).filter((q) => q.gameName !== undefined)).toHaveLength(0);
    // After it: the server's answer, which knows games not loaded yet.
    expect(await screen.findByRole('button', { name: /^Dragon Gold/ }, { timeout: 4000 })).toBeInTheDocument();
    expect(listQueries(api).at(-1)).toMatchObject({ gameName: 'DRÂGON' });
    // Clearing the search shows the loaded games again at once.
    await user.clear(screen.getByRole('searchbox', { name: 'Search games' }));
    expect(screen.getByRole('button', { name: /^Fortune Ox/ })).toBeInTheDocument();
  });

  it('filters by classification, minimum bet and lines, and clears the filters', async () => {
    const user = userEvent.setup();
    const lanes = [{ ...TEST_LANES[0]!, gameClassify: ['SC', 'VP'] }, TEST_LANES[1]!];
    const { api } = renderLobby({
      handlers: {
        'games.vendors': () => ({ data: { lanes } }),
        'games.list': ({ query }) => ((query as Query).minLineNum === 50 ? gamePage([]) : gamePage([testGame(1)])),
      },
    });
    await screen.findByRole('button', { name: /^Game 1 / });
    const classify = await screen.findByRole('combobox', { name: 'Game type' });
    expect(
      within(classify)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All types', 'Scratch cards', 'Video poker']);
    await user.selectOptions(classify, 'VP');
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ gameClassify: 'VP', pageNo: 1 }));

    await user.type(screen.getByRole('spinbutton', { name: 'Minimum bet' }), '0.5');
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ gameClassify: 'VP', minBet: 0.5 }));
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum lines' }), '50');
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ minLineNum: 50 }));
    const empty = await screen.findByTestId('lobby-empty');
    expect(empty).toHaveTextContent('No games match these filters.');

    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('button', { name: /^Game 1 / })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Game type' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Minimum bet' })).toHaveValue(null);
  });

  it('has no lines filter where games have no lines, and no bet filters in the sportsbook', async () => {
    renderLobby({ category: 'LIVE', url: '/live' });
    expect(await screen.findByRole('spinbutton', { name: 'Minimum bet' })).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Minimum lines' })).not.toBeInTheDocument();
  });

  it('splits e-sports out of a sports lane by the configured vendor list', async () => {
    const user = userEvent.setup();
    const lanes = [
      {
        title: 'Sports',
        gameType: 'SPORTS' as const,
        gameClassify: [],
        cards: [
          { vassalage: 'SB', name: 'SABA', isHot: false },
          { vassalage: 'IA', name: 'IA E-sports', isHot: false },
          { vassalage: 'TF', name: 'TF Gaming', isHot: false },
        ],
      },
    ];
    const { api } = renderLobby({
      category: 'ESPORTS',
      url: '/esports',
      handlers: {
        'games.vendors': () => ({ data: { lanes } }),
        'games.list': () =>
          gamePage([
            testGame(1, { gameType: 'SPORTS', vassalage: 'SB', gameName: 'Saba sports' }),
            testGame(2, { gameType: 'SPORTS', vassalage: 'IA', gameName: 'IA lobby' }),
            testGame(3, { gameType: 'SPORTS', vassalage: 'TF', gameName: 'TF lobby' }),
          ]),
      },
    });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All vendors', 'IA E-sports', 'TF Gaming']);
    expect(await screen.findByRole('button', { name: /^IA lobby/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^TF lobby/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Saba sports/ })).not.toBeInTheDocument();
    expect(listQueries(api).at(-1)).toMatchObject({ gameType: 'SPORTS', vassalage: undefined });
    expect(screen.queryByRole('spinbutton', { name: 'Minimum bet' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'TF Gaming' }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ gameType: 'SPORTS', vassalage: 'TF' }));
  });

  it('shows a translated empty state', async () => {
    renderLobby({ handlers: { 'games.list': () => gamePage([]) } });
    expect(await screen.findByText('There are no games here yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry that loads the games', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderLobby({
      handlers: {
        'games.list': () => {
          if (fail)
            throw new ApiError({ kind: 'platform', endpointId: 'games.list', errorCode: 'service.busy', serverMessage: 'Service busy' });
          return gamePage([testGame(5)]);
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The games could not be loaded.');
    expect(alert).toHaveTextContent('Service busy');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Game 5 / })).toBeInTheDocument();
  });

  // Issue 14.3: HTTP and transport failures never show the server's text, in any language.
  it.each([
    [
      'EN',
      new ApiError({
        kind: 'platform',
        endpointId: 'games.list',
        status: 500,
        errorCode: 'fault.injected',
        serverMessage: 'Injected failure (HTTP 500)',
      }),
      'Something went wrong on the server. Please try again later.',
    ],
    [
      'TY',
      new ApiError({
        kind: 'platform',
        endpointId: 'games.list',
        status: 500,
        errorCode: 'fault.injected',
        serverMessage: 'Injected failure (HTTP 500)',
      }),
      'Máy chủ gặp sự cố. Vui lòng thử lại sau.',
    ],
    [
      'CN',
      new ApiError({ kind: 'unauthorized', endpointId: 'games.list', status: 401, serverMessage: 'Unauthorized' }),
      '您尚未登录，请先登录。',
    ],
  ])('shows the translated message for an HTTP or transport failure of the games (%s, %s)', async (language, error, message) => {
    renderLobby({
      host: { language },
      handlers: {
        'games.list': () => {
          throw error;
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent(/Injected|Unauthorized|HTTP|500|games\.list/);
  });

  // Issue 51 item 2: the lobby follows the kit's one rule of which server texts a player sees
  // (platform-ui apiErrorText): a business refusal answered with a 4xx status shows its message (the
  // lobby's own rule hid it), and a stack trace inside a business answer is never shown (it showed it).
  it.each([
    [
      new ApiError({
        kind: 'platform',
        endpointId: 'games.list',
        status: 400,
        errorCode: 'function.closed',
        serverMessage: 'The feature is under maintenance',
      }),
      'The feature is under maintenance',
      /Something went wrong/,
    ],
    [
      new ApiError({
        kind: 'platform',
        endpointId: 'games.list',
        status: 200,
        errorCode: 'game.closed',
        serverMessage: 'TypeError: x is undefined\n    at list (games.js:1:2)',
      }),
      'Something went wrong on the server. Please try again later.',
      /TypeError|games\.js/,
    ],
  ])('shows what the kit rules for a refusal of the games (%#)', async (error, shown, hidden) => {
    renderLobby({
      handlers: {
        'games.list': () => {
          throw error;
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(shown);
    expect(alert).not.toHaveTextContent(hidden);
  });

  it('shows a translated message when the vendors fail, and still lists games', async () => {
    renderLobby({
      handlers: {
        'games.vendors': () => {
          throw new ApiError({ kind: 'schema', endpointId: 'games.vendors' });
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The game vendors could not be loaded.');
    expect(alert).toHaveTextContent('The server sent an answer we could not read.');
    expect(await screen.findByRole('button', { name: /^Game 1 / })).toBeInTheDocument();
  });

  it('loads the next page by itself while the end of the list is in view', async () => {
    useFakeClock();
    const { api } = renderLobby({
      handlers: {
        'games.list': ({ query }) =>
          (query as Query).pageNo === 1 ? gamePage([testGame(1)], 2, 2) : gamePage([testGame(2, { gameName: 'Second page game' })], 2, 2),
      },
    });
    expect(await screen.findByRole('button', { name: /^Second page game/ }, { timeout: 4000 })).toBeInTheDocument();
    expect(listQueries(api).map((q) => q.pageNo)).toEqual([1, 2]);
    expect(screen.getByText('Showing 2 of 2 games')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more games' })).not.toBeInTheDocument();
  });

  it('loads the next page when the player scrolls near the end, and keeps a button for keyboards', async () => {
    const user = useFakeClock();
    const firstPage = Array.from({ length: 100 }, (_, i) => testGame(i + 1));
    const { api } = renderLobby({
      handlers: {
        'games.list': ({ query }) => {
          const pageNo = (query as Query).pageNo as number;
          if (pageNo === 1) return gamePage(firstPage, 3, 300);
          return gamePage(
            Array.from({ length: 100 }, (_, i) => testGame(pageNo * 100 + i + 1, { gameName: `Page ${pageNo} game ${i + 1}` })),
            3,
            300,
          );
        },
      },
    });
    expect(await screen.findByText('Showing 100 of 300 games')).toBeInTheDocument();
    // Only the rows in view are rendered, and nothing more is fetched before the player scrolls.
    expect(screen.getAllByRole('listitem').length).toBeLessThan(100);
    act(() => void jest.advanceTimersByTime(2000));
    expect(listQueries(api)).toHaveLength(1);

    window.scrollTo(0, 2400);
    expect(await screen.findByText('Showing 200 of 300 games', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(listQueries(api).at(-1)).toMatchObject({ pageNo: 2 });

    window.scrollTo(0, 0);
    await user.click(screen.getByRole('button', { name: 'Load more games' }));
    expect(await screen.findByText('Showing 300 of 300 games', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(listQueries(api).at(-1)).toMatchObject({ pageNo: 3 });
    expect(screen.queryByRole('button', { name: 'Load more games' })).not.toBeInTheDocument();
  });

  // Issue 14.8: the endless list stops growing by itself after a few pages, so the footer is reachable.
  it('loads only the first pages by itself, then each further page on the button', async () => {
    const user = useFakeClock();
    const { api } = renderLobby({
      handlers: {
        'games.list': ({ query }) => {
          const pageNo = (query as Query).pageNo as number;
          return gamePage([testGame(pageNo, { gameName: `Page ${pageNo} game` })], 10, 10);
        },
      },
    });
    expect(await screen.findByText(`Showing ${AUTO_LOAD_PAGES} of 10 games`, undefined, { timeout: 4000 })).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(2000));
    // The end of the list is still in view, yet nothing more is fetched by itself.
    expect(listQueries(api).map((q) => q.pageNo)).toEqual([1, 2, 3]);
    await user.click(screen.getByRole('button', { name: 'Load more games' }));
    expect(await screen.findByText('Showing 4 of 10 games', undefined, { timeout: 4000 })).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(2000));
    expect(listQueries(api).map((q) => q.pageNo)).toEqual([1, 2, 3, 4]);
  });

  it('is a bounded lane with a link to the lobby away from its own route (the home page)', async () => {
    const games = Array.from({ length: 42 }, (_, i) => testGame(i + 1));
    const { api } = renderLobby({ url: '/', handlers: { 'games.list': () => gamePage(games, 20, 840) } });
    const lane = await screen.findByRole('list', { name: 'Slots' });
    expect(within(lane).getAllByRole('listitem')).toHaveLength(LANE_SIZE);
    expect(screen.getByRole('heading', { level: 2, name: 'Slots' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('link', { name: 'More Slots' })).toHaveAttribute('href', '/rng');
    expect(screen.queryByRole('button', { name: 'Load more games' })).toBeNull();
    expect(listQueries(api)).toHaveLength(1);
  });

  // Issue 14.6: a vassalage-flagged game in the grid opens its vendor's popup list, never /game.
  it('opens the popup game list of the vendor for a vassalage game in the grid; the player launches from it', async () => {
    const user = userEvent.setup();
    const { api, host } = renderLobby({
      host: { member: TEST_MEMBER },
      handlers: {
        'games.list': () =>
          gamePage([
            testGame(40, { vassalage: 'TP', gameType: 'PVP', gameName: 'Teen Patti', isGame: 'VASSALAGE' }),
            testGame(41, { vassalage: 'TP', gameType: 'PVP', gameName: 'Andar Bahar', isGame: 'VASSALAGE' }),
          ]),
        'games.launch': () => ({ content: { game_url: 'http://localhost/demo-games/41' } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Teen Patti/ }));
    const dialog = await screen.findByRole('dialog', { name: 'TP games' });
    expect(host.navigations).toEqual([]);
    expect(api.calls.some((c) => c.endpointId === 'games.launch')).toBe(false);
    await user.click(await within(dialog).findByRole('button', { name: /^Andar Bahar/ }));
    await waitFor(() => expect(host.navigations).toEqual(['/game?url=http%3A%2F%2Flocalhost%2Fdemo-games%2F41']));
    expect(api.calls.find((c) => c.endpointId === 'games.launch')?.input.query).toMatchObject({ nodeId: 41, vassalage: 'TP' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the games shown when a further page fails, with a retry', async () => {
    const user = userEvent.setup();
    let failSecond = true;
    renderLobby({
      handlers: {
        'games.list': ({ query }) => {
          if ((query as Query).pageNo === 1) return gamePage([testGame(1)], 2, 2);
          if (failSecond) throw new ApiError({ kind: 'schema', endpointId: 'games.list' });
          return gamePage([testGame(2, { gameName: 'Second page game' })], 2, 2);
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('More games could not be loaded.');
    expect(alert).toHaveTextContent('The server sent an answer we could not read.');
    expect(screen.getByRole('button', { name: /^Game 1 / })).toBeInTheDocument();
    failSecond = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Second page game/ })).toBeInTheDocument();
  });

  it('renders only the rows in view of 5,000 games', async () => {
    const games = Array.from({ length: 5000 }, (_, i) => testGame(i + 1));
    renderLobby({ handlers: { 'games.list': () => gamePage(games, 1, 5000) } });
    expect(await screen.findByText('Showing 5000 of 5000 games')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(100);
    expect(items[0]).toHaveAttribute('aria-setsize', '5000');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');

    window.scrollTo(0, 100_000);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Game 1 / })).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem').length).toBeLessThan(100);
  });

  it('lazy-loads icons and falls back to the default image when one fails', async () => {
    renderLobby();
    const card = await screen.findByRole('button', { name: /^Game 1 / });
    const img = card.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', '/assets-api/icons/1.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', 'test-file-stub');
  });

  it('asks a guest to log in when a game is clicked', async () => {
    const user = userEvent.setup();
    const { host, api } = renderLobby();
    const requests: unknown[] = [];
    host.bus.on('auth:login-requested', (payload) => requests.push(payload));
    await user.click(await screen.findByRole('button', { name: /^Game 1 / }));
    await waitFor(() => expect(requests).toEqual([{ modal: 'login', reason: 'launch' }]));
    expect(api.calls.some((c) => c.endpointId === 'games.launch')).toBe(false);
    expect(host.navigations).toEqual([]);
  });

  it('launches a member’s game and opens it in /game', async () => {
    const user = userEvent.setup();
    const { host, api } = renderLobby({
      host: { member: TEST_MEMBER },
      handlers: { 'games.launch': () => ({ content: { game_url: 'http://localhost/demo-games/slot?t=abc' } }) },
    });
    await user.click(await screen.findByRole('button', { name: /^Game 1 / }));
    await waitFor(() => expect(host.navigations).toEqual(['/game?url=http%3A%2F%2Flocalhost%2Fdemo-games%2Fslot%3Ft%3Dabc']));
    const launch = api.calls.find((c) => c.endpointId === 'games.launch');
    expect(launch?.input.query).toMatchObject({
      nodeId: 1,
      vassalage: 'PG',
      gameType: 'RNG',
      gameCode: 'code-1',
      launchMode: 'GLS',
      accountType: 1,
    });
  });

  it('sends the language header with the launch request', async () => {
    const user = userEvent.setup();
    const { api } = renderLobby({
      host: { member: TEST_MEMBER, language: 'VI' },
      handlers: { 'games.launch': () => ({ content: { game_url: 'http://localhost/demo-games/1' } }) },
    });
    const call = jest.spyOn(api, 'call');
    await user.click(await screen.findByRole('button', { name: /^Game 1 / }));
    await waitFor(() => expect(call.mock.calls.some(([endpoint]) => endpoint.id === 'games.launch')).toBe(true));
    const [, input, options] = call.mock.calls.find(([endpoint]) => endpoint.id === 'games.launch')!;
    expect(options).toEqual({ language: 'VI' });
    expect((input as { query: Query }).query).toMatchObject({ language: 'VI', platform: 'html5-desktop', clientType: 3 });
  });

  it('says the game is under maintenance or the previous game is not finished, in the player’s language', async () => {
    const user = userEvent.setup();
    let code: string = ERROR_CODES.gameMaintenance;
    renderLobby({
      host: { member: TEST_MEMBER },
      handlers: {
        'games.launch': () => {
          throw new ApiError({ kind: 'platform', endpointId: 'games.launch', errorCode: code, serverMessage: 'ERR_CODE_77' });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Game 1 / }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This game is under maintenance. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    code = ERROR_CODES.previousGameUnfinished;
    await user.click(screen.getByRole('button', { name: /^Game 1 / }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your previous game is not finished yet.');
  });

  it('lists the PVP rooms of the vendor tab and enters one through the PVP launch call', async () => {
    const user = userEvent.setup();
    const rooms = Array.from({ length: 14 }, (_, i) => ({
      roomId: String(100 + i),
      roomName: `Room ${i}`,
      vassalage: 'KY',
      gameType: 'PVP',
      minBet: i === 1 ? 0.5 : 1000,
      players: i + 1,
    }));
    const { host, api } = renderLobby({
      category: 'PVP',
      url: '/pvp?page=KY',
      host: { member: TEST_MEMBER },
      handlers: {
        'games.vendors': () => ({
          data: {
            lanes: [{ title: 'PVP', gameType: 'PVP', gameClassify: [], cards: [{ vassalage: 'KY', name: 'Kaiyuan', isHot: false }] }],
          },
        }),
        'games.list': () => gamePage([testGame(5, { gameType: 'PVP', vassalage: 'KY' })]),
        'pvp.rooms': () => ({ list: rooms }),
        'pvp.launch': () => ({ content: 'http://localhost/demo-games/101?session=s' }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Rooms' });
    expect(within(list).getAllByRole('button')).toHaveLength(12);
    expect(within(list).getByRole('button', { name: 'Enter Room 1' })).toHaveTextContent('KY · 2 players · Min. bet $0.50');
    // issue 49: the header's format, not "$0.5" or "$1000"
    expect(within(list).getByRole('button', { name: 'Enter Room 2' })).toHaveTextContent('Min. bet $1,000.00');
    await user.click(screen.getByRole('button', { name: 'Show all 14 rooms' }));
    expect(within(list).getAllByRole('button')).toHaveLength(14);
    expect(api.calls.find((c) => c.endpointId === 'pvp.rooms')?.input.query).toEqual({ vassalage: 'KY', language: 'EN' });

    await user.click(within(list).getByRole('button', { name: 'Enter Room 1' }));
    await waitFor(() => expect(host.navigations).toEqual(['/game?url=http%3A%2F%2Flocalhost%2Fdemo-games%2F101%3Fsession%3Ds']));
    expect(api.calls.find((c) => c.endpointId === 'pvp.launch')?.input.query).toEqual({ roomId: '101', vassalage: 'KY', language: 'EN' });
    expect(api.calls.some((c) => c.endpointId === 'games.launch')).toBe(false);
  });

  it('shows a room or game icon only from an http(s) or site address (issue 36: a javascript: icon is never put in an img)', async () => {
    const { container } = renderLobby({
      category: 'PVP',
      url: '/pvp',
      handlers: {
        'games.list': () => gamePage([testGame(1, { showIcon: 'javascript:alert(1)' }), testGame(2)]),
        'pvp.rooms': () => ({
          list: [
            { roomId: '7', roomName: 'Niu Niu', vassalage: 'KY', gameType: 'PVP', showIcon: 'javascript:alert(2)' },
            { roomId: '8', roomName: 'Dragon', vassalage: 'KY', gameType: 'PVP', showIcon: 'https://cdn.example.com/dragon.png' },
          ],
        }),
      },
    });
    const niuNiu = await screen.findByRole('button', { name: 'Enter Niu Niu' });
    expect(niuNiu.querySelector('img')?.getAttribute('src')).not.toMatch(/javascript/i);
    expect(screen.getByRole('button', { name: 'Enter Dragon' }).querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.example.com/dragon.png',
    );
    const game1 = await screen.findByRole('button', { name: /^Game 1 / });
    expect(game1.querySelector('img')?.getAttribute('src')).not.toMatch(/javascript/i);
    expect(screen.getByRole('button', { name: /^Game 2 / }).querySelector('img')).toHaveAttribute('src', '/assets-api/icons/2.png');
    for (const img of container.querySelectorAll('img')) expect(img.getAttribute('src')).not.toMatch(/^\s*javascript:/i);
  });

  it('shows the PVP grid only once the rooms above it have answered: the rooms never push the grid down (CLS, issue 47.4)', async () => {
    let releaseRooms: () => void = () => undefined;
    const roomsHeld = new Promise<void>((resolve) => (releaseRooms = resolve));
    const { api } = renderLobby({
      category: 'PVP',
      url: '/pvp',
      handlers: {
        'games.list': () => gamePage([testGame(5, { gameType: 'PVP' })]),
        'pvp.rooms': async () => (await roomsHeld, { list: [{ roomId: '7', roomName: 'Niu Niu', vassalage: 'KY', gameType: 'PVP' }] }),
      },
    });
    await waitFor(() => expect(api.calls.some((c) => c.endpointId === 'games.list')).toBe(true));
    // Let the games' answer reach the page (the query's notification is a macrotask away).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(within(panel).queryByRole('button', { name: /^Game 5 / })).toBeNull();
    releaseRooms();
    expect(await screen.findByRole('button', { name: 'Enter Niu Niu' })).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: /^Game 5 / })).toBeInTheDocument();
    // One rooms call: the grid's wait and the rooms list share the query.
    expect(api.calls.filter((c) => c.endpointId === 'pvp.rooms')).toHaveLength(1);
  });

  it('asks a guest to log in before entering a PVP room', async () => {
    const user = userEvent.setup();
    const { host, api } = renderLobby({
      category: 'PVP',
      url: '/pvp',
      handlers: { 'pvp.rooms': () => ({ list: [{ roomId: '7', roomName: 'Niu Niu', vassalage: 'KY', gameType: 'PVP' }] }) },
    });
    const requests: unknown[] = [];
    host.bus.on('auth:login-requested', (payload) => requests.push(payload));
    await user.click(await screen.findByRole('button', { name: 'Enter Niu Niu' }));
    await waitFor(() => expect(requests).toEqual([{ modal: 'login', reason: 'launch' }]));
    expect(api.calls.some((c) => c.endpointId === 'pvp.launch')).toBe(false);
  });

  it('explains failed PVP rooms with a retry and still lists the games', async () => {
    renderLobby({
      category: 'PVP',
      url: '/pvp',
      handlers: {
        'pvp.rooms': () => {
          throw new ApiError({ kind: 'platform', endpointId: 'pvp.rooms', errorCode: 'rooms.closed', serverMessage: 'Rooms closed' });
        },
      },
    });
    const rooms = await screen.findByTestId('pvp-rooms');
    const alert = await within(rooms).findByRole('alert');
    expect(alert).toHaveTextContent('The rooms could not be loaded.');
    expect(alert).toHaveTextContent('Rooms closed');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Game 1 / })).toBeInTheDocument();
  });

  it('opens lottery games on the lottery page without a launch request', async () => {
    const user = userEvent.setup();
    const { host, api } = renderLobby({
      category: 'ELOTT',
      host: { member: TEST_MEMBER },
      handlers: { 'games.list': () => gamePage([testGame(9, { gameType: 'ELOTT', gameCode: 'K3', defaultPlayType: 'SUM' })]) },
    });
    await user.click(await screen.findByRole('button', { name: /^Game 9 / }));
    await waitFor(() => expect(host.navigations).toEqual(['/lottery?gameCode=K3&playType=SUM']));
    expect(api.calls.some((c) => c.endpointId === 'games.launch')).toBe(false);
  });

  it('shows the server’s message when a launch fails', async () => {
    const user = userEvent.setup();
    const { host } = renderLobby({
      host: { member: TEST_MEMBER },
      handlers: {
        'games.launch': () => {
          throw new ApiError({
            kind: 'platform',
            endpointId: 'games.launch',
            errorCode: 'game.closed',
            serverMessage: 'Game under maintenance',
          });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Game 1 / }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The game could not be opened. Game under maintenance');
    expect(host.navigations).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a translated message when a launch fails without a server message', async () => {
    const user = userEvent.setup();
    renderLobby({
      host: { member: TEST_MEMBER, language: 'TY' },
      handlers: { 'games.launch': () => ({ content: {} }) },
    });
    await user.click(await screen.findByRole('button', { name: /^Game 1 / }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không thể mở trò chơi.');
  });

  it('refuses a launch address that is not http(s) with a clear message', async () => {
    const user = userEvent.setup();
    const { host } = renderLobby({
      host: { member: TEST_MEMBER },
      handlers: { 'games.launch': () => ({ content: { game_url: 'javascript:alert(1)' } }) },
    });
    await user.click(await screen.findByRole('button', { name: /^Game 1 / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The game could not be opened. The game server sent an address that is not a web address.',
    );
    expect(host.navigations).toEqual([]);
  });

  it('explains a games page that fails the schema (one malformed game) instead of a blank grid', async () => {
    renderLobby({
      handlers: {
        'games.list': () => ({ games: [testGame(1), { nodeId: 'two', gameName: 42 }], totalPages: 1, totalCount: 2 }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The games could not be loaded.');
    expect(alert).toHaveTextContent('The server sent an answer we could not read.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('toggles a favourite by node id with the star, for a member', async () => {
    const user = userEvent.setup();
    let ids = [2];
    const { api } = renderLobby({
      host: { member: TEST_MEMBER },
      handlers: {
        'games.favouriteIds': () => ({ content: ids }),
        'games.favouriteAdd': ({ body }) => {
          ids = [...ids, (body as { nodeId: number }).nodeId];
          return { content: ids };
        },
        'games.favouriteRemove': ({ body }) => {
          ids = ids.filter((id) => id !== (body as { nodeId: number }).nodeId);
          return { content: ids };
        },
      },
    });
    const star = await screen.findByRole('button', { name: 'Favourite: Game 1' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favourite: Dragon Tiger' })).toHaveAttribute('aria-pressed', 'true'));
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await user.click(star);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favourite: Game 1' })).toHaveAttribute('aria-pressed', 'true'));
    expect(api.calls.find((c) => c.endpointId === 'games.favouriteAdd')?.input.body).toEqual({ nodeId: 1, vendor: 'PG', gameType: 'RNG' });

    await user.click(screen.getByRole('button', { name: 'Favourite: Game 1' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favourite: Game 1' })).toHaveAttribute('aria-pressed', 'false'));
    expect(api.calls.find((c) => c.endpointId === 'games.favouriteRemove')?.input.body).toEqual({
      nodeId: 1,
      vendor: 'PG',
      gameType: 'RNG',
    });
  });

  it('tells a trial account a real account is needed for favourites, and asks a guest to log in', async () => {
    const user = userEvent.setup();
    const { host, api } = renderLobby({ host: { member: TEST_TRIAL } });
    const events: unknown[] = [];
    host.bus.on('auth:real-account-required', (payload) => events.push(payload));
    await user.click(await screen.findByRole('button', { name: 'Favourite: Game 1' }));
    await waitFor(() => expect(events).toEqual([{ feature: 'favourites' }]));
    expect(api.calls.some((c) => c.endpointId.startsWith('games.favourite'))).toBe(false);
  });

  it('asks a guest to log in before saving a favourite', async () => {
    const user = userEvent.setup();
    const { host } = renderLobby();
    const requests: unknown[] = [];
    host.bus.on('auth:login-requested', (payload) => requests.push(payload));
    await user.click(await screen.findByRole('button', { name: 'Favourite: Game 1' }));
    await waitFor(() => expect(requests).toEqual([{ modal: 'login', reason: 'favourites' }]));
  });

  it('follows the host language', async () => {
    const { host } = renderLobby();
    expect(await screen.findByRole('tab', { name: 'All vendors' })).toBeInTheDocument();
    act(() => host.i18n.setLanguage('CN'));
    expect(await screen.findByRole('tab', { name: '全部厂商' })).toBeInTheDocument();
  });
});

describe('filterByName (the instant answer from the loaded games)', () => {
  const games = [
    testGame(1, { gameName: 'Fortune Ox' }),
    testGame(2, { gameName: 'Dragon Tiger' }),
    testGame(3, { gameName: 'Rồng Vàng' }),
    testGame(4, { gameName: 'Mega Dragon Hold & Win' }),
  ];
  const names = (query: string) => filterByName(games, query).map((game) => game.gameName);

  it('keeps the games whose name holds the query, in their order, whatever the case', () => {
    expect(names('dragon')).toEqual(['Dragon Tiger', 'Mega Dragon Hold & Win']);
    expect(names('OX')).toEqual(['Fortune Ox']);
    expect(names('& w')).toEqual(['Mega Dragon Hold & Win']);
    expect(names('zebra')).toEqual([]);
  });

  it('ignores accents on either side', () => {
    expect(names('rong vang')).toEqual(['Rồng Vàng']);
    expect(names('DRÂGON')).toEqual(['Dragon Tiger', 'Mega Dragon Hold & Win']);
  });

  it('keeps every game for an empty query', () => {
    expect(names('')).toHaveLength(4);
  });
});
