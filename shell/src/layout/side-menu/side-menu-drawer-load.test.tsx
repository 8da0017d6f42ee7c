import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from 'shared-contracts';
import { createFakeHost, createStubApi, testSystem } from 'shared-contracts/testing';
import { renderWithHost } from '../../testing/render-with-host';
import { setNarrowScreen } from '../../testing/narrow-screen';
import { Header } from '../header/header';
import { SideMenu } from './side-menu';

// Counts the loads of the drawer's module (the kit's Dialog), its own chunk in the build. A module
// loads once per test file: this file's only test sees it load (in side-menu-drawer.test.tsx,
// whichever test ran first would have loaded it; jest runs them in a shuffled order).
let mockDrawerModuleLoads = 0;
jest.mock('./side-menu-drawer', () => {
  mockDrawerModuleLoads += 1;
  return jest.requireActual<object>('./side-menu-drawer');
});

const lanes = [{ title: 'Slots', gameType: 'RNG', cards: [{ vassalage: 'PG', name: 'PG Soft' }] }];

describe('side menu below 1024 px (issue 15, issue 41)', () => {
  it("loads the drawer's code when the menu button is reached, not with the page", async () => {
    setNarrowScreen(true);
    renderWithHost(
      <>
        <Header />
        <SideMenu />
      </>,
      createFakeHost({ api: createStubApi({ [endpoints.gameVendors.id]: () => ({ data: { lanes } }) }), system: testSystem([]) }),
    );
    const opener = screen.getByRole('button', { name: 'Open the menu' });
    // The page has rendered (the side column's lanes are in: CSS hides it below 1024 px) and its
    // effects have run: no drawer code yet.
    await screen.findByRole('link', { name: 'Slots' });
    expect(mockDrawerModuleLoads).toBe(0);
    await userEvent.hover(opener);
    await waitFor(() => expect(mockDrawerModuleLoads).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });
});
