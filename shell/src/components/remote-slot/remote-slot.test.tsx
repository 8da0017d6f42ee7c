import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createFakeHost } from 'shared-contracts/testing';
import { configureRemotesForTests } from '../../federation/remotes-for-tests.fixture';
import { renderWithHost } from '../../testing/render-with-host';
import { clearRemoteComponents } from './remote-component-cache';
import { RemoteSlot } from './remote-slot';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../../federation/remote-loader', () => {
  const actual = jest.requireActual('../../federation/remote-loader');
  // No waiting between retries in tests; the retry count stays real.
  return { ...actual, loadRemoteModule: (pkg: never, key: string) => actual.loadRemoteModule(pkg, key, [0, 0]) };
});

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

function Lobby({ category }: { category: string }) {
  return <p>Lobby for {category}</p>;
}

beforeEach(() => {
  configureRemotesForTests();
  clearRemoteComponents();
  loadRemoteMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteSlot', () => {
  it('is typed by the contract: an unknown key, missing or wrong props do not compile', () => {
    // Compile-time checks (the typecheck of the test files fails if one of these compiles).
    const slots = [
      // @ts-expect-error: the lobby exposes no such key
      <RemoteSlot key="a" remote="mfe-lobby" exposed="Nope" />,
      // @ts-expect-error: CategoryLobby needs its category
      <RemoteSlot key="b" remote="mfe-lobby" exposed="CategoryLobby" />,
      // @ts-expect-error: not a category code
      <RemoteSlot key="c" remote="mfe-lobby" exposed="CategoryLobby" props={{ category: 'NOPE' }} />,
      // A page whose props are all optional may go without them.
      <RemoteSlot key="d" remote="mfe-promotions" exposed="PromotionsPage" />,
    ];
    expect(slots).toHaveLength(4);
  });

  it('loads <container>/<Key> and renders it with the props', async () => {
    loadRemoteMock.mockResolvedValue({ default: Lobby });
    renderWithHost(<RemoteSlot remote="mfe-lobby" exposed="CategoryLobby" props={{ category: 'RNG' }} />, createFakeHost());
    expect(await screen.findByText('Lobby for RNG')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_lobby/CategoryLobby');
  });

  it('shows the translated fallback after the retries fail, and Retry loads again', async () => {
    loadRemoteMock.mockRejectedValue(new Error('ScriptNetworkError'));
    const host = createFakeHost();
    const failures: unknown[] = [];
    host.bus.on('remote:failed', (payload) => failures.push(payload));
    renderWithHost(
      <>
        <RemoteSlot remote="mfe-promotions" exposed="PromotionsPage" />
        <button type="button">Elsewhere on the page</button>
      </>,
      host,
    );

    const fallback = await screen.findByTestId('remote-fallback-mfe-promotions');
    expect(fallback).toHaveTextContent('This part of the site is unavailable');
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
    expect(failures).toEqual([{ remote: 'mfe-promotions', error: 'ScriptNetworkError' }]);
    expect(screen.getByRole('button', { name: 'Elsewhere on the page' })).toBeEnabled();

    loadRemoteMock.mockResolvedValue({ default: () => <p>Promotions list</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Promotions list')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(4);
    expect(screen.queryByTestId('remote-fallback-mfe-promotions')).not.toBeInTheDocument();
  });

  it('shows an overlay’s fallback in a frame over the page, with Close, where the player acted (issue 49)', async () => {
    loadRemoteMock.mockRejectedValue(new Error('ScriptNetworkError'));
    const onClose = jest.fn();
    renderWithHost(
      <>
        <main>Page</main>
        <RemoteSlot remote="mfe-account" exposed="AccountModals" props={{ modal: 'login', onClose }} variant="overlay" />
        <footer>Footer</footer>
      </>,
      createFakeHost(),
    );
    const fallback = await screen.findByTestId('remote-fallback-mfe-account');
    expect(screen.getByTestId('remote-fallback-frame-mfe-account')).toContainElement(fallback);
    expect(fallback).toHaveRole('alert');
    await userEvent.click(within(fallback).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps a page’s fallback in the page, without a frame or Close', async () => {
    loadRemoteMock.mockRejectedValue(new Error('ScriptNetworkError'));
    renderWithHost(<RemoteSlot remote="mfe-promotions" exposed="PromotionsPage" />, createFakeHost());
    const fallback = await screen.findByTestId('remote-fallback-mfe-promotions');
    expect(screen.queryByTestId('remote-fallback-frame-mfe-promotions')).toBeNull();
    expect(within(fallback).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('contains a remote that throws while rendering', async () => {
    loadRemoteMock.mockResolvedValue({
      default: () => {
        throw new Error('render failure');
      },
    });
    renderWithHost(<RemoteSlot remote="mfe-lobby" exposed="GameFrame" />, createFakeHost());
    await waitFor(() => expect(screen.getByTestId('remote-fallback-mfe-lobby')).toBeInTheDocument());
  });

  it('loads each remote key once and reuses it', async () => {
    loadRemoteMock.mockResolvedValue({ default: Lobby });
    const host = createFakeHost();
    const { unmount } = renderWithHost(<RemoteSlot remote="mfe-lobby" exposed="CategoryLobby" props={{ category: 'LIVE' }} />, host);
    await screen.findByText('Lobby for LIVE');
    unmount();
    renderWithHost(<RemoteSlot remote="mfe-lobby" exposed="CategoryLobby" props={{ category: 'FISH' }} />, host);
    await screen.findByText('Lobby for FISH');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  describe('a slow remote (issue 14 item 4)', () => {
    afterEach(() => jest.useRealTimers());

    it('keeps loading up to the chunk time-out, saying the connection seems slow with Retry', async () => {
      jest.useFakeTimers();
      // The files of a slow CDN: the load settles only after 100 s.
      loadRemoteMock.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve({ default: Lobby }), 100_000)));
      renderWithHost(<RemoteSlot remote="mfe-lobby" exposed="CategoryLobby" props={{ category: 'RNG' }} />, createFakeHost());
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      expect(screen.queryByText('Still loading… your connection seems slow.')).toBeNull();

      await act(() => jest.advanceTimersByTimeAsync(6_000));
      expect(screen.getByRole('status')).toHaveTextContent('Still loading… your connection seems slow.');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(90_000));
      expect(screen.queryByTestId('remote-fallback-mfe-lobby')).toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(4_000));
      expect(screen.getByText('Lobby for RNG')).toBeInTheDocument();
      expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    });

    it('shows the failure panel when the time-out passes, without trying again', async () => {
      jest.useFakeTimers();
      loadRemoteMock.mockImplementation(
        () => new Promise((_, reject) => setTimeout(() => reject(new Error('ScriptExecutionError: timeout')), 120_000)),
      );
      renderWithHost(<RemoteSlot remote="mfe-lobby" exposed="GameFrame" />, createFakeHost());
      await act(() => jest.advanceTimersByTimeAsync(119_000));
      expect(screen.queryByTestId('remote-fallback-mfe-lobby')).toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      expect(screen.getByTestId('remote-fallback-mfe-lobby')).toHaveTextContent('This part of the site is unavailable');
      expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    });

    it('shows the failure panel at once when a file fails', async () => {
      loadRemoteMock.mockRejectedValue(new Error('ScriptNetworkError'));
      renderWithHost(<RemoteSlot remote="mfe-lobby" exposed="GameFrame" />, createFakeHost());
      expect(await screen.findByTestId('remote-fallback-mfe-lobby')).toBeInTheDocument();
      expect(screen.queryByText('Still loading… your connection seems slow.')).toBeNull();
    });

    it('Retry while slow starts the load again', async () => {
      jest.useFakeTimers();
      loadRemoteMock.mockImplementationOnce(() => new Promise(() => undefined));
      loadRemoteMock.mockResolvedValue({ default: Lobby });
      renderWithHost(<RemoteSlot remote="mfe-lobby" exposed="CategoryLobby" props={{ category: 'LIVE' }} />, createFakeHost());
      await act(() => jest.advanceTimersByTimeAsync(6_000));
      await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByText('Lobby for LIVE')).toBeInTheDocument();
      expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    });
  });
});
