import { z } from 'zod/mini';
import { fromBase64Url, toBase64Url } from './base64url';
import { isoTime, signedVersionSchema } from './pins-document';
import type { ReleasePublicKey } from './release-keys';
import {
  signDocument,
  verifySignedDocument,
  type SignatureRefusal,
  type SigningKey,
  type Subtle,
  type VerifyOptions,
} from './signed-document';

/**
 * The payload of a preview token (`wl-release preview`): for one brand, until `expiresAt`, these
 * remote versions (each by the digest of its release record) in place of the brand's pins, for
 * whoever opens the address that carries it. `id` names the preview in the operators' console.
 */
export const previewPayloadSchema = z.object({
  schemaVersion: z.literal(1),
  kind: z.literal('preview'),
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  brand: z.string(),
  issuedAt: isoTime,
  expiresAt: isoTime,
  remotes: z.record(z.string(), signedVersionSchema),
});

/** The payload of a preview token. */
export type PreviewPayload = z.infer<typeof previewPayloadSchema>;

/** The query parameter that carries a preview token. */
export const PREVIEW_QUERY = 'preview';

/**
 * A preview token as it travels in an address: `<payload, base64url>.<keyId>.<signature, base64url>`
 * (URL-safe, no JSON in the query).
 */
export async function encodePreviewToken(payload: PreviewPayload, key: SigningKey, subtle?: Subtle): Promise<string> {
  const text = JSON.stringify(payload);
  const signed = await signDocument(text, [key], subtle);
  const [signature] = signed.signatures;
  return `${toBase64Url(new TextEncoder().encode(text))}.${signature!.keyId}.${signature!.sig}`;
}

/** Why a preview token was refused. */
export type PreviewRefusal = SignatureRefusal | 'wrong-brand' | 'expired';

/**
 * The payload of a preview token when it is signed by one of `keys`, is for `brand` and has not
 * expired; else why not.
 */
export async function verifyPreviewToken(
  token: string,
  keys: readonly ReleasePublicKey[],
  check: VerifyOptions & { brand: string; now?: number },
): Promise<{ ok: true; preview: PreviewPayload } | { ok: false; reason: PreviewRefusal }> {
  const parts = token.split('.');
  const bytes = parts.length === 3 ? fromBase64Url(parts[0]!) : null;
  if (!bytes) return { ok: false, reason: 'malformed' };
  let payload: string;
  try {
    payload = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const signed = await verifySignedDocument({ payload, signatures: [{ keyId: parts[1], sig: parts[2] }] }, keys, check);
  if (!signed.ok) return signed;
  let parsed;
  try {
    parsed = previewPayloadSchema.safeParse(JSON.parse(payload));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if (parsed.data.brand !== check.brand) return { ok: false, reason: 'wrong-brand' };
  if (Date.parse(parsed.data.expiresAt) <= (check.now ?? Date.now())) return { ok: false, reason: 'expired' };
  return { ok: true, preview: parsed.data };
}
