import { act, screen } from '@testing-library/react';
import type { Game } from 'shared-contracts';
import { LobbyProviders } from '../../../app/lobby-providers';
import { renderWithHost, testGame } from '../../../testing/render-with-host';
import { GameGrid } from './game-grid';

/** A game whose name counts how often a card reads it (once per render of its card). */
function countingGame(nodeId: number): { game: Game; reads: () => number } {
  let reads = 0;
  const game = { ...testGame(nodeId) };
  Object.defineProperty(game, 'gameName', {
    enumerable: true,
    get: () => {
      reads += 1;
      return `Counted ${nodeId}`;
    },
  });
  return { game, reads: () => reads };
}

describe('GameGrid', () => {
  afterEach(() => {
    jest.useRealTimers();
    window.scrollTo(0, 0);
  });

  it('does not render a card again when the grid re-renders on scroll', async () => {
    jest.useFakeTimers();
    const counted = countingGame(1);
    const games = [counted.game, ...Array.from({ length: 199 }, (_, i) => testGame(i + 2))];
    const onLaunch = jest.fn();
    const vendorName = (code: string) => code;
    renderWithHost(
      <LobbyProviders>
        <GameGrid games={games} vendorName={vendorName} onLaunch={onLaunch} />
      </LobbyProviders>,
    );
    expect(await screen.findByRole('button', { name: /^Counted 1/ })).toBeInTheDocument();
    const readsBefore = counted.reads();

    // A small scroll keeps the first row in the DOM but makes the virtualiser re-render the grid.
    act(() => window.scrollTo(0, 40));
    act(() => void jest.advanceTimersByTime(500));
    act(() => window.scrollTo(0, 80));
    act(() => void jest.advanceTimersByTime(500));

    expect(screen.getByRole('button', { name: /^Counted 1/ })).toBeInTheDocument();
    expect(counted.reads()).toBe(readsBefore);
  });
});
