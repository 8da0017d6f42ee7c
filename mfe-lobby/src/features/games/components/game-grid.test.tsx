import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { Game } from 'shared-contracts';
import { LobbyProviders } from '../../../testing/lobby-providers';
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

  it('reads no layout while scrolling, and moves its rows only when a row has been scrolled past', async () => {
    const games = Array.from({ length: 700 }, (_, i) => testGame(i + 1));
    const vendorName = (code: string) => code;
    renderWithHost(
      <LobbyProviders>
        <GameGrid games={games} vendorName={vendorName} onLaunch={jest.fn()} />
      </LobbyProviders>,
    );
    expect(await screen.findByRole('button', { name: /^Game 1 / })).toBeInTheDocument();
    const firstRow = () => screen.getAllByTestId('game-grid-row')[0];
    const rowBefore = firstRow();

    // Every layout read jsdom knows, watched while the page scrolls.
    const reads: string[] = [];
    const watched: [object, string][] = [
      [Element.prototype, 'clientWidth'],
      [Element.prototype, 'clientHeight'],
      [Element.prototype, 'scrollHeight'],
      [Element.prototype, 'scrollTop'],
      [HTMLElement.prototype, 'offsetTop'],
      [HTMLElement.prototype, 'offsetHeight'],
      [HTMLElement.prototype, 'offsetWidth'],
    ];
    const spies = [
      jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => {
        reads.push('getBoundingClientRect');
        return new DOMRect();
      }),
      ...watched
        .filter(([target, name]) => Object.getOwnPropertyDescriptor(target, name)?.get)
        .map(([target, name]) =>
          jest.spyOn(target as HTMLElement, name as 'clientWidth', 'get').mockImplementation(() => {
            reads.push(name);
            return 0;
          }),
        ),
    ];
    try {
      // A few pixels: the same rows, the same elements.
      act(() => window.scrollTo(0, 30));
      expect(firstRow()).toBe(rowBefore);
      // Far down: other rows.
      act(() => window.scrollTo(0, 20_000));
      await waitFor(() => expect(screen.queryByRole('button', { name: /^Game 1 / })).not.toBeInTheDocument());
      expect(firstRow()).not.toBe(rowBefore);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(reads).toEqual([]);
  });

  it('gives each icon its size before it loads, lazy loading and off-thread decoding (issue 19.4)', async () => {
    renderWithHost(
      <LobbyProviders>
        <GameGrid games={[testGame(1)]} vendorName={(code) => code} onLaunch={jest.fn()} />
      </LobbyProviders>,
    );
    const card = await screen.findByRole('button', { name: /^Game 1/ });
    const icon = card.querySelector('img');
    expect(icon).toHaveAttribute('width', '132');
    expect(icon).toHaveAttribute('height', '132');
    expect(icon).toHaveAttribute('loading', 'lazy');
    expect(icon).toHaveAttribute('decoding', 'async');
  });

  it('keeps a row’s element when games are added below it and when the list above is replaced', async () => {
    const vendorName = (code: string) => code;
    const onLaunch = jest.fn();
    const first = Array.from({ length: 14 }, (_, i) => testGame(i + 1));
    let setGames: (games: Game[]) => void = () => undefined;
    function Harness() {
      const [games, set] = useState<Game[]>(first);
      setGames = set;
      return <GameGrid games={games} vendorName={vendorName} onLaunch={onLaunch} />;
    }
    renderWithHost(
      <LobbyProviders>
        <Harness />
      </LobbyProviders>,
    );
    const rowOf = (name: RegExp) => screen.getByRole('button', { name }).closest('[data-testid="game-grid-row"]');
    await screen.findByRole('button', { name: /^Game 8 / });
    const row = rowOf(/^Game 8 /);
    const firstRow = rowOf(/^Game 1 /);
    act(() => setGames([...first, ...Array.from({ length: 14 }, (_, i) => testGame(i + 15))]));
    expect(await screen.findByRole('button', { name: /^Game 15 / })).toBeInTheDocument();
    expect(rowOf(/^Game 8 /)).toBe(row);
    // Another answer: a row that starts with another game is a new row; the others stay.
    act(() => setGames([testGame(99), ...first.slice(1)]));
    expect(await screen.findByRole('button', { name: /^Game 99 / })).toBeInTheDocument();
    expect(rowOf(/^Game 99 /)).not.toBe(firstRow);
    expect(rowOf(/^Game 8 /)).toBe(row);
  });
});
