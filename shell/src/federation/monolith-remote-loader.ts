import { MONOLITH_EXPOSES } from 'virtual:wl-monolith-exposes';
import { REMOTE_CONTAINERS, type BrandConfig, type RemotePackage } from 'shared-contracts';
import { errorMessage, reportRemoteFailure } from './failure-reporter';
import type { ConfigureBrandRemotesOptions, RemoteVersionsSnapshot } from './remote-loader';
import type { PlannedRemote } from './remote-plan';
import { CHUNK_LOAD_TIMEOUT_MS } from './runtime-plugin';

// The remote loader of the monolith build (docs/adr/0010-monolith-build.md): the build
// (tooling/webpack/create-monolith-config.cjs) puts this module in place of remote-loader.ts, with the
// same exports, so the shell's code is the same in both builds. Every remote's exposes are bundled into
// the shell as lazy chunks (`virtual:wl-monolith-exposes`, generated from the remotes'
// module-federation.config.mjs); there is no federation runtime, no manifest, no release record and no
// version to plan: brand pins, canaries and tester overrides do not apply (the code is the build's).

export type { ConfigureBrandRemotesOptions, RemoteVersionsSnapshot } from './remote-loader';

/** Retry policy of {@link loadRemoteModule}: the federated loader's. */
export const RETRY_DELAYS_MS: readonly number[] = [400, 1200];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
export function planPinnedRemotes(_firstScreen: readonly RemotePackage[] = []): void {}

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
  const started = Date.now();
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    if (attempt > 0 && Date.now() - started >= deadlineMs) break;
    if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
    try {
      const loaded = await load();
      if (loaded === null || loaded === undefined) throw new Error(`remote module ${id} is empty`);
      return loaded as T;
    } catch (error) {
      lastError = error;
    }
  }
  reportRemoteFailure({ id, remote: REMOTE_CONTAINERS[pkg], error: errorMessage(lastError) });
  throw lastError instanceof Error ? lastError : new Error(`could not load ${id}`);
}
