/**
 * Decrypts a customer-service path (see `decryptCustomerServicePath` in `shared-contracts/crypto`),
 * loading the DES cipher first: crypto-js (about 9 KiB gzip) is fetched the first time a path is
 * read, not with the first screen.
 * @throws Error (the promise rejects) when the path is too short or does not decrypt, or the cipher cannot load
 */
export async function decryptCustomerServicePathAsync(encryptedPath: string): Promise<string> {
  const { decryptCustomerServicePath } = await import(/* webpackChunkName: "crypto" */ './customer-service-path');
  return decryptCustomerServicePath(encryptedPath);
}
