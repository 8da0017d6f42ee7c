import federation from 'wl-federation-bundler-runtime';

// The webpack bundler runtime of Module Federation, shipped once by the host for every remote
// (issue 19 item 3, ADR 0011). A remote's entry starts its container with this object: its
// functions read and write the container's own `__webpack_require__.federation` (instance, options,
// share scope), so one copy of them serves every remote; the remote's production build replaces the
// package with tooling/webpack/remote-bundler-runtime.mjs, which asks this module for an object of
// its own. Before, each remoteEntry carried it (about 5 KiB gzip of its 9.6).

/** The global the remotes' entries read (tooling/webpack/remote-bundler-runtime.mjs). */
export const REMOTE_BUNDLER_RUNTIME_GLOBAL = '__WL_FEDERATION_BUNDLER_RUNTIME__';

type FederationObject = typeof federation;
type Runtime = FederationObject['runtime'];
type InitOptions = Parameters<Runtime['init']>[0];

/**
 * The package's `runtime.init` keeps the last instance it made in a module variable, which the
 * host's own `loadRemote` uses: shared as it is, the first remote to start would take the host's
 * place there. A remote's start only needs the instance of its own name, made or found.
 */
function initRemoteInstance(options: InitOptions): ReturnType<Runtime['init']> {
  const { runtime } = federation;
  const normalized = { ...options, id: options.id || '' };
  const existing = runtime.getInstance(
    (instance) =>
      instance.options.name === options.name &&
      (options.version ? instance.options.version === options.version : !instance.options.version),
  );
  if (!existing) return runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

const remoteRuntime: Runtime = { ...federation.runtime, init: initRemoteInstance };

/** A fresh federation object for one remote container, over the one runtime of the page. */
export function remoteBundlerRuntime(): FederationObject {
  return {
    ...federation,
    runtime: remoteRuntime,
    instance: undefined,
    initOptions: undefined,
    bundlerRuntimeOptions: {},
  };
}

/** Makes the bundler runtime available to the remotes' entries (before any is loaded). */
export function publishRemoteBundlerRuntime(): void {
  (globalThis as Record<string, unknown>)[REMOTE_BUNDLER_RUNTIME_GLOBAL] = remoteBundlerRuntime;
}
