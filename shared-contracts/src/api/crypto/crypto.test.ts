/** @jest-environment node */
import { generateKeyPairSync, privateDecrypt, constants } from 'node:crypto';
import { desDecryptBase64, desEncryptBase64 } from './des';
import { asciiToBigInt, bigIntToAscii, modPow, parseModulusHex, rsaDecryptKeyHex, rsaEncryptKeyHex } from './rsa';
import { generateSessionKey, SESSION_KEY_ALPHABET } from './session-key';
import { decryptPayload, encryptPayload } from './encrypt-payload';
import { decryptCustomerServicePath } from './customer-service-path';

// Vectors produced independently with `openssl enc -des-ecb -provider legacy -base64`.
const VECTORS = [
  { key: '12345678', plain: 'hello', cipher: 'uhbGoCVxJa8=' },
  {
    key: 'Ab3dEf7hIjKlMnOp',
    plain: '{"username":"member01","password":"secret88"}',
    cipher: 'zV0+zioD1RKGpPu4owvC293dVdrSvC3iQR8HZP5efjyFDeLwcElQu9EueNtukLXZ',
  },
];

function rsaKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  const toHex = (b64url: string | undefined) => Buffer.from(b64url ?? '', 'base64url').toString('hex');
  return { publicKey, privateKey, modulusHex: toHex(jwk.n), privateExponentHex: toHex(jwk.d) };
}

describe('DES-ECB-PKCS7', () => {
  it.each(VECTORS)('matches OpenSSL for key $key', ({ key, plain, cipher }) => {
    expect(desEncryptBase64(plain, key)).toBe(cipher);
    expect(desDecryptBase64(cipher, key)).toBe(plain);
  });

  it('uses only the first 8 characters of the key, like the upstream', () => {
    expect(desEncryptBase64('payload', 'Ab3dEf7hXXXXXXXX')).toBe(desEncryptBase64('payload', 'Ab3dEf7hIjKlMnOp'));
  });

  it('round-trips UTF-8 text', () => {
    const text = 'Tiếng Việt — 中文 ✓';
    expect(desDecryptBase64(desEncryptBase64(text, 'k9Z2mQ4x'), 'k9Z2mQ4x')).toBe(text);
  });

  it('refuses to decrypt with the wrong key', () => {
    expect(() => desDecryptBase64(VECTORS[1]!.cipher, 'wrongkey')).toThrow();
  });
});

describe('raw RSA key wrap', () => {
  it('computes textbook RSA on a small known key', () => {
    // n = 61 * 53 = 3233, e = 17, d = 2753: m = 65 encrypts to 2790.
    expect(modPow(65n, 17n, 3233n)).toBe(2790n);
    expect(modPow(2790n, 2753n, 3233n)).toBe(65n);
  });

  it('packs the key big-endian and back', () => {
    expect(asciiToBigInt('AB')).toBe(0x4142n);
    expect(bigIntToAscii(0x4142n)).toBe('AB');
  });

  it('is the unpadded RSA that OpenSSL decrypts with RSA_NO_PADDING', () => {
    const pair = rsaKeyPair();
    const key = 'Ab3dEf7hIjKlMnOp';
    const header = rsaEncryptKeyHex(key, pair.modulusHex);
    expect(header.length % 4).toBe(0);
    const raw = privateDecrypt(
      { key: pair.privateKey, padding: constants.RSA_NO_PADDING },
      Buffer.from(header.padStart(pair.modulusHex.length, '0'), 'hex'),
    );
    expect(raw.toString('latin1').replace(/^\0+/, '')).toBe(key);
    expect(rsaDecryptKeyHex(header, pair.modulusHex, pair.privateExponentHex)).toBe(key);
  });

  it('accepts the modulus with quotes and whitespace, and rejects junk', () => {
    expect(parseModulusHex(' "abcdef0123456789abcd"\n')).toBe('abcdef0123456789abcd');
    expect(() => parseModulusHex('<html>error</html>')).toThrow('NO RSA KEY');
  });
});

describe('session key', () => {
  it('has 16 characters from the upstream alphabet', () => {
    const key = generateSessionKey();
    expect(key).toHaveLength(16);
    for (const ch of key) expect(SESSION_KEY_ALPHABET).toContain(ch);
  });

  it('is driven by the random source', () => {
    const key = generateSessionKey((n) => new Uint32Array(n).fill(10));
    expect(key).toBe('A'.repeat(16));
  });
});

describe('encryptPayload / decryptPayload', () => {
  it('round-trips a login payload through the private key', () => {
    const pair = rsaKeyPair();
    const payload = { username: 'member01', password: 'secret88', type: 'username' };
    const request = encryptPayload(payload, pair.modulusHex);
    expect(Object.keys(request.body)).toEqual(['value']);
    expect(request.body.value).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(decryptPayload(request.body, request.encryptionHeader, pair))).toEqual(payload);
  });

  it('also accepts the older raw Base64 body', () => {
    const pair = rsaKeyPair();
    const request = encryptPayload({ a: 1 }, pair.modulusHex);
    expect(decryptPayload(request.body.value, request.encryptionHeader, pair)).toBe('{"a":1}');
  });

  it('uses a fresh key per request', () => {
    const pair = rsaKeyPair();
    const a = encryptPayload({ a: 1 }, pair.modulusHex);
    const b = encryptPayload({ a: 1 }, pair.modulusHex);
    expect(a.encryptionHeader).not.toBe(b.encryptionHeader);
  });
});

describe('decryptCustomerServicePath', () => {
  it('takes the last 8 characters as the key (OpenSSL vector)', () => {
    const cipher = 'b0uca3lNbgDFNmXhDFcPhE7ASNd5uBL+lWAMHMciiHnc6cNrY+JA7A==';
    expect(decryptCustomerServicePath(`${cipher}k9Z2mQ4x`)).toBe('https://chat.example.com/live?id=42');
  });

  it('throws on a path that is too short or garbage', () => {
    expect(() => decryptCustomerServicePath('short')).toThrow();
    expect(() => decryptCustomerServicePath('bm90IGEgY2lwaGVydGV4dA==k9Z2mQ4x')).toThrow();
  });
});
