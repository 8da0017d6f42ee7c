import { scryptSync, timingSafeEqual } from 'node:crypto';

// scrypt parameters: the node defaults (N=16384, r=8, p=1), 64-byte hash.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

// The seed hashes the same passwords with the same seeded salts on every reset: remember them so a
// reset in a test run costs milliseconds, not a scrypt per account.
const memo = new Map<string, string>();

/** Hashes a password as `scrypt$N$r$p$<salt hex>$<hash hex>` (never stores the plaintext). */
export function hashPassword(password: string, saltHex: string): string {
  const memoKey = `${saltHex}\u0000${password}`;
  const known = memo.get(memoKey);
  if (known) return known;
  const hash = scryptSync(password, Buffer.from(saltHex, 'hex'), KEY_LENGTH, { N, r: R, p: P }).toString('hex');
  const encoded = `scrypt$${N}$${R}$${P}$${saltHex}$${hash}`;
  memo.set(memoKey, encoded);
  return encoded;
}

/** Checks a password against a stored hash in constant time; false for malformed hashes. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
