// `shared-contracts/crypto`: the platform's ciphers, synchronous, for the reference API and tests.
// The browser apps never import this entry up front: the API client loads the request cipher when
// an encrypted call is made, and the main entry's decryptCustomerServicePathAsync loads DES when a
// customer-service path is read, so crypto-js stays out of every first screen (issue 19).
export { decryptCustomerServicePath } from './customer-service-path';
export { desDecryptBase64, desEncryptBase64 } from './des';
export { decryptPayload, encryptPayload } from './encrypt-payload';
export type { EncryptedRequest } from './encrypt-payload';
