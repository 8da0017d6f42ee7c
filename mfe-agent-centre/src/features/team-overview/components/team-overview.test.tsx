import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_AGENT, createStubApi } from 'shared-contracts/testing';
import { renderInHost } from '../../../testing/test-utils';
import { useOverviewPeriodStore } from '../stores/period-store';
import { TeamOverview } from './team-overview';

function overview(overrides: Record<string, unknown> = {}) {
  return {
    teamSize: 6,
    directDownlines: 5,
    activeMembers: 4,
    newMembersToday: 1,
    teamBalance: 12500.5,
    teamDeposit: 3000,
    teamWithdraw: 1000,
    teamValidBet: 45678.9,
    teamProfitLoss: -250.25,
    downlines: [
      { account: 'agent02', isAgent: 2, level: 1, registeredAt: Date.UTC(2026, 0, 15), balance: 500 },
      { account: 'member02', isAgent: 0, level: 1, registeredAt: Date.UTC(2026, 1, 1), balance: 1000 },
    ],
    ...overrides,
  };
}

function figure(name: string) {
  return screen.getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

beforeEach(() => useOverviewPeriodStore.setState({ period: 'today' }));

describe('TeamOverview', () => {
  it("renders the period's figures with the currency symbol and the direct downlines", async () => {
    const api = createStubApi({ 'agent.teamOverview': () => overview() });
    renderInHost(<TeamOverview />, { member: TEST_AGENT, api });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Team size')).toBeInTheDocument();
    expect(figure('Team size')).toHaveTextContent('6');
    expect(figure('Direct downlines')).toHaveTextContent('5');
    expect(figure('Team balance')).toHaveTextContent('$12,500.50');
    expect(figure('Valid bets')).toHaveTextContent('$45,678.90');
    expect(figure('Team profit and loss')).toHaveTextContent('-$250.25');
    expect(api.calls).toEqual([{ endpointId: 'agent.teamOverview', input: { query: { period: 'today' } } }]);

    const table = screen.getByRole('table', { name: 'Direct downlines' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent('agent02');
    expect(rows[1]).toHaveTextContent('Agent');
    expect(rows[1]).toHaveTextContent('$500.00');
    expect(within(rows[2]!).getAllByRole('cell')[0]).toHaveTextContent('member02');
    expect(rows[2]).toHaveTextContent('Member');
    expect(within(table).getByRole('columnheader', { name: 'Balance' })).toBeInTheDocument();
  });

  it('draws the money figures of the period as a chart (loaded lazily)', async () => {
    const api = createStubApi({ 'agent.teamOverview': () => overview() });
    renderInHost(<TeamOverview />, { member: TEST_AGENT, api });
    const chart = await screen.findByRole('figure', { name: 'Team money: Today' });
    // One bar per money figure but the balance, each value in the chart's text summary; a loss is
    // drawn below the zero line in the danger colour.
    const drawing = await within(chart).findByRole('img', { name: /^Team deposits: \$3,000\.00; / });
    expect(drawing).toHaveAccessibleName(/Team profit and loss: -\$250\.25$/);
    expect(drawing).not.toHaveAccessibleName(/Team balance/);
    const bars = drawing.querySelectorAll('rect.visx-bar');
    expect(bars).toHaveLength(4);
    expect([...bars].map((bar) => bar.getAttribute('fill'))).toEqual([
      'var(--color-primary, #3b5bdb)',
      'var(--color-primary, #3b5bdb)',
      'var(--color-primary, #3b5bdb)',
      'var(--color-danger, #c92a2a)',
    ]);
  });

  it('refetches when the period changes', async () => {
    const user = userEvent.setup();
    const api = createStubApi({
      'agent.teamOverview': ({ query }) => overview({ teamSize: (query as { period: string }).period === 'week' ? 42 : 6 }),
    });
    renderInHost(<TeamOverview />, { member: TEST_AGENT, api });
    expect(await screen.findByText('Team size')).toBeInTheDocument();
    expect(figure('Team size')).toHaveTextContent('6');
    const group = screen.getByRole('group', { name: 'Period' });
    expect(within(group).getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(group).getByRole('button', { name: 'This week' }));
    expect(within(group).getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText('42');
    expect(api.calls.map((call) => call.input.query)).toEqual([{ period: 'today' }, { period: 'week' }]);
  });

  it('says so when there are no direct downlines', async () => {
    const api = createStubApi({ 'agent.teamOverview': () => overview({ downlines: [] }) });
    renderInHost(<TeamOverview />, { member: TEST_AGENT, api });
    expect(await screen.findByText('No direct downlines yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message when the call fails, and retries", async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = createStubApi({
      'agent.teamOverview': () => {
        if (fail)
          throw new ApiError({
            kind: 'platform',
            endpointId: 'agent.teamOverview',
            errorCode: 'member.not.agent',
            serverMessage: 'Non-agents cannot log in',
          });
        return overview();
      },
    });
    renderInHost(<TeamOverview />, { member: TEST_AGENT, api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-agents cannot log in');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Direct downlines' })).toBeInTheDocument();
  });

  it('shows the translated generic message when the failure has no server message', async () => {
    const api = createStubApi({
      'agent.teamOverview': () => {
        throw new ApiError({ kind: 'unauthorized', endpointId: 'agent.teamOverview', status: 401 });
      },
    });
    renderInHost(<TeamOverview />, { member: TEST_AGENT, api });
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not logged in. Please log in.');
  });
});
