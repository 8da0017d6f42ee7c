import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from 'shared-contracts';
import { createFakeHost, createStubApi, testSystem } from 'shared-contracts/testing';
import { renderWithHost } from '../../testing/render-with-host';
import { useUiStore } from '../../stores/ui-store';
import { setNarrowScreen } from '../../testing/narrow-screen';
import { Header } from '../header/header';
import { SideMenu } from './side-menu';

const lanes = [{ title: 'Slots', gameType: 'RNG', cards: [{ vassalage: 'PG', name: 'PG Soft' }] }];

function renderShell() {
  const api = createStubApi({ [endpoints.gameVendors.id]: () => ({ data: { lanes } }) });
  return renderWithHost(
    <>
      <Header />
      <SideMenu />
    </>,
    createFakeHost({ api, system: testSystem([]) }),
  );
}

const original = window.matchMedia;
beforeEach(() => useUiStore.getState().reset());
afterEach(() => {
  window.matchMedia = original;
});

describe('side menu below 1024 px (issue 15)', () => {
  it('is a drawer closed by default, opened from the header menu button, closed by Escape and by navigation', async () => {
    setNarrowScreen(true);
    renderShell();
    // The page's HTML is the same at every width (the edge renders it): below 1024 px CSS hides the
    // side column and the header's theme switch (see the style rules below), and no drawer is open.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('side-menu')).toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Open the menu' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    // Focus moves into the drawer (Radix: its first control).
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(await within(await screen.findByRole('dialog')).findByRole('link', { name: 'Slots' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is the usual side column with its collapse button from 1024 px, where the menu button opens no drawer', async () => {
    setNarrowScreen(false);
    renderShell();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // jsdom applies no media query: the widths' rules are read from the style sheets themselves (the
  // journeys at 390 and 1366 px see them applied).
  it('hides the side column below 1024 px and the header menu button from 1024 px, in CSS (issue 47)', () => {
    const css = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8').replace(/\s+/g, ' ');
    expect(css('side-menu.module.css')).toContain('@media (max-width: 1023.98px) { .side { display: none; } }');
    const header = css('../header/header.module.css');
    expect(header).toContain('@media (min-width: 1024px) { .menuButton { display: none; } }');
    expect(header).toMatch(/@media \(max-width: 1023\.98px\) \{[^@]*\.wideControls, \.balanceAction, \.wideOnly \{ display: none; \}/);
  });
});
