import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_MEMBER } from 'shared-contracts/testing';
import HomeGamesExpose from './home-games';
import { renderWithHost, testGame } from '../testing/render-with-host';

const winners = { list: [{ vo: { account: 'me***01', winAmount: 1234.5, gameName: 'Fortune Tiger' } }] };

describe('HomeGames', () => {
  it('shows hot games and the winner board to a guest, without member sections', async () => {
    const { api } = renderWithHost(<HomeGamesExpose />, {
      handlers: {
        'games.hot': () => ({ list: [testGame(1, { gameName: 'Hot slot' })] }),
        'games.winnerBoard': () => winners,
      },
    });
    const hot = await screen.findByRole('list', { name: 'Hot games' });
    expect(within(hot).getByRole('button', { name: /^Hot slot/ })).toBeInTheDocument();
    const board = await screen.findByRole('list', { name: 'Winner board' });
    // It scrolls inside a box of fixed height, which the keyboard reaches (axe: scrollable-region-focusable).
    expect(board.parentElement).toHaveAttribute('tabindex', '0');
    expect(board.parentElement).toHaveAttribute('data-testid', 'winner-board');
    expect(within(board).getByRole('listitem')).toHaveTextContent('me***01Fortune Tiger$1,234.50');
    expect(screen.queryByRole('heading', { name: 'Recently played' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My favourites' })).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.endpointId === 'games.winnerBoard')?.input.query).toMatchObject({ gameCategory: 'ALL', limitNum: 20 });
    expect(api.calls.find((c) => c.endpointId === 'games.hot')?.input.query).toMatchObject({ isPlatform: 2 });
  });

  // Issue 36: one number format per language, as the kit's money (the header and the centres).
  it("writes the winners' amounts in the player's language with the brand's symbol", async () => {
    renderWithHost(<HomeGamesExpose />, {
      host: { language: 'TY' },
      handlers: { 'games.hot': () => ({ list: [] }), 'games.winnerBoard': () => winners },
    });
    const board = await screen.findByRole('list', { name: 'Bảng người thắng' });
    const amount = new Intl.NumberFormat('vi', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5);
    expect(within(board).getByRole('listitem')).toHaveTextContent(`me***01Fortune Tiger$${amount}`);
    expect(within(board).getByRole('listitem')).not.toHaveTextContent('1,234.50');
  });

  it('shows a member their recent games and favourites with paging, and launches from them', async () => {
    const user = userEvent.setup();
    const { api, host } = renderWithHost(<HomeGamesExpose />, {
      host: { member: TEST_MEMBER },
      handlers: {
        'games.hot': () => ({ list: [] }),
        'games.winnerBoard': () => ({ list: [] }),
        'games.recent': () => ({ list: [testGame(5, { gameName: 'Recent slot' })], totalPages: 1 }),
        'games.favouriteIds': () => ({ content: [7, 8] }),
        'games.favourites': ({ query }) =>
          (query as { pageNo: number }).pageNo === 1
            ? { content: [testGame(7, { gameName: 'Fav one' })], totalPages: 2 }
            : { content: [testGame(8, { gameName: 'Fav two' })], totalPages: 2 },
        'games.launch': () => ({ content: { game_url: 'http://localhost/demo-games/slot' } }),
      },
    });
    expect(await screen.findByText('There are no hot games right now.')).toBeInTheDocument();
    const recent = await screen.findByRole('list', { name: 'Recently played' });
    const favourites = await screen.findByRole('list', { name: 'My favourites' });
    expect(within(favourites).getByRole('button', { name: 'Favourite: Fav one' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more games' }));
    expect(await within(favourites).findByRole('button', { name: /^Fav two/ })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.endpointId === 'games.favourites').map((c) => (c.input.query as { pageNo: number }).pageNo)).toEqual([
      1, 2,
    ]);

    await user.click(within(recent).getByRole('button', { name: /^Recent slot/ }));
    await waitFor(() => expect(host.navigations).toEqual(['/game?url=http%3A%2F%2Flocalhost%2Fdemo-games%2Fslot']));
  });

  it('explains each failed section with a retry', async () => {
    renderWithHost(<HomeGamesExpose />, {
      handlers: {
        'games.hot': () => {
          throw new ApiError({ kind: 'platform', endpointId: 'games.hot', errorCode: 'service.busy', serverMessage: 'Busy' });
        },
        'games.winnerBoard': () => ({ list: [{ vo: { account: 1 } }] }),
      },
    });
    const alerts = await screen.findAllByRole('alert');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(alerts[0]).toHaveTextContent('The hot games could not be loaded.Busy');
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent('The winner board could not be loaded.');
  });
});
