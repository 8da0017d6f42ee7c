import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { errorMessage, reportRemoteFailure } from './failure-reporter';
import { integrityFor, verifyFetchedBody } from './integrity';

// This module runs inside the federation runtime, before shared modules can be consumed: it must
// import nothing shared (not even shared-contracts), only local modules without dependencies.

/** Chunk-load timeout of spec §9 (SPEC_CONSTANTS.chunkLoadTimeoutMs in shared-contracts). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Deadline of a manifest request: the same 120 s as a chunk. A slow CDN (20 s a file) must get its
 * files through; the slot says "your connection seems slow" meanwhile. (It was 15 s, which with the
 * retries gave up on files that would have arrived: issue 14 item 4.)
 */
export const MANIFEST_TIMEOUT_MS = CHUNK_LOAD_TIMEOUT_MS;

/**
 * The shell's federation runtime plugin (webpack `runtimePlugins`):
 * - `errorLoadRemote` reports the failure and returns nothing, so the error reaches the slot's
 *   error boundary and the slot shows its fallback (never a substitute module);
 * - `createScript` gives remote entry scripts the spec's chunk-load timeout (§9: 120 s) and, under
 *   the registry, the SRI hash of the version's release record (integrity.ts), so the browser
 *   refuses a changed file; `createLink` does the same for preloads;
 * - `fetch` loads manifests with a deadline, treats a non-2xx answer as a failure (without it a
 *   404 whose body happens to be JSON is taken for a broken manifest and cached as a rejected
 *   promise, so a later retry could never succeed), and checks a manifest's bytes against its
 *   release record before the runtime reads it.
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
      const integrity = integrityFor(url);
      if (integrity) {
        script.setAttribute('integrity', integrity);
        script.setAttribute('crossorigin', 'anonymous');
      }
      return { script, timeout: CHUNK_LOAD_TIMEOUT_MS };
    },
    createLink({ url, attrs }) {
      const integrity = integrityFor(url);
      if (!integrity) return undefined;
      const link = document.createElement('link');
      link.href = url;
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.setAttribute('integrity', integrity);
      link.setAttribute('crossorigin', 'anonymous');
      return link;
    },
    fetch(url, init) {
      if (!url.endsWith('.json')) return undefined;
      const deadline = AbortSignal.timeout(MANIFEST_TIMEOUT_MS);
      return fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, deadline]) : deadline }).then(async (response) => {
        if (!response.ok) throw new Error(`manifest ${url} answered ${response.status}`);
        if (integrityFor(url) === undefined) return response;
        const bytes = await response.arrayBuffer();
        await verifyFetchedBody(url, bytes);
        return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
      });
    },
  };
}

export default shellRuntimePlugin;
