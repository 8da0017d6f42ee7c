import pkg from '../../package.json';

/** The version of shared-contracts this code is (compared by major between host and remotes). */
export const CONTRACTS_VERSION: string = pkg.version;

/** Major of a semantic version, or NaN. */
export function majorOf(version: string): number {
  return Number.parseInt(version.split('.')[0] ?? '', 10);
}

/** Whether a remote built against `remoteContracts` can run on a host with `hostContracts`. */
export function isContractsCompatible(hostContracts: string, remoteContracts: string): boolean {
  const host = majorOf(hostContracts);
  return Number.isFinite(host) && host === majorOf(remoteContracts);
}
