import { z } from 'zod/mini';

/**
 * One public release key as the shell and the edges carry it (never read from the pin store or the
 * registry: whoever can write those must not be able to name the keys that sign them).
 */
export const releasePublicKeySchema = z.object({
  /** `keyIdOf(publicKey)`: the first 16 hex digits of the SHA-256 of the raw key. */
  id: z.string().check(z.regex(/^[0-9a-f]{16}$/)),
  /** The raw 32-byte Ed25519 public key, base64url. */
  publicKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  /** When the key was made (ISO), for people reading the file. */
  addedAt: z.optional(z.string()),
});

/** A public release key. */
export type ReleasePublicKey = z.infer<typeof releasePublicKeySchema>;

/**
 * The public keys file (`wl-release keys` writes it): every key whose signature the shell and the
 * edges accept. During a rotation it holds the old key and the new one, so documents signed by
 * either are accepted until the old key is removed.
 */
export const releaseKeysFileSchema = z.object({
  schemaVersion: z.literal(1),
  keys: z.array(releasePublicKeySchema),
});

/** A parsed public keys file. */
export type ReleaseKeysFile = z.infer<typeof releaseKeysFileSchema>;
