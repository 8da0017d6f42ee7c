import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from 'platform-ui';
import { TEST_AGENT, createStubApi } from 'shared-contracts/testing';
import { contract, flagsValue } from '../../../lib/test-fixtures';
import { loadedTable, renderInHost } from '../../../testing/test-utils';
import { SettlementsPage } from './settlements-page';

const record = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  kind: 'DAILY_SALARY',
  periodStart: Date.UTC(2026, 10, 22),
  periodEnd: Date.UTC(2026, 10, 23),
  validBet: 5000,
  activeMembers: 3,
  rate: 1.2,
  amount: 60,
  status: 'paid',
  createdAt: Date.UTC(2026, 10, 23),
  ...overrides,
});

describe('SettlementsPage — salaries', () => {
  it.each([
    ['DAILY_SALARY', 'agent.dailySalary', 'query'],
    ['HOURLY_SALARY', 'agent.hourlySalary', 'body'],
  ] as const)('%s shows the contract terms and the settlements with the total paid', async (kind, endpoint, part) => {
    const unit = kind === 'DAILY_SALARY' ? 'day' : 'hour';
    const held = contract({
      kind,
      rate: 1.2,
      periodType: kind === 'DAILY_SALARY' ? 'daily' : 'hourly',
      minActiveMembers: 2,
      minProfitLoss: 750.5,
      minBetAmount: 90,
      betAmountUnit: unit,
    });
    const api = createStubApi({
      'member.consolidated': () => flagsValue({}, [held]),
      [endpoint]: () => ({ list: [record({ kind })], totalCount: 1, totalPages: 1, totalPaid: 60, contract: held }),
    });
    renderInHost(<SettlementsPage kind={kind} />, { member: TEST_AGENT, api });
    expect(await screen.findByText('Rate (%)', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Rate (%)', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1.2%');
    expect(screen.getByText('Period profit and loss', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$750.50');
    expect(screen.getByText('Bet amount', { selector: 'dt' }).nextElementSibling).toHaveTextContent(`$90.00 per ${unit}`);
    const table = await loadedTable('Settlements');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$60.00');
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('Total');
    expect(api.calls.find((call) => call.endpointId === endpoint)!.input[part]).toMatchObject({ pageNo: 1, pageSize: 20 });
  });

  it('says so when the agent holds no such contract', async () => {
    const api = createStubApi({
      'member.consolidated': () => flagsValue(),
      'agent.dailySalary': () => ({ list: [], totalCount: 0, totalPages: 0, totalPaid: 0, contract: null }),
    });
    renderInHost(<SettlementsPage kind="DAILY_SALARY" />, { member: TEST_AGENT, api });
    expect(await screen.findByText('You hold no contract of this kind.')).toBeInTheDocument();
    expect(screen.getByText('No records in this period.')).toBeInTheDocument();
  });

  it('real-time salary shows the next 5-minute settlement and reads again once it has passed', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T15:02:30Z') });
    try {
      const api = createStubApi({
        'member.consolidated': () => flagsValue(),
        'agent.realtimeSalary': () => ({
          list: [],
          totalCount: 0,
          totalPages: 0,
          totalPaid: 0,
          contract: contract({ kind: 'REALTIME_SALARY', rate: 0.2, periodType: 'realtime' }),
        }),
      });
      renderInHost(<SettlementsPage kind="REALTIME_SALARY" />, { member: TEST_AGENT, api });
      const next = { format: (time: number) => formatDateTime(time, 'EN') };
      expect(screen.getByText(/Next settlement/)).toHaveTextContent(`Next settlement: ${next.format(Date.parse('2026-11-24T15:05:00Z'))}.`);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      const reads = () => api.calls.filter((call) => call.endpointId === 'agent.realtimeSalary').length;
      expect(reads()).toBe(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(151_000);
      });
      expect(reads()).toBe(2);
      expect(screen.getByText(/Next settlement/)).toHaveTextContent(`Next settlement: ${next.format(Date.parse('2026-11-24T15:10:00Z'))}.`);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('SettlementsPage — dividend', () => {
  const dividend = (overrides: Record<string, unknown> = {}) => ({
    id: 5,
    periodType: 'monthly',
    periodStart: Date.UTC(2026, 9, 1),
    periodEnd: Date.UTC(2026, 9, 31),
    teamProfitLoss: -1000,
    validBet: 8000,
    activeMembers: 4,
    rate: 40,
    amount: 400,
    status: 'pending',
    ...overrides,
  });

  it('shows the dividend contract and its records, and requests a pending one once with an idempotency key', async () => {
    const user = userEvent.setup();
    let status = 'pending';
    const api = createStubApi({
      'member.consolidated': () => flagsValue({ divtypereq: 1 }, [contract({ kind: 'DIVIDEND', rate: 40 })]),
      'agent.dividendRecords': () => ({
        list: [dividend({ status })],
        totalCount: 1,
        totalPages: 1,
        totalPaid: status === 'paid' ? 400 : 0,
      }),
      'agent.dividendRequest': () => {
        status = 'paid';
        return { record: dividend({ status: 'paid' }), balance: 1400 };
      },
      // The whole wallet (main and game wallets) is what the header shows.
      'wallet.balance': () => ({ sumBalance: status === 'paid' ? 1450 : 1050 }),
    });
    const spy = jest.spyOn(api, 'call');
    const { host } = renderInHost(<SettlementsPage kind="DIVIDEND" />, { member: TEST_AGENT, api });
    const refreshes: (string | undefined)[] = [];
    const announced: number[] = [];
    host.bus.on('wallet:refresh-requested', ({ reason }) => refreshes.push(reason));
    host.bus.on('wallet:balance-changed', ({ sumBalance }) => announced.push(sumBalance));
    expect(await screen.findByText('40%', { selector: 'dd' })).toBeInTheDocument();
    const request = await screen.findByRole('button', { name: 'Request the dividend of $400.00' });
    // Four columns that fit the panel; the request sits under the status, with the figures it is based on.
    const table = screen.getByRole('table', { name: 'Settlements' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Period', 'Based on', 'Amount', 'Status']);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Team profit and loss: -$1,000.00Valid bet: $8,000.00Active members: 4Rate: 40%');
    expect(cells[3]).toContainElement(request);
    await user.click(request);
    expect(await screen.findByText('The dividend of $400.00 was paid. Your balance is now $1,400.00.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Request the dividend of $400.00' })).not.toBeInTheDocument());
    const calls = spy.mock.calls.filter(([endpoint]) => endpoint.id === 'agent.dividendRequest');
    expect(calls).toHaveLength(1);
    expect(calls[0]![1]).toEqual({ query: { recordId: 5 } });
    expect(calls[0]![2]).toEqual({ idempotencyKey: expect.any(String) });
    // The header follows the payout without a refresh: it is asked to reload, and the wallet read again is announced.
    expect(refreshes).toEqual(['agent-dividend']);
    await waitFor(() => expect(announced).toEqual([1450]));
  });
});

describe('SettlementsPage — salaries reach the header', () => {
  it('asks the header to reload its balance when a read shows paid salary (the platform pays a window when it is read)', async () => {
    const api = createStubApi({
      'member.consolidated': () => flagsValue({ dailysalreqtype: 1 }, [contract({ kind: 'DAILY_SALARY', rate: 1.2, periodType: 'daily' })]),
      'agent.dailySalary': () => ({ list: [record()], totalCount: 1, totalPages: 1, totalPaid: 60, contract: null }),
      'wallet.balance': () => ({ sumBalance: 1060 }),
    });
    const { host } = renderInHost(<SettlementsPage kind="DAILY_SALARY" />, { member: TEST_AGENT, api });
    const refreshes: (string | undefined)[] = [];
    const announced: number[] = [];
    host.bus.on('wallet:refresh-requested', ({ reason }) => refreshes.push(reason));
    host.bus.on('wallet:balance-changed', ({ sumBalance }) => announced.push(sumBalance));
    await loadedTable('Settlements');
    await waitFor(() => expect(announced).toEqual([1060]));
    expect(refreshes).toEqual(['agent-salary']);
  });

  it('asks nothing of the header when no salary was paid', async () => {
    const api = createStubApi({
      'member.consolidated': () => flagsValue({ dailysalreqtype: 1 }),
      'agent.dailySalary': () => ({
        list: [record({ status: 'pending', amount: 0 })],
        totalCount: 1,
        totalPages: 1,
        totalPaid: 0,
        contract: null,
      }),
    });
    const { host } = renderInHost(<SettlementsPage kind="DAILY_SALARY" />, { member: TEST_AGENT, api });
    const refreshes: unknown[] = [];
    host.bus.on('wallet:refresh-requested', (payload) => refreshes.push(payload));
    const table = await loadedTable('Settlements');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$0.00');
    expect(refreshes).toEqual([]);
  });
});
