import { z } from 'zod/mini';

/** Name of the release record beside a published version's files. */
export const RELEASE_RECORD_FILE = 'release.json';

const sri = z.string().check(z.regex(/^sha384-[A-Za-z0-9+/]+={0,2}$/, 'must be an SRI sha384 hash'));

/**
 * `registry/<remote>/<version>/release.json`, written by `wl-release publish`: what the version was
 * built against and a SHA-384 hash (SRI format) of every file published with it. The CLI checks it
 * before pinning; the shell checks it before a remote's code runs (ARCHITECTURE §4).
 */
export const releaseRecordSchema = z.object({
  schemaVersion: z.literal(1),
  remote: z.string(),
  version: z.string(),
  /** The federation container name (mf-manifest `name`). */
  container: z.string(),
  /** The shared-contracts version the remote was built against. */
  sharedContracts: z.string(),
  /** The React version it was built against (null when it does not share React). */
  react: z.nullable(z.string()),
  /**
   * The Module Federation runtime version the remote entry expects the HOST to provide (a production
   * build runs on the shell's runtime-core instead of bundling one). Absent: the entry bundles its own.
   */
  federationRuntime: z.optional(z.string()),
  /** When the build ran (mtime of its mf-manifest.json), ISO. */
  builtAt: z.string(),
  /** When it was published, ISO. */
  publishedAt: z.string(),
  /**
   * Who published it: no longer written (issue 48: release.json is public, an operator's name is
   * not); records published before carry it.
   */
  publishedBy: z.optional(z.string()),
  /** The remote entry file, relative to the version folder. */
  remoteEntry: z.string(),
  /** Every published file except release.json itself → `sha384-<base64>` (SRI format). */
  files: z.record(z.string(), sri),
});

/** A parsed release record. */
export type ReleaseRecord = z.infer<typeof releaseRecordSchema>;

/** URL of a published version's release record. */
export function releaseRecordUrl(pkg: string, version: string, registryBase = '/registry'): string {
  return `${registryBase}/${pkg}/${version}/${RELEASE_RECORD_FILE}`;
}
