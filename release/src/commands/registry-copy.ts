// `wl-release registry copy --from <folder> --to s3://bucket/prefix`: a folder registry (what
// `node scripts/build.mjs` writes, or one moved off a machine) into a bucket, through the same
// conditional writes as `publish --registry s3://…` (steps/publish-to-bucket.ts).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { layout, type ReleaseOptions } from '../context';
import { assertBefore, type Deadline } from '../deadline';
import { refused, usage } from '../errors';
import { badCompressedCopies, describeBadCopies, hashTree } from '../fs-util';
import { readReleaseRecord, RELEASE_FILE } from '../manifest';
import { listRegistry, openRegistry } from '../registries';
import { diffFiles } from './steps/diff-files';
import { publishToBucket } from './steps/publish-to-bucket';

export interface RegistryCopyResult {
  from: string;
  to: string;
  /** `remote@version` written into the bucket. */
  copied: string[];
  /** `remote@version` already in the bucket with the same files. */
  unchanged: string[];
  /** Folders with no valid release.json: no version (a publish that stopped, a stray folder). */
  skipped: string[];
}

/**
 * Copies every published version of the folder registry `from` (those with a valid release.json)
 * into the bucket `to`. A version whose files are not its release.json's is refused before anything
 * of it is written; one already in the bucket with other content is refused, never overwritten.
 * Within the command's deadline, or refused: a version cut off by it has no release.json (no version).
 */
export async function copyRegistry(options: ReleaseOptions, from: string, to: string): Promise<RegistryCopyResult> {
  const open = (setting: string, flag: string) => {
    try {
      return openRegistry(setting, layout(options).registryDir);
    } catch (error) {
      throw usage(`${flag}: ${(error as Error).message}`);
    }
  };
  const source = open(from, '--from');
  const target = open(to, '--to');
  if (source.kind !== 'dir') throw usage(`--from must be a registry folder, got ${source.where}`);
  if (target.kind !== 's3') throw usage(`--to must be a bucket (s3://bucket/prefix?endpoint=…), got ${target.where}`);
  if (
    !(await fs.stat(source.dir).then(
      (s) => s.isDirectory(),
      () => false,
    ))
  )
    throw usage(`--from: ${source.dir} is not a folder`);
  const deadline: Deadline | undefined = options.deadline;
  const result: RegistryCopyResult = { from: source.where, to: target.where, copied: [], unchanged: [], skipped: [] };
  for (const remote of (await listRegistry(source, null)).sort()) {
    for (const version of (await listRegistry(source, remote)).sort()) {
      const id = `${remote}@${version}`;
      const dir = path.join(source.dir, remote, version);
      const read = await readReleaseRecord(dir);
      if (!read.ok) {
        result.skipped.push(id);
        options.log?.(`skipped ${id}: ${read.reason}`);
        continue;
      }
      const differing = diffFiles(await hashTree(dir, [RELEASE_FILE]), read.record.files);
      if (differing.length > 0)
        throw refused(
          `${id} in ${source.dir} does not match its ${RELEASE_FILE} (${differing.slice(0, 5).join(', ')}); nothing of it was copied`,
        );
      const badCopies = await badCompressedCopies(dir);
      if (badCopies.length > 0)
        throw refused(
          `${id} in ${source.dir} has compressed copies that are not its files (${describeBadCopies(badCopies)}); nothing of it was copied`,
        );
      assertBefore(deadline, target.where);
      const recordText = await fs.readFile(path.join(dir, RELEASE_FILE), 'utf8');
      const outcome = await publishToBucket(target.s3, remote, version, dir, read.record.files, recordText, deadline);
      (outcome === 'published' ? result.copied : result.unchanged).push(id);
    }
  }
  return result;
}
