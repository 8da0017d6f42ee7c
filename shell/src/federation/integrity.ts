// Subresource integrity for published remotes (ARCHITECTURE §4, issue 7). The hashes come from each
// version's release record (`release.json`, written by `wl-release publish`). This module runs
// inside the federation runtime too (see runtime-plugin.ts): it must import nothing shared.

/** The global a remote's own chunk loader asks for a script's hash (tooling/webpack/script-integrity-plugin.cjs). */
export const INTEGRITY_GLOBAL = '__WL_SCRIPT_INTEGRITY__';

/**
 * A well-formed SHA-384 SRI value no file has (48 zero bytes): given to a script under a trusted
 * version folder that its release record does not list, so the browser refuses to run it. (An
 * unparsable integrity value would be ignored by the browser, so the refusal must be well-formed.)
 */
export const REFUSED_INTEGRITY = `sha384-${'A'.repeat(64)}`;

interface IntegrityState {
  /** Absolute version-folder URL (ending in `/`) → relative path → SRI hash. */
  releases: Map<string, Readonly<Record<string, string>>>;
  /** Absolute URL prefix (ending in `/`) of the registry: anything under it must be trusted. */
  registryPrefix: string | null;
}

const state: IntegrityState = { releases: new Map(), registryPrefix: null };

function absolute(url: string): string {
  return new URL(url, globalThis.location?.href ?? 'http://localhost/').href;
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * Trusts one published version: scripts and styles under `versionBase` must match `files`
 * (paths relative to the folder). Also installs the global the remotes' chunk loaders call.
 */
export function trustRelease(versionBase: string, files: Readonly<Record<string, string>>, registryBase = '/registry/'): void {
  state.releases.set(withSlash(absolute(versionBase)), files);
  state.registryPrefix = withSlash(absolute(registryBase));
  (globalThis as Record<string, unknown>)[INTEGRITY_GLOBAL] = integrityFor;
}

/**
 * The SRI hash a script or style at `url` must have: the release record's hash under a trusted
 * version folder, {@link REFUSED_INTEGRITY} for anything else under the registry (a file the
 * record does not list, or a version nobody trusted), `undefined` outside the registry.
 */
export function integrityFor(url: string): string | undefined {
  let href: string;
  try {
    href = absolute(url);
  } catch {
    return undefined;
  }
  const path = href.split(/[?#]/)[0] ?? href;
  for (const [base, files] of state.releases) {
    if (!path.startsWith(base)) continue;
    let relative: string;
    try {
      relative = decodeURIComponent(path.slice(base.length));
    } catch {
      return REFUSED_INTEGRITY;
    }
    return files[relative] ?? REFUSED_INTEGRITY;
  }
  if (state.registryPrefix && path.startsWith(state.registryPrefix)) return REFUSED_INTEGRITY;
  return undefined;
}

/** Forgets every trusted release (tests). */
export function resetIntegrity(): void {
  state.releases.clear();
  state.registryPrefix = null;
  delete (globalThis as Record<string, unknown>)[INTEGRITY_GLOBAL];
}
