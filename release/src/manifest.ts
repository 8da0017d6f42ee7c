// Reading a published remote: its mf-manifest.json and release.json.
import path from 'node:path';
import { z } from 'zod';
import { readJsonFile } from './fs-util';

/** The part of an MF 2 `mf-manifest.json` the release tool relies on. */
export const mfManifestSchema = z.object({
  name: z.string().min(1),
  metaData: z.object({
    name: z.string().optional(),
    buildInfo: z.object({ buildVersion: z.string(), buildName: z.string().optional() }),
    remoteEntry: z.object({ name: z.string().min(1), path: z.string().optional() }),
  }),
  shared: z.array(z.object({ name: z.string(), version: z.string(), requiredVersion: z.string().optional() })),
  exposes: z.array(z.object({ name: z.string(), path: z.string().optional() })).optional(),
});

export type MfManifest = z.infer<typeof mfManifestSchema>;

const sri = z.string().regex(/^sha384-[A-Za-z0-9+/]+={0,2}$/, 'must be an SRI sha384 hash');

/** `registry/<remote>/<version>/release.json`, written by `publish`. */
export const releaseRecordSchema = z.object({
  schemaVersion: z.literal(1),
  remote: z.string(),
  version: z.string(),
  /** The federation container name (mf-manifest `name`). */
  container: z.string(),
  /** The shared-contracts version the remote was built against. */
  sharedContracts: z.string(),
  /** The React version it was built against (null when it does not share React). */
  react: z.string().nullable(),
  /** When the build ran (mtime of its mf-manifest.json), ISO. */
  builtAt: z.string(),
  /** When it was published, ISO, and by whom. */
  publishedAt: z.string(),
  publishedBy: z.string(),
  /** The remote entry file, relative to the version folder. */
  remoteEntry: z.string(),
  /** Every published file except release.json itself → `sha384-<base64>` (SRI format). */
  files: z.record(z.string(), sri),
});

export type ReleaseRecord = z.infer<typeof releaseRecordSchema>;

export const MANIFEST_FILE = 'mf-manifest.json';
export const RELEASE_FILE = 'release.json';

/** The version a manifest declares for a shared package, or null. */
export function sharedVersion(manifest: MfManifest, name: string): string | null {
  return manifest.shared.find((s) => s.name === name)?.version ?? null;
}

export type ManifestRead = { ok: true; manifest: MfManifest } | { ok: false; reason: string };

/** Reads and validates `<dir>/mf-manifest.json`, with a reason when it cannot be used. */
export async function readManifest(dir: string): Promise<ManifestRead> {
  const read = await readJsonFile(path.join(dir, MANIFEST_FILE));
  if (!read.ok) return { ok: false, reason: `${MANIFEST_FILE} is ${read.reason}` };
  const parsed = mfManifestSchema.safeParse(read.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `${MANIFEST_FILE} is not a federation manifest (${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'})` };
  }
  return { ok: true, manifest: parsed.data };
}

export type ReleaseRead = { ok: true; record: ReleaseRecord } | { ok: false; reason: string };

/** Reads and validates `<dir>/release.json`. */
export async function readReleaseRecord(dir: string): Promise<ReleaseRead> {
  const read = await readJsonFile(path.join(dir, RELEASE_FILE));
  if (!read.ok) return { ok: false, reason: `${RELEASE_FILE} is ${read.reason}` };
  const parsed = releaseRecordSchema.safeParse(read.value);
  if (!parsed.success) return { ok: false, reason: `${RELEASE_FILE} is invalid (${parsed.error.issues[0]?.message ?? 'schema'})` };
  return { ok: true, record: parsed.data };
}
