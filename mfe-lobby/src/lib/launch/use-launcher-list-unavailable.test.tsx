import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_MEMBER, failingExport as mockFailingExport } from 'shared-contracts/testing';
import { LobbyProviders } from '../../testing/lobby-providers';
import { gamePage, renderWithHost } from '../../testing/render-with-host';

// The popup list's chunk fails once (a dropped connection): a thrown React.lazy used to reach the
// lobby's error boundary, and kept failing after it.
const mockFailures = { count: 1 };
jest.mock('./vendor-games-dialog', () =>
  mockFailingExport(jest.requireActual<object>('./vendor-games-dialog'), 'VendorGamesDialog', mockFailures),
);

it("says so in the launch status when a vassalage vendor's popup list cannot load, and opens it at the next choice", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { host } = renderWithHost(
    <>
      <p>the lobby</p>
      <LobbyProviders />
    </>,
    { host: { member: TEST_MEMBER }, handlers: { 'games.list': () => gamePage([]) } },
  );
  const request = { game: { nodeId: 30, gameType: 'PVP', vassalage: 'KY', isGame: 'VASSALAGE' } } as const;
  act(() => host.bus.emit('game:launch-requested', request));
  expect(await screen.findByText(/This part could not be loaded. Check your connection and try again./)).toBeInTheDocument();
  expect(screen.getByText('the lobby')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => host.bus.emit('game:launch-requested', request));
  expect(await screen.findByRole('dialog', { name: 'KY games' })).toBeInTheDocument();
  expect(screen.queryByText(/This part could not be loaded/)).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  warn.mockRestore();
});
