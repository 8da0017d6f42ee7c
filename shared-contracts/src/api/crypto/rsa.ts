// Raw ("textbook") RSA as the upstream's RSA.js does it: no PKCS#1 padding, the message is the
// big-endian integer of the key's ASCII bytes (platform-api-facts §2.4). WebCrypto cannot do this
// (it has no unpadded RSA), and the numbers are small, so plain BigInt arithmetic is enough.

/** The fixed public exponent of the platform's key (hex 10001). */
export const RSA_PUBLIC_EXPONENT_HEX = '10001';

/** Modular exponentiation by squaring. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

/** Big-endian integer of a string's character codes (each must be one byte). */
export function asciiToBigInt(text: string): bigint {
  let value = 0n;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code > 0xff) throw new Error('RSA message must be ASCII');
    value = (value << 8n) | BigInt(code);
  }
  return value;
}

/** Inverse of {@link asciiToBigInt}: leading zero bytes are dropped. */
export function bigIntToAscii(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  let text = '';
  for (let i = 0; i < hex.length; i += 2) {
    const code = Number.parseInt(hex.slice(i, i + 2), 16);
    if (text === '' && code === 0) continue;
    text += String.fromCharCode(code);
  }
  return text;
}

/** Normalises the modulus text the key endpoint returns (quotes and whitespace are tolerated). */
export function parseModulusHex(body: string): string {
  const hex = body
    .trim()
    .replace(/^"+|"+$/g, '')
    .trim();
  if (!/^[0-9a-fA-F]{16,}$/.test(hex)) throw new Error('NO RSA KEY');
  return hex;
}

/**
 * Raw-RSA-encrypts an ASCII key with the public modulus, as the `Encryption` header carries it:
 * hex, padded to a multiple of 4 digits like the upstream's biToHex.
 */
export function rsaEncryptKeyHex(key: string, modulusHex: string, exponentHex: string = RSA_PUBLIC_EXPONENT_HEX): string {
  const n = BigInt(`0x${modulusHex}`);
  const m = asciiToBigInt(key);
  if (m >= n) throw new Error('RSA message is larger than the modulus');
  const c = modPow(m, BigInt(`0x${exponentHex}`), n);
  const hex = c.toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
}

/** Raw-RSA-decrypts an `Encryption` header value with the private exponent (reference API side). */
export function rsaDecryptKeyHex(cipherHex: string, modulusHex: string, privateExponentHex: string): string {
  const n = BigInt(`0x${modulusHex}`);
  const c = BigInt(`0x${cipherHex.replace(/\s+/g, '')}`);
  if (c >= n) throw new Error('RSA ciphertext is larger than the modulus');
  return bigIntToAscii(modPow(c, BigInt(`0x${privateExponentHex}`), n));
}
