// The brand releases file, brands/<brand>.releases.json: the release records of the versions a
// brand's pins name, as the shell reads them. Built by every brand change and by `releases`.
import path from 'node:path';
import type { RemotePackage } from 'shared-contracts';
import type { PinState } from '../../brands';
import { registryOf, type ReleaseOptions } from '../../context';
import { refused } from '../../errors';
import { hashTree } from '../../fs-util';
import { readReleaseRecord, RELEASE_FILE, type ReleaseRecord } from '../../manifest';
import { versionDir } from '../../registries';
import { diffFiles } from './diff-files';

/** `brands/<brand>.releases.json` (served no-store beside the brand file). */
export function brandReleasesPath(brandsDir: string, brand: string): string {
  return path.join(brandsDir, `${brand}.releases.json`);
}

/** The release records of every version a brand's pins name, as the shell reads them. */
export interface BrandReleases {
  schemaVersion: 1;
  brand: string;
  /** remote → version → the registry's release.json of that version, as browsers need it (`browserRecord`). */
  records: Partial<Record<RemotePackage, Record<string, ReleaseRecord>>>;
}

/**
 * A release record as the releases file holds it: the registry's record without the hashes of its
 * source maps. The file is on every page's start path and the browser never fetches a `.map`
 * through the shell's integrity check; SHA-384 hashes do not compress, and the maps' were about
 * half of the file (issue 19). The registry's `release.json` keeps every hash (`check` and the
 * tamper warning below read it).
 */
export function browserRecord(record: ReleaseRecord): ReleaseRecord {
  return { ...record, files: Object.fromEntries(Object.entries(record.files).filter(([file]) => !file.endsWith('.map'))) };
}

export function releasesText(releases: BrandReleases): string {
  return `${JSON.stringify(releases, null, 2)}\n`;
}

/**
 * The releases file for `remotes` (a brand's pins): the release.json of each pin, canary and
 * previous version, read from the registry (`browserRecord`). Refused when a record does not describe its own
 * remote and version, or when it differs from the copy already in the brand's releases file (a
 * published record is immutable: one of the two was changed). Files that no longer match their
 * record are only reported: the record keeps the published hashes, so browsers refuse them. A version without a readable release.json is
 * left out (the shell fetches it, and refuses it, as before).
 */
export async function buildBrandReleases(
  options: ReleaseOptions,
  brandId: string,
  remotes: Partial<Record<RemotePackage, PinState>>,
  /** The brand's releases file as its store holds it now (null: none). */
  existingText: string | null,
): Promise<BrandReleases> {
  const registry = registryOf(options);
  let before: Record<string, Record<string, unknown>> | undefined;
  try {
    before =
      existingText === null ? undefined : (JSON.parse(existingText) as { records?: Record<string, Record<string, unknown>> }).records;
  } catch {
    before = undefined; // not JSON: rebuilt from the registry
  }
  const records: BrandReleases['records'] = {};
  for (const remote of Object.keys(remotes).sort() as RemotePackage[]) {
    const pinState = remotes[remote];
    if (!pinState) continue;
    const versions = [...new Set([pinState.version, pinState.canary?.version, pinState.previous].filter((v): v is string => !!v))];
    for (const version of versions) {
      const dir = await versionDir(registry, remote, version);
      if (!dir) {
        options.log?.(`${brandId}: ${remote}@${version} left out of the releases file: it is not in ${registry.where}`);
        continue;
      }
      const read = await readReleaseRecord(dir);
      if (!read.ok) {
        options.log?.(`${brandId}: ${remote}@${version} left out of the releases file: its ${read.reason}`);
        continue;
      }
      const { record } = read;
      if (record.remote !== remote || record.version !== version)
        throw refused(`${remote}@${version}: its release.json describes ${record.remote}@${record.version}`);
      // Tampered files do not block the file (pinning away from a tampered version must work): the
      // record keeps the published hashes, so browsers refuse those files. The pin target itself
      // was checked by checkVersion.
      const differing = diffFiles(record.files, await hashTree(dir, [RELEASE_FILE]));
      if (differing.length > 0)
        options.log?.(
          `warning: ${remote}@${version}: its files do not match release.json (${differing.slice(0, 5).join(', ')}): the registry was modified after publishing; browsers will refuse them`,
        );
      const copy = browserRecord(record);
      const earlier = before?.[remote]?.[version];
      if (earlier !== undefined && JSON.stringify(earlier) !== JSON.stringify(copy))
        throw refused(
          `${remote}@${version}: registry/${remote}/${version}/release.json differs from the copy in brands/${brandId}.releases.json (a published record never changes: restore one of them, or delete the releases file to rebuild it from the registry)`,
        );
      (records[remote] ??= {})[version] = copy;
    }
  }
  return { schemaVersion: 1, brand: brandId, records };
}
