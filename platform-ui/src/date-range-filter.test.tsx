import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateRangeFilter } from './date-range-filter';
import type { DateRange } from './date-presets';
import { renderWithKit } from './testing/render-with-kit';

const NOW = new Date(2026, 10, 24, 15, 0);

function Harness({
  onChange,
  initial = { start: '2026-11-24', end: '2026-11-24' },
}: {
  onChange?: (range: DateRange) => void;
  initial?: DateRange;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangeFilter
      value={value}
      now={NOW}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('DateRangeFilter', () => {
  it('labels its inputs and presses the matching preset', () => {
    renderWithKit(<Harness />);
    const group = screen.getByRole('group', { name: 'Date range' });
    expect(within(group).getByLabelText('From')).toHaveValue('11/24/2026');
    expect(within(group).getByLabelText('To')).toHaveValue('11/24/2026');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('applies a preset', async () => {
    const onChange = jest.fn();
    renderWithKit(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-18', end: '2026-11-24' });
    expect(screen.getByLabelText('From')).toHaveValue('11/18/2026');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next 30 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-24', end: '2026-12-23' });
  });

  it('keeps the start before the end when either is typed', () => {
    const onChange = jest.fn();
    renderWithKit(<Harness onChange={onChange} initial={{ start: '2026-11-01', end: '2026-11-10' }} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '11/15/2026' } });
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-15', end: '2026-11-15' });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '11/12/2026' } });
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-12', end: '2026-11-12' });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '11/20/2026' } });
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-12', end: '2026-11-20' });
  });

  it("reads and is typed day first in TY, as the rows are written (issue 49: not the browser locale's month first)", async () => {
    const onChange = jest.fn();
    renderWithKit(<Harness onChange={onChange} initial={{ start: '2026-11-02', end: '2026-11-26' }} />, { language: 'TY' });
    const from = screen.getByLabelText('Từ ngày');
    expect(from).toHaveValue('02/11/2026');
    expect(from).toHaveAttribute('type', 'text');
    expect(from).toHaveAttribute('placeholder', 'nn/tt/nnnn');
    expect(screen.getByLabelText('Đến ngày')).toHaveValue('26/11/2026');
    await userEvent.clear(from);
    await userEvent.type(from, '5/11/2026');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-05', end: '2026-11-26' });
    await userEvent.tab();
    expect(from).toHaveValue('05/11/2026');
    await userEvent.clear(from);
    await userEvent.type(from, '31/02/2026');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    expect(from).toHaveValue('05/11/2026');
    expect(from).not.toHaveAttribute('aria-invalid');
  });

  it('offers the next 7 and 30 days (spec §9 "date picker presets")', () => {
    renderWithKit(<Harness />);
    expect(screen.getByRole('button', { name: 'Next 7 days' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next 30 days' })).toBeInTheDocument();
  });

  it('shows only the presets asked for, translated', () => {
    renderWithKit(<DateRangeFilter value={{ start: '', end: '' }} onChange={jest.fn()} presets={['last7', 'last30']} now={NOW} />, {
      language: 'TH',
    });
    const presets = screen.getByRole('group', { name: 'ช่วงเวลาด่วน' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['7 วันที่ผ่านมา', '30 วันที่ผ่านมา']);
  });
});
