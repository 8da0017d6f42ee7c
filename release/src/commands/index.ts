// The release commands as functions, one module per command (the CLI, run-cli.ts, parses the
// arguments and calls these; tests, the edge's console and the canary guard call them directly).
// Steps more than one command takes are in steps/.
export { abort, type AbortOptions } from './abort';
export { canary } from './canary';
export { operatorCommand } from './operator';
export { pin } from './pin';
export { promote, type PromoteOptions } from './promote';
export { publish, type PublishOptions, type PublishResult } from './publish';
export { copyRegistry, type RegistryCopyResult } from './registry-copy';
export { writeReleases, type ReleasesResult } from './releases';
export { rollback } from './rollback';
export { formatStatus, status, type StatusRow } from './status';
export { copyStores } from './store-copy';
export { brandReleasesPath, browserRecord, buildBrandReleases, type BrandReleases } from './steps/brand-releases';
export { type ChangeNote, type ChangeResult } from './steps/change-brand';
export { checkVersion, type VersionCheck } from './steps/check-version';
export { assertRemote, parseRemoteAtVersion, publishedVersions } from './steps/remote';
export { unpinnableReason } from './steps/unpinnable';
