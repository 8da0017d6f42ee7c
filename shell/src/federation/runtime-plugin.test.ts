import { SPEC_CONSTANTS } from 'shared-contracts';
import { setRemoteFailureReporter, type RemoteLoadFailure } from './failure-reporter';
import { CHUNK_LOAD_TIMEOUT_MS, shellRuntimePlugin } from './runtime-plugin';

describe('shellRuntimePlugin', () => {
  it('uses the spec chunk-load timeout for remote entry scripts', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(SPEC_CONSTANTS.chunkLoadTimeoutMs);
    const plugin = shellRuntimePlugin();
    const result = plugin.createScript?.({ url: 'http://localhost/registry/mfe-lobby/0.1.0/remoteEntry.js', attrs: { crossorigin: 'anonymous' } }) as {
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
});
