import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { HostProvider } from 'shared-contracts/react';
import { createFakeHost, createStubApi } from 'shared-contracts/testing';
import '../../../testing/preload-translations';
import { LobbyProviders } from '../../../testing/lobby-providers';
import { GameFilters, NO_FILTERS, parseFilters } from './game-filters';

/** The lobby's own providers (its i18n instance), as the category lobby renders the filters. */
function wrapper({ children }: { children?: ReactNode }) {
  return (
    <HostProvider host={createFakeHost({ language: 'EN', api: createStubApi() })}>
      <LobbyProviders>{children}</LobbyProviders>
    </HostProvider>
  );
}

describe('GameFilters', () => {
  it('holds the classification place, disabled with only "All", while the classifications load', () => {
    render(<GameFilters values={NO_FILTERS} onChange={() => {}} classifications={null} showMinBet={false} showLines={false} />, {
      wrapper,
    });
    const select = screen.getByRole('combobox', { name: 'Game type' });
    expect(select).toBeDisabled();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All types']);
  });

  it('offers the loaded classifications, and hides the select when the category has none', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = render(
      <GameFilters values={NO_FILTERS} onChange={onChange} classifications={['SC', 'VP']} showMinBet showLines={false} />,
      { wrapper },
    );
    const select = screen.getByRole('combobox');
    expect(select).toBeEnabled();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All types', 'Scratch cards', 'Video poker']);
    await user.selectOptions(select, 'Video poker');
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, classify: 'VP' });

    rerender(<GameFilters values={NO_FILTERS} onChange={onChange} classifications={[]} showMinBet showLines={false} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton')).toBeInTheDocument();

    rerender(<GameFilters values={NO_FILTERS} onChange={onChange} classifications={[]} showMinBet={false} showLines={false} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('sends only valid numbers to the list call', () => {
    expect(parseFilters({ classify: 'SLOT', minBet: '0.5', lines: '20' })).toEqual({ gameClassify: 'SLOT', minBet: 0.5, minLineNum: 20 });
    expect(parseFilters({ classify: '', minBet: 'x', lines: '2.5' })).toEqual({});
  });
});
