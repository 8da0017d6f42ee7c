import { MONOLITH_EXPOSES } from 'virtual:wl-monolith-exposes';
import { REMOTE_CONTAINERS, type BrandConfig, type RemotePackage } from 'shared-contracts';
import { errorMessage, reportRemoteFailure } from './failure-reporter';
import type { ConfigureBrandRemotesOptions, RemoteVersionsSnapshot } from './remote-loader';
import { remotesReleased } from './remote-gate';
import type { PlannedRemote } from './remote-plan';
import { RETRY_DELAYS_MS, loadWithRetries } from './retry-load';
import { CHUNK_LOAD_TIMEOUT_MS } from './runtime-plugin';

// The remote loader of the monolith build (docs/adr/0010-monolith-build.md): the build
// (tooling/webpack/create-monolith-config.cjs) puts this module in place of remote-loader.ts, with the
// same exports, so the shell's code is the same in both builds. Every remote's exposes are bundled into
// the shell as lazy chunks (`virtual:wl-monolith-exposes`, generated from the remotes'
// module-federation.config.mjs); there is no federation runtime, no manifest, no release record and no
// version to plan: brand pins, canaries and tester overrides do not apply (the code is the build's).

export type { ConfigureBrandRemotesOptions, RemoteVersionsSnapshot } from './remote-loader';

export { RETRY_DELAYS_MS } from './retry-load';
export { holdRemotesUntil } from './remote-gate';

/** Nothing is overridden or planned in a monolith: the override badge stays hidden. */
const SNAPSHOT: RemoteVersionsSnapshot = { overrides: {}, planned: {} };

/** The monolith's remote versions never change: the listener is never called. */
export function subscribeRemoteVersions(_listener: () => void): () => void {
  return () => undefined;
}

/** The remote versions of this page: none (every remote is part of the build). */
export function getRemoteVersions(): RemoteVersionsSnapshot {
  return SNAPSHOT;
}

/** Nothing to set up: the brand's pins name versions this build does not load. */
export function configureBrandRemotes(
  _brand: Pick<BrandConfig, 'id' | 'remotes' | 'allowOverrides'>,
  _options: ConfigureBrandRemotesOptions = {},
): RemoteVersionsSnapshot {
  return SNAPSHOT;
}

/**
 * Nothing to plan in a monolith. The federated loader also starts the first screen's remote entries
 * here; a monolith's expose chunk starts loading when its slot renders.
 */
export function planPinnedRemotes(_firstScreen: readonly RemotePackage[] = [], _downloadsFrom?: Promise<unknown>): void {}

/** A monolith plans no remote version: every remote is part of the build. */
export function ensureRemotePlanned(pkg: RemotePackage): Promise<PlannedRemote> {
  return Promise.reject(new Error(`a monolith build plans no remote versions (${pkg} is bundled into the shell)`));
}

/**
 * Loads `<remote>/<key>` from its lazy chunk, retrying a failed chunk load as the federated loader
 * does (webpack forgets a failed chunk, so the next `import()` requests it again); a load that fails
 * for good is reported as the federation runtime's would be (`remote:failed`).
 */
export async function loadRemoteModule<T>(
  pkg: RemotePackage,
  key: string,
  delays: readonly number[] = RETRY_DELAYS_MS,
  deadlineMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  const id = `${REMOTE_CONTAINERS[pkg]}/${key}`;
  const load = MONOLITH_EXPOSES[pkg]?.[key];
  if (!load) throw new Error(`${id} is not part of this build`);
  await remotesReleased(pkg);
  try {
    return await loadWithRetries(id, load as () => Promise<T>, delays, deadlineMs);
  } catch (error) {
    reportRemoteFailure({ id, remote: REMOTE_CONTAINERS[pkg], error: errorMessage(error) });
    throw error;
  }
}
