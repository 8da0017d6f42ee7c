import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { Money } from './money';
import { RecordsTable, type RecordsColumn } from './records-table';
import { renderWithKit } from './testing/render-with-kit';

interface Bet {
  id: string;
  game: string;
  stake: number;
}

const COLUMNS: RecordsColumn<Bet>[] = [
  { id: 'game', header: 'Game', cell: (bet) => bet.game },
  { id: 'stake', header: 'Stake', cell: (bet) => <Money amount={bet.stake} />, align: 'end' },
];
const BETS: Bet[] = [
  { id: 'b1', game: 'Dragon', stake: 10 },
  { id: 'b2', game: 'Tiger', stake: 2.5 },
];

describe('RecordsTable', () => {
  it('renders a named table with headers, rows and the totals row', () => {
    renderWithKit(
      <RecordsTable
        caption="Betting record"
        columns={COLUMNS}
        data={BETS}
        getRowId={(bet) => bet.id}
        totals={{ stake: <Money amount={12.5} /> }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Betting record' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Game', 'Stake']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Dragon', '$10.00']);
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('Total');
    expect(rows[3]).toHaveTextContent('$12.50');
  });

  it('shows a skeleton before the first data, then the empty text', () => {
    const { rerender } = renderWithKit(<RecordsTable caption="Bets" columns={COLUMNS} data={undefined} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(<RecordsTable caption="Bets" columns={COLUMNS} data={[]} totals={{ stake: 0 }} />);
    expect(screen.getByRole('table')).toHaveTextContent('No records found.');
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
  });

  it('shows a translated error with Retry', async () => {
    const onRetry = jest.fn();
    renderWithKit(
      <RecordsTable
        caption="Bets"
        columns={COLUMNS}
        data={undefined}
        error={new ApiError({ kind: 'timeout', endpointId: 'bets' })}
        onRetry={onRetry}
      />,
      { language: 'VI' },
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('bets');
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('pages with previous and next', async () => {
    const onPageChange = jest.fn();
    const { rerender } = renderWithKit(
      <RecordsTable caption="Bets" columns={COLUMNS} data={BETS} page={1} pageCount={3} onPageChange={onPageChange} />,
    );
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(<RecordsTable caption="Bets" columns={COLUMNS} data={BETS} page={3} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('has no pager for a single page, and a keyboard-scrollable frame', () => {
    renderWithKit(<RecordsTable caption="Bets" columns={COLUMNS} data={BETS} page={1} pageCount={1} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bets' })).toHaveAttribute('tabindex', '0');
  });

  describe('on a narrow panel (a phone), each record a card of label and value rows', () => {
    interface Bet4 {
      id: string;
      game: string;
      stake: number;
      win: number;
      time: string;
    }
    const WIDE: RecordsColumn<Bet4>[] = [
      { id: 'time', header: 'Time', cell: (bet) => bet.time },
      { id: 'game', header: 'Game', cell: (bet) => bet.game, primary: true },
      { id: 'stake', header: 'Stake', cell: (bet) => <Money amount={bet.stake} />, align: 'end' },
      { id: 'win', header: 'Win', cell: (bet) => <Money amount={bet.win} />, align: 'end' },
    ];

    it('labels every amount with its column (nothing is left to a sideways scroll) and heads the card with the primary column', () => {
      renderWithKit(
        <RecordsTable
          caption="Bets"
          columns={WIDE}
          data={[{ id: 'b1', game: 'Dragon', stake: 10, win: 0, time: '10:00' }]}
          totals={{ stake: <Money amount={10} />, win: <Money amount={0} /> }}
        />,
      );
      const [, row, totals] = screen.getAllByRole('row');
      const cells = within(row!).getAllByRole('cell');
      expect(cells.map((cell) => [cell.getAttribute('data-label'), cell.hasAttribute('data-primary')])).toEqual([
        ['Time', false],
        [null, true],
        ['Stake', false],
        ['Win', false],
      ]);
      // The labels are CSS (the cells' text stays the value alone), and the table keeps its roles.
      expect(cells.map((cell) => cell.textContent)).toEqual(['10:00', 'Dragon', '$10.00', '$0.00']);
      expect(within(totals!).getByRole('rowheader')).toHaveAttribute('data-primary');
      expect(
        within(totals!)
          .getAllByRole('cell')
          .map((cell) => cell.getAttribute('data-label')),
      ).toEqual([null, 'Stake', 'Win']);
    });

    it('takes the first column as the title when none is primary', () => {
      renderWithKit(<RecordsTable caption="Bets" columns={COLUMNS} data={BETS} />);
      const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
      expect(cells[0]).toHaveAttribute('data-primary');
      expect(cells[1]).toHaveAttribute('data-label', 'Stake');
    });
  });
});
