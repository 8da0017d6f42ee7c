// `wl-release publish <remote> [--no-build]`: build a remote and publish it to the registry.
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { layout, nowIso, registryOf, type ReleaseOptions } from '../context';
import { restarted } from '../deadline';
import { failure, refused } from '../errors';
import { badCompressedCopies, describeBadCopies, exists, hashTree, readJsonFile, uniqueSuffix } from '../fs-util';
import {
  contractsVersion,
  EXTERNAL_RUNTIME_GLOBALS,
  MANIFEST_FILE,
  readManifest,
  readReleaseRecord,
  RELEASE_FILE,
  sharedVersion,
  type MfManifest,
  type ReleaseRecord,
} from '../manifest';
import { isExactVersion } from '../semver';
import type { RemotePackage } from 'shared-contracts';
import { diffFiles } from './steps/diff-files';
import { publishToBucket } from './steps/publish-to-bucket';
import { assertRemote } from './steps/remote';
import { unpinnableReason } from './steps/unpinnable';

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
  const { root } = layout(options);
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

  // The deadline covers reaching the registry and the store, not the build before it.
  const deadline = options.deadline && restarted(options.deadline);
  if (deadline) options = { ...options, deadline };
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
  // Loaded here, not at start: it brings the TypeScript compiler (about 1 s of every command's
  // start-up otherwise, issue 50).
  const { contractStep } = await import('../contracts/publish-contract');
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
    // No publisher's name: release.json is served to every browser (issue 48).
    remoteEntry,
    files,
  };
  const recordText = `${JSON.stringify(record, null, 2)}\n`;
  // The registry in force (`--registry <folder>`, WL_REGISTRY, else <root>/registry): the folder the
  // checks read is the one written (issue 50: a --registry folder was ignored).
  const target = path.join(registry.kind === 'dir' ? registry.dir : layout(options).registryDir, remote, version);
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
    const published = await publishToBucket(registry.s3, remote, version, dist, files, recordText, deadline);
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
