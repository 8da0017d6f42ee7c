import federation from 'wl-federation-bundler-runtime';
import { publishRemoteBundlerRuntime, REMOTE_BUNDLER_RUNTIME_GLOBAL, remoteBundlerRuntime } from './remote-bundler-runtime';

// What a production remote's entry imports in place of its own bundler runtime (create-config.cjs).
const REMOTE_SIDE = '../../../tooling/webpack/remote-bundler-runtime.mjs';

type Federation = ReturnType<typeof remoteBundlerRuntime>;

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[REMOTE_BUNDLER_RUNTIME_GLOBAL];
  jest.resetModules();
});

describe('the bundler runtime the host ships for every remote', () => {
  it('gives each remote entry an object of its own over the one bundler runtime', async () => {
    publishRemoteBundlerRuntime();
    const first = ((await import(REMOTE_SIDE)) as { default: Federation }).default;
    jest.resetModules();
    const second = ((await import(REMOTE_SIDE)) as { default: Federation }).default;

    expect(first).not.toBe(second);
    expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
    expect(first.instance).toBeUndefined();
    // The functions are the page's one copy.
    expect(first.bundlerRuntime).toBe(federation.bundlerRuntime);
    expect(first.attachShareScopeMap).toBe(federation.attachShareScopeMap);
  });

  it('starts a remote’s instance without taking the host’s place in the runtime', () => {
    const { runtime } = federation;
    const host = runtime.init({ name: 'shell_under_test', remotes: [] });
    const remote = remoteBundlerRuntime().runtime.init({ name: 'mfe_under_test', remotes: [] });

    expect(remote.options.name).toBe('mfe_under_test');
    expect(remote).not.toBe(host);
    // The host's own loadRemote and getInstance still act on the host's instance.
    expect(runtime.getInstance()).toBe(host);
    // A second start of the same container finds its instance.
    expect(remoteBundlerRuntime().runtime.init({ name: 'mfe_under_test', remotes: [] })).toBe(remote);
  });

  it('tells a remote loaded without the shell what is missing', async () => {
    await expect(import(REMOTE_SIDE)).rejects.toThrow(/__WL_FEDERATION_BUNDLER_RUNTIME__ is not set/);
  });
});
