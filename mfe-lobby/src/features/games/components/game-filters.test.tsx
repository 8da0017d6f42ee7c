import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../testing/preload-translations';
import { GameFilters, NO_FILTERS, parseFilters } from './game-filters';

describe('GameFilters', () => {
  it('holds the classification place, disabled with only "All", while the classifications load', () => {
    render(<GameFilters values={NO_FILTERS} onChange={() => {}} classifications={null} showMinBet={false} showLines={false} />);
    const select = screen.getByRole('combobox');
    expect(select).toBeDisabled();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('offers the loaded classifications, and hides the select when the category has none', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = render(
      <GameFilters values={NO_FILTERS} onChange={onChange} classifications={['SLOT', 'FISH']} showMinBet showLines={false} />,
    );
    const select = screen.getByRole('combobox');
    expect(select).toBeEnabled();
    await user.selectOptions(select, 'FISH');
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, classify: 'FISH' });

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
