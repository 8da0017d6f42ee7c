import * as React from 'react';
import { init } from '@module-federation/enhanced/runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));

describe('the page’s federation runtime (ADR 0011)', () => {
  it('starts once, as the host, with its shared modules, its plugins and loaded-first sharing', async () => {
    await import('./federation-runtime');
    await import('./federation-runtime');
    expect(init).toHaveBeenCalledTimes(1);
    const options = jest.mocked(init).mock.calls[0]![0];
    expect(options).toMatchObject({ name: 'shell', remotes: [], shareStrategy: 'loaded-first' });
    expect(options.shared?.react).toMatchObject({ version: __WL_SHARED__.react?.version });
    expect(((options.shared?.react as { lib: () => unknown }).lib() as typeof React).useState).toBe(React.useState);
    // The shell's plugin (integrity, time-out, failure reports) and the one that publishes
    // runtime-core for remotes built with `externalRuntime`.
    expect(options.plugins?.map((plugin) => plugin.name)).toEqual(['shell-runtime-plugin', 'inject-external-runtime-core-plugin']);
  });
});
