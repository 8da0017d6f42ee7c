import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_AGENT, createStubApi } from 'shared-contracts/testing';
import { downline } from '../../../lib/test-fixtures';
import { loadedTable, renderInHost } from '../../../testing/test-utils';
import { DownlineTransactions } from './downline-transactions';
import { RevenueReport } from './revenue-report';
import { TeamBetting } from './team-betting';
import { TeamProfitLoss } from './team-profit-loss';

const team = () => ({
  list: [downline({ account: 'member02', isAgent: 0 }), downline({ id: 11, account: 'agent02' })],
  totalCount: 2,
  totalPages: 1,
});
const pl = (overrides: Record<string, number> = {}) => ({
  deposit: 100,
  withdraw: 20,
  betAmount: 300,
  validBet: 250,
  winAmount: 200,
  bonus: 5,
  rebate: 2.5,
  profit: -92.5,
  ...overrides,
});
const queries = (api: ReturnType<typeof createStubApi>, id: string) =>
  api.calls.filter((call) => call.endpointId === id).map((call) => call.input.query as Record<string, unknown>);

describe('TeamBetting', () => {
  it('asks for a downline, then shows its bets with totals, filtered by game type and date preset', async () => {
    const user = userEvent.setup();
    const api = createStubApi({
      'agent.downlines': team,
      'member.bettingRecords': () => ({
        list: [
          {
            id: 1,
            account: 'member02',
            nodeId: 5,
            gameName: 'Lucky Dragon',
            gameType: 'RNG',
            vassalage: 'PG',
            betAmount: 10,
            validBet: 10,
            winAmount: 25,
            profit: 15,
            betTime: Date.UTC(2026, 10, 20),
          },
        ],
        totalCount: 1,
        totalPages: 1,
        summary: { betAmount: 10, validBet: 10, winAmount: 25, profit: 15, count: 1 },
      }),
    });
    renderInHost(<TeamBetting />, { member: TEST_AGENT, api });
    expect(screen.getByText('Choose a downline to see its bets.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: 'member02' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Downline'), 'member02');
    const table = await loadedTable('Team betting');
    expect(within(table).getByText('Lucky Dragon')).toBeInTheDocument();
    const totals = within(table).getAllByRole('row').at(-1)!;
    expect(totals).toHaveTextContent('Total');
    expect(totals).toHaveTextContent('$25.00');
    await user.selectOptions(screen.getByLabelText('Game type'), 'LIVE');
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(queries(api, 'member.bettingRecords').at(-1)).toMatchObject({ account: 'member02', gameType: 'LIVE', pageNo: 1 }),
    );
    const last = queries(api, 'member.bettingRecords').at(-1)!;
    expect(Number(last.endTime) - Number(last.startTime)).toBeLessThan(86_400_000);
  });

  it('offers the next 7 and 30 days too, and its dates read as the language writes them (issue 49)', async () => {
    renderInHost(<TeamBetting />, { member: TEST_AGENT, api: createStubApi({ 'agent.downlines': team }) });
    const presets = screen.getByRole('group', { name: 'Quick ranges' });
    expect(within(presets).getByRole('button', { name: 'Next 7 days' })).toBeInTheDocument();
    expect(within(presets).getByRole('button', { name: 'Next 30 days' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('From')).toHaveAttribute('placeholder', 'mm/dd/yyyy');
  });
});

describe('TeamProfitLoss', () => {
  it('shows each member and the team total, filtered by downline', async () => {
    const user = userEvent.setup();
    const api = createStubApi({
      'agent.downlines': team,
      'agent.profitLoss': () => ({
        list: [{ account: 'member02', level: 1, ...pl() }],
        totalCount: 1,
        totalPages: 1,
        total: pl({ deposit: 400 }),
      }),
    });
    renderInHost(<TeamProfitLoss />, { member: TEST_AGENT, api });
    const table = await loadedTable('User profit and loss');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('-$92.50');
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('$400.00');
    await waitFor(() => expect(screen.getByRole('option', { name: 'agent02' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Downline'), 'agent02');
    await waitFor(() => expect(queries(api, 'agent.profitLoss').at(-1)).toMatchObject({ account: 'agent02' }));
  });

  it('says so when the period is empty', async () => {
    const api = createStubApi({
      'agent.downlines': team,
      'agent.profitLoss': () => ({ list: [], totalCount: 0, totalPages: 0, total: pl() }),
    });
    renderInHost(<TeamProfitLoss />, { member: TEST_AGENT, api });
    expect(await screen.findByText('No records in this period.')).toBeInTheDocument();
  });

  it('says what its profit counts and that the total covers every page (issue 49: $481 here, $351 in My income)', () => {
    renderInHost(<TeamProfitLoss />, {
      member: TEST_AGENT,
      api: createStubApi({ 'agent.downlines': team, 'agent.profitLoss': () => new Promise<never>(() => undefined) }),
    });
    expect(screen.getByText(/wins minus bets plus bonuses and rebates/)).toHaveTextContent('The total covers every page of the period');
  });
});

describe('RevenueReport', () => {
  it('shows the income per day with totals', async () => {
    const row = { teamValidBet: 1000, teamProfitLoss: -50, salary: 12, dividend: 0, income: 12 };
    const api = createStubApi({ 'agent.revenue': () => ({ list: [{ date: '2026-11-23', ...row }], total: { ...row, income: 12 } }) });
    renderInHost(<RevenueReport />, { member: TEST_AGENT, api });
    const table = await loadedTable('My income');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$1,000.00');
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('$12.00');
    expect(screen.getByText(/counts bets and wins only, without bonuses or rebates/)).toBeInTheDocument();
  });
});

describe('DownlineTransactions', () => {
  it('shows the team movements, filtered by kind, with the page total', async () => {
    const user = userEvent.setup();
    const api = createStubApi({
      'agent.downlines': team,
      'agent.downlineTransactions': () => ({
        list: [
          { id: 1, account: 'member02', kind: 'deposit', amount: 100, balanceAfter: 1100, createdAt: Date.UTC(2026, 10, 20) },
          { id: 2, account: 'member02', kind: 'bet', amount: -10.1, balanceAfter: 1089.9, createdAt: Date.UTC(2026, 10, 21) },
        ],
        totalCount: 2,
        totalPages: 1,
      }),
    });
    renderInHost(<DownlineTransactions />, { member: TEST_AGENT, api });
    const table = await loadedTable('Downline transaction details');
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('Page total');
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('$89.90');
    await user.selectOptions(screen.getByLabelText('Transaction type'), 'transfer');
    await waitFor(() => expect(queries(api, 'agent.downlineTransactions').at(-1)).toMatchObject({ kind: 'transfer' }));
  });

  it("says a downline's withdrawal that came back was refunded", async () => {
    const api = createStubApi({
      'agent.downlines': team,
      'agent.downlineTransactions': () => ({
        list: [
          { id: 3, account: 'member02', kind: 'withdraw', amount: 80, balanceAfter: 1080, createdAt: Date.UTC(2026, 10, 22) },
          { id: 2, account: 'member02', kind: 'withdraw', amount: -80, balanceAfter: 1000, createdAt: Date.UTC(2026, 10, 21) },
        ],
        totalCount: 2,
        totalPages: 1,
      }),
    });
    renderInHost(<DownlineTransactions />, { member: TEST_AGENT, api });
    const rows = within(await loadedTable('Downline transaction details')).getAllByRole('row');
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent(/^Withdrawal refunded$/);
    expect(within(rows[2]!).getAllByRole('cell')[2]).toHaveTextContent(/^Withdrawal$/);
  });
});
