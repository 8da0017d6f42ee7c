import { desDecryptBase64 } from './des';

/**
 * Decrypts a customer-service path as the upstream's `setCustomerService` does: the last 8
 * characters are the DES key, everything before them the Base64 ciphertext (platform-api-facts §4.6).
 * @throws Error when the path is too short or does not decrypt
 */
export function decryptCustomerServicePath(encryptedPath: string): string {
  if (encryptedPath.length <= 8) throw new Error('Customer-service path is too short');
  const key = encryptedPath.slice(-8);
  const cipher = encryptedPath.slice(0, -8);
  return desDecryptBase64(cipher, key);
}
