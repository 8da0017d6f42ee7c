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
