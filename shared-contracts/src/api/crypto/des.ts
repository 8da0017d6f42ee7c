// Single DES, ECB mode, PKCS7 padding, Base64 ciphertext: the cipher the platform's own encrypt.js
// uses for request bodies and customer-service paths (platform-api-facts §2.3, §4.6). DES is not in
// WebCrypto and is a legacy algorithm in OpenSSL 3, so the same CryptoJS routines run in the browser
// and in the reference API, byte for byte what the upstream produces.
import CryptoJS from 'crypto-js/core';
import 'crypto-js/enc-base64';
import 'crypto-js/cipher-core';
import 'crypto-js/tripledes';
import 'crypto-js/mode-ecb';

/**
 * Encrypts `plaintext` (UTF-8) with DES-ECB-PKCS7. Only the first 8 characters of `key` matter, as
 * with the upstream: CryptoJS parses the key as UTF-8 and DES uses the first 64 bits.
 * @returns the ciphertext in Base64
 */
export function desEncryptBase64(plaintext: string, key: string): string {
  const encrypted = CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plaintext), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return encrypted.toString();
}

/**
 * Decrypts a Base64 DES-ECB-PKCS7 ciphertext to UTF-8.
 * @throws Error when the ciphertext does not decrypt to valid UTF-8 with the key
 */
export function desDecryptBase64(ciphertextBase64: string, key: string): string {
  const decrypted = CryptoJS.DES.decrypt(ciphertextBase64, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  let text: string;
  try {
    text = decrypted.toString(CryptoJS.enc.Utf8);
  } catch {
    throw new Error('DES decryption produced invalid UTF-8');
  }
  if (decrypted.sigBytes < 0 || (text === '' && ciphertextBase64 !== '')) {
    throw new Error('DES decryption failed');
  }
  return text;
}
