// Defined in every app build by the shared webpack config (tooling/webpack/create-config.cjs).
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

/**
 * The host's shared modules with their versions and rules, by share key (ADR 0011; defined in the
 * host's build only: tooling/webpack/create-config.cjs hostSharedRules).
 */
declare const __WL_SHARED__: Record<string, { version: string; requiredVersion: string; singleton: boolean; strictVersion: boolean }>;

/** The federation runtime version the host provides to the remotes (host build only, ADR 0011). */
declare const __WL_FEDERATION_RUNTIME__: string;

/** The ES module build of the runtime plugin that publishes runtime-core for the remotes (host only). */
declare module 'wl-federation-runtime-core-provider' {
  import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
  export default function injectExternalRuntimeCorePlugin(): ModuleFederationRuntimePlugin;
}

/**
 * The ES module build of `@module-federation/webpack-bundler-runtime` the remotes' entries would
 * bundle (host only; shell/src/federation/remote-bundler-runtime.ts). Typed as far as the host uses it.
 */
declare module 'wl-federation-bundler-runtime' {
  import type * as Runtime from '@module-federation/enhanced/runtime';
  const federation: {
    runtime: typeof Runtime;
    instance: unknown;
    initOptions: unknown;
    bundlerRuntime: Record<string, unknown>;
    attachShareScopeMap: unknown;
    bundlerRuntimeOptions: Record<string, unknown>;
  };
  export default federation;
}

/**
 * zod/mini as the host provides it to remotes (host only; tooling/webpack/zod-mini-surface.mjs): the
 * `z` namespace with the functions the apps call. Typed as the whole namespace; shell's
 * shared-provides.test.ts checks the members against the remotes' code.
 */
declare module 'wl-zod-mini-surface' {
  export { z } from 'zod/mini';
}
