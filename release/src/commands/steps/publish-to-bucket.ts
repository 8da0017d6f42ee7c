// publish into a registry on object storage (`--registry s3://…`, docs/adr/0012-pin-store.md).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { assertBefore, deadlinePassed, remainingMs, type Deadline } from '../../deadline';
import { refused } from '../../errors';
import { listFiles } from '../../fs-util';
import { RELEASE_FILE } from '../../manifest';
import { contentTypeOf, type S3Registry } from '../../registries';
import { diffFiles } from './diff-files';

/**
 * Publishes a dist to a bucket: every file (compressed copies too) with a conditional write, then
 * release.json last. A version whose release.json is there is compared, as on disk; an object
 * already there with other bytes (another publisher's version) is refused, never overwritten.
 * With a deadline, every request is cancelled when it passes and release.json is not written after
 * it: the files written until then are no version (a version is its release.json).
 */
export async function publishToBucket(
  s3: S3Registry,
  remote: string,
  version: string,
  dist: string,
  files: Record<string, string>,
  recordText: string,
  deadline?: Deadline,
): Promise<'published' | 'unchanged'> {
  const signal = deadline ? AbortSignal.timeout(Math.max(1, remainingMs(deadline))) : undefined;
  try {
    return await writeVersion(s3, remote, version, dist, files, recordText, deadline, signal);
  } catch (error) {
    if (deadline && (signal?.aborted || (error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError'))
      throw deadlinePassed(deadline, s3.where, (error as Error).message);
    throw error;
  }
}

async function writeVersion(
  s3: S3Registry,
  remote: string,
  version: string,
  dist: string,
  files: Record<string, string>,
  recordText: string,
  deadline: Deadline | undefined,
  signal: AbortSignal | undefined,
): Promise<'published' | 'unchanged'> {
  const immutable = `published versions are immutable: bump the version in ${remote}/package.json`;
  const existing = await s3.get(s3.key(remote, version, RELEASE_FILE), signal);
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
    assertBefore(deadline, s3.where);
    const outcome = await s3.putIfAbsent(
      s3.key(remote, version, file),
      await fs.readFile(path.join(dist, file)),
      contentTypeOf(file),
      signal,
    );
    if (outcome === 'different')
      throw refused(
        `${remote}@${version} is already in ${s3.where} with a different ${file} (another publish of this version); ${immutable}`,
      );
  }
  assertBefore(deadline, s3.where);
  const record = await s3.putIfAbsent(s3.key(remote, version, RELEASE_FILE), Buffer.from(recordText), contentTypeOf(RELEASE_FILE), signal);
  if (record === 'different') {
    // Published meanwhile by another publisher: identical files make it the same version.
    const there = await s3.get(s3.key(remote, version, RELEASE_FILE), signal);
    const theirs = there ? ((JSON.parse(there.body.toString('utf8')) as { files?: Record<string, string> }).files ?? {}) : {};
    if (diffFiles(theirs, files).length > 0)
      throw refused(`${remote}@${version} was published meanwhile with different content; ${immutable}`);
    return 'unchanged';
  }
  return 'published';
}
