import { z } from 'zod/mini';
import { releaseRecordUrl } from 'shared-contracts';

/**
 * `brands/<brand>.releases.json`, written by `wl-release` beside the brand file at every pin change:
 * the release record of every version the brand's pins name (pin, canary, previous), each a copy of
 * the registry's immutable `release.json` (the tool refuses a copy that differs). One file per page
 * load instead of one `release.json` per remote (issue 19). Records are keyed by remote and
 * version, never by role, so a file read a moment before or after a re-pin is still right for every
 * version it holds; a version it lacks (an override, a stale file) is fetched from the registry.
 */
export const brandReleasesSchema = z.object({
  schemaVersion: z.literal(1),
  brand: z.string(),
  /** remote → version → release record (each record is guarded like a fetched one). */
  records: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** A parsed brand releases file. */
export type BrandReleases = z.infer<typeof brandReleasesSchema>;

/** URL of a brand's releases file. */
export function brandReleasesUrl(brandId: string): string {
  return `/brands/${brandId}.releases.json`;
}

/**
 * The records a releases file holds, by their registry URL (`releaseRecordUrl`); empty when the
 * file is not for `brandId` or is malformed (the shell then fetches each record as before).
 */
export function recordsByUrl(raw: unknown, brandId: string, registryBase?: string): Map<string, unknown> {
  const parsed = brandReleasesSchema.safeParse(raw);
  const byUrl = new Map<string, unknown>();
  if (!parsed.success || parsed.data.brand !== brandId) return byUrl;
  for (const [remote, versions] of Object.entries(parsed.data.records)) {
    for (const [version, record] of Object.entries(versions)) byUrl.set(releaseRecordUrl(remote, version, registryBase), record);
  }
  return byUrl;
}
