// `wl-release abort <brand> <remote>`: end the running canary (also the canary guard's abort).
import type { ReleaseOptions } from '../context';
import { refused } from '../errors';
import { changeBrand, type ChangeNote, type ChangeResult } from './steps/change-brand';
import { assertRemote } from './steps/remote';

/** What `abort` checks first. */
export interface AbortOptions {
  /** Abort only while the running canary is this version (the guard: another canary started meanwhile is not its to end). */
  ifCanary?: string;
}

/** Ends the running canary; everyone gets the pin again. */
export async function abort(
  options: ReleaseOptions,
  brand: string,
  remoteName: string,
  note: ChangeNote = {},
  abortOptions: AbortOptions = {},
): Promise<ChangeResult> {
  const remote = assertRemote(remoteName);
  return changeBrand(
    options,
    brand,
    remote,
    'abort',
    async (_brand, current) => {
      if (!current?.canary) throw refused(`${brand} has no canary running for ${remote}`);
      if (abortOptions.ifCanary !== undefined && current.canary.version !== abortOptions.ifCanary)
        throw refused(`${brand}'s canary of ${remote} is now ${current.canary.version}, not ${abortOptions.ifCanary}`);
      return { to: { version: current.version } };
    },
    note,
  );
}
