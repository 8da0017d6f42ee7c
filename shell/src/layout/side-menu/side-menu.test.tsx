import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from 'shared-contracts';
import { createFakeHost, createStubApi } from 'shared-contracts/testing';
import { renderWithHost } from '../../testing/render-with-host';
import { useUiStore } from '../../stores/ui-store';
import { SideMenu } from './side-menu';

const lanes = [
  { title: 'Slots', gameType: 'RNG', cards: [{ vassalage: 'PG', name: 'PG Soft' }, { vassalage: 'JILI', name: 'JILI' }] },
  { title: 'Live', gameType: 'LIVE', cards: [{ vassalage: 'EVO', name: 'Evolution' }] },
  { title: 'Fish', gameType: 'FISH', cards: [] },
];

beforeEach(() => useUiStore.getState().reset());

describe('SideMenu', () => {
  it('lists home, the categories that have vendors, and promotions', async () => {
    const api = createStubApi({ [endpoints.gameVendors.id]: () => ({ data: { lanes } }) });
    renderWithHost(<SideMenu />, createFakeHost({ api }));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(nav).findByRole('link', { name: 'Live casino' })).toHaveAttribute('href', '/live');
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    expect(within(nav).queryByRole('link', { name: 'Fishing' })).not.toBeInTheDocument();
    expect(api.calls[0]?.input).toEqual({ query: { platform: 'html5-desktop', merchantCode: 'wl_test' } });
  });

  it('expands a category to its vendors linking to ?page=<vassalage>', async () => {
    const api = createStubApi({ [endpoints.gameVendors.id]: () => ({ data: { lanes } }) });
    renderWithHost(<SideMenu />, createFakeHost({ api }));
    const toggle = await screen.findByRole('button', { name: 'Slots' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'PG Soft' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'PG Soft' })).toHaveAttribute('href', '/rng?page=PG');
    expect(screen.getByRole('link', { name: 'JILI' })).toHaveAttribute('href', '/rng?page=JILI');
  });

  it('collapses', async () => {
    const api = createStubApi({ [endpoints.gameVendors.id]: () => ({ data: { lanes } }) });
    renderWithHost(<SideMenu />, createFakeHost({ api }));
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('shows a translated error with retry when the vendors cannot load', async () => {
    const api = createStubApi();
    renderWithHost(<SideMenu />, createFakeHost({ api }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal, please try again.');
    api.on(endpoints.gameVendors, () => ({ data: { lanes } }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Slots' })).toBeInTheDocument();
  });
});
