import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The runtime-core provider plugin as the shell's tests see it (jest.config.cjs maps
 * `wl-federation-runtime-core-provider` here): the tests mock the federation runtime, so loading the
 * real runtime-core behind the plugin would only slow each test file's first remote.
 */
export default function injectExternalRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return { name: 'inject-external-runtime-core-plugin' };
}
