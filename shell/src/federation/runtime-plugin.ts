import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { errorMessage, reportRemoteFailure } from './failure-reporter';
import { integrityFor } from './integrity';

// This module runs inside the federation runtime, before shared modules can be consumed: it must
// import nothing shared (not even shared-contracts), only local modules without dependencies.

/** Chunk-load timeout of spec §9 (SPEC_CONSTANTS.chunkLoadTimeoutMs in shared-contracts). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * The Trusted Types policy that makes the remote entries' script URLs (issue 49.7): the site
 * enforces `require-trusted-types-for 'script'` (edge/src/http/security-headers.ts), so a plain
 * string given to `script.src` is refused. It makes a URL only for this page's own origin, as the
 * CSP's `script-src 'self'` allows; in development the remotes' dev servers run on ports of their
 * own (and no CSP is sent), so any http(s) address is taken there.
 */
export const FEDERATION_SCRIPT_POLICY = 'wl-federation';

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}

let scriptUrlPolicy: ScriptUrlPolicy | null | undefined;

/** A script address as `script.src` takes it on a page that enforces Trusted Types. */
export function trustedScriptUrl(url: string): string {
  if (scriptUrlPolicy === undefined) {
    const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): ScriptUrlPolicy } }).trustedTypes;
    scriptUrlPolicy = factory
      ? factory.createPolicy(FEDERATION_SCRIPT_POLICY, {
          createScriptURL: (input: string) => {
            const address = new URL(input, globalThis.location.href);
            const allowed =
              address.origin === globalThis.location.origin ||
              (process.env.NODE_ENV !== 'production' && /^https?:$/.test(address.protocol));
            if (!allowed) throw new TypeError(`${FEDERATION_SCRIPT_POLICY}: a remote script from ${address.origin} is not allowed`);
            return address.href;
          },
        })
      : null;
  }
  return scriptUrlPolicy ? (scriptUrlPolicy.createScriptURL(url) as string) : url;
}

/**
 * The shell's federation runtime plugin (federation-runtime.ts passes it to `init`):
 * - `errorLoadRemote` reports the failure and returns nothing, so the error reaches the slot's
 *   error boundary and the slot shows its fallback (never a substitute module);
 * - `createScript` gives remote entry scripts the spec's chunk-load timeout (§9: 120 s) and, under
 *   the registry, the SRI hash of the version's release record (integrity.ts), so the browser
 *   refuses a changed file; `createLink` does the same for preloads. The entry's address goes
 *   through the {@link FEDERATION_SCRIPT_POLICY} Trusted Types policy.
 *
 * Remotes are registered by their entry script, never by manifest (remote-loader.ts), and the
 * runtime is built without the snapshot plugin that reads manifests: no `fetch` hook is needed.
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
      script.src = trustedScriptUrl(url);
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
  };
}

export default shellRuntimePlugin;
