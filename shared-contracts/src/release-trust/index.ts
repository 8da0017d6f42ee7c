// Signed release metadata (issue 50): a brand's pins document and preview tokens, signed with
// Ed25519 release keys and checked with WebCrypto by the shell, the edges and the CLI alike.
export { fromBase64Url, toBase64Url } from './base64url';
export { canonicalJson } from './canonical-json';
export { pinsDocumentSchema, pinsPayloadSchema, signedPinSchema, signedVersionSchema, verifyPinsDocument } from './pins-document';
export type { PinsCheck, PinsPayload, PinsRefusal, SignedPin, SignedVersion } from './pins-document';
export { PREVIEW_QUERY, encodePreviewToken, previewPayloadSchema, verifyPreviewToken } from './preview-token';
export type { PreviewPayload, PreviewRefusal } from './preview-token';
export { browserRecord, recordDigest } from './record-digest';
export { releaseKeysFileSchema, releasePublicKeySchema } from './release-keys';
export type { ReleaseKeysFile, ReleasePublicKey } from './release-keys';
export { generateReleaseKey, importSigningKey, keyIdOf, signDocument, signedDocumentSchema, verifySignedDocument } from './signed-document';
export type { Ed25519Verify, SignatureRefusal, SignedDocument, SigningKey, Subtle, VerifyOptions } from './signed-document';
