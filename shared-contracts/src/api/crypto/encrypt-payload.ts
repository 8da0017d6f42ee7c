import { desDecryptBase64, desEncryptBase64 } from './des';
import { rsaDecryptKeyHex, rsaEncryptKeyHex } from './rsa';
import { generateSessionKey, type RandomSource } from './session-key';

/** What an encrypted call sends: the JSON body and the `Encryption` header value. */
export interface EncryptedRequest {
  body: { value: string };
  encryptionHeader: string;
}

/**
 * Encrypts a request payload the way the platform's `reRsaV2` does: a fresh 16-character key,
 * the JSON payload DES-encrypted with it into `{"value": <base64>}`, and the key raw-RSA-wrapped
 * with the server's modulus into the `Encryption` header (platform-api-facts §2).
 */
export function encryptPayload(payload: unknown, modulusHex: string, random?: RandomSource): EncryptedRequest {
  const key = generateSessionKey(random);
  const plaintext = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return {
    body: { value: desEncryptBase64(plaintext, key) },
    encryptionHeader: rsaEncryptKeyHex(key, modulusHex),
  };
}

/**
 * Reverses {@link encryptPayload} with the private key (the reference API's side). Accepts both
 * body variants the facts record: `{"value": "<base64>"}` and the raw Base64 string.
 * @returns the decrypted plaintext (JSON text)
 */
export function decryptPayload(
  body: unknown,
  encryptionHeader: string,
  keyPair: { modulusHex: string; privateExponentHex: string },
): string {
  const key = rsaDecryptKeyHex(encryptionHeader, keyPair.modulusHex, keyPair.privateExponentHex);
  if (key.length < 8) throw new Error('Encryption header does not carry a session key');
  let cipher: unknown = body;
  if (body && typeof body === 'object' && 'value' in body) cipher = (body as { value: unknown }).value;
  if (typeof cipher !== 'string' || cipher === '') throw new Error('Encrypted body is missing');
  return desDecryptBase64(cipher, key);
}
