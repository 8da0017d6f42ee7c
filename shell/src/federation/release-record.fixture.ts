import type { ReleaseRecord, RemotePackage } from 'shared-contracts';

/** A well-formed SRI value for fixtures. */
export const FIXTURE_HASH = `sha384-${'b'.repeat(64)}`;

/** A valid release record of `remote@version` built against contracts 1.1.0 and React 19 (tests only). */
export function releaseRecordFixture(remote: RemotePackage, version: string, overrides: Partial<ReleaseRecord> = {}): ReleaseRecord {
  return {
    schemaVersion: 1,
    remote,
    version,
    container: remote.replace('-', '_'),
    sharedContracts: '1.1.0',
    react: '19.2.0',
    builtAt: '2026-11-21T00:00:00.000Z',
    publishedAt: '2026-11-21T00:00:00.000Z',
    remoteEntry: 'remoteEntry.js',
    files: { 'remoteEntry.js': FIXTURE_HASH, 'mf-manifest.json': FIXTURE_HASH },
    ...overrides,
  };
}
