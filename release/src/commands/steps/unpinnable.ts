// Whether a version can ever be pinned on this host: said by publish, and by status for each version.
import { isContractsCompatible, majorOf } from 'shared-contracts';
import { hostContractsVersion, hostReactVersion, type ReleaseOptions } from '../../context';

/**
 * Why a build against `sharedContracts` and `react` can never be pinned on this host (another
 * shared-contracts or React major), or null. A host version that cannot be told is no reason.
 */
export async function unpinnableReason(
  options: ReleaseOptions,
  built: { sharedContracts: string | null; react: string | null },
): Promise<string | null> {
  const hostContracts = await hostContractsVersion(options).catch(() => null);
  if (hostContracts && built.sharedContracts && !isContractsCompatible(hostContracts, built.sharedContracts))
    return `built against shared-contracts ${built.sharedContracts}, the host has ${hostContracts} (major ${majorOf(built.sharedContracts)} ≠ ${majorOf(hostContracts)})`;
  const hostReact = await hostReactVersion(options).catch(() => null);
  if (hostReact && built.react && majorOf(built.react) !== majorOf(hostReact))
    return `built against React ${built.react}, the host has React ${hostReact} (major ${majorOf(built.react)} ≠ ${majorOf(hostReact)})`;
  return null;
}
