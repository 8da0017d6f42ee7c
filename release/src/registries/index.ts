// Where published versions are: a folder (`<root>/registry`, the default) or an S3-compatible bucket
// (`--registry s3://bucket/prefix?...`, or WL_REGISTRY). The release checks read a version's files
// from a folder: a bucket's version is downloaded into a temporary folder once per process (its
// objects are immutable), so every check runs on the bytes the edge would serve.
import { promises as fs, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3Registry } from './s3';

export { S3Registry, parseS3Url, contentTypeOf, IMMUTABLE } from './s3';

/** The environment variable naming the registry, read by the CLI and the edge. */
export const REGISTRY_ENV = 'WL_REGISTRY';

export type RegistryTarget = { kind: 'dir'; dir: string; where: string } | { kind: 's3'; s3: S3Registry; where: string };

const opened = new Map<string, S3Registry>();
const downloads = new Map<string, Promise<string | null>>();
let scratch: string | null = null;

/** The registry a setting names: empty → `defaultDir`; a path; `s3://…`. One S3 client per URL and process. */
export function openRegistry(setting: string | undefined, defaultDir: string): RegistryTarget {
  const value = (setting ?? '').trim();
  if (value.startsWith('s3://')) {
    let s3 = opened.get(value);
    if (!s3) {
      s3 = new S3Registry(value);
      opened.set(value, s3);
    }
    return { kind: 's3', s3, where: s3.where };
  }
  const dir = path.resolve(value === '' ? defaultDir : value);
  return { kind: 'dir', dir, where: dir };
}

/** The published versions' folder names of a remote (unsorted), or the remotes (`remote` null). */
export async function listRegistry(registry: RegistryTarget, remote: string | null): Promise<string[]> {
  if (registry.kind === 's3') {
    const names = await registry.s3.listFolders(remote ?? '');
    if (!remote) return names;
    // A version is published once its release.json is there (written last): a publish that stopped
    // half-way is not a version.
    const complete = await Promise.all(names.map((version) => registry.s3.has(registry.s3.key(remote, version, 'release.json'))));
    return names.filter((_, i) => complete[i]);
  }
  try {
    const entries = await fs.readdir(remote ? path.join(registry.dir, remote) : registry.dir, { withFileTypes: true });
    return entries.filter((d) => d.isDirectory() && !d.name.startsWith('.')).map((d) => d.name);
  } catch {
    return [];
  }
}

/**
 * A folder holding `remote@version`'s published files, or null when it is not published: the
 * registry's own folder, or a bucket's objects downloaded into a temporary one.
 */
export function versionDir(registry: RegistryTarget, remote: string, version: string): Promise<string | null> {
  if (registry.kind === 'dir') {
    const dir = path.join(registry.dir, remote, version);
    return fs.stat(dir).then(
      (s) => (s.isDirectory() ? dir : null),
      () => null,
    );
  }
  const id = `${registry.where}|${remote}|${version}`;
  let download = downloads.get(id);
  if (!download) {
    download = (async () => {
      const files = await registry.s3.listFiles(remote, version);
      if (files.length === 0) return null;
      if (!scratch) {
        scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'wl-registry-'));
        const made = scratch;
        process.once('exit', () => rmSync(made, { recursive: true, force: true }));
      }
      const dir = path.join(scratch, String(downloads.size), remote, version);
      for (const file of files) {
        const object = await registry.s3.get(registry.s3.key(remote, version, file));
        if (!object) continue;
        await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await fs.writeFile(path.join(dir, file), object.body);
      }
      return dir;
    })();
    downloads.set(id, download);
  }
  return download;
}
