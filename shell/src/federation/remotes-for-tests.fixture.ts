import { CONTRACTS_VERSION, REMOTE_PACKAGES, type RemotePackage } from 'shared-contracts';
import { releaseRecordFixture } from './release-record.fixture';
import { configureBrandRemotes } from './remote-loader';

/**
 * Configures the remote loader with every remote pinned at 0.1.0 and a valid release record, so
 * component tests that mock `loadRemote` exercise the real loader (the guards have their own tests).
 */
export function configureRemotesForTests(): void {
  configureBrandRemotes(
    { id: 'default', allowOverrides: false, remotes: Object.fromEntries(REMOTE_PACKAGES.map((pkg) => [pkg, { version: '0.1.0' }])) },
    {
      fetchJson: async (url) =>
        releaseRecordFixture(url.split('/')[2] as RemotePackage, '0.1.0', { sharedContracts: CONTRACTS_VERSION, react: null }),
    },
  );
}
