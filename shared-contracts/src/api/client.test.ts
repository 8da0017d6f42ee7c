/** @jest-environment node */
import { generateKeyPairSync } from 'node:crypto';
import { createApiClient } from './client';
import { endpoints } from './catalogue';
import { ApiError, apiErrorMessageKey } from './api-error';
import { decryptPayload } from './crypto/encrypt-payload';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

function fakeFetch(handler: Handler) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://platform.test');
    calls.push({ url, init });
    return handler(url, init);
  }) as typeof fetch;
  return { fn, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const member = {
  id: 7, account: 'member01', nickname: 'M', type: 1, isAgent: 0, customerId: 1007,
  clubLabel: { labelName: 'VIP1', rankLevel: 1 },
};

function client(handler: Handler, token: string | null = 'tok-123', onUnauthorized = jest.fn()) {
  const f = fakeFetch(handler);
  const api = createApiClient({ merchant: 'wl_demo', getToken: () => token, getLanguage: () => 'TY', onUnauthorized, fetch: f.fn });
  return { api, calls: f.calls, onUnauthorized };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('createApiClient', () => {
  it('sends exactly one Merchant header, the raw token and the language', async () => {
    const { api, calls } = client(() => json({ success: true, value: member }));
    await api.call(endpoints.memberInfo);
    const headers = headersOf(calls[0]!.init);
    expect(headers.Merchant).toBe('wl_demo');
    expect(headers.Authorization).toBe('tok-123');
    expect(headers.Language).toBe('TY');
    expect(Object.keys(headers).filter((h) => h.toLowerCase() === 'merchant')).toHaveLength(1);
  });

  it('returns the validated value with schema defaults applied', async () => {
    const { api } = client(() => json({ success: true, value: member }));
    const value = await api.call(endpoints.memberInfo);
    expect(value.account).toBe('member01');
    expect(value.currencySymbol).toBe('$');
    expect(value.memberLabel).toEqual([]);
  });

  it('serialises the query, dropping empty values and applying defaults', async () => {
    const { api, calls } = client(() => json({ success: true, value: { games: [], totalPages: 0, totalCount: 0 } }));
    await api.call(endpoints.gameList, { query: { gameType: 'RNG', vassalage: 'PG', gameName: '' } });
    const params = calls[0]!.url.searchParams;
    expect(params.get('gameType')).toBe('RNG');
    expect(params.get('vassalage')).toBe('PG');
    expect(params.get('pageSize')).toBe('42');
    expect(params.get('pageNo')).toBe('1');
    expect(params.get('clientType')).toBe('3');
    expect(params.has('gameName')).toBe(false);
  });

  it('refuses invalid input before sending anything', async () => {
    const { api, calls } = client(() => json({ success: true, value: {} }));
    // @ts-expect-error: an unknown game type is a type error too
    await expect(api.call(endpoints.gameList, { query: { gameType: 'NOPE' } })).rejects.toMatchObject({ kind: 'request' });
    expect(calls).toHaveLength(0);
  });

  it('encrypts the body of encrypted calls with a fresh RSA key fetch', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const jwk = privateKey.export({ format: 'jwk' });
    const pair = {
      modulusHex: Buffer.from(jwk.n!, 'base64url').toString('hex'),
      privateExponentHex: Buffer.from(jwk.d!, 'base64url').toString('hex'),
    };
    let received: unknown;
    const { api, calls } = client((url, init) => {
      if (url.pathname === '/wps/session/key/rsa') return new Response(`"${pair.modulusHex}"`);
      received = JSON.parse(decryptPayload(JSON.parse(String(init.body)), headersOf(init).Encryption!, pair));
      return json({ success: true, value: { token: 'new-token', firstTimeLogin: false, passwordExpired: false } });
    }, null);
    const result = await api.call(endpoints.login, { body: { username: ' member01 ', password: 'secret88' } });
    expect(result.token).toBe('new-token');
    expect(calls[0]!.url.pathname).toBe('/wps/session/key/rsa');
    expect(headersOf(calls[0]!.init)['Cache-Control']).toBe('no-cache');
    expect(received).toEqual({ username: 'member01', password: 'secret88', type: 'username' });
    const sent = JSON.parse(String(calls[1]!.init.body));
    expect(Object.keys(sent)).toEqual(['value']);
    expect(headersOf(calls[1]!.init).Authorization).toBeUndefined();
  });

  it('reports NO RSA KEY as an encryption error', async () => {
    const { api } = client(() => new Response('oops', { status: 500 }), null);
    await expect(api.call(endpoints.login, { body: { username: 'a', password: 'b' } })).rejects.toMatchObject({ kind: 'encryption' });
  });

  it('turns a 401 into an unauthorized error and tells the host', async () => {
    const { api, onUnauthorized } = client(() => json({ success: false, errorCode: 'login.not.session', message: 'Please log in' }, 401));
    const error = await api.call(endpoints.memberInfo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', errorCode: 'login.not.session' });
    expect(onUnauthorized).toHaveBeenCalledWith('member.info');
  });

  it('does not call a token endpoint without a session', async () => {
    const { api, calls, onUnauthorized } = client(() => json({}), null);
    await expect(api.call(endpoints.memberInfo)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(calls).toHaveLength(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the platform message, code and value of a failed envelope', async () => {
    const { api } = client(() => json({ success: false, value: { captcha: true }, message: 'Please Enter The Correct Captcha Code', errorCode: 'captcha.invalid' }), null);
    const error = (await api.call(endpoints.login, { body: { username: 'a', password: 'b' } }).catch((e: unknown) => e)) as ApiError;
    // The RSA fetch got the same envelope: it is not hex, so this is an encryption failure.
    expect(error.kind).toBe('encryption');
    const { api: plain } = client(() => json({ success: false, value: { captcha: true }, message: 'Wrong', errorCode: 'x' }));
    const failure = (await plain.call(endpoints.memberInfo).catch((e: unknown) => e)) as ApiError;
    expect(failure).toMatchObject({ kind: 'platform', serverMessage: 'Wrong', errorCode: 'x', value: { captcha: true } });
  });

  it('rejects a malformed body and a value that breaks the schema', async () => {
    const { api: broken } = client(() => new Response('<html>', { status: 200 }));
    await expect(broken.call(endpoints.memberInfo)).rejects.toMatchObject({ kind: 'malformed' });
    const { api: wrong } = client(() => json({ success: true, value: { account: 42 } }));
    const error = (await wrong.call(endpoints.memberInfo).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('schema');
    expect(apiErrorMessageKey(error)).toBe('errors.malformed');
  });

  it('reports a network failure', async () => {
    const { api } = client(() => {
      throw new TypeError('fetch failed');
    });
    await expect(api.call(endpoints.memberInfo)).rejects.toMatchObject({ kind: 'network' });
  });
});
