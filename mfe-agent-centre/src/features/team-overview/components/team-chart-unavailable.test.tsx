import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_AGENT, createStubApi, failingExport as mockFailingExport } from 'shared-contracts/testing';
import { renderInHost } from '../../../testing/test-utils';
import { TeamOverview } from './team-overview';

// The chart's chunk fails once (a dropped connection): a thrown React.lazy used to replace the
// whole page through the centre's boundary, whose retry then failed again at once.
const mockFailures = { count: 1 };
jest.mock('./team-chart', () => mockFailingExport(jest.requireActual<object>('./team-chart'), 'default', mockFailures));

const answer = {
  teamSize: 6,
  directDownlines: 1,
  activeMembers: 4,
  newMembersToday: 1,
  teamBalance: 100,
  teamDeposit: 3000,
  teamWithdraw: 1000,
  teamValidBet: 45678.9,
  teamProfitLoss: -250.25,
  downlines: [{ account: 'member02', isAgent: 0, level: 1, registeredAt: Date.UTC(2026, 1, 1), balance: 1000 }],
};

it("says so in the chart's place when its code cannot load, keeps the figures and downlines, and draws it on Try again", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderInHost(<TeamOverview />, { member: TEST_AGENT, api: createStubApi({ 'agent.teamOverview': () => answer }) });
  const chart = await screen.findByRole('figure', { name: 'Team money: Today' });
  expect(await within(chart).findByRole('alert')).toHaveTextContent('This part could not be loaded. Check your connection and try again.');
  expect(screen.getByRole('table', { name: 'Direct downlines' })).toBeInTheDocument();
  await userEvent.click(within(chart).getByRole('button', { name: 'Try again' }));
  expect(await within(chart).findByRole('img', { name: /^Team deposits: \$3,000\.00; / })).toBeInTheDocument();
  warn.mockRestore();
});
