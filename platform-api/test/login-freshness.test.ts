import { createApiClient, endpoints, isApiError, type ApiError } from 'shared-contracts';
import { encryptPayload } from 'shared-contracts/crypto';
import { DEFAULT_LOGIN_FRESHNESS, loginFreshnessFromEnv } from '../src/http/login-freshness';
import { createTestApp, headers, injectFetch, type TestApp } from './helpers';

// The freshness check of encrypted login bodies (issues 36, 48): on by default, since the shared
// client stamps every login body with the time it was made, so a captured body cannot be sent
// again; PLATFORM_API_LOGIN_MAX_AGE_SECONDS=0 turns it off (the real platform's body has no time).

const MAX_AGE_MS = 120_000;
let clock = Date.now();

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

/** An encrypted login body as the client sends it, and a way to send that very body (again). */
async function capturedLogin(t: TestApp, plaintext: Record<string, unknown>) {
  const modulus = (await t.app.inject({ method: 'GET', url: '/wps/session/key/rsa', headers: headers() })).body;
  const { body, encryptionHeader } = encryptPayload(plaintext, modulus);
  return () =>
    t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...headers(), encryption: encryptionHeader, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
}

describe('on by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is on unless PLATFORM_API_LOGIN_MAX_AGE_SECONDS says otherwise', () => {
    expect(loginFreshnessFromEnv({})).toEqual(DEFAULT_LOGIN_FRESHNESS);
    expect(loginFreshnessFromEnv({ PLATFORM_API_LOGIN_MAX_AGE_SECONDS: '30' })).toEqual({ maxAgeMs: 30_000 });
    expect(loginFreshnessFromEnv({ PLATFORM_API_LOGIN_MAX_AGE_SECONDS: '0' })).toBeNull();
  });

  it("lets the shell's client log in (it stamps each login it sends) and refuses that body sent again", async () => {
    const sent: { headers: Record<string, string>; body: string }[] = [];
    const inject = injectFetch(t.app);
    const recording: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/wps/session/login'))
        sent.push({ headers: init?.headers as Record<string, string>, body: String(init?.body) });
      return inject(input, init);
    };
    const client = createApiClient({ merchant: 'wl_demo', getToken: () => null, getLanguage: () => 'EN', fetch: recording });
    for (let i = 0; i < 2; i += 1)
      expect((await client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } })).token).toMatch(
        /^[0-9a-f]{64}$/,
      );
    // The body an attacker captured on the way, sent again as it was.
    const captured = sent[0]!;
    const replay = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...headers(), encryption: captured.headers.Encryption!, 'content-type': 'application/json' },
      payload: captured.body,
    });
    expect(replay.json()).toMatchObject({ success: false, errorCode: 'request.replayed' });
    // A body without the time it was made is refused too.
    const unstamped = await capturedLogin(t, { username: 'member01', password: 'secret88' });
    expect((await unstamped()).json()).toMatchObject({ success: false, errorCode: 'request.expired' });
  });
});

describe('off (PLATFORM_API_LOGIN_MAX_AGE_SECONDS=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginFreshness: null });
  });
  afterAll(() => t.close());

  it('accepts the same encrypted body twice, with or without a timestamp, as the real platform does', async () => {
    const send = await capturedLogin(t, { username: 'member01', password: 'secret88' });
    expect((await send()).json()).toMatchObject({ success: true });
    expect((await send()).json()).toMatchObject({ success: true });
  });
});

describe('on (PLATFORM_API_LOGIN_MAX_AGE_SECONDS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, loginFreshness: { maxAgeMs: MAX_AGE_MS } });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = Date.now();
  });

  it('refuses a replayed body: the first one logs in, the same bytes again do not', async () => {
    const send = await capturedLogin(t, { username: 'member01', password: 'secret88', timestamp: clock });
    expect((await send()).json()).toMatchObject({ success: true });
    const replay = await send();
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ success: false, errorCode: 'request.replayed' });
    // Still refused once the window has passed (then on its time).
    clock += 3 * MAX_AGE_MS;
    expect((await send()).json()).toMatchObject({ success: false, errorCode: 'request.expired' });
  });

  it('refuses a body without a timestamp, or with one outside the window either way', async () => {
    for (const timestamp of [undefined, clock - MAX_AGE_MS - 1, clock + MAX_AGE_MS + 1]) {
      const send = await capturedLogin(t, {
        username: 'member01',
        password: 'secret88',
        ...(timestamp === undefined ? {} : { timestamp }),
      });
      const answer = await send();
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errorCode: 'request.expired', message: expect.stringContaining('log in again') });
    }
  });

  it('lets the real client log in each time it sends a new body with the time it was made', async () => {
    const client = createApiClient({ merchant: 'wl_demo', getToken: () => null, getLanguage: () => 'EN', fetch: injectFetch(t.app) });
    for (let i = 0; i < 2; i += 1) {
      const result = await client.call(endpoints.login, { body: { username: 'member01', password: 'secret88', timestamp: clock } });
      expect(result.token).toMatch(/^[0-9a-f]{64}$/);
    }
    const stale = await failure(
      client.call(endpoints.loginV2, { body: { username: 'member01', password: 'secret88', timestamp: clock - 10 * MAX_AGE_MS } }),
    );
    expect(stale.errorCode).toBe('request.expired');
  });
});
