import fc from 'fast-check';
import { webcrypto } from 'node:crypto';
import {
  canonicalJson,
  encodePreviewToken,
  fromBase64Url,
  generateReleaseKey,
  importSigningKey,
  recordDigest,
  signDocument,
  toBase64Url,
  verifyPinsDocument,
  verifyPreviewToken,
  verifySignedDocument,
  type PinsPayload,
  type Subtle,
} from './index';

const subtle = webcrypto.subtle as unknown as Subtle;
const NOW = Date.parse('2026-12-03T12:00:00.000Z');
const DIGEST = `sha384-${'A'.repeat(64)}`;

function pins(overrides: Partial<PinsPayload> = {}): PinsPayload {
  return {
    schemaVersion: 1,
    kind: 'pins',
    brand: 'default',
    serial: 5,
    issuedAt: '2026-12-03T11:00:00.000Z',
    expiresAt: '2026-12-10T11:00:00.000Z',
    remotes: { 'mfe-lobby': { version: '1.2.0', record: DIGEST, previous: { version: '1.1.0', record: DIGEST } } },
    ...overrides,
  };
}

describe('canonicalJson', () => {
  it('writes one text for a value whatever its key order or spacing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const reordered = JSON.parse(JSON.stringify(value, null, 2)) as unknown;
        expect(canonicalJson(reordered)).toBe(canonicalJson(value));
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], c: undefined })).toBe('{"a":[true,null,"x"],"b":1}');
  });
});

describe('base64url', () => {
  it('round-trips any bytes and refuses other alphabets', () => {
    fc.assert(fc.property(fc.uint8Array(), (bytes) => expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes)));
    expect(fromBase64Url('a+b/')).toBeNull();
  });
});

describe('signed documents', () => {
  it('accept a signature by a known key and refuse a changed payload, another key or garbage', async () => {
    const key = await generateReleaseKey(subtle);
    const other = await generateReleaseKey(subtle);
    const doc = await signDocument('{"a":1}', [key.signing], subtle);
    await expect(verifySignedDocument(doc, [key.publicKey], { subtle })).resolves.toMatchObject({ ok: true, payload: '{"a":1}' });
    await expect(verifySignedDocument({ ...doc, payload: '{"a":2}' }, [key.publicKey], { subtle })).resolves.toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    await expect(verifySignedDocument(doc, [other.publicKey], { subtle })).resolves.toEqual({ ok: false, reason: 'unknown-key' });
    // A signature by another key that claims the known key's id.
    const forged = await signDocument('{"a":1}', [{ ...other.signing, id: key.signing.id }], subtle);
    await expect(verifySignedDocument(forged, [key.publicKey], { subtle })).resolves.toEqual({ ok: false, reason: 'bad-signature' });
    await expect(verifySignedDocument({ payload: 1 }, [key.publicKey], { subtle })).resolves.toEqual({ ok: false, reason: 'malformed' });
  });

  it('keep a key id that follows the public key, whatever file the private key came from', async () => {
    const key = await generateReleaseKey(subtle);
    const again = await importSigningKey(key.pkcs8, subtle);
    expect(again.id).toBe(key.publicKey.id);
    const doc = await signDocument('x', [again], subtle);
    await expect(verifySignedDocument(doc, [key.publicKey], { subtle })).resolves.toMatchObject({ ok: true });
  });

  it('use the fallback verifier where WebCrypto lacks Ed25519', async () => {
    const key = await generateReleaseKey(subtle);
    const doc = await signDocument('x', [key.signing], subtle);
    const noEd25519 = {
      ...subtle,
      importKey: () => Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError')),
      digest: subtle.digest.bind(subtle),
    } as Subtle;
    const fallback = jest.fn(async () => async () => true);
    await expect(verifySignedDocument(doc, [key.publicKey], { subtle: noEd25519, fallback })).resolves.toMatchObject({ ok: true });
    expect(fallback).toHaveBeenCalledTimes(1);
  });
});

describe('verifyPinsDocument', () => {
  it('accepts a signed document for the brand, and refuses another brand, an expired one and an older serial', async () => {
    const key = await generateReleaseKey(subtle);
    const doc = await signDocument(JSON.stringify(pins()), [key.signing], subtle);
    const keys = [key.publicKey];
    await expect(verifyPinsDocument(doc, keys, { subtle, brand: 'default', now: NOW, lastSerial: 5 })).resolves.toMatchObject({
      ok: true,
      pins: { serial: 5 },
    });
    await expect(verifyPinsDocument(doc, keys, { subtle, brand: 'lucky', now: NOW })).resolves.toEqual({
      ok: false,
      reason: 'wrong-brand',
    });
    await expect(verifyPinsDocument(doc, keys, { subtle, brand: 'default', now: Date.parse('2026-12-10T11:00:00.000Z') })).resolves.toEqual(
      {
        ok: false,
        reason: 'expired',
      },
    );
    await expect(verifyPinsDocument(doc, keys, { subtle, brand: 'default', now: NOW, lastSerial: 6 })).resolves.toEqual({
      ok: false,
      reason: 'rolled-back',
    });
    const bad = await signDocument(JSON.stringify({ ...pins(), serial: 0 }), [key.signing], subtle);
    await expect(verifyPinsDocument(bad, keys, { subtle, brand: 'default', now: NOW })).resolves.toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});

describe('preview tokens', () => {
  it('travel in an address and are refused for another brand, once expired, or when changed', async () => {
    const key = await generateReleaseKey(subtle);
    const payload = {
      schemaVersion: 1 as const,
      kind: 'preview' as const,
      id: 'pv-12345678',
      brand: 'default',
      issuedAt: '2026-12-03T11:00:00.000Z',
      expiresAt: '2026-12-03T13:00:00.000Z',
      remotes: { 'mfe-lobby': { version: '1.3.0', record: DIGEST } },
    };
    const token = await encodePreviewToken(payload, key.signing, subtle);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[0-9a-f]{16}\.[A-Za-z0-9_-]+$/);
    const keys = [key.publicKey];
    await expect(verifyPreviewToken(token, keys, { subtle, brand: 'default', now: NOW })).resolves.toEqual({ ok: true, preview: payload });
    await expect(verifyPreviewToken(token, keys, { subtle, brand: 'lucky', now: NOW })).resolves.toEqual({
      ok: false,
      reason: 'wrong-brand',
    });
    await expect(verifyPreviewToken(token, keys, { subtle, brand: 'default', now: Date.parse(payload.expiresAt) })).resolves.toEqual({
      ok: false,
      reason: 'expired',
    });
    const [, id, sig] = token.split('.');
    const changed = `${toBase64Url(new TextEncoder().encode(JSON.stringify({ ...payload, brand: 'lucky' })))}.${id}.${sig}`;
    await expect(verifyPreviewToken(changed, keys, { subtle, brand: 'lucky', now: NOW })).resolves.toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    await expect(verifyPreviewToken('not-a-token', keys, { subtle, brand: 'default', now: NOW })).resolves.toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});

describe('recordDigest', () => {
  it('is the same for a record with or without its source maps and in any key order, and differs for another file hash', async () => {
    const record = { version: '1.0.0', files: { 'a.js': 'sha384-x', 'a.js.map': 'sha384-y' }, remote: 'mfe-lobby' };
    const stripped = { remote: 'mfe-lobby', files: { 'a.js': 'sha384-x' }, version: '1.0.0' };
    const a = await recordDigest(record, subtle);
    expect(a).toMatch(/^sha384-[A-Za-z0-9_-]{64}$/);
    await expect(recordDigest(stripped, subtle)).resolves.toBe(a);
    await expect(recordDigest({ ...record, files: { 'a.js': 'sha384-z' } }, subtle)).resolves.not.toBe(a);
  });
});
