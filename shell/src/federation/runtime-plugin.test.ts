import { SPEC_CONSTANTS } from 'shared-contracts';
import { setRemoteFailureReporter, type RemoteLoadFailure } from './failure-reporter';
import { REFUSED_INTEGRITY, resetIntegrity, trustRelease } from './integrity';
import { CHUNK_LOAD_TIMEOUT_MS, shellRuntimePlugin } from './runtime-plugin';
import type * as RuntimePluginModule from './runtime-plugin';

const HASH = `sha384-${'d'.repeat(64)}`;

describe('shellRuntimePlugin', () => {
  it('uses the spec chunk-load timeout for remote entry scripts', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(SPEC_CONSTANTS.chunkLoadTimeoutMs);
    const plugin = shellRuntimePlugin();
    const result = plugin.createScript?.({
      url: 'http://localhost/registry/mfe-lobby/0.1.0/remoteEntry.js',
      attrs: { crossorigin: 'anonymous' },
    }) as {
      script: HTMLScriptElement;
      timeout: number;
    };
    expect(result.timeout).toBe(120_000);
    expect(result.script.src).toBe('http://localhost/registry/mfe-lobby/0.1.0/remoteEntry.js');
    expect(result.script.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('reports a failed load once (at onLoad) and returns no substitute module', async () => {
    const reports: RemoteLoadFailure[] = [];
    setRemoteFailureReporter((failure) => reports.push(failure));
    const plugin = shellRuntimePlugin();
    const base = { origin: {} as never, from: 'runtime' as const, error: new Error('boom') };
    expect(await plugin.errorLoadRemote?.({ ...base, id: '/registry/x/mf-manifest.json', lifecycle: 'afterResolve' })).toBeUndefined();
    expect(await plugin.errorLoadRemote?.({ ...base, id: 'mfe_lobby/CategoryLobby', lifecycle: 'onLoad' })).toBeUndefined();
    expect(reports).toEqual([{ id: 'mfe_lobby/CategoryLobby', remote: 'mfe_lobby', error: 'boom' }]);
  });

  it('gives registry scripts and preloads the release-record hash, and refuses files the record does not list', () => {
    trustRelease('/registry/mfe-lobby/0.2.0/', { 'remoteEntry.js': HASH, '12.abcd1234.js': HASH }, '/registry/');
    try {
      const plugin = shellRuntimePlugin();
      const entry = plugin.createScript?.({ url: 'http://localhost/registry/mfe-lobby/0.2.0/remoteEntry.js', attrs: {} }) as {
        script: HTMLScriptElement;
      };
      expect(entry.script.getAttribute('integrity')).toBe(HASH);
      expect(entry.script.getAttribute('crossorigin')).toBe('anonymous');
      const unlisted = plugin.createScript?.({ url: 'http://localhost/registry/mfe-lobby/0.2.0/injected.js', attrs: {} }) as {
        script: HTMLScriptElement;
      };
      expect(unlisted.script.getAttribute('integrity')).toBe(REFUSED_INTEGRITY);
      const outside = plugin.createScript?.({ url: 'http://localhost/vendor.js', attrs: {} }) as { script: HTMLScriptElement };
      expect(outside.script.hasAttribute('integrity')).toBe(false);
      const link = plugin.createLink?.({
        url: '/registry/mfe-lobby/0.2.0/12.abcd1234.js',
        attrs: { rel: 'preload', as: 'script' },
      }) as HTMLLinkElement;
      expect(link.getAttribute('integrity')).toBe(HASH);
      expect(link.getAttribute('rel')).toBe('preload');
      expect(plugin.createLink?.({ url: '/other.css', attrs: { rel: 'stylesheet' } })).toBeUndefined();
    } finally {
      resetIntegrity();
    }
  });
});

describe('the remote entries under Trusted Types (issue 49.7)', () => {
  afterEach(() => {
    delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
    jest.resetModules();
  });

  it("makes a script URL through the wl-federation policy, for the page's own origin only", () => {
    const made: string[] = [];
    (globalThis as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy: (name: string, rules: { createScriptURL(input: string): string }) => ({
        createScriptURL: (input: string) => {
          const url = rules.createScriptURL(input);
          made.push(`${name}:${url}`);
          return url;
        },
      }),
    };
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { trustedScriptUrl } = require('./runtime-plugin') as typeof RuntimePluginModule;
      expect(trustedScriptUrl('/registry/mfe-lobby/1.0.0/remoteEntry.js')).toBe('http://localhost/registry/mfe-lobby/1.0.0/remoteEntry.js');
      expect(made).toEqual(['wl-federation:http://localhost/registry/mfe-lobby/1.0.0/remoteEntry.js']);
      // The tests run outside production: another origin is what a dev server's would be, so it is taken.
      expect(trustedScriptUrl('http://localhost:3001/remoteEntry.js')).toBe('http://localhost:3001/remoteEntry.js');
      expect(() => trustedScriptUrl('javascript:alert(1)')).toThrow(/not allowed/);
    });
  });

  it('gives the plain address where the browser has no Trusted Types', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { trustedScriptUrl } = require('./runtime-plugin') as typeof RuntimePluginModule;
      expect(trustedScriptUrl('/registry/x.js')).toBe('/registry/x.js');
    });
  });
});
