import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import fc from 'fast-check';
import { TEST_MEMBER, TEST_TRIAL, createFakeHost } from 'shared-contracts/testing';
import { clearRemoteComponents } from '../components/remote-slot/remote-component-cache';
import { configureRemotesForTests } from '../federation/remotes-for-tests.fixture';
import { useUiStore } from '../stores/ui-store';
import { renderWithHost } from '../testing/render-with-host';
import { CentreDeepLinks, parseCentreDeepLink } from './centre-deep-link';
import { Overlays } from './overlays';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => {
  useUiStore.getState().reset();
  configureRemotesForTests();
  clearRemoteComponents();
  loadRemoteMock.mockImplementation(
    async (id: string) =>
      ({
        default: ({ page }: { page?: string }) => (
          <p>
            remote {id} on {page ?? 'default'}
          </p>
        ),
      }) as never,
  );
});

describe('parseCentreDeepLink', () => {
  it('reads any address as no link, or a known centre with a short identifier for its page', () => {
    const value = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom(
        'member',
        'agent',
        'Member',
        ' member',
        'member\u0000',
        'javascript:alert(1)',
        '../admin',
        'depositv2',
        '<img src=x onerror=alert(1)>',
      ),
    );
    fc.assert(
      fc.property(value, value, fc.string({ maxLength: 20 }), (centre, page, rest) => {
        const search = `?${new URLSearchParams([
          ['centre', centre],
          ['centrePage', page],
          ['x', rest],
        ]).toString()}`;
        const link = parseCentreDeepLink(search);
        if (link === null) return;
        expect(['member', 'agent']).toContain(link.centre);
        if (link.page !== undefined) expect(link.page).toMatch(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/);
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['?centre=member&centrePage=depositv2', { centre: 'member', page: 'depositv2' }],
    ['?centre=agent&centrePage=teamOverview&x=1', { centre: 'agent', page: 'teamOverview' }],
    ['?centre=member', { centre: 'member' }],
    ['?centre=member&centrePage=%3Cscript%3E', { centre: 'member' }],
    ['?centre=admin&centrePage=x', null],
    ['?centrePage=depositv2', null],
    ['', null],
  ])('%s → %j', (search, expected) => {
    expect(parseCentreDeepLink(search)).toEqual(expected);
  });
});

describe('centre deep links', () => {
  it('opens the member centre on the linked page for a member', async () => {
    const host = createFakeHost({ member: TEST_MEMBER });
    renderWithHost(
      <>
        <Overlays />
        <CentreDeepLinks />
      </>,
      host,
      { route: '/rng?centre=member&centrePage=depositv2' },
    );
    expect(useUiStore.getState().centre).toEqual({ centre: 'member', page: 'depositv2' });
    expect(await screen.findByText('remote mfe_member_centre/MemberCentre on depositv2')).toBeInTheDocument();
  });

  it('goes through the access gate: a guest gets the login modal, then the centre once logged in', () => {
    const host = createFakeHost();
    renderWithHost(
      <>
        <Overlays />
        <CentreDeepLinks />
      </>,
      host,
      { route: '/?centre=member&centrePage=withdraw' },
    );
    expect(useUiStore.getState().account).toEqual({ modal: 'login' });
    expect(useUiStore.getState().centre).toBeNull();
    act(() => host.setSession({ status: 'authenticated', token: 'test-token', member: TEST_MEMBER }));
    expect(useUiStore.getState().centre).toEqual({ centre: 'member', page: 'withdraw' });
  });

  it('warns a trial account instead of opening', async () => {
    const host = createFakeHost({ member: TEST_TRIAL });
    renderWithHost(
      <>
        <Overlays />
        <CentreDeepLinks />
      </>,
      host,
      { route: '/?centre=member&centrePage=depositv2' },
    );
    expect(useUiStore.getState().centre).toBeNull();
    expect(await screen.findByRole('alertdialog', { name: 'Real account needed' })).toBeInTheDocument();
  });

  it('waits while the session is restoring, and emits once', () => {
    const host = createFakeHost();
    host.setSession({ status: 'loading', token: 'stored' });
    const opened: unknown[] = [];
    host.bus.on('centre:open', (payload) => opened.push(payload));
    renderWithHost(<CentreDeepLinks />, host, { route: '/?centre=agent&centrePage=teamOverview' });
    expect(opened).toEqual([]);
    act(() => host.setSession({ status: 'authenticated', member: TEST_MEMBER }));
    expect(opened).toEqual([{ centre: 'agent', page: 'teamOverview' }]);
    act(() => host.setSession({ member: { ...TEST_MEMBER } }));
    expect(opened).toHaveLength(1);
  });

  it('leaves the open centre on its page when the address it wrote itself is read back late', () => {
    // The member moved on to another page while the router was still rendering the address the
    // centre had written for its first page: reading it back must not send the centre back there.
    const host = createFakeHost({ member: TEST_MEMBER });
    useUiStore.getState().openCentre({ centre: 'member', page: 'bonusDetails' });
    const opened: unknown[] = [];
    host.bus.on('centre:open', (payload) => opened.push(payload));
    renderWithHost(<CentreDeepLinks />, host, { route: '/?centre=member&centrePage=account' });
    expect(opened).toEqual([]);
    expect(useUiStore.getState().centre).toEqual({ centre: 'member', page: 'bonusDetails' });
  });

  it('opens the other centre from a link while one is open', () => {
    const host = createFakeHost({ member: TEST_MEMBER });
    useUiStore.getState().openCentre({ centre: 'member' });
    const opened: unknown[] = [];
    host.bus.on('centre:open', (payload) => opened.push(payload));
    renderWithHost(<CentreDeepLinks />, host, { route: '/?centre=agent&centrePage=teamOverview' });
    expect(opened).toEqual([{ centre: 'agent', page: 'teamOverview' }]);
  });

  it('does nothing without a deep link', () => {
    const host = createFakeHost({ member: TEST_MEMBER });
    const opened: unknown[] = [];
    host.bus.on('centre:open', (payload) => opened.push(payload));
    renderWithHost(<CentreDeepLinks />, host, { route: '/rng?page=PG' });
    expect(opened).toEqual([]);
  });
});
