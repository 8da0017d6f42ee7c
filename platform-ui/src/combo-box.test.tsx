import './testing/dom-shims';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ComboBox } from './combo-box';
import { renderWithKit } from './testing/render-with-kit';

const COUNTRIES = [
  { value: '84', label: '+84 Vietnam', keywords: 'VN' },
  { value: '86', label: '+86 China', keywords: 'CN' },
  { value: '66', label: '+66 Thailand', keywords: 'TH' },
  { value: '62', label: '+62 Indonesia', keywords: 'ID' },
];

function Harness({ onChange = jest.fn() }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>('84');
  return (
    <>
      <ComboBox
        label="Country code"
        options={COUNTRIES}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button">Next field</button>
    </>
  );
}

function setup(onChange = jest.fn()) {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithKit(<Harness onChange={onChange} />);
  return { user, onChange, input: screen.getByRole('combobox', { name: 'Country code' }) };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('ComboBox', () => {
  it('shows the chosen label and opens its listbox on focus (ARIA 1.2 combobox)', async () => {
    const { user, input } = setup();
    expect(input).toHaveValue('+84 Vietnam');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // The list's code is its own chunk, fetched on the first open.
    const listbox = await screen.findByRole('listbox', { name: 'Country code' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    expect(within(listbox).getByRole('option', { name: '+84 Vietnam' })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option', { name: '+84 Vietnam' }).id);
    expect(input).toHaveFocus();
  });

  it('filters as one types (label or keywords), chooses with arrows and Enter', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.clear(input);
    await user.type(input, 'th');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['+66 Thailand']);
    await user.clear(input);
    await user.type(input, '+6');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('62');
    expect(input).toHaveValue('+62 Indonesia');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(await screen.findByRole('listbox')).toHaveTextContent('No matches');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('chooses with a click and keeps focus in the field', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: '+86 China' }));
    expect(onChange).toHaveBeenCalledWith('86');
    expect(input).toHaveFocus();
  });

  it('closes on Escape and restores the chosen label', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.type(input, 'xx');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('+84 Vietnam');
  });

  it('closes 200 ms after the field loses focus, not before', async () => {
    const { user, input } = setup();
    await user.click(input);
    await screen.findByRole('listbox');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next field' })).toHaveFocus();
    act(() => {
      jest.advanceTimersByTime(199);
    });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens with ArrowDown when closed', async () => {
    const { user, input } = setup();
    await user.click(input);
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });
});
