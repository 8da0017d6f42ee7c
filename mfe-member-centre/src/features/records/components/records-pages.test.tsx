import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_MEMBER } from 'shared-contracts/testing';
import { createRecordingApi, never } from '../../../lib/test-api';
import { renderInHost } from '../../../testing/test-utils';
import { AccountRecordPage } from './account-record-page';
import { BettingRecordPage } from './betting-record-page';
import { BonusDetailsPage } from './bonus-details-page';
import { ProfitLossPage } from './profit-loss-page';

const T = Date.UTC(2026, 10, 20, 10, 30);
const BET = {
  id: 1,
  account: 'member01',
  nodeId: 5,
  gameName: 'Lucky Fortune',
  gameType: 'RNG',
  vassalage: 'PG',
  betAmount: 10,
  validBet: 10,
  winAmount: 25.5,
  profit: 15.5,
  betTime: T,
};
const BETS = {
  list: [BET],
  totalCount: 41,
  totalPages: 3,
  summary: { betAmount: 410, validBet: 400, winAmount: 380, profit: -30, count: 41 },
};
const EMPTY_BETS = { list: [], totalCount: 0, totalPages: 0, summary: { betAmount: 0, validBet: 0, winAmount: 0, profit: 0, count: 0 } };
const malformed = (id: string) => () => {
  throw new ApiError({ kind: 'malformed', endpointId: id });
};

function render(ui: React.ReactElement, handlers: Record<string, (input: { query?: unknown }) => unknown>) {
  const api = createRecordingApi(handlers);
  return { ...renderInHost(ui, { member: TEST_MEMBER, api }), api };
}

describe('BettingRecordPage', () => {
  it('shows a loading state first', () => {
    render(<BettingRecordPage />, { 'member.bettingRecords': never });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('shows bets with money in the brand currency, the totals row of the whole range and paging', async () => {
    const user = userEvent.setup();
    const { api } = render(<BettingRecordPage />, { 'member.bettingRecords': () => BETS });
    const row = await screen.findByRole('row', { name: /Lucky Fortune/ });
    const table = screen.getByRole('table', { name: 'Betting record' });
    expect(row).toHaveTextContent('Slots');
    expect(row).toHaveTextContent('$25.50');
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('-$30.00');
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('41 bets');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(api.calls.at(-1)?.input).toEqual({ query: expect.objectContaining({ pageNo: 2, pageSize: 20 }) });
  });

  it('writes the number of bets in the language’s format and fits the panel: category and vendor under the game', async () => {
    render(<BettingRecordPage />, {
      'member.bettingRecords': () => ({ ...BETS, totalCount: 1234, summary: { ...BETS.summary, count: 1234 } }),
    });
    const table = await screen.findByRole('table', { name: 'Betting record' });
    expect(await within(table).findByRole('row', { name: /Total/ })).toHaveTextContent('1,234 bets');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time', 'Game', 'Bet', 'Valid bet', 'Win', 'Profit / loss']);
    expect(within(table).getByRole('row', { name: /Lucky Fortune/ })).toHaveTextContent('Lucky FortuneSlots · PG');
  });

  it('filters by category and date preset, going back to page 1', async () => {
    const user = userEvent.setup();
    const { api } = render(<BettingRecordPage />, { 'member.bettingRecords': () => BETS });
    await screen.findByRole('row', { name: /Lucky Fortune/ });
    await user.selectOptions(screen.getByLabelText('Category'), 'LIVE');
    expect(api.calls.at(-1)?.input).toEqual({ query: expect.objectContaining({ gameType: 'LIVE', pageNo: 1 }) });
    await user.click(screen.getByRole('button', { name: 'Today' }));
    const query = (api.calls.at(-1)?.input as { query: { startTime: number; endTime: number } }).query;
    expect(query.endTime - query.startTime).toBe(86_400_000 - 1);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when there are no bets, and shows a translated error with retry', async () => {
    const user = userEvent.setup();
    let fail = false;
    render(<BettingRecordPage />, { 'member.bettingRecords': () => (fail ? malformed('member.bettingRecords')() : EMPTY_BETS) });
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server sent an answer we could not read');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
  });
});

describe('AccountRecordPage', () => {
  const NO_DEPOSITS = { list: [], totalCount: 0, totalPages: 0 };
  const renderAccount = (handlers: Record<string, (input: { query?: unknown }) => unknown>) =>
    render(<AccountRecordPage />, { 'member.depositRecords': () => NO_DEPOSITS, ...handlers });
  const ROWS = {
    list: [{ id: 9, kind: 'deposit', amount: 150, balanceAfter: 1150, createdAt: T, memo: 'deposit #3 via QR banking' }],
    totalPages: 1,
    totalCount: 1,
  };

  it('lists wallet movements by kind with the balance after each', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount({ 'member.transactions': () => ROWS });
    const row = await screen.findByRole('row', { name: /deposit #3/ });
    expect(row).toHaveTextContent('Deposit');
    expect(row).toHaveTextContent('$1,150.00');
    await user.selectOptions(screen.getByLabelText('Type'), 'withdraw');
    expect(api.calls.at(-1)?.input).toEqual({ query: expect.objectContaining({ kind: 'withdraw' }) });
  });

  it('says a withdrawal that came back was refunded (a credit under the withdrawal kind), and a withdrawal plainly', async () => {
    renderAccount({
      'member.transactions': () => ({
        list: [
          { id: 12, kind: 'withdraw', amount: 80, balanceAfter: 1080, createdAt: T, memo: 'refund of withdrawal #4' },
          { id: 11, kind: 'withdraw', amount: -80, balanceAfter: 1000, createdAt: T - 60_000, memo: 'withdrawal #4' },
        ],
        totalPages: 1,
        totalCount: 2,
      }),
    });
    const refund = await screen.findByRole('row', { name: /refund of withdrawal #4/ });
    expect(within(refund).getAllByRole('cell')[1]).toHaveTextContent(/^Withdrawal refunded/);
    expect(refund).toHaveTextContent('$80.00');
    const withdrawal = within(screen.getByRole('table', { name: 'Account record' })).getAllByRole('row')[2]!;
    expect(within(withdrawal).getAllByRole('cell')[1]).toHaveTextContent(/^Withdrawal(?! refunded)/);
    expect(withdrawal).toHaveTextContent('-$80.00');
  });

  it('has loading, empty and error states', async () => {
    const { unmount } = renderAccount({ 'member.transactions': never });
    expect(screen.getAllByText('Loading…')).toHaveLength(2);
    unmount();
    const second = renderAccount({ 'member.transactions': () => ({ list: [], totalPages: 0, totalCount: 0 }) });
    expect(await screen.findByText('No wallet movements in this period.')).toBeInTheDocument();
    second.unmount();
    renderAccount({ 'member.transactions': malformed('member.transactions') });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('reads the records again each time the page opens (a deposit approved meanwhile shows as approved)', async () => {
    let status = 'pending';
    const { unmount, rerender } = renderAccount({
      'member.transactions': () => ({ list: [], totalPages: 0, totalCount: 0 }),
      'member.depositRecords': () => ({
        list: [{ depositId: 3, channelId: 1, channelName: 'Local bank transfer', amount: 20, status, createdAt: T }],
        totalCount: 1,
        totalPages: 1,
      }),
    });
    expect(await screen.findByRole('row', { name: /#3/ })).toHaveTextContent('Pending');
    status = 'approved';
    rerender(<></>);
    rerender(<AccountRecordPage />);
    await waitFor(() => expect(screen.getByRole('row', { name: /#3/ })).toHaveTextContent('Approved'));
    unmount();
  });

  it('lists the deposit requests of the same range with their status (pending, approved, rejected)', async () => {
    const deposit = (depositId: number, status: string, extra = {}) => ({
      depositId,
      channelId: 1,
      channelName: 'Local bank transfer',
      amount: 150.25,
      status,
      createdAt: T,
      ...extra,
    });
    const { api } = renderAccount({
      'member.transactions': () => ({ list: [], totalPages: 0, totalCount: 0 }),
      'member.depositRecords': () => ({
        list: [deposit(3, 'pending'), deposit(2, 'approved'), deposit(1, 'rejected', { rejectReason: 'The payment was not received' })],
        totalCount: 3,
        totalPages: 1,
      }),
    });
    const table = await screen.findByRole('table', { name: 'Deposit requests' });
    expect(await within(table).findByRole('row', { name: /#3/ })).toHaveTextContent('Pending');
    expect(within(table).getByRole('row', { name: /#2/ })).toHaveTextContent('Approved');
    expect(within(table).getByRole('row', { name: /#1/ })).toHaveTextContent('RejectedThe payment was not received');
    expect(within(table).getByRole('row', { name: /#3/ })).toHaveTextContent('$150.25');
    const transactions = api.calls.find((c) => c.endpointId === 'member.transactions')?.input as {
      query: { startTime: number; endTime: number };
    };
    expect(api.calls.find((c) => c.endpointId === 'member.depositRecords')?.input).toEqual({
      query: expect.objectContaining({ startTime: transactions.query.startTime, endTime: transactions.query.endTime }),
    });
  });
});

describe('BonusDetailsPage', () => {
  it('lists credited bonuses with the total of the range', async () => {
    render(<BonusDetailsPage />, {
      'member.bonusDetails': () => ({
        list: [{ id: 1, kind: 'rebate', title: 'Weekly rebate', amount: 12.34, createdAt: T }],
        totalCount: 1,
        totalPages: 1,
        totalAmount: 99.99,
      }),
    });
    expect(await screen.findByRole('row', { name: /Weekly rebate/ })).toHaveTextContent('Rebate');
    expect(screen.getByRole('row', { name: /Total/ })).toHaveTextContent('$99.99');
  });

  it('has loading, empty and error states', async () => {
    const first = render(<BonusDetailsPage />, { 'member.bonusDetails': never });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    first.unmount();
    const second = render(<BonusDetailsPage />, {
      'member.bonusDetails': () => ({ list: [], totalCount: 0, totalPages: 0, totalAmount: 0 }),
    });
    expect(await screen.findByText('No bonuses in this period.')).toBeInTheDocument();
    second.unmount();
    render(<BonusDetailsPage />, { 'member.bonusDetails': malformed('member.bonusDetails') });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('ProfitLossPage', () => {
  const PL = {
    deposit: 500,
    withdraw: 100,
    betAmount: 300,
    validBet: 290,
    winAmount: 250,
    bonus: 10,
    rebate: 2.5,
    profit: -37.5,
    startTime: 0,
    endTime: 1,
    byGameType: [{ gameType: 'LIVE', betAmount: 300, winAmount: 250, profit: -50 }],
  };

  it('shows the period’s totals and the result per category', async () => {
    render(<ProfitLossPage />, { 'member.profitLoss': () => PL });
    expect(await screen.findByRole('row', { name: /Live casino/ })).toHaveTextContent('-$50.00');
    expect(screen.getByText('Deposits').nextElementSibling).toHaveTextContent('$500.00');
    expect(screen.getByText('Rebates').nextElementSibling).toHaveTextContent('$2.50');
  });

  it("totals its rows: the totals row is the sum of the categories, and the platform's result with bonuses and rebates is the summary's net result", async () => {
    render(<ProfitLossPage />, {
      'member.profitLoss': () => ({
        ...PL,
        byGameType: [
          { gameType: 'LIVE', betAmount: 200.1, winAmount: 150.2, profit: -49.9 },
          { gameType: 'RNG', betAmount: 99.9, winAmount: 99.8, profit: -0.1 },
        ],
      }),
    });
    const total = await screen.findByRole('row', { name: /^Total/ });
    const cells = within(total).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['$300.00', '$250.00', '-$50.00']);
    expect(screen.getByText('Net result (with bonuses and rebates)').nextElementSibling).toHaveTextContent('-$37.50');
  });

  it('has loading, empty and error states', async () => {
    const first = render(<ProfitLossPage />, { 'member.profitLoss': never });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    first.unmount();
    const second = render(<ProfitLossPage />, { 'member.profitLoss': () => ({ ...PL, byGameType: [] }) });
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
    second.unmount();
    render(<ProfitLossPage />, { 'member.profitLoss': malformed('member.profitLoss') });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
