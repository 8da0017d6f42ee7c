// publish into a registry on object storage (`--registry s3://…`, docs/adr/0012-pin-store.md).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { refused } from '../../errors';
import { listFiles } from '../../fs-util';
import { RELEASE_FILE } from '../../manifest';
import { contentTypeOf, type S3Registry } from '../../registries';
import { diffFiles } from './diff-files';

/**
 * Publishes a dist to a bucket: every file (compressed copies too) with a conditional write, then
 * release.json last. A version whose release.json is there is compared, as on disk; an object
 * already there with other bytes (another publisher's version) is refused, never overwritten.
 */
export async function publishToBucket(
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
