// The checks shared by pin, rollback, canary and promote: may this version run on this host?
import { isContractsCompatible, majorOf, type RemotePackage } from 'shared-contracts';
import { hostContractsVersion, hostFederationRuntimeVersion, hostReactVersion, registryOf, type ReleaseOptions } from '../../context';
import { refused } from '../../errors';
import { badCompressedCopies, describeBadCopies, hashTree } from '../../fs-util';
import {
  contractsVersion,
  readManifest,
  readReleaseRecord,
  RELEASE_FILE,
  sharedVersion,
  type MfManifest,
  type ReleaseRecord,
} from '../../manifest';
import { versionDir } from '../../registries';
import { diffFiles } from './diff-files';
import { publishedVersions } from './remote';

export interface VersionCheck {
  manifest: MfManifest;
  record: ReleaseRecord | null;
  sharedContracts: string;
  react: string | null;
  warnings: string[];
}

/**
 * Why `remote@version` may not run on this host, as a refusal; otherwise what was checked. Refuses:
 * not published, manifest missing or invalid, manifest of another version, tampered files (when a
 * release.json exists), incompatible shared-contracts major, incompatible React major.
 */
export async function checkVersion(options: ReleaseOptions, remote: RemotePackage, version: string): Promise<VersionCheck> {
  const dir = await versionDir(registryOf(options), remote, version);
  if (!dir) {
    const published = await publishedVersions(options, remote);
    throw refused(`${remote}@${version} is not published (published: ${published.length ? published.join(', ') : 'none'})`);
  }
  const manifestRead = await readManifest(dir);
  if (!manifestRead.ok) throw refused(`${remote}@${version} cannot be pinned: its ${manifestRead.reason}`);
  const { manifest } = manifestRead;
  if (manifest.metaData.buildInfo.buildVersion !== version)
    throw refused(`${remote}@${version} cannot be pinned: its manifest says version ${manifest.metaData.buildInfo.buildVersion}`);

  const warnings: string[] = [];
  const recordRead = await readReleaseRecord(dir);
  let record: ReleaseRecord | null = null;
  if (recordRead.ok) {
    record = recordRead.record;
    const onDisk = await hashTree(dir, [RELEASE_FILE]);
    const differing = diffFiles(record.files, onDisk);
    if (differing.length > 0)
      throw refused(
        `${remote}@${version} cannot be pinned: its files do not match release.json (${differing.slice(0, 5).join(', ')}): the registry was modified after publishing`,
      );
  } else if (recordRead.reason.includes('missing')) {
    warnings.push(
      `${remote}@${version} has no release.json (published without the release tool): its files cannot be integrity-checked; republish it with \`publish ${remote} --no-build\``,
    );
  } else {
    throw refused(`${remote}@${version} cannot be pinned: its ${recordRead.reason}`);
  }
  const badCopies = await badCompressedCopies(dir);
  if (badCopies.length > 0)
    throw refused(
      `${remote}@${version} cannot be pinned: its compressed copies are not its files (${describeBadCopies(badCopies)}); every browser that accepts that encoding would refuse the file on its integrity check: publish a new version`,
    );

  const sharedContracts = contractsVersion(manifest) ?? record?.sharedContracts ?? null;
  if (!sharedContracts)
    throw refused(
      `${remote}@${version} cannot be pinned: neither its manifest nor release.json says which shared-contracts it was built against`,
    );
  const hostContracts = await hostContractsVersion(options);
  if (!isContractsCompatible(hostContracts, sharedContracts)) {
    throw refused(
      `${remote}@${version} was built against shared-contracts ${sharedContracts}, incompatible with the host's ${hostContracts} (major ${majorOf(sharedContracts)} ≠ ${majorOf(hostContracts)})`,
    );
  }
  const react = sharedVersion(manifest, 'react') ?? record?.react ?? null;
  if (react) {
    const hostReact = await hostReactVersion(options);
    if (majorOf(react) !== majorOf(hostReact))
      throw refused(
        `${remote}@${version} was built against React ${react}, incompatible with the host's React ${hostReact} (major ${majorOf(react)} ≠ ${majorOf(hostReact)})`,
      );
  }
  if (record?.federationRuntime) {
    const hostRuntime = await hostFederationRuntimeVersion(options);
    if (!hostRuntime || majorOf(hostRuntime) !== majorOf(record.federationRuntime)) {
      throw refused(
        `${remote}@${version} runs on the host's federation runtime ${record.federationRuntime}, but the host provides ${hostRuntime ?? 'none'}`,
      );
    }
  }
  return { manifest, record, sharedContracts, react, warnings };
}
