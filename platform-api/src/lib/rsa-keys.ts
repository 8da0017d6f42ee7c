import { generateKeyPairSync } from 'node:crypto';

/** The RSA key pair of this process, as the hex numbers the platform's raw RSA uses. */
export interface RsaKeys {
  modulusHex: string;
  privateExponentHex: string;
}

/** Generates a fresh 1024-bit key pair with exponent 65537 (facts §2.1). */
export function generateRsaKeys(): RsaKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  const toHex = (b64url: string | undefined): string => Buffer.from(b64url ?? '', 'base64url').toString('hex');
  return { modulusHex: toHex(jwk.n), privateExponentHex: toHex(jwk.d) };
}
