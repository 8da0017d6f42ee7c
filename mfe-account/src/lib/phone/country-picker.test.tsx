import { act, fireEvent, screen, within } from '@testing-library/react';
import { createFakeHost } from 'shared-contracts/testing';
import { renderWithHost } from '../../testing/render-with-host';
import { CountryPicker } from './country-picker';

const COUNTRIES = [
  { countryCode: 'VN', countryDialingCode: '84', countryName: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '66', countryName: 'Thailand' },
  { countryCode: 'ID', countryDialingCode: '62', countryName: 'Indonesia' },
];

function setup(props: { value?: string; visitorCountry?: string } = {}) {
  const onChange = jest.fn();
  renderWithHost(<CountryPicker countries={COUNTRIES} label="Mobile number" onChange={onChange} {...props} />);
  return { onChange, combobox: screen.getByRole('combobox', { name: 'Country code of Mobile number' }) };
}

afterEach(() => jest.useRealTimers());

describe('CountryPicker', () => {
  it('starts on the supplied code when listed and emits it', () => {
    const { onChange, combobox } = setup({ value: '66', visitorCountry: 'VN' });
    expect(combobox).toHaveValue('+66');
    expect(onChange).toHaveBeenCalledWith('66', COUNTRIES[1]);
  });

  it("otherwise starts on the visitor's country code", () => {
    const { onChange, combobox } = setup({ value: '999', visitorCountry: 'ID' });
    expect(combobox).toHaveValue('+62');
    expect(onChange).toHaveBeenCalledWith('62', COUNTRIES[2]);
  });

  it('opens on focus and closes 200 ms after blur', async () => {
    jest.useFakeTimers();
    const { combobox } = setup();
    act(() => combobox.focus());
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    // The list's code loads on the first open (platform-ui's combo-box-list chunk).
    expect(await screen.findByRole('listbox')).toBeVisible();
    act(() => combobox.blur());
    act(() => jest.advanceTimersByTime(199));
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('is keyboard-navigable and emits the chosen code on change', async () => {
    const { onChange, combobox } = setup({ visitorCountry: 'VN' });
    onChange.mockClear();
    act(() => combobox.focus());
    await screen.findByRole('listbox');
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(combobox).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]?.id);
    fireEvent.keyDown(combobox, { key: 'End' });
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('62', COUNTRIES[2]);
    expect(combobox).toHaveValue('+62');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(combobox, { key: 'Escape' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters by a typed country name and chooses with Enter', async () => {
    const { onChange, combobox } = setup({ visitorCountry: 'VN' });
    onChange.mockClear();
    act(() => combobox.focus());
    await screen.findByRole('listbox');
    fireEvent.change(combobox, { target: { value: 'thai' } });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('66', COUNTRIES[1]);
    expect(combobox).toHaveValue('+66');
  });

  it('chooses with a click', async () => {
    const { onChange, combobox } = setup();
    act(() => combobox.focus());
    fireEvent.click(await screen.findByRole('option', { name: /\+66/ }));
    expect(onChange).toHaveBeenLastCalledWith('66', COUNTRIES[1]);
  });

  // Issue 14.13: country names in the player's language, the server's name as fallback.
  it.each([
    ['TY', 'vi'],
    ['CN', 'zh-CN'],
    ['EN', 'en'],
  ])('names the countries with Intl.DisplayNames in the player’s language (%s)', async (language, tag) => {
    const countries = [...COUNTRIES, { countryCode: 'AA', countryDialingCode: '999', countryName: 'Testland' }];
    renderWithHost(<CountryPicker countries={countries} label="Mobile number" onChange={jest.fn()} />, createFakeHost({ language }));
    act(() => screen.getByRole('combobox').focus());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    const vietnam = new Intl.DisplayNames([tag], { type: 'region' }).of('VN')!;
    expect(options[0]).toHaveTextContent(vietnam);
    if (language !== 'EN') expect(options[0]).not.toHaveTextContent('Vietnam');
    expect(options[3]).toHaveTextContent('Testland');
  });
});
