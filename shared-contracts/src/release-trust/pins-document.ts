import { z } from 'zod/mini';
import type { ReleasePublicKey } from './release-keys';
import { signedDocumentSchema, verifySignedDocument, type SignatureRefusal, type VerifyOptions } from './signed-document';

/** An ISO 8601 UTC time as `Date#toISOString` writes it (the host's zod/mini surface has no `z.iso`). */
export const isoTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/));

const semver = z.string().check(z.regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/));
const digest = z.string().check(z.regex(/^sha384-[A-Za-z0-9_-]{64}$/));

/** One signed version: the version and the digest of its release record (`recordDigest`). */
export const signedVersionSchema = z.object({ version: semver, record: digest });

/** A signed version. */
export type SignedVersion = z.infer<typeof signedVersionSchema>;

/** One remote of a pins document: its pin, and the pin's `previous` and canary when it has them. */
export const signedPinSchema = z.object({
  version: semver,
  record: digest,
  previous: z.optional(signedVersionSchema),
  canary: z.optional(z.object({ version: semver, record: digest, percent: z.number().check(z.int(), z.gte(0), z.lte(100)) })),
});

/** A signed pin. */
export type SignedPin = z.infer<typeof signedPinSchema>;

/**
 * The payload of a brand's pins document (`brands/<brand>.pins.json`, written by `wl-release` at
 * every pin change and signed with a release key): which version of each remote the brand runs, by
 * the digest of each version's release record, so neither the pin store nor the registry can change
 * the code a browser runs without a release key. `serial` only goes up (a browser and an edge refuse
 * a document older than the newest they saw: a replayed one); `expiresAt` bounds how long a document
 * stays good (a frozen store cannot serve old pins for ever).
 */
export const pinsPayloadSchema = z.object({
  schemaVersion: z.literal(1),
  kind: z.literal('pins'),
  brand: z.string(),
  serial: z.number().check(z.int(), z.gte(1)),
  issuedAt: isoTime,
  expiresAt: isoTime,
  remotes: z.record(z.string(), signedPinSchema),
});

/** The payload of a pins document. */
export type PinsPayload = z.infer<typeof pinsPayloadSchema>;

/** A brand's pins document as stored and sent: {@link pinsPayloadSchema} as a signed document. */
export const pinsDocumentSchema = signedDocumentSchema;

/** Why a pins document was refused. */
export type PinsRefusal = SignatureRefusal | 'wrong-brand' | 'expired' | 'rolled-back';

/** What {@link verifyPinsDocument} checks beyond the signature. */
export interface PinsCheck extends VerifyOptions {
  brand: string;
  /** Now, in ms (tests pass their clock). */
  now?: number;
  /** The highest serial this reader accepted before for the brand: a lower one is refused. */
  lastSerial?: number;
}

/**
 * The payload of a brand's pins document when it is signed by one of `keys`, is for `brand`, has not
 * expired and is not older than `lastSerial`; else why not. The same serial as `lastSerial` passes
 * (the same document read again).
 */
export async function verifyPinsDocument(
  document: unknown,
  keys: readonly ReleasePublicKey[],
  check: PinsCheck,
): Promise<{ ok: true; pins: PinsPayload; keyId: string } | { ok: false; reason: PinsRefusal }> {
  const signed = await verifySignedDocument(document, keys, check);
  if (!signed.ok) return signed;
  let parsed;
  try {
    parsed = pinsPayloadSchema.safeParse(JSON.parse(signed.payload));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const pins = parsed.data;
  if (pins.brand !== check.brand) return { ok: false, reason: 'wrong-brand' };
  if (Date.parse(pins.expiresAt) <= (check.now ?? Date.now())) return { ok: false, reason: 'expired' };
  if (check.lastSerial !== undefined && pins.serial < check.lastSerial) return { ok: false, reason: 'rolled-back' };
  return { ok: true, pins, keyId: signed.keyId };
}
