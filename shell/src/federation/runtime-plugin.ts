import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { errorMessage, reportRemoteFailure } from './failure-reporter';

// This module runs inside the federation runtime, before shared modules can be consumed: it must
// import nothing shared (not even shared-contracts), only local modules without dependencies.

/** Chunk-load timeout of spec §9 (SPEC_CONSTANTS.chunkLoadTimeoutMs in shared-contracts). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Deadline of a manifest request. */
export const MANIFEST_TIMEOUT_MS = 15_000;

/**
 * The shell's federation runtime plugin (webpack `runtimePlugins`):
 * - `errorLoadRemote` reports the failure and returns nothing, so the error reaches the slot's
 *   error boundary and the slot shows its fallback (never a substitute module);
 * - `createScript` gives remote entry scripts the spec's chunk-load timeout (§9: 120 s);
 * - `fetch` loads manifests with a deadline and treats a non-2xx answer as a failure. Without it a
 *   404 whose body happens to be JSON is taken for a broken manifest and cached as a rejected
 *   promise, so a later retry could never succeed.
 */
export function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-runtime-plugin',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      // The manifest step reports again from `onLoad`; report once per failed load.
      if (lifecycle === 'onLoad') reportRemoteFailure({ id, remote: remote?.name ?? id.split('/')[0] ?? id, error: errorMessage(error) });
      return undefined;
    },
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      return { script, timeout: CHUNK_LOAD_TIMEOUT_MS };
    },
    fetch(url, init) {
      if (!url.endsWith('.json')) return undefined;
      const deadline = AbortSignal.timeout(MANIFEST_TIMEOUT_MS);
      return fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, deadline]) : deadline }).then((response) => {
        if (!response.ok) throw new Error(`manifest ${url} answered ${response.status}`);
        return response;
      });
    },
  };
}

export default shellRuntimePlugin;
