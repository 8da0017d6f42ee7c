import * as monolith from './monolith-remote-loader';
import * as federated from './remote-loader';
import { setRemoteFailureReporter, type RemoteLoadFailure } from './failure-reporter';

// The monolith build's remotes (tooling/webpack/create-monolith-config.cjs generates this module).
const thingLoader = jest.fn<Promise<unknown>, []>();
jest.mock('virtual:wl-monolith-exposes', () => ({ MONOLITH_EXPOSES: { 'mfe-lobby': { HomeGames: () => thingLoader() } } }), {
  virtual: true,
});
jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));

// The build puts this module in place of remote-loader.ts: it must offer every export the shell
// imports from there, with compatible types (checked by the compiler here, and at run time below).
const sameShape: typeof federated = monolith;
void sameShape;

const failures: RemoteLoadFailure[] = [];
beforeEach(() => {
  thingLoader.mockReset();
  failures.length = 0;
  setRemoteFailureReporter((failure) => failures.push(failure));
});

describe('monolith remote loader', () => {
  it('has the exports of the federated loader', () => {
    expect(Object.keys(monolith).sort()).toEqual(Object.keys(federated).sort());
  });

  it("loads an expose from the build's own chunk", async () => {
    const module = { default: () => null };
    thingLoader.mockResolvedValue(module);
    await expect(monolith.loadRemoteModule('mfe-lobby', 'HomeGames')).resolves.toBe(module);
    expect(failures).toEqual([]);
  });

  it('tries a failed chunk again, as the federated loader does', async () => {
    const module = { default: () => null };
    thingLoader.mockRejectedValueOnce(new Error('Loading chunk 12 failed')).mockResolvedValue(module);
    await expect(monolith.loadRemoteModule('mfe-lobby', 'HomeGames', [0, 0])).resolves.toBe(module);
    expect(thingLoader).toHaveBeenCalledTimes(2);
    expect(failures).toEqual([]);
  });

  it('reports a load that fails every attempt once, and rejects with its error', async () => {
    thingLoader.mockRejectedValue(new Error('Loading chunk 12 failed'));
    await expect(monolith.loadRemoteModule('mfe-lobby', 'HomeGames', [0, 0])).rejects.toThrow('Loading chunk 12 failed');
    expect(thingLoader).toHaveBeenCalledTimes(3);
    expect(failures).toEqual([{ id: 'mfe_lobby/HomeGames', remote: 'mfe_lobby', error: 'Loading chunk 12 failed' }]);
  });

  it('refuses a key the build does not hold', async () => {
    await expect(monolith.loadRemoteModule('mfe-lobby', 'Nothing')).rejects.toThrow('mfe_lobby/Nothing is not part of this build');
  });

  it('plans no versions: nothing is overridden, so the override badge stays hidden', async () => {
    window.history.replaceState({}, '', '/?remotes=mfe-lobby@9.9.9');
    const snapshot = monolith.configureBrandRemotes({ id: 'default', remotes: {} as never, allowOverrides: true });
    monolith.planPinnedRemotes();
    expect(snapshot).toEqual({ overrides: {}, planned: {} });
    expect(monolith.getRemoteVersions()).toBe(snapshot);
    await expect(monolith.ensureRemotePlanned('mfe-lobby')).rejects.toThrow(/monolith/);
    window.history.replaceState({}, '', '/');
  });
});
