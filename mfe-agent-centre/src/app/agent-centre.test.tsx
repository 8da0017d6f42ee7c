import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_AGENT, TEST_MEMBER, TEST_TRIAL, createStubApi } from 'shared-contracts/testing';
import { useOverviewPeriodStore } from '../features/team-overview/stores/period-store';
import { renderInHost } from '../lib/test-utils';
import { AgentCentre } from './agent-centre';

const MENU = [
  'Announcement',
  'Team overview',
  'Account centre',
  'Team management',
  'Team betting',
  'User profit and loss',
  'My income',
  'Downline transaction details',
];

function stubApi() {
  return createStubApi({
    'agent.teamOverview': () => ({
      teamSize: 3,
      directDownlines: 1,
      activeMembers: 1,
      newMembersToday: 0,
      teamBalance: 10,
      teamDeposit: 0,
      teamWithdraw: 0,
      teamValidBet: 0,
      teamProfitLoss: 0,
      downlines: [{ account: 'member02', isAgent: 0, level: 1, registeredAt: 0, balance: 10 }],
    }),
  });
}

function nav() {
  return screen.getByRole('navigation', { name: 'Agent centre pages' });
}

function current() {
  return within(nav())
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-current') === 'page')
    .map((button) => button.textContent);
}

beforeEach(() => useOverviewPeriodStore.setState({ period: 'today' }));

describe('AgentCentre', () => {
  it("is a modal dialog titled 'Agent' with the spec's entries in order (contract pages hidden)", () => {
    renderInHost(<AgentCentre onClose={jest.fn()} />, { member: TEST_AGENT, api: stubApi() });
    expect(screen.getByRole('dialog', { name: 'Agent' })).toHaveAttribute('aria-modal', 'true');
    expect(
      within(nav())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(MENU);
    expect(screen.queryByRole('button', { name: 'Dividend record' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Real-time salary' })).not.toBeInTheDocument();
  });

  it('opens on the team overview by default and shows its data', async () => {
    renderInHost(<AgentCentre onClose={jest.fn()} />, { member: TEST_AGENT, api: stubApi() });
    expect(current()).toEqual(['Team overview']);
    expect(screen.getByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Direct downlines' })).toBeInTheDocument();
  });

  it('opens on the page asked for, and falls back for unknown or hidden pages', () => {
    const { rerender } = renderInHost(<AgentCentre page="registerCenter" onClose={jest.fn()} />, { member: TEST_AGENT, api: stubApi() });
    expect(current()).toEqual(['Account centre']);
    expect(screen.getByTestId('section-unavailable')).toHaveTextContent('This section is not available yet: Account centre.');
    rerender(<AgentCentre page="agentHourSalary" onClose={jest.fn()} />);
    expect(current()).toEqual(['Team overview']);
    rerender(<AgentCentre page="whatever" onClose={jest.fn()} />);
    expect(current()).toEqual(['Team overview']);
  });

  it('switches page from the menu', async () => {
    const user = userEvent.setup();
    renderInHost(<AgentCentre onClose={jest.fn()} />, { member: TEST_AGENT, api: stubApi() });
    await user.click(within(nav()).getByRole('button', { name: 'My income' }));
    expect(current()).toEqual(['My income']);
    expect(screen.getByTestId('section-unavailable')).toHaveTextContent('My income');
  });

  it('closes on Escape, on the close control and on centre:close for the agent centre', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { host } = renderInHost(<AgentCentre onClose={onClose} />, { member: TEST_AGENT, api: stubApi() });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    act(() => host.bus.emit('centre:close', { centre: 'member' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    act(() => host.bus.emit('centre:close', { centre: 'agent' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['a regular member', TEST_MEMBER],
    ['a trial account', TEST_TRIAL],
  ])('shows "Non-agents cannot log in" to %s and asks nothing of the API', (_label, member) => {
    const api = stubApi();
    renderInHost(<AgentCentre onClose={jest.fn()} />, { member, api });
    expect(screen.getByRole('alert')).toHaveTextContent('Non-agents cannot log in.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
