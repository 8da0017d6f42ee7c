// Reading a published remote: its mf-manifest.json and release.json.
import path from 'node:path';
import { z } from 'zod/mini';
import { RELEASE_RECORD_FILE, releaseRecordSchema, type ReleaseRecord } from 'shared-contracts';
import { readJsonFile } from './fs-util';

/** The part of an MF 2 `mf-manifest.json` the release tool relies on. */
export const mfManifestSchema = z.object({
  name: z.string().check(z.minLength(1)),
  metaData: z.object({
    name: z.optional(z.string()),
    buildInfo: z.object({ buildVersion: z.string(), buildName: z.optional(z.string()) }),
    remoteEntry: z.object({ name: z.string().check(z.minLength(1)), path: z.optional(z.string()) }),
    /** The Module Federation build plugin's version. */
    pluginVersion: z.optional(z.string()),
  }),
  shared: z.array(z.object({ name: z.string(), version: z.string(), requiredVersion: z.optional(z.string()) })),
  exposes: z.optional(z.array(z.object({ name: z.string(), path: z.optional(z.string()) }))),
});

export type MfManifest = z.infer<typeof mfManifestSchema>;

// The release record's schema is the contract with the shell, which checks it at load time.
export { releaseRecordSchema, type ReleaseRecord } from 'shared-contracts';

export const MANIFEST_FILE = 'mf-manifest.json';
export const RELEASE_FILE = RELEASE_RECORD_FILE;

/**
 * The globals a remote entry reads when it runs on the host's federation runtime: runtime-core
 * (`externalRuntime`) and the bundler runtime the platform's host ships for every remote
 * (tooling/webpack/remote-bundler-runtime.mjs; an entry with it no longer names runtime-core).
 */
export const EXTERNAL_RUNTIME_GLOBALS = ['_FEDERATION_RUNTIME_CORE', '__WL_FEDERATION_BUNDLER_RUNTIME__'] as const;

/** The version a manifest declares for a shared package, or null. */
export function sharedVersion(manifest: MfManifest, name: string): string | null {
  return manifest.shared.find((s) => s.name === name)?.version ?? null;
}

/**
 * The shared-contracts version a build was made against, as its manifest says: the package's own
 * shared entry or, since only its stateful parts are shared (ADR 0009), `shared-contracts/react` or
 * another `shared-contracts/…` entry (all carry the package's version).
 */
export function contractsVersion(manifest: MfManifest): string | null {
  return (
    sharedVersion(manifest, 'shared-contracts') ?? manifest.shared.find((s) => s.name.startsWith('shared-contracts/'))?.version ?? null
  );
}

export type ManifestRead = { ok: true; manifest: MfManifest } | { ok: false; reason: string };

/** Reads and validates `<dir>/mf-manifest.json`, with a reason when it cannot be used. */
export async function readManifest(dir: string): Promise<ManifestRead> {
  const read = await readJsonFile(path.join(dir, MANIFEST_FILE));
  if (!read.ok) return { ok: false, reason: `${MANIFEST_FILE} is ${read.reason}` };
  const parsed = mfManifestSchema.safeParse(read.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason: `${MANIFEST_FILE} is not a federation manifest (${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'})`,
    };
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
