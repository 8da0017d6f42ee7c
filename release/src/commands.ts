// The release commands as functions (the CLI parses arguments and calls these).
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { isContractsCompatible, majorOf, REMOTE_PACKAGES, type RemotePackage } from 'shared-contracts';
import {
  assertBrandId,
  brandTextWithRemote,
  historyEntryText,
  parseBrand,
  parseHistory,
  pinStack,
  type BrandFile,
  type HistoryAction,
  type HistoryEntry,
  type PinState,
} from './brands';
import {
  actorOf,
  hostContractsVersion,
  hostFederationRuntimeVersion,
  hostReactVersion,
  layout,
  nowIso,
  registryOf,
  withStore,
  type ReleaseOptions,
} from './context';
import { failure, ReleaseError, refused, usage } from './errors';
import { badCompressedCopies, describeBadCopies, exists, hashTree, listFiles, readJsonFile, uniqueSuffix } from './fs-util';
import { contentTypeOf, listRegistry, versionDir, type S3Registry } from './registries';
import {
  EXTERNAL_RUNTIME_GLOBALS,
  MANIFEST_FILE,
  readManifest,
  readReleaseRecord,
  RELEASE_FILE,
  contractsVersion,
  sharedVersion,
  type MfManifest,
  type ReleaseRecord,
} from './manifest';
import { compareVersions, isExactVersion } from './semver';
import { openPinStore, type PinStore } from './store';
import { copyStore, CopyRefused, type CopyResult } from './store/copy';
import type { HealthFigures } from './health/figures';
import type { GuardPolicy } from './health/guard';
import { figuresFor, judgeCanary, judgementFigures } from './health/judge';
import { contractStep } from './contracts/publish-contract'; // issue 40: the publish hook below

/** Checks that `remote` is one of the platform's remotes. */
export function assertRemote(remote: string): RemotePackage {
  if (!(REMOTE_PACKAGES as readonly string[]).includes(remote))
    throw usage(`"${remote}" is not a remote (one of: ${REMOTE_PACKAGES.join(', ')})`);
  return remote as RemotePackage;
}

/** Splits `<remote>@<version>`. */
export function parseRemoteAtVersion(spec: string): { remote: RemotePackage; version: string } {
  const at = spec.lastIndexOf('@');
  if (at <= 0) throw usage(`expected <remote>@<version>, got "${spec}"`);
  const remote = assertRemote(spec.slice(0, at));
  const version = spec.slice(at + 1);
  if (!isExactVersion(version)) throw usage(`"${version}" is not an exact version (like 1.2.3)`);
  return { remote, version };
}

/** The published versions of a remote, oldest first. */
export async function publishedVersions(options: ReleaseOptions, remote: string): Promise<string[]> {
  return (await listRegistry(registryOf(options), remote)).filter(isExactVersion).sort(compareVersions);
}

// ---------------------------------------------------------------------------------------------
// publish

export interface PublishOptions {
  /** Build before publishing (default true); false publishes the existing dist. */
  build?: boolean;
}

export interface PublishResult {
  remote: RemotePackage;
  version: string;
  /** published: new version; unchanged: identical content was already there; recorded: identical, release.json added. */
  status: 'published' | 'unchanged' | 'recorded';
  target: string;
  files: number;
  sharedContracts: string;
  react: string | null;
  /** Why the version can never be pinned on this host (another contracts or React major): said at publish time. */
  warnings: string[];
}

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

function runBuild(remoteDir: string, version: string): Promise<number> {
  const webpack = path.join(remoteDir, 'node_modules', '.bin', 'webpack');
  return new Promise((resolve, reject) => {
    const child = spawn(webpack, ['--config', 'webpack.config.mjs', '--mode', 'production'], {
      cwd: remoteDir,
      env: { ...process.env, NODE_ENV: 'production', MF_BUILD_VERSION: version },
      // Build output goes to stderr so stdout stays the tool's own result.
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function diffFiles(a: Record<string, string>, b: Record<string, string>): string[] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((n) => a[n] !== b[n]).sort();
}

async function contractsBuiltAgainst(manifest: MfManifest, remoteDir: string, root: string): Promise<string> {
  const fromManifest = contractsVersion(manifest);
  if (fromManifest) return fromManifest;
  for (const file of [
    path.join(remoteDir, 'node_modules', 'shared-contracts', 'package.json'),
    path.join(root, 'shared-contracts', 'package.json'),
  ]) {
    const read = await readJsonFile(file);
    const version = read.ok ? (read.value as { version?: unknown }).version : undefined;
    if (typeof version === 'string') return version;
  }
  throw refused('cannot tell which shared-contracts version the build used (not in its manifest, no shared-contracts package)');
}

/**
 * Builds a remote (unless `build: false`) and publishes its dist to `registry/<remote>/<version>/`
 * with a release.json. Atomic: the files are copied to a temp folder beside the target, verified,
 * then renamed into place. A published version is never overwritten: identical content is a no-op,
 * different content is refused.
 */
export async function publish(options: ReleaseOptions, remoteName: string, publishOptions: PublishOptions = {}): Promise<PublishResult> {
  const remote = assertRemote(remoteName);
  const { root, registryDir } = layout(options);
  const registry = registryOf(options);
  const log = options.log ?? (() => undefined);
  const remoteDir = path.join(root, remote);
  const pkg = await readJsonFile(path.join(remoteDir, 'package.json'));
  const version = pkg.ok ? (pkg.value as { version?: unknown }).version : undefined;
  if (typeof version !== 'string' || !isExactVersion(version))
    throw failure(
      `cannot read the version of ${remote} (${path.join(remoteDir, 'package.json')}: ${pkg.ok ? 'no exact "version"' : pkg.reason})`,
    );

  if (publishOptions.build !== false) {
    log(`building ${remote}@${version} (production, MF_BUILD_VERSION=${version})`);
    const code = await runBuild(remoteDir, version).catch((error: Error) => {
      throw failure(`cannot start the build of ${remote}: ${error.message}`);
    });
    if (code !== 0) throw failure(`the build of ${remote} failed (exit ${code}); nothing was published`);
  }

  const dist = path.join(remoteDir, 'dist');
  if (!(await exists(dist))) throw refused(`${remote} has no dist/ to publish; build it or drop --no-build`);
  const manifestRead = await readManifest(dist);
  if (!manifestRead.ok) throw refused(`${remote}/dist cannot be published: ${manifestRead.reason}`);
  const { manifest } = manifestRead;
  const built = manifest.metaData.buildInfo.buildVersion;
  if (built !== version)
    throw refused(`${remote}/dist was built as version ${built} but package.json says ${version}; rebuild (without --no-build)`);
  const remoteEntry = [manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name].filter(Boolean).join('/');
  // Contract (issue 40): writes dist/contract.json + dist/types.d.ts; refuses a breaking change without a contracts major bump.
  await contractStep(options, { remote, version, remoteDir, dist, manifest });
  const files = await hashTree(dist, [RELEASE_FILE]);
  if (!files[remoteEntry]) throw refused(`${remote}/dist has no ${remoteEntry} (named by its manifest)`);
  const badCopies = await badCompressedCopies(dist);
  if (badCopies.length > 0)
    throw refused(
      `${remote}/dist cannot be published: its compressed copies are not its files (${describeBadCopies(badCopies)}); every browser that accepts that encoding would refuse the file on its integrity check: rebuild it`,
    );
  const sharedContracts = await contractsBuiltAgainst(manifest, remoteDir, root);
  const react = sharedVersion(manifest, 'react');
  // An entry built with `externalRuntime` runs on the host's federation runtime: record which one.
  const entryText = await fs.readFile(path.join(dist, remoteEntry), 'utf8');
  const onHostRuntime = EXTERNAL_RUNTIME_GLOBALS.some((name) => entryText.includes(name));
  const federationRuntime = onHostRuntime ? manifest.metaData.pluginVersion : undefined;
  if (onHostRuntime && !federationRuntime)
    throw refused(
      `${remote}/dist runs on the host's federation runtime but its manifest does not say which version (metaData.pluginVersion)`,
    );
  const builtAt = (await fs.stat(path.join(dist, MANIFEST_FILE))).mtime.toISOString();
  const record: ReleaseRecord = {
    schemaVersion: 1,
    remote,
    version,
    container: manifest.name,
    sharedContracts,
    react,
    ...(federationRuntime ? { federationRuntime } : {}),
    builtAt,
    publishedAt: nowIso(options),
    publishedBy: actorOf(options),
    remoteEntry,
    files,
  };
  const recordText = `${JSON.stringify(record, null, 2)}\n`;
  const target = path.join(registryDir, remote, version);
  const unpinnable = await unpinnableReason(options, { sharedContracts, react });
  const warnings = unpinnable
    ? [`${remote}@${version} can never be pinned on this host: ${unpinnable}; it is published, but pin, canary and the shell refuse it`]
    : [];
  const result = (status: PublishResult['status']): PublishResult => ({
    remote,
    version,
    status,
    target,
    files: Object.keys(files).length,
    sharedContracts,
    react,
    warnings,
  });

  const compareWithPublished = async (): Promise<PublishResult> => {
    const published = await hashTree(target, [RELEASE_FILE]);
    const differing = diffFiles(published, files);
    if (differing.length > 0) {
      const shown = differing.slice(0, 5).join(', ') + (differing.length > 5 ? `, … (${differing.length} in all)` : '');
      throw refused(
        `${remote}@${version} is already published with different content (${shown}); published versions are immutable: bump the version in ${remote}/package.json`,
      );
    }
    if ((await readReleaseRecord(target)).ok) return result('unchanged');
    // Published before the release tool existed (no release.json): record it, atomically.
    const temp = path.join(target, `.${RELEASE_FILE}.${uniqueSuffix()}.tmp`);
    await fs.writeFile(temp, recordText, { flag: 'wx' });
    await fs.rename(temp, path.join(target, RELEASE_FILE));
    return result('recorded');
  };

  if (registry.kind === 's3') {
    const published = await publishToBucket(registry.s3, remote, version, dist, files, recordText);
    const where = `${registry.s3.location.url}${remote}/${version}/`;
    if (published === 'published') log(`published ${remote}@${version} → ${where} (${Object.keys(files).length} files)`);
    return { ...result(published), target: where };
  }
  if (await exists(target)) return compareWithPublished();

  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = path.join(path.dirname(target), `.publishing-${version}-${uniqueSuffix()}`);
  try {
    await fs.cp(dist, temp, { recursive: true, errorOnExist: true, force: false });
    const copied = await hashTree(temp, [RELEASE_FILE]);
    const changed = diffFiles(copied, files);
    if (changed.length > 0)
      throw failure(`${remote}/dist changed while it was being published (${changed.slice(0, 3).join(', ')}); try again`);
    await fs.writeFile(path.join(temp, RELEASE_FILE), recordText, { flag: 'w' });
    try {
      await fs.rename(temp, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') return await compareWithPublished(); // published concurrently
      throw error;
    }
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
  log(`published ${remote}@${version} → ${target} (${Object.keys(files).length} files)`);
  return result('published');
}

/**
 * Publishes a dist to a bucket: every file (compressed copies too) with a conditional write, then
 * release.json last. A version whose release.json is there is compared, as on disk; an object
 * already there with other bytes (another publisher's version) is refused, never overwritten.
 */
async function publishToBucket(
  s3: S3Registry,
  remote: string,
  version: string,
  dist: string,
  files: Record<string, string>,
  recordText: string,
): Promise<'published' | 'unchanged'> {
  const immutable = `published versions are immutable: bump the version in ${remote}/package.json`;
  const existing = await s3.get(s3.key(remote, version, RELEASE_FILE));
  if (existing) {
    let published: Record<string, string> = {};
    try {
      published = (JSON.parse(existing.body.toString('utf8')) as { files?: Record<string, string> }).files ?? {};
    } catch {
      throw refused(`${remote}@${version} is already published in ${s3.where} with a release.json that is not JSON; ${immutable}`);
    }
    const differing = diffFiles(published, files);
    if (differing.length > 0)
      throw refused(
        `${remote}@${version} is already published in ${s3.where} with different content (${differing.slice(0, 5).join(', ')}); ${immutable}`,
      );
    return 'unchanged';
  }
  for (const file of (await listFiles(dist)).filter((f) => f !== RELEASE_FILE)) {
    const outcome = await s3.putIfAbsent(s3.key(remote, version, file), await fs.readFile(path.join(dist, file)), contentTypeOf(file));
    if (outcome === 'different')
      throw refused(
        `${remote}@${version} is already in ${s3.where} with a different ${file} (another publish of this version); ${immutable}`,
      );
  }
  const record = await s3.putIfAbsent(s3.key(remote, version, RELEASE_FILE), Buffer.from(recordText), contentTypeOf(RELEASE_FILE));
  if (record === 'different') {
    // Published meanwhile by another publisher: identical files make it the same version.
    const there = await s3.get(s3.key(remote, version, RELEASE_FILE));
    const theirs = there ? ((JSON.parse(there.body.toString('utf8')) as { files?: Record<string, string> }).files ?? {}) : {};
    if (diffFiles(theirs, files).length > 0)
      throw refused(`${remote}@${version} was published meanwhile with different content; ${immutable}`);
    return 'unchanged';
  }
  return 'published';
}

// ---------------------------------------------------------------------------------------------
// checks shared by pin, rollback, canary and promote

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

// ---------------------------------------------------------------------------------------------
// brand changes: pin, rollback, canary, promote, abort

export interface ChangeResult {
  brand: string;
  remote: RemotePackage;
  action: HistoryAction;
  /** false when nothing had to change (no history entry). */
  changed: boolean;
  from: PinState | null;
  to: PinState;
  warnings: string[];
}

/** Why a change was made, recorded in its history entry (`--reason`; a guard's figures). */
export interface ChangeNote {
  reason?: string;
  figures?: Record<string, unknown>;
  /** A promote an operator forced past the figures. */
  forced?: boolean;
}

/**
 * Runs `change` on the brand's current value in the pin store and writes the brand, its releases
 * file and the history entry as one atomic change (files: under the brand lock; Redis: a
 * compare-and-set on the brand's revision, `change` running again if another writer came first).
 */
async function changeBrand(
  options: ReleaseOptions,
  brandId: string,
  remote: RemotePackage,
  action: HistoryAction,
  change: (
    brand: BrandFile,
    current: PinState | null,
    history: HistoryEntry[],
  ) => Promise<{ to: PinState; steps?: number; warnings?: string[] }>,
  note: ChangeNote = {},
): Promise<ChangeResult> {
  assertBrandId(brandId);
  return withStore(options, async (store) => {
    // Fail fast (unknown brand, unreadable value) before anything else.
    parseBrand(brandId, (await store.readBrand(brandId)).brand, store.locate(brandId));
    return store.update<ChangeResult>(
      brandId,
      async (record) => {
        const brand = parseBrand(brandId, record.brand, store.locate(brandId));
        const history = parseHistory(brandId, record.history);
        const current = brand.remotes[remote] ?? null;
        const { to, steps, warnings = [] } = await change(brand, current, history);
        const same =
          current !== null &&
          current.version === to.version &&
          JSON.stringify(current.canary ?? null) === JSON.stringify(to.canary ?? null);
        if (same) return { write: null, result: { brand: brandId, remote, action, changed: false, from: current, to, warnings } };
        const entry: HistoryEntry = {
          at: nowIso(options),
          actor: actorOf(options),
          action,
          brand: brandId,
          remote,
          from: current && withoutPrevious(current),
          to: withoutPrevious(to),
          ...(steps ? { steps } : {}),
          ...(note.reason ? { reason: note.reason } : {}),
          ...(note.figures && Object.keys(note.figures).length > 0 ? { figures: note.figures } : {}),
          ...(note.forced ? { forced: true } : {}),
        };
        // The shell's fallback pin: the version below the new one in the pin stack, once this change is in it.
        const stack = pinStack([...history, entry], remote);
        const previous = stack.length > 1 ? stack[stack.length - 2] : undefined;
        const next: PinState = { ...to, ...(previous ? { previous } : {}) };
        // The releases file is built (and checked against the registry) before anything is written.
        const releases = await buildBrandReleases(options, brandId, { ...brand.remotes, [remote]: next }, record.releases);
        return {
          write: { brand: brandTextWithRemote(brand, remote, next), releases: releasesText(releases), history: historyEntryText(entry) },
          result: { brand: brandId, remote, action, changed: true, from: current, to, warnings },
        };
      },
      options.lock?.timeoutMs === undefined ? {} : { timeoutMs: options.lock.timeoutMs },
    );
  });
}

function withoutPrevious(pin: PinState): PinState {
  return pin.canary ? { version: pin.version, canary: pin.canary } : { version: pin.version };
}

/** Keeps a canary across a pin change unless the new pin is the candidate itself. */
function keepCanary(current: PinState | null, version: string): PinState {
  const canary = current?.canary;
  return canary && canary.version !== version ? { version, canary } : { version };
}

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

/** Moves `brand`'s `remote` back `steps` pins through its history (default 1). */
export async function rollback(
  options: ReleaseOptions,
  brand: string,
  remoteName: string,
  steps = 1,
  note: ChangeNote = {},
): Promise<ChangeResult> {
  const remote = assertRemote(remoteName);
  if (!Number.isInteger(steps) || steps < 1) throw usage(`--steps must be a whole number ≥ 1, got ${steps}`);
  return changeBrand(
    options,
    brand,
    remote,
    'rollback',
    async (_brand, current, history) => {
      const stack = pinStack(history, remote);
      const available = Math.max(0, stack.length - 1);
      if (steps > available) {
        const asked = `--steps ${steps} goes past the start of its history`;
        throw refused(
          available === 0
            ? `${brand} has no earlier pin of ${remote} to roll back to: its pin history holds no earlier pin (${stack.length === 0 ? 'no history' : stack.join(' → ')}); ${asked}`
            : `${brand} can roll ${remote} back at most ${available} step${available === 1 ? '' : 's'}: its pin history holds ${available} earlier pin${available === 1 ? '' : 's'} (${stack.join(' → ')}); ${asked}`,
        );
      }
      const target = stack[stack.length - 1 - steps] as string;
      const { warnings } = await checkVersion(options, remote, target);
      return { to: keepCanary(current, target), steps, warnings };
    },
    note,
  );
}

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

/** How `promote` weighs the canary's figures. */
export interface PromoteOptions {
  /** Promote whatever the figures say (recorded in the history entry, with them). */
  force?: boolean;
  /** Where the figures are (default: those of the pin store: Redis, or the edges' snapshots beside the files). */
  figures?: HealthFigures;
  policy?: GuardPolicy;
  /** The clock (tests). */
  now?: () => number;
}

/**
 * Makes the running canary the pin. Refused while its figures are worse than the pin's or too few
 * (the guard's `decideCanary`: `healthy` only), unless `force`; the history entry carries the
 * figures either way, and `forced` when forced.
 */
export async function promote(
  options: ReleaseOptions,
  brand: string,
  remoteName: string,
  note: ChangeNote = {},
  promoteOptions: PromoteOptions = {},
): Promise<ChangeResult> {
  const remote = assertRemote(remoteName);
  assertBrandId(brand);
  return withStore(options, async (store) => {
    const record = await store.readBrand(brand);
    const current = parseBrand(brand, record.brand, store.locate(brand)).remotes[remote];
    if (!current?.canary) throw refused(`${brand} has no canary running for ${remote}`);
    const figures = promoteOptions.figures ?? figuresFor(store);
    let judgement;
    try {
      judgement = await judgeCanary({
        figures,
        brand,
        remote,
        pin: current,
        history: parseHistory(brand, record.history),
        now: (promoteOptions.now ?? Date.now)(),
        ...(promoteOptions.policy ? { policy: promoteOptions.policy } : {}),
      });
    } finally {
      if (!promoteOptions.figures) await figures.close();
    }
    const judged = judgement ? judgementFigures(judgement) : {};
    if (judgement && judgement.decision.verdict !== 'healthy' && !promoteOptions.force)
      throw refused(
        `${brand}'s canary ${remote}@${judgement.canaryVersion} is not promoted: ${judgement.decision.reason} (since ${judgement.window.from}); --force promotes it anyway (recorded in the history)`,
      );
    const judgedVersion = current.canary.version;
    return changeBrand(
      { ...options, store },
      brand,
      remote,
      'promote',
      async (_brand, now) => {
        if (!now?.canary) throw refused(`${brand} has no canary running for ${remote}`);
        if (now.canary.version !== judgedVersion)
          throw refused(`${brand}'s canary of ${remote} changed to ${now.canary.version} meanwhile; promote again`);
        const { warnings } = await checkVersion(options, remote, now.canary.version);
        return { to: { version: now.canary.version }, warnings };
      },
      { ...note, figures: { ...judged, ...note.figures }, ...(promoteOptions.force ? { forced: true } : {}) },
    );
  });
}

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

// ---------------------------------------------------------------------------------------------
// the brand releases file: brands/<brand>.releases.json

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

function releasesText(releases: BrandReleases): string {
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

/** What `releases` did for one brand. */
export interface ReleasesResult {
  brand: string;
  file: string;
  /** `<remote>@<version>` of every record the file holds. */
  records: string[];
  /** check only: the file on disk is what the registry gives. */
  upToDate: boolean;
}

/**
 * Writes (or with `check`, only compares) `brands/<brand>.releases.json` from the brand's pins and
 * the registry, under the brand's lock; every brand when `brandId` is null. `check` refuses a file
 * that is missing or differs.
 */
export async function writeReleases(options: ReleaseOptions, brandId: string | null, check = false): Promise<ReleasesResult[]> {
  if (brandId !== null) assertBrandId(brandId);
  return withStore(options, async (store) => {
    const ids = brandId === null ? await store.listBrands() : [brandId];
    const results: ReleasesResult[] = [];
    for (const id of ids) {
      parseBrand(id, (await store.readBrand(id)).brand, store.locate(id));
      results.push(
        await store.update<ReleasesResult>(
          id,
          async (record) => {
            const brand = parseBrand(id, record.brand, store.locate(id));
            const releases = await buildBrandReleases(options, id, brand.remotes, record.releases);
            const file = store.kind === 'files' ? brandReleasesPath(layout(options).brandsDir, id) : `${store.locate(id)} (releases)`;
            const text = releasesText(releases);
            const records = Object.entries(releases.records).flatMap(([remote, versions]) =>
              Object.keys(versions ?? {}).map((version) => `${remote}@${version}`),
            );
            const upToDate = record.releases === text;
            if (check && !upToDate)
              throw refused(
                `brands/${id}.releases.json is ${record.releases === null ? 'missing' : 'not what the pins and the registry give'}: run \`wl-release releases ${id}\``,
              );
            // The brand text is written back as it is: only the releases file changes.
            const write = check || upToDate || record.brand === null ? null : { brand: record.brand, releases: text };
            return { write, result: { brand: id, file, records, upToDate } };
          },
          options.lock?.timeoutMs === undefined ? {} : { timeoutMs: options.lock.timeoutMs },
        ),
      );
    }
    return results;
  });
}

// ---------------------------------------------------------------------------------------------
// status

export interface StatusRow {
  brand: string;
  remote: string;
  pinned: string | null;
  canary: { version: string; percent: number } | null;
  /** The pinned version is missing from the registry. */
  pinnedMissing: boolean;
  published: string[];
  /** Published versions above the pin that can be pinned on this host. */
  newer: string[];
  /** Published versions that can never be pinned on this host, with why (absent when none). */
  unpinnable?: Record<string, string>;
  /** Set when the brand file cannot be read; the other fields are then empty. */
  error?: string;
}

/** Every brand × remote: pin, canary, published versions, versions newer than the pin. */
export async function status(options: ReleaseOptions): Promise<StatusRow[]> {
  const registry = registryOf(options);
  const remotes = new Set<string>(REMOTE_PACKAGES);
  for (const name of await listRegistry(registry, null)) remotes.add(name);
  const published = new Map<string, string[]>();
  const unpinnable = new Map<string, Record<string, string>>();
  for (const remote of remotes) {
    const versions = await publishedVersions(options, remote);
    published.set(remote, versions);
    const reasons: Record<string, string> = {};
    for (const version of versions) {
      const dir = await versionDir(registry, remote, version);
      const read = dir ? await readReleaseRecord(dir) : null;
      if (!read?.ok) continue;
      const reason = await unpinnableReason(options, read.record);
      if (reason) reasons[version] = reason;
    }
    if (Object.keys(reasons).length > 0) unpinnable.set(remote, reasons);
  }
  const rows: StatusRow[] = [];
  const brands = await withStore(options, async (store) => {
    const read: { id: string; brand: BrandFile | null; error?: string }[] = [];
    for (const id of await store.listBrands()) {
      try {
        read.push({ id, brand: parseBrand(id, (await store.readBrand(id)).brand, store.locate(id)) });
      } catch (e) {
        read.push({ id, brand: null, error: (e as Error).message });
      }
    }
    return read;
  });
  for (const { id: brandId, brand, error } of brands) {
    for (const remote of remotes) {
      const versions = published.get(remote) ?? [];
      const pinState = (brand?.remotes as Record<string, PinState | undefined> | undefined)?.[remote];
      const pinned = pinState?.version ?? null;
      rows.push({
        brand: brandId,
        remote,
        pinned,
        canary: pinState?.canary ?? null,
        pinnedMissing: pinned !== null && !versions.includes(pinned),
        published: versions,
        newer: (pinned ? versions.filter((v) => compareVersions(v, pinned) > 0) : versions).filter((v) => !unpinnable.get(remote)?.[v]),
        ...(unpinnable.has(remote) ? { unpinnable: unpinnable.get(remote) } : {}),
        ...(error ? { error } : {}),
      });
    }
  }
  return rows;
}

/** `status` as a text table. */
export function formatStatus(rows: readonly StatusRow[]): string {
  if (rows.length === 0) return 'no brands (no brands/*.json)\n';
  const header = ['BRAND', 'REMOTE', 'PINNED', 'CANARY', 'PUBLISHED', 'NEWER'];
  const lines = rows.map((r) =>
    r.error
      ? [r.brand, r.remote, `error: ${r.error}`, '', '', '']
      : [
          r.brand,
          r.remote,
          r.pinned ? `${r.pinned}${r.pinnedMissing ? ' (NOT PUBLISHED)' : ''}` : '-',
          r.canary ? `${r.canary.version} @ ${r.canary.percent}%` : '-',
          r.published.join(', ') || '-',
          r.newer.join(', ') || '-',
        ],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const notes = new Map<string, string>();
  for (const row of rows)
    for (const [version, reason] of Object.entries(row.unpinnable ?? {}))
      notes.set(`${row.remote}@${version}`, `${row.remote}@${version} can never be pinned on this host: ${reason}`);
  const footer = notes.size > 0 ? `\n${[...notes.values()].join('\n')}\n` : '';
  return `${[fmt(header), ...lines.map(fmt)].join('\n')}\n${footer}`;
}

// ---------------------------------------------------------------------------------------------
// store copy

/** Copies every value of one pin store into another (`wl-release store copy`). */
export async function copyStores(options: ReleaseOptions, from: string, to: string, replace: boolean): Promise<CopyResult> {
  const brandsDir = layout(options).brandsDir;
  const open = (setting: string, flag: string): PinStore => {
    try {
      return openPinStore(setting, { brandsDir, role: 'cli' });
    } catch (error) {
      throw usage(`${flag}: ${(error as Error).message}`);
    }
  };
  const source = open(from, '--from');
  const target = open(to, '--to');
  try {
    if (source.where === target.where) throw usage(`--from and --to are the same store (${source.where})`);
    return await copyStore(source, target, { replace });
  } catch (error) {
    if (error instanceof CopyRefused) throw refused(error.message);
    if (error instanceof ReleaseError) throw error;
    throw failure(`store copy failed: ${(error as Error).message}`);
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}
