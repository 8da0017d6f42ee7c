import type { InjectOptions } from 'fastify';
import { createTestApp, headers, loginAs, writeCounts, type TestApp } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, 'member01');
});
afterAll(() => t.close());

describe('Merchant header', () => {
  it.each([
    ['missing', {}, 'The Merchant header is required'],
    ['unknown', { merchant: 'someone_else' }, 'Unknown merchant'],
    ['joined duplicate', { merchant: 'wl_demo, wl_demo' }, 'Send exactly one Merchant header'],
  ])('answers 400 merchant.invalid when %s', async (_case, sent, message) => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: sent });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, value: null, errorCode: 'merchant.invalid', message });
  });

  it('answers 400 when the header is sent twice', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: { merchant: ['wl_demo', 'wl_demo'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'merchant.invalid', message: 'Send exactly one Merchant header' });
  });

  it('is not needed for the RSA key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/session/key/rsa' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/wps/session/key/rsa', headers: headers() })).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it.each([
    '/wps/member/info',
    '/wps/v2/wallets/balance',
    '/wps/relay/MCS2_getTeamOverview',
    '/wps/game/launchGame?gameType=RNG&vassalage=PG&nodeId=10001',
  ])('%s answers 401 login.not.session without a valid token', async (url) => {
    for (const sent of [headers(), headers('0'.repeat(64)), headers('not a token')]) {
      const response = await t.app.inject({ method: 'GET', url, headers: sent });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
    }
  });

  it('takes the raw token and ends it on logout', async () => {
    const own = await loginAs(t.app, 'member01');
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: headers(own) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: headers(`Bearer ${own}`) })).statusCode).toBe(401);
    const logout = await t.app.inject({ method: 'POST', url: '/wps/session/logout', headers: headers(own) });
    expect(logout.json()).toMatchObject({ success: true });
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: headers(own) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: headers(token) })).statusCode).toBe(200);
  });
});

describe('bad requests give 4xx envelopes and write nothing', () => {
  const cases: [string, InjectOptions, number, string][] = [
    ['bad query value', { method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=999' }, 400, 'request.validation.failed'],
    ['unknown game type', { method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=CHESS' }, 400, 'request.validation.failed'],
    ['missing required query', { method: 'GET', url: '/wps/relay/GCSGAME_gameList' }, 400, 'request.validation.failed'],
    ['bad launch query', { method: 'GET', url: '/wps/game/launchGame?gameType=RNG&vassalage=&nodeId=x' }, 400, 'request.validation.failed'],
    [
      'malformed JSON',
      { method: 'POST', url: '/wps/session/login', payload: '{"username":', headers: { 'content-type': 'application/json' } },
      400,
      'request.validation.failed',
    ],
    ['wrong method', { method: 'POST', url: '/wps/relay/GCSGAME_gameList' }, 405, 'http_method_not_support'],
    ['wrong method on a token path', { method: 'DELETE', url: '/wps/session/logout' }, 405, 'http_method_not_support'],
    ['unknown path', { method: 'GET', url: '/wps/relay/NOPE_nothing' }, 404, 'resource.not.found'],
    [
      'unsupported content type',
      { method: 'POST', url: '/wps/session/logout', payload: 'x', headers: { 'content-type': 'application/xml' } },
      415,
      'request.validation.failed',
    ],
    [
      'body too large',
      {
        method: 'POST',
        url: '/wps/session/login',
        payload: JSON.stringify({ value: 'A'.repeat(70_000) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
      'request.validation.failed',
    ],
  ];

  it.each(cases)('%s', async (_name, request, status, errorCode) => {
    const before = writeCounts(t.db);
    const response = await t.app.inject({ ...request, headers: { ...headers(token), ...request.headers } });
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body).toMatchObject({ success: false, errorCode });
    expect(typeof body.message).toBe('string');
    expect(body.message).not.toMatch(/at .*\.ts:\d+/);
    expect(writeCounts(t.db)).toEqual(before);
  });

  it('gives a readable validation message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=999',
      headers: headers(),
    });
    expect(response.json().message).toMatch(/^query\.pageSize: /);
  });

  it('ignores a cache buster on endpoints without a query', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/wps/member/info?t=${Date.now()}`, headers: headers(token) });
    expect(response.statusCode).toBe(200);
  });
});
