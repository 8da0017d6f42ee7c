import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_AGENT, TEST_MEMBER, TEST_TRIAL, createStubApi, type StubHandler } from 'shared-contracts/testing';
import { useOverviewPeriodStore } from '../features/team-overview/stores/period-store';
import { flagsValue, overviewValue } from '../lib/test-fixtures';
import { renderInHost } from '../testing/test-utils';
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

function stubApi(flags = flagsValue(), extra: Record<string, StubHandler> = {}) {
  return createStubApi({
    'member.consolidated': () => flags,
    'agent.teamOverview': () => overviewValue(),
    ...extra,
  });
}

function nav() {
  return screen.getByRole('navigation', { name: 'Agent centre pages' });
}

function menu() {
  return within(nav())
    .getAllByRole('button')
    .map((button) => button.textContent);
}

function current() {
  return within(nav())
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-current') === 'page')
    .map((button) => button.textContent);
}

beforeEach(() => {
  useOverviewPeriodStore.setState({ period: 'today' });
  window.history.replaceState(null, '', '/rng?page=PG');
});

describe('AgentCentre', () => {
  it("is a dialog titled 'Agent' with the spec's entries in order, the contract pages hidden without their flags", async () => {
    const api = stubApi();
    renderInHost(<AgentCentre onClose={jest.fn()} />, {
      member: TEST_AGENT,
      api,
    });
    expect(screen.getByRole('dialog', { name: 'Agent' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
    expect(menu()).toEqual(MENU);
    expect(api.calls.map((call) => call.endpointId)).toContain('member.consolidated');
  });

  it('marks its menu busy until the contract flags are in (the gated entries join it then)', async () => {
    let answer: (value: ReturnType<typeof flagsValue>) => void = () => undefined;
    const flags = new Promise<ReturnType<typeof flagsValue>>((resolve) => {
      answer = resolve;
    });
    renderInHost(<AgentCentre onClose={jest.fn()} />, {
      member: TEST_AGENT,
      api: createStubApi({ 'member.consolidated': () => flags, 'agent.teamOverview': () => overviewValue() }),
    });
    expect(nav()).toHaveAttribute('aria-busy', 'true');
    expect(menu()).toEqual(MENU);
    act(() => answer(flagsValue({ divtypereq: 1 })));
    expect(await within(nav()).findByRole('button', { name: 'Dividend record' })).toBeInTheDocument();
    expect(nav()).not.toHaveAttribute('aria-busy');
    expect(menu()).toEqual([...MENU, 'Dividend record']);
  });

  it('shows every contract page when all four flags apply, in spec order', async () => {
    renderInHost(<AgentCentre onClose={jest.fn()} />, {
      member: TEST_AGENT,
      api: stubApi(
        flagsValue({
          divtypereq: 1,
          dailysalreqtype: 1,
          contracthoursalreq: 1,
          realtimesalreqtype: 1,
        }),
      ),
    });
    expect(await within(nav()).findByRole('button', { name: 'Real-time salary' })).toBeInTheDocument();
    expect(menu()).toEqual([...MENU, 'Dividend record', 'Daily wages', 'Hourly salary', 'Real-time salary']);
  });

  it.each([
    ['divtypereq', 'Dividend record'],
    ['dailysalreqtype', 'Daily wages'],
    ['contracthoursalreq', 'Hourly salary'],
    ['realtimesalreqtype', 'Real-time salary'],
  ] as const)('%s alone shows only "%s"', async (flag, entry) => {
    renderInHost(<AgentCentre onClose={jest.fn()} />, {
      member: TEST_AGENT,
      api: stubApi(flagsValue({ [flag]: 1 })),
    });
    expect(await within(nav()).findByRole('button', { name: entry })).toBeInTheDocument();
    expect(menu()).toEqual([...MENU, entry]);
  });

  it('keeps ?centre=agent&centrePage=<page> in the URL (other parameters kept) and removes both on close', async () => {
    const user = userEvent.setup();
    const { host, unmount } = renderInHost(<AgentCentre onClose={jest.fn()} />, { member: TEST_AGENT, api: stubApi() });
    expect(host.navigations).toEqual(['/rng?page=PG&centre=agent&centrePage=agentTeamOverview']);
    window.history.replaceState(null, '', host.navigations.at(-1));
    await user.click(within(nav()).getByRole('button', { name: 'My income' }));
    expect(current()).toEqual(['My income']);
    expect(host.navigations.at(-1)).toBe('/rng?page=PG&centre=agent&centrePage=agentRevenueReport');
    window.history.replaceState(null, '', host.navigations.at(-1));
    unmount();
    expect(host.navigations.at(-1)).toBe('/rng?page=PG');
  });

  it('opens a gated page asked for by a deep link once its flag is known', async () => {
    const api = stubApi(flagsValue({ contracthoursalreq: 1 }), {
      'agent.hourlySalary': () => ({
        list: [],
        totalCount: 0,
        totalPages: 0,
        contract: null,
        totalPaid: 0,
      }),
    });
    const { host } = renderInHost(<AgentCentre page="agentHourSalary" onClose={jest.fn()} />, { member: TEST_AGENT, api });
    expect(await screen.findByRole('heading', { name: 'Hourly salary' })).toBeInTheDocument();
    expect(current()).toEqual(['Hourly salary']);
    expect(host.navigations).toEqual(['/rng?page=PG&centre=agent&centrePage=agentHourSalary']);
  });

  it('falls back to the team overview for a gated page whose flag is off, and for an unknown page', async () => {
    const { rerender, host } = renderInHost(<AgentCentre page="agentHourSalary" onClose={jest.fn()} />, {
      member: TEST_AGENT,
      api: stubApi(),
    });
    expect(await screen.findByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
    expect(current()).toEqual(['Team overview']);
    expect(host.navigations.at(-1)).toBe('/rng?page=PG&centre=agent&centrePage=agentTeamOverview');
    rerender(<AgentCentre page="whatever" onClose={jest.fn()} />);
    expect(current()).toEqual(['Team overview']);
    rerender(<AgentCentre page="registerCenter" onClose={jest.fn()} />);
    expect(current()).toEqual(['Account centre']);
  });

  it('closes on Escape, on the close control and on centre:close for the agent centre', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { host } = renderInHost(<AgentCentre onClose={onClose} />, {
      member: TEST_AGENT,
      api: stubApi(),
    });
    await screen.findByRole('heading', { name: 'Team overview' });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    act(() => host.bus.emit('centre:close', { centre: 'member' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    act(() => host.bus.emit('centre:close', { centre: 'agent' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('says when the contract flags cannot be read, with a retry that brings the contract pages back', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = stubApi(flagsValue(), {
      'member.consolidated': () => {
        if (fail) throw new ApiError({ kind: 'platform', endpointId: 'member.consolidated', errorCode: 'system.busy' });
        return flagsValue({ divtypereq: 1 });
      },
    });
    renderInHost(<AgentCentre onClose={jest.fn()} />, { member: TEST_AGENT, api });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your contract pages (dividend record and salaries) could not be loaded.');
    // The page itself still works.
    expect(screen.getByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
    expect(menu()).toEqual(MENU);
    fail = false;
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await within(nav()).findByRole('button', { name: 'Dividend record' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a contract page asked for while the flags cannot be read: its entry, title and URL stay, and it shows once they are', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = stubApi(flagsValue(), {
      'member.consolidated': () => {
        if (fail) throw new ApiError({ kind: 'platform', endpointId: 'member.consolidated', errorCode: 'system.busy' });
        return flagsValue({ dailysalreqtype: 1 });
      },
      'agent.dailySalary': () => ({ list: [], totalCount: 0, totalPages: 0, contract: null, totalPaid: 0 }),
    });
    const { host } = renderInHost(<AgentCentre page="agentDailyWages2" onClose={jest.fn()} />, { member: TEST_AGENT, api });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This page shows one of your contracts, and your contracts could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Daily wages', level: 3 })).toBeInTheDocument();
    expect(current()).toEqual(['Daily wages']);
    expect(host.navigations.at(-1)).toBe('/rng?page=PG&centre=agent&centrePage=agentDailyWages2');
    expect(host.navigations.some((address) => address.includes('agentTeamOverview'))).toBe(false);
    fail = false;
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Settlements' })).toBeInTheDocument();
    expect(current()).toEqual(['Daily wages']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "Non-agents cannot log in" to a regular member and asks nothing of the API', () => {
    const api = stubApi();
    renderInHost(<AgentCentre onClose={jest.fn()} />, { member: TEST_MEMBER, api });
    expect(screen.getByRole('alert')).toHaveTextContent('Non-agents cannot log in.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('tells a trial account it needs a real account (spec §5 login check) and asks nothing of the API', () => {
    const api = stubApi();
    renderInHost(<AgentCentre onClose={jest.fn()} />, { member: TEST_TRIAL, api });
    expect(screen.getByRole('alert')).toHaveTextContent('This feature needs a real account. Please register a real account.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
