import { ApiError, endpoints } from 'shared-contracts';
import { encryptPayload } from 'shared-contracts/crypto';
import { createTestApp, createTestClient, headers, writeCounts, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function modulus(): Promise<string> {
  return (await t.app.inject({ method: 'GET', url: '/wps/session/key/rsa' })).body;
}

describe('encrypted login through the real shared-contracts client', () => {
  it('logs member01 in, then reads member info and the 1000.00 balance', async () => {
    const { client, setToken } = createTestClient(t.app);
    const login = await client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } });
    expect(login.token).toMatch(/^[0-9a-f]{64}$/);
    expect(login).toMatchObject({ firstTimeLogin: false, passwordExpired: false, userName: 'member01' });
    setToken(login.token);
    const member = await client.call(endpoints.memberInfo);
    expect(member).toMatchObject({ account: 'member01', isAgent: 0, type: 0 });
    const wallet = await client.call(endpoints.walletBalance, { query: { typeId: 0 } });
    expect(wallet.sumBalance).toBe(1000);
  });

  it('never stores the password in plaintext', () => {
    const hashes = t.db.prepare('SELECT password_hash FROM accounts').pluck().all() as string[];
    expect(hashes.length).toBeGreaterThan(5);
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
      expect(hash).not.toContain('secret88');
    }
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('rejects wrong credentials with a clear message and errorCode, creating no session', async () => {
    const before = writeCounts(t.db);
    const { client } = createTestClient(t.app);
    for (const body of [
      { username: 'member01', password: 'wrong-password' },
      { username: 'nobody-here', password: 'secret88' },
    ]) {
      const error = await client.call(endpoints.login, { body }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        kind: 'platform',
        status: 200,
        errorCode: 'login.credentials.invalid',
        serverMessage: 'Incorrect username or password',
      });
    }
    expect(writeCounts(t.db)).toEqual(before);
  });

  it('refuses SMS login while MOBILEVERCODELOGIN3 is off', async () => {
    const { client } = createTestClient(t.app);
    const error = await client
      .call(endpoints.login, { body: { username: '0912345678', password: '123456', type: 'sms' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: 'function.not.available' });
  });

  it('accepts the older raw Base64 body', async () => {
    const request = encryptPayload({ username: 'vip01', password: 'secret88', timestamp: Date.now() }, await modulus());
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...headers(), encryption: request.encryptionHeader, 'content-type': 'text/plain' },
      payload: request.body.value,
    });
    expect(response.json()).toMatchObject({ success: true, value: { userName: 'vip01' } });
  });

  it('answers request_body_required without the Encryption header or body', async () => {
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: headers(),
      payload: { username: 'member01', password: 'secret88' },
    });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
    const noBody = await t.app.inject({ method: 'POST', url: '/wps/session/login', headers: { ...headers(), encryption: 'abcd' } });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toMatchObject({ errorCode: 'request_body_required' });
  });

  it('answers request.decryption.failed for a body encrypted with another key', async () => {
    const before = writeCounts(t.db);
    const { generateKeyPairSync } = await import('node:crypto');
    const other = Buffer.from(
      generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' }).n ?? '',
      'base64url',
    ).toString('hex');
    const request = encryptPayload({ username: 'member01', password: 'secret88' }, other);
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...headers(), encryption: request.encryptionHeader },
      payload: request.body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request.decryption.failed' });
    expect(writeCounts(t.db)).toEqual(before);
  });

  it('validates the decrypted body with the catalogue schema', async () => {
    const request = encryptPayload({ username: '', password: 'x', timestamp: Date.now() }, await modulus());
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...headers(), encryption: request.encryptionHeader },
      payload: request.body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request.validation.failed' });
    expect(response.json().message).toMatch(/^body\.username: /);
  });
});
