import { z } from 'zod/mini';
import { fromBase64Url, toBase64Url } from './base64url';
import type { ReleasePublicKey } from './release-keys';

const ED25519 = { name: 'Ed25519' } as const;

/**
 * A document signed by a release key: the signed bytes are exactly `payload` (a JSON text, UTF-8),
 * so a verifier never re-serialises what it checks. `signatures` may hold more than one (a rotation
 * signing with the old and the new key); one by a known key is enough.
 */
export const signedDocumentSchema = z.object({
  payload: z.string(),
  signatures: z.array(
    z.object({
      keyId: z.string(),
      /** The 64-byte Ed25519 signature of `payload`, base64url. */
      sig: z.string(),
    }),
  ),
});

/** A signed document as stored and sent. */
export type SignedDocument = z.infer<typeof signedDocumentSchema>;

/** Why a signed document was refused. */
export type SignatureRefusal = 'malformed' | 'unknown-key' | 'bad-signature';

/** The WebCrypto the checks use: the browser's `crypto.subtle` or Node's `webcrypto.subtle`. */
export type Subtle = Pick<SubtleCrypto, 'importKey' | 'verify' | 'sign' | 'digest' | 'exportKey' | 'generateKey'>;

function subtleOf(subtle?: Subtle): Subtle {
  const found = subtle ?? (globalThis.crypto?.subtle as Subtle | undefined);
  if (!found) throw new Error('WebCrypto is not available here');
  return found;
}

/** `keyIdOf(raw)`: the first 16 hex digits of the SHA-256 of a raw public key. */
export async function keyIdOf(rawPublicKey: Uint8Array<ArrayBuffer>, subtle?: Subtle): Promise<string> {
  const digest = new Uint8Array(await subtleOf(subtle).digest('SHA-256', rawPublicKey));
  return Array.from(digest.slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Verifies `signature` of `data` with a raw Ed25519 public key. WebCrypto's Ed25519 where the
 * runtime has it; `fallback` (for instance `@noble/ed25519`'s `verifyAsync`, loaded on demand) where
 * `importKey` refuses the algorithm. False for a bad signature or key.
 */
export type Ed25519Verify = (
  signature: Uint8Array<ArrayBuffer>,
  data: Uint8Array<ArrayBuffer>,
  rawPublicKey: Uint8Array<ArrayBuffer>,
) => Promise<boolean>;

async function verifyEd25519(
  signature: Uint8Array<ArrayBuffer>,
  data: Uint8Array<ArrayBuffer>,
  rawPublicKey: Uint8Array<ArrayBuffer>,
  subtle: Subtle,
  fallback?: () => Promise<Ed25519Verify>,
): Promise<boolean> {
  let key: CryptoKey;
  try {
    key = await subtle.importKey('raw', rawPublicKey, ED25519, false, ['verify']);
  } catch (error) {
    if (!fallback || (error instanceof DOMException && error.name === 'DataError')) return false;
    return (await fallback())(signature, data, rawPublicKey);
  }
  try {
    return await subtle.verify(ED25519, key, signature, data);
  } catch {
    return false;
  }
}

/** Options of {@link verifySignedDocument}. */
export interface VerifyOptions {
  subtle?: Subtle;
  /** Loads a verifier for runtimes whose WebCrypto lacks Ed25519. */
  fallback?: () => Promise<Ed25519Verify>;
}

/**
 * The payload text of `document` when one of its signatures is valid under one of `keys`, else why
 * not. Only the signature is checked here; what the payload says (brand, expiry, serial) is the
 * caller's (`verifyPinsDocument`, `verifyPreviewToken`).
 */
export async function verifySignedDocument(
  document: unknown,
  keys: readonly ReleasePublicKey[],
  options: VerifyOptions = {},
): Promise<{ ok: true; payload: string; keyId: string } | { ok: false; reason: SignatureRefusal }> {
  const parsed = signedDocumentSchema.safeParse(document);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const data = new TextEncoder().encode(parsed.data.payload);
  let isKnownKey = false;
  for (const { keyId, sig } of parsed.data.signatures) {
    const key = keys.find((candidate) => candidate.id === keyId);
    const signature = fromBase64Url(sig);
    const raw = key ? fromBase64Url(key.publicKey) : null;
    if (!key || !raw || raw.length !== 32) continue;
    isKnownKey = true;
    if (!signature || signature.length !== 64) continue;
    if (await verifyEd25519(signature, data, raw, subtleOf(options.subtle), options.fallback)) {
      return { ok: true, payload: parsed.data.payload, keyId };
    }
  }
  return { ok: false, reason: isKnownKey ? 'bad-signature' : 'unknown-key' };
}

/** A private release key ready to sign: its id and the non-extractable WebCrypto key. */
export interface SigningKey {
  id: string;
  privateKey: CryptoKey;
}

/** Signs `payload` (a JSON text) with each of `keys` (the CLI: `wl-release`; tests: their own keys). */
export async function signDocument(payload: string, keys: readonly SigningKey[], subtle?: Subtle): Promise<SignedDocument> {
  const data = new TextEncoder().encode(payload);
  const signatures = [];
  for (const key of keys) {
    const sig = new Uint8Array(await subtleOf(subtle).sign(ED25519, key.privateKey, data));
    signatures.push({ keyId: key.id, sig: toBase64Url(sig) });
  }
  return { payload, signatures };
}

/** A new Ed25519 key pair: the signing key, its public form, and the private key as PKCS#8 (base64url) to keep in a file. */
export async function generateReleaseKey(
  subtle?: Subtle,
  now: Date = new Date(),
): Promise<{ signing: SigningKey; publicKey: ReleasePublicKey; pkcs8: string }> {
  const s = subtleOf(subtle);
  const pair = (await s.generateKey(ED25519, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await s.exportKey('raw', pair.publicKey));
  const pkcs8 = toBase64Url(new Uint8Array(await s.exportKey('pkcs8', pair.privateKey)));
  const id = await keyIdOf(raw, s);
  const signing = await importSigningKey(pkcs8, s);
  return { signing, publicKey: { id, publicKey: toBase64Url(raw), addedAt: now.toISOString() }, pkcs8 };
}

/**
 * A signing key from its PKCS#8 form (base64url), non-extractable; its id is derived from the
 * public key, so a file cannot claim another key's id.
 */
export async function importSigningKey(pkcs8: string, subtle?: Subtle): Promise<SigningKey> {
  const s = subtleOf(subtle);
  const bytes = fromBase64Url(pkcs8);
  if (!bytes) throw new Error('the private key is not base64url PKCS#8');
  const extractable = await s.importKey('pkcs8', bytes, ED25519, true, ['sign']);
  // The public key of an Ed25519 PKCS#8 key: its JWK's `x`.
  const jwk = (await s.exportKey('jwk', extractable)) as JsonWebKey;
  const raw = jwk.x ? fromBase64Url(jwk.x) : null;
  if (!raw || raw.length !== 32) throw new Error('the private key is not an Ed25519 key');
  const privateKey = await s.importKey('pkcs8', bytes, ED25519, false, ['sign']);
  return { id: await keyIdOf(raw, s), privateKey };
}
