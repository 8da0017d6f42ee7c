import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TEST_MEMBER } from 'shared-contracts/testing';
import { LobbyProviders } from '../../testing/lobby-providers';
import { gamePage, renderWithHost, testGame } from '../../testing/render-with-host';
import { parseLaunchTarget } from './launch-request-listener';

const launchAnswer = () => ({ content: { game_url: 'http://localhost/demo-games/slot' } });

describe('game:launch-requested listener', () => {
  afterEach(() => sessionStorage.clear());

  it('launches a game requested on the bus once, however many lobby exposes are mounted', async () => {
    const { host, api } = renderWithHost(
      <>
        <LobbyProviders />
        <LobbyProviders />
      </>,
      { host: { member: TEST_MEMBER }, handlers: { 'games.launch': launchAnswer } },
    );
    expect(screen.getAllByTestId('lobby-launch-listener')).toHaveLength(1);
    act(() => host.bus.emit('game:launch-requested', { game: { nodeId: 7, gameType: 'RNG', vassalage: 'PG', gameCode: 'pg-7' } }));
    await waitFor(() => expect(host.navigations).toEqual(['/game?url=http%3A%2F%2Flocalhost%2Fdemo-games%2Fslot']));
    expect(api.calls.filter((c) => c.endpointId === 'games.launch')).toHaveLength(1);
  });

  it('hands the bus over to the next mounted expose when the owner unmounts', async () => {
    const user = userEvent.setup();
    function Pair() {
      const [showFirst, setShowFirst] = useState(true);
      return (
        <>
          {showFirst && <LobbyProviders key="a" />}
          <LobbyProviders key="b" />
          <button type="button" onClick={() => setShowFirst(false)}>
            unmount first
          </button>
        </>
      );
    }
    const { host } = renderWithHost(<Pair />, { host: { member: TEST_MEMBER }, handlers: { 'games.launch': launchAnswer } });
    await user.click(screen.getByRole('button', { name: 'unmount first' }));
    await waitFor(() => expect(screen.getAllByTestId('lobby-launch-listener')).toHaveLength(1));
    act(() => host.bus.emit('game:launch-requested', { game: { nodeId: 8, gameType: 'LOTT', vassalage: 'TCG', gameCode: 'VNC' } }));
    await waitFor(() => expect(host.navigations).toEqual(['/lottery?gameCode=VNC']));
  });

  it('asks a guest to log in', async () => {
    const { host } = renderWithHost(<LobbyProviders />);
    const requests: unknown[] = [];
    host.bus.on('auth:login-requested', (payload) => requests.push(payload));
    act(() => host.bus.emit('game:launch-requested', { game: { nodeId: 7, gameType: 'RNG', vassalage: 'PG', gameCode: 'pg-7' } }));
    await waitFor(() => expect(requests).toEqual([{ modal: 'login', reason: 'launch' }]));
  });

  it('stores the vassalage and opens the slots lobby for a slots vendor', async () => {
    const { host } = renderWithHost(<LobbyProviders />);
    act(() => host.bus.emit('game:launch-requested', { game: { nodeId: 0, gameType: 'RNG', vassalage: 'JL' } }));
    await waitFor(() => expect(host.navigations).toEqual(['/rng?page=JL']));
    expect(sessionStorage.getItem('vassalage')).toBe('JL');
  });

  it('explains a request whose game is malformed instead of launching', async () => {
    const user = userEvent.setup();
    const { host, api } = renderWithHost(<LobbyProviders />, { host: { member: TEST_MEMBER } });
    act(() => host.bus.emit('game:launch-requested', { game: { nodeId: 'x', gameType: 'CASINO' } as never }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The game could not be opened: its details are incomplete.');
    expect(api.calls).toHaveLength(0);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the popup game list of a vassalage vendor; a game chosen there launches', async () => {
    const user = userEvent.setup();
    const { host, api } = renderWithHost(<LobbyProviders />, {
      host: { member: TEST_MEMBER },
      handlers: {
        'games.list': () => gamePage([testGame(31, { vassalage: 'KY', gameType: 'PVP', gameName: 'Texas poker', isGame: 'VASSALAGE' })]),
        'games.launch': launchAnswer,
      },
    });
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    act(() =>
      host.bus.emit('game:launch-requested', {
        game: { nodeId: 30, gameType: 'PVP', vassalage: 'KY', isGame: 'VASSALAGE', gameCode: 'ky' },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'KY games' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(api.calls.find((c) => c.endpointId === 'games.list')?.input.query).toMatchObject({ gameType: 'PVP', vassalage: 'KY' });

    await user.click(await within(dialog).findByRole('button', { name: /^Texas poker/ }));
    await waitFor(() => expect(host.navigations).toEqual(['/game?url=http%3A%2F%2Flocalhost%2Fdemo-games%2Fslot']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.endpointId === 'games.launch')?.input.query).toMatchObject({ nodeId: 31, vassalage: 'KY' });
    opener.remove();
  });

  it('closes the popup list with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const { host } = renderWithHost(<LobbyProviders />, {
      host: { member: TEST_MEMBER },
      handlers: { 'games.list': () => gamePage([]) },
    });
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    act(() => host.bus.emit('game:launch-requested', { game: { nodeId: 30, gameType: 'PVP', vassalage: 'KY', isGame: 'VASSALAGE' } }));
    const dialog = await screen.findByRole('dialog', { name: 'KY games' });
    expect(await within(dialog).findByText('There are no games here yet.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    opener.remove();
  });
});

describe('parseLaunchTarget', () => {
  it('keeps the known fields of a valid target and refuses malformed ones', () => {
    expect(parseLaunchTarget({ nodeId: 1, gameType: 'RNG', vassalage: 'PG', extra: 'x' })).toEqual({
      nodeId: 1,
      gameType: 'RNG',
      vassalage: 'PG',
    });
    expect(parseLaunchTarget({ nodeId: 1, gameType: 'RNG', vassalage: ' ' })).toBeNull();
    expect(parseLaunchTarget({ gameType: 'RNG', vassalage: 'PG' })).toBeNull();
    expect(parseLaunchTarget(null)).toBeNull();
  });
});
