import { canonicalJson } from './canonical-json';
import { toBase64Url } from './base64url';
import type { Subtle } from './signed-document';

/**
 * A release record as the browser needs it: without the hashes of its source maps (the browser never
 * fetches a `.map` through the shell's integrity check). The brand releases file holds records in
 * this form, and a pins document names each record by the digest of this form (`recordDigest`), so
 * a record read from the releases file and one fetched from the registry have the same digest.
 */
export function browserRecord<T extends { files: Record<string, string> }>(record: T): T {
  return { ...record, files: Object.fromEntries(Object.entries(record.files).filter(([file]) => !file.endsWith('.map'))) };
}

/**
 * `sha384-<base64url>` of the canonical JSON (`canonicalJson`) of a record's browser form
 * (`browserRecord`). A record that is not an object with `files` is digested as it is (and will not
 * match a digest written for a real record).
 */
export async function recordDigest(record: unknown, subtle?: Subtle): Promise<string> {
  const value =
    record && typeof record === 'object' && 'files' in record && record.files && typeof record.files === 'object'
      ? browserRecord(record as { files: Record<string, string> })
      : record;
  const s = subtle ?? (globalThis.crypto.subtle as Subtle);
  const digest = new Uint8Array(await s.digest('SHA-384', new TextEncoder().encode(canonicalJson(value))));
  return `sha384-${toBase64Url(digest)}`;
}
