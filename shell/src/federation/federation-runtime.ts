import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from 'wl-federation-runtime-core-provider';
import { publishRemoteBundlerRuntime } from './remote-bundler-runtime';
import { shellRuntimePlugin } from './runtime-plugin';
import { hostShared, type SharedRule } from './shared-provides';

// The federation runtime of the page (ADR 0011). The shell is built without the federation plugin:
// its own code is a plain bundle that renders without the runtime, and this module (a chunk of its
// own) starts the runtime when the shell first plans a remote, at start-up beside the status call.
// The runtime gets the host's shared modules (the remotes' React, router, query client, i18n and
// host context are the host's), the shell's runtime plugin (script integrity and time-out, failure
// reports) and the plugin that publishes runtime-core for remotes built with `externalRuntime`.
// The bundler runtime the remotes' entries start their containers with is the host's too.

/** The build's rules of the shared modules (tooling/webpack/create-config.cjs hostSharedRules). */
const SHARED_RULES: Record<string, SharedRule> = typeof __WL_SHARED__ === 'undefined' ? {} : __WL_SHARED__;

publishRemoteBundlerRuntime();

init({
  name: 'shell',
  remotes: [],
  shared: hostShared(SHARED_RULES),
  plugins: [shellRuntimePlugin(), injectExternalRuntimeCorePlugin()],
  // An unreachable remote never stops the shell: the shared modules already loaded win.
  shareStrategy: 'loaded-first',
});

export { loadRemote, registerRemotes };
