import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_CONTAINERS, REMOTE_PACKAGES, remoteManifestUrl, type BrandConfig, type RemotePackage } from 'shared-contracts';

/** Retry policy of {@link loadRemoteModule}: delays before each further attempt. */
export const RETRY_DELAYS_MS: readonly number[] = [400, 1200];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Registers the brand's pinned remotes with the federation runtime (ARCHITECTURE §4): each entry is
 * the immutable manifest `/registry/<pkg>/<version>/mf-manifest.json`. Remotes the brand does not
 * pin are left out; loading them fails into the slot's fallback.
 */
export function registerPinnedRemotes(brand: Pick<BrandConfig, 'remotes'>, registryBase = '/registry'): RemotePackage[] {
  const pinned = REMOTE_PACKAGES.filter((pkg) => brand.remotes[pkg]);
  registerRemotes(
    pinned.map((pkg) => ({
      name: REMOTE_CONTAINERS[pkg],
      entry: remoteManifestUrl(pkg, brand.remotes[pkg]!.version, registryBase),
    })),
  );
  return pinned;
}

/**
 * Loads `<container>/<key>` of a remote, retrying a failed load twice with a growing delay (a
 * flaky network or a CDN hiccup). `@module-federation/retry-plugin` is not used: see README.
 */
export async function loadRemoteModule<T>(pkg: RemotePackage, key: string, delays: readonly number[] = RETRY_DELAYS_MS): Promise<T> {
  const id = `${REMOTE_CONTAINERS[pkg]}/${key}`;
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
    try {
      const loaded = await loadRemote<T>(id);
      if (loaded === null || loaded === undefined) throw new Error(`remote module ${id} is empty`);
      return loaded;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`could not load ${id}`);
}
