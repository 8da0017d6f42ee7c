import { ApiError, createPlatformEventBus, endpoints, type PlatformEventBus } from 'shared-contracts';
import { TEST_AGENT, createStubApi, type StubApi } from 'shared-contracts/testing';
import { createSession } from './session-store';

function setup() {
  const api: StubApi = createStubApi({ [endpoints.memberInfo.id]: () => TEST_AGENT, [endpoints.logout.id]: () => null });
  const bus: PlatformEventBus = createPlatformEventBus();
  const events: [string, unknown][] = [];
  bus.on('auth:logged-in', (payload) => events.push(['auth:logged-in', payload]));
  bus.on('auth:logged-out', (payload) => events.push(['auth:logged-out', payload]));
  const session = createSession({ getApi: () => api, bus, merchantCode: 'wl_demo' });
  return { api, bus, events, session };
}

beforeEach(() => sessionStorage.clear());

describe('session store', () => {
  it('stores the token and member under the spec keys after signIn', async () => {
    const { session, events } = setup();
    expect(sessionStorage.getItem('merchant')).toBe('wl_demo');
    const signing = session.signIn('tok-1');
    expect(session.getSnapshot()).toEqual({ status: 'loading', token: 'tok-1', member: null });
    await signing;
    expect(session.getSnapshot().status).toBe('authenticated');
    expect(session.getSnapshot().member?.account).toBe('agent01');
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(sessionStorage.getItem('account')).toBe('agent01');
    expect(sessionStorage.getItem('customerId')).toBe('502001');
    expect(sessionStorage.getItem('isAgent')).toBe('1');
    expect(sessionStorage.getItem('memberLabel')).toBe('[]');
    expect(sessionStorage.getItem('merchantCode')).toBe('wl_demo');
    expect(events).toEqual([['auth:logged-in', { account: 'agent01' }]]);
  });

  it('signOut(user) calls logout, clears sessionStorage but keeps the merchant keys', async () => {
    const { session, api, events } = setup();
    await session.signIn('tok-1');
    sessionStorage.setItem('gameVendor', 'cached');
    await session.signOut('user');
    expect(api.calls.map((call) => call.endpointId)).toEqual(['member.info', 'auth.logout']);
    expect(session.getSnapshot()).toEqual({ status: 'anonymous', token: null, member: null });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('account')).toBeNull();
    expect(sessionStorage.getItem('gameVendor')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('wl_demo');
    expect(sessionStorage.getItem('merchantCode')).toBe('wl_demo');
    expect(events.at(-1)).toEqual(['auth:logged-out', { reason: 'user' }]);
  });

  it('signs out locally even when the logout call fails; expired does not call logout', async () => {
    const { session, api } = setup();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.on(endpoints.logout, () => {
      throw new ApiError({ kind: 'network', endpointId: 'auth.logout' });
    });
    await session.signIn('tok-1');
    await session.signOut('user');
    expect(session.getSnapshot().status).toBe('anonymous');

    await session.signIn('tok-2');
    await session.signOut('expired');
    expect(api.calls.filter((call) => call.endpointId === 'auth.logout')).toHaveLength(1);
  });

  it('restores a stored session on start', async () => {
    sessionStorage.setItem('token', 'stored');
    const { session } = setup();
    expect(session.getSnapshot().token).toBe('stored');
    await session.restore();
    expect(session.getSnapshot()).toMatchObject({ status: 'authenticated', token: 'stored' });
  });
});

describe('session store: only a session end discards the token (issue 14 item 1)', () => {
  const failures: [string, () => never][] = [
    [
      'HTTP 500',
      () => {
        throw new ApiError({ kind: 'http', endpointId: 'member.info', status: 500 });
      },
    ],
    [
      'a time-out',
      () => {
        throw new ApiError({ kind: 'timeout', endpointId: 'member.info' });
      },
    ],
    [
      'a malformed answer',
      () => {
        throw new ApiError({ kind: 'malformed', endpointId: 'member.info', status: 200 });
      },
    ],
    [
      'success:false',
      () => {
        throw new ApiError({ kind: 'platform', endpointId: 'member.info', status: 200, errorCode: 'fault.injected' });
      },
    ],
  ];

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.useRealTimers());

  it.each(failures)('keeps the session when member info fails with %s, and retries by itself', async (_name, fail) => {
    jest.useFakeTimers();
    const { session, api, events } = setup();
    api.on(endpoints.memberInfo, fail);
    await session.signIn('tok-1');
    expect(session.getSnapshot()).toEqual({ status: 'authenticated', token: 'tok-1', member: null });
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(session.memberLoad.getState()).toMatchObject({ isFailed: true, isLoading: false });
    expect(events).toEqual([]);

    // The platform recovers: the scheduled retry loads the member and announces the login.
    api.on(endpoints.memberInfo, () => TEST_AGENT);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(session.getSnapshot()).toMatchObject({ status: 'authenticated', token: 'tok-1', member: { account: 'agent01' } });
    expect(session.memberLoad.getState().isFailed).toBe(false);
    expect(events).toEqual([['auth:logged-in', { account: 'agent01' }]]);
  });

  it('keeps a restored session when member info fails, and Retry loads it', async () => {
    sessionStorage.setItem('token', 'stored');
    const { session, api } = setup();
    api.on(endpoints.memberInfo, failures[0]![1]);
    await session.restore();
    expect(session.getSnapshot()).toMatchObject({ status: 'authenticated', token: 'stored', member: null });
    api.on(endpoints.memberInfo, () => TEST_AGENT);
    await session.retryMember();
    expect(session.getSnapshot().member?.account).toBe('agent01');
  });

  it.each([
    ['a 401', new ApiError({ kind: 'unauthorized', endpointId: 'member.info', status: 401 })],
    ['the not-logged-in code', new ApiError({ kind: 'platform', endpointId: 'member.info', status: 200, errorCode: 'login.not.session' })],
  ])('ends the session on %s, once, saying why', async (_name, error) => {
    const { session, api, bus, events } = setup();
    const expired: unknown[] = [];
    bus.on('auth:session-expired', (payload) => expired.push(payload));
    api.on(endpoints.memberInfo, () => {
      throw error;
    });
    await expect(session.signIn('tok-1')).rejects.toBe(error);
    expect(session.getSnapshot()).toEqual({ status: 'anonymous', token: null, member: null });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(events).toEqual([['auth:logged-out', { reason: 'expired' }]]);
    // A second call failing for the same (ended) session says nothing more.
    session.expire('wallet.balance', 'tok-1');
    expect(expired).toEqual([{ endpointId: 'member.info' }]);
  });

  it('a late 401 for an old token does not end a newer session', async () => {
    const { session } = setup();
    await session.signIn('tok-2');
    session.expire('wallet.balance', 'tok-1');
    expect(session.getSnapshot().token).toBe('tok-2');
  });

  it('stops retrying after sign-out', async () => {
    jest.useFakeTimers();
    const { session, api } = setup();
    api.on(endpoints.memberInfo, failures[0]![1]);
    await session.signIn('tok-1');
    await session.signOut('user');
    const calls = api.calls.length;
    await jest.advanceTimersByTimeAsync(120_000);
    expect(api.calls.length).toBe(calls);
  });
});
