// The remote named on a command line, and its published versions.
import { REMOTE_PACKAGES, type RemotePackage } from 'shared-contracts';
import { registryOf, type ReleaseOptions } from '../../context';
import { usage } from '../../errors';
import { listRegistry } from '../../registries';
import { compareVersions, isExactVersion } from '../../semver';

/** Checks that `remote` is one of the platform's remotes. */
export function assertRemote(remote: string): RemotePackage {
  if (!(REMOTE_PACKAGES as readonly string[]).includes(remote))
    throw usage(`"${remote}" is not a remote (one of: ${REMOTE_PACKAGES.join(', ')})`);
  return remote as RemotePackage;
}

/** Splits `<remote>@<version>`. */
export function parseRemoteAtVersion(spec: string): { remote: RemotePackage; version: string } {
  const at = spec.lastIndexOf('@');
  if (at <= 0) throw usage(`expected <remote>@<version>, got "${spec}"`);
  const remote = assertRemote(spec.slice(0, at));
  const version = spec.slice(at + 1);
  if (!isExactVersion(version)) throw usage(`"${version}" is not an exact version (like 1.2.3)`);
  return { remote, version };
}

/** The published versions of a remote, oldest first. */
export async function publishedVersions(options: ReleaseOptions, remote: string): Promise<string[]> {
  return (await listRegistry(registryOf(options), remote)).filter(isExactVersion).sort(compareVersions);
}
