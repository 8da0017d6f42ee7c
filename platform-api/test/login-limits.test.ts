import { createApiClient, endpoints, isApiError, type ApiClient, type ApiError } from 'shared-contracts';
import {
  ADDRESS_CAPTCHA_AFTER_FAILURES,
  ADDRESS_FAILURE_WINDOW_MS,
  ADDRESS_LOCK_AFTER_FAILURES,
  ADDRESS_LOCK_MS,
} from '../src/handlers/auth';
import { createTestApp, type TestApp } from './helpers';

// Failed logins counted per client address over every user name (issue 36): the edge forwards the
// browser's address in X-Forwarded-For, which the API trusts from a loopback peer only.

let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  // The server's clock jumps ahead of the client's login stamps: no freshness check (login-freshness.test.ts).
  t = await createTestApp({ now: () => clock, loginFreshness: null });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = Date.now();
  await t.app.inject({ method: 'POST', url: '/__control/reset' });
});

/**
 * A client whose calls come (through the edge) from `address`, keeping the captcha cookie. With
 * `peer`, the calls come straight from that peer instead, still naming `address` in the header.
 */
function clientFrom(address: string | (() => string), peer?: string): { client: ApiClient; captcha: () => Promise<string> } {
  let cookie = '';
  const fetchFrom: typeof fetch = async (input, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    headers['x-forwarded-for'] = typeof address === 'string' ? address : address();
    if (cookie) headers.cookie = cookie;
    const url = new URL(String(input), 'http://localhost');
    const reply = await t.app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      ...(peer ? { remoteAddress: peer } : {}),
    });
    const response = new Response(reply.body, { status: reply.statusCode, headers: reply.headers as Record<string, string> });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return response;
  };
  const client = createApiClient({ merchant: 'wl_demo', getToken: () => null, getLanguage: () => 'EN', fetch: fetchFrom });
  return {
    client,
    /** A new captcha image for this client, and its answer (as a person would read it). */
    captcha: async () => {
      await client.call(endpoints.captcha);
      const id = cookie.split('=')[1]!;
      return (await t.app.inject({ method: 'GET', url: `/__control/captcha?captchaId=${id}` })).json().answer as string;
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

const NAMES = ['member02', 'member03', 'member04', 'member05', 'member06', 'member07', 'member08', 'agent03'];

describe('failed logins per client address', () => {
  it('asks one address for the captcha once it failed over several names, though each name failed only twice', async () => {
    const { client } = clientFrom('198.51.100.7');
    const answers: (string | undefined)[] = [];
    // 16 wrong passwords over 8 names, 2 each: no name reaches its own captcha rule (3).
    for (let i = 0; i < 16; i += 1) {
      const error = await failure(client.call(endpoints.login, { body: { username: NAMES[i % NAMES.length]!, password: `wrong-${i}` } }));
      answers.push(error.errorCode);
    }
    expect(answers.slice(0, ADDRESS_CAPTCHA_AFTER_FAILURES)).toEqual(
      Array(ADDRESS_CAPTCHA_AFTER_FAILURES).fill('login.credentials.invalid'),
    );
    expect(answers.slice(ADDRESS_CAPTCHA_AFTER_FAILURES)).toEqual(Array(16 - ADDRESS_CAPTCHA_AFTER_FAILURES).fill('captcha.invalid'));
    // Even the right password of a name that never failed needs the captcha from there.
    const right = await failure(client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } }));
    expect(right).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });

    // Another address is not concerned.
    const other = clientFrom('203.0.113.200').client;
    expect((await other.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } })).token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells the failure that crosses the limit that a captcha comes next, and forgets the address after the window', async () => {
    const { client, captcha } = clientFrom('198.51.100.8');
    for (let i = 0; i < ADDRESS_CAPTCHA_AFTER_FAILURES - 1; i += 1) {
      const error = await failure(client.call(endpoints.login, { body: { username: NAMES[i]!, password: 'nope-nope' } }));
      expect(error.value).toBeNull();
    }
    const last = await failure(client.call(endpoints.login, { body: { username: NAMES[7]!, password: 'nope-nope' } }));
    expect(last).toMatchObject({ errorCode: 'login.credentials.invalid', value: { captcha: true } });
    // With the captcha the right password passes.
    const answer = await captcha();
    const ok = await client.call(endpoints.login, { body: { username: 'member01', password: 'secret88', captcha: answer } });
    expect(ok.token).toBeTruthy();
    // A success does not forget the address's failures...
    expect((await failure(client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } }))).errorCode).toBe(
      'captcha.invalid',
    );
    // ...the window does.
    clock += ADDRESS_FAILURE_WINDOW_MS;
    expect((await client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } })).token).toBeTruthy();
  });

  it('refuses an address that keeps failing with captchas, for five minutes after its last failure', async () => {
    const { client, captcha } = clientFrom('198.51.100.9');
    for (let i = 0; i < ADDRESS_LOCK_AFTER_FAILURES; i += 1) {
      const body = { username: NAMES[i % NAMES.length]!, password: 'wrong-pass', captcha: await captcha() };
      expect((await failure(client.call(endpoints.login, { body }))).errorCode).toBe('login.credentials.invalid');
    }
    const locked = await failure(
      client.call(endpoints.login, { body: { username: 'member01', password: 'secret88', captcha: await captcha() } }),
    );
    expect(locked).toMatchObject({
      errorCode: 'TOO_MANY_REQUESTS',
      value: { retryAfterSeconds: ADDRESS_LOCK_MS / 1000, captcha: true },
    });
    expect(locked.serverMessage).toContain('5 minutes');
    clock += ADDRESS_LOCK_MS - 1000;
    expect((await failure(client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } }))).value).toMatchObject({
      retryAfterSeconds: 1,
    });
    clock += 1000;
    const ok = await client.call(endpoints.login, { body: { username: 'member01', password: 'secret88', captcha: await captcha() } });
    expect(ok.token).toBeTruthy();
  });

  it('reads the address the edge forwards only from a loopback peer', async () => {
    // A client on the network cannot pose as a new address on every try by sending the header itself.
    let n = 0;
    const { client } = clientFrom(() => `10.0.0.${(n += 1)}`, '192.0.2.10');
    for (let i = 0; i < ADDRESS_CAPTCHA_AFTER_FAILURES; i += 1)
      expect((await failure(client.call(endpoints.login, { body: { username: NAMES[i]!, password: 'nope-nope' } }))).errorCode).toBe(
        'login.credentials.invalid',
      );
    expect((await failure(client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } }))).errorCode).toBe(
      'captcha.invalid',
    );
    expect(t.db.prepare('SELECT address FROM login_address_failures').pluck().all()).toEqual(['192.0.2.10']);
  });
});
