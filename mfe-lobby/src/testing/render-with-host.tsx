import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { HostProvider } from 'shared-contracts/react';
import { createFakeHost, createStubApi, type FakeHostOptions, type StubHandler } from 'shared-contracts/testing';
import type { Game, VendorLane } from 'shared-contracts';

/** Shows the router's current location so tests can read what the page wrote to the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` inside a fake host and a MemoryRouter at `url` (as the shell would). */
export function renderWithHost(
  ui: ReactNode,
  options: { url?: string; handlers?: Record<string, StubHandler>; host?: FakeHostOptions } = {},
) {
  const api = createStubApi(options.handlers);
  const host = createFakeHost({ language: 'EN', ...options.host, api });
  const result = render(
    <HostProvider host={host}>
      <MemoryRouter initialEntries={[options.url ?? '/']}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </HostProvider>,
  );
  return { ...result, host, api };
}

/** Slots lanes as the platform sends them. */
export const TEST_LANES: VendorLane[] = [
  {
    title: 'Slots',
    gameType: 'RNG',
    gameClassify: [],
    cards: [
      { vassalage: 'PG', name: 'PG Soft', isHot: true },
      { vassalage: 'JL', name: 'JILI', isHot: false },
    ],
  },
  { title: 'Live', gameType: 'LIVE', gameClassify: [], cards: [{ vassalage: 'EVO', name: 'Evolution', isHot: false }] },
];

/** A game of the given vendor. */
export function testGame(nodeId: number, overrides: Partial<Game> = {}): Game {
  return {
    nodeId,
    gameName: `Game ${nodeId}`,
    gameType: 'RNG',
    vassalage: 'PG',
    gameCode: `code-${nodeId}`,
    showIcon: `/assets-api/icons/${nodeId}.png`,
    ...overrides,
  };
}

/** A games-list answer. */
export function gamePage(games: Game[], totalPages = 1, totalCount = games.length) {
  return { games, totalPages, totalCount };
}
