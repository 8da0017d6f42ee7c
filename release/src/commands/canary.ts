// `wl-release canary <brand> <remote>@<version> <percent>`.
import type { ReleaseOptions } from '../context';
import { refused, usage } from '../errors';
import { isExactVersion } from '../semver';
import { changeBrand, type ChangeNote, type ChangeResult } from './steps/change-brand';
import { checkVersion } from './steps/check-version';
import { assertRemote } from './steps/remote';

/** Starts (or changes) a canary: `percent` % of the brand's browsers get `version` of `remote`. */
export async function canary(
  options: ReleaseOptions,
  brand: string,
  remoteName: string,
  version: string,
  percent: number,
  note: ChangeNote = {},
): Promise<ChangeResult> {
  const remote = assertRemote(remoteName);
  if (!isExactVersion(version)) throw usage(`"${version}" is not an exact version (like 1.2.3)`);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw usage(`percent must be 0 to 100 (a whole number), got ${percent}`);
  const { warnings } = await checkVersion(options, remote, version);
  return changeBrand(
    options,
    brand,
    remote,
    'canary',
    async (_brand, current) => {
      if (!current) throw refused(`${brand} has no pin for ${remote}: pin a version before starting a canary`);
      if (current.version === version) throw refused(`${remote}@${version} is already ${brand}'s pin; a canary needs another version`);
      return { to: { version: current.version, canary: { version, percent } }, warnings };
    },
    note,
  );
}
