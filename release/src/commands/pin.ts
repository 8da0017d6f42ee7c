// `wl-release pin <brand> <remote>@<version>`.
import type { ReleaseOptions } from '../context';
import { usage } from '../errors';
import { isExactVersion } from '../semver';
import { changeBrand, keepCanary, type ChangeNote, type ChangeResult } from './steps/change-brand';
import { checkVersion } from './steps/check-version';
import { assertRemote } from './steps/remote';

/** Pins `brand`'s `remote` to `version` after every check of `checkVersion`. */
export async function pin(
  options: ReleaseOptions,
  brand: string,
  remoteName: string,
  version: string,
  note: ChangeNote = {},
): Promise<ChangeResult> {
  const remote = assertRemote(remoteName);
  if (!isExactVersion(version)) throw usage(`"${version}" is not an exact version (like 1.2.3)`);
  const { warnings } = await checkVersion(options, remote, version);
  return changeBrand(options, brand, remote, 'pin', async (_brand, current) => ({ to: keepCanary(current, version), warnings }), note);
}
