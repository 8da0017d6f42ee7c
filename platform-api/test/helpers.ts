import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createApiClient, createIdempotencyKey, endpoints, isApiError, type ApiClient, type ApiError } from 'shared-contracts';
import { buildServer } from '../src/server';
import type { LoginFreshness } from '../src/http/context';

// The machine running the tests may be busy: logins (scrypt, RSA) in beforeAll get room.
jest.setTimeout(30_000);

/** A server on a temp database file of its own. */
export interface TestApp {
  app: FastifyInstance;
  dbPath: string;
  /** A second connection to the same file, for assertions on stored rows. */
  db: Database.Database;
  close: () => Promise<void>;
}

/** Builds the app on a fresh temp database. */
export async function createTestApp(
  options: { control?: boolean; now?: () => number; loginFreshness?: LoginFreshness | null } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'platform-api-test-'));
  const dbPath = join(dir, 'platform.db');
  const app = buildServer({
    dbPath,
    control: options.control ?? true,
    logger: false,
    ...(options.now ? { now: options.now } : {}),
    ...(options.loginFreshness !== undefined ? { loginFreshness: options.loginFreshness } : {}),
  });
  await app.ready();
  const db = new Database(dbPath);
  return {
    app,
    dbPath,
    db,
    close: async () => {
      db.close();
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A `fetch` that sends requests to `app.inject` instead of the network. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    let payload: string | Buffer | undefined = typeof init?.body === 'string' ? init.body : undefined;
    if (init?.body instanceof FormData) {
      // Serialise multipart the way a browser does (boundary in the Content-Type).
      const request = new Request('http://localhost/', { method: 'POST', body: init.body });
      payload = Buffer.from(await request.arrayBuffer());
      headers['content-type'] = request.headers.get('content-type')!;
    }
    const response = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: url.pathname + url.search,
      headers,
      payload,
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.statusCode === 204 ? null : response.body, { status: response.statusCode, headers: responseHeaders });
  };
}

/**
 * A client that gives each idempotent call a fresh key unless the test passes one: each call of a
 * test is a separate intent (the idempotency tests pass their keys explicitly).
 */
export function withFreshKeys(client: ApiClient): ApiClient {
  return {
    call: (endpoint, input, options = {}) =>
      client.call(
        endpoint,
        input,
        endpoint.idempotent && options.idempotencyKey === undefined ? { ...options, idempotencyKey: createIdempotencyKey() } : options,
      ),
  };
}

/** The real shared-contracts client, wired onto the app, with a token it keeps. */
export function createTestClient(app: FastifyInstance): { client: ApiClient; setToken: (token: string | null) => void } {
  let token: string | null = null;
  const client = createApiClient({
    merchant: 'wl_demo',
    getToken: () => token,
    getLanguage: () => 'EN',
    fetch: injectFetch(app),
  });
  return { client: withFreshKeys(client), setToken: (next) => (token = next) };
}

/** Logs in through the encrypted login call and returns the token. */
export async function loginAs(app: FastifyInstance, username: string, password = 'secret88'): Promise<string> {
  const { client } = createTestClient(app);
  const result = await client.call(endpoints.login, { body: { username, password } });
  return result.token;
}

/** Headers of a normal call. */
export function headers(token?: string): Record<string, string> {
  return token ? { merchant: 'wl_demo', authorization: token } : { merchant: 'wl_demo' };
}

/** Headers of a money call: a normal call's plus a fresh (or the given) `Idempotency-Key`. */
export function moneyHeaders(token: string, key: string = randomUUID()): Record<string, string> {
  return { ...headers(token), 'idempotency-key': key };
}

/** Row counts of the tables a request could write to. */
export function writeCounts(db: Database.Database): Record<string, number> {
  const count = (table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
  return {
    sessions: count('sessions'),
    launches: count('launches'),
    ledger: count('ledger'),
    accounts: count('accounts'),
    balance: db.prepare('SELECT sum(balance_cents) FROM wallets').pluck().get() as number,
  };
}

/** A fetch onto the app that keeps cookies like a browser (the captchaId cookie). */
export function cookieFetch(app: FastifyInstance): typeof fetch & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  const base = injectFetch(app);
  const wrapped = (async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await base(input, { ...init, headers });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      const [key, ...rest] = pair!.split('=');
      cookies.set(key!.trim(), rest.join('='));
    }
    return response;
  }) as typeof fetch & { cookies: Map<string, string> };
  wrapped.cookies = cookies;
  return wrapped;
}

/** A client with a cookie jar and a token it keeps. */
export function createBrowserClient(app: FastifyInstance): {
  client: ApiClient;
  setToken: (token: string | null) => void;
  fetch: ReturnType<typeof cookieFetch>;
} {
  let token: string | null = null;
  const jar = cookieFetch(app);
  const client = createApiClient({ merchant: 'wl_demo', getToken: () => token, getLanguage: () => 'EN', fetch: jar });
  return { client: withFreshKeys(client), setToken: (next) => (token = next), fetch: jar };
}

/**
 * Entries whose success needs state set up by an earlier call (an SMS code, a captcha cookie, an
 * encrypted body): `account.test.ts` calls each of them through the real client, which validates
 * the answer against the same schema.
 */
export const COVERED_IN_ACCOUNT_TEST = [
  'register',
  'registerMobile',
  'smsRegister',
  'smsLoginCode',
  'smsPasswordCode',
  'passwordByPhone',
  'changePassword',
  'pointsRedeem',
  'pointsConvert',
  // login-verification.test.ts
  'loginV2',
  'loginVerificationCode',
  'loginVerification',
  // member-centre.test.ts
  'withdraw',
  // payments.test.ts (encrypted)
  'bankCardAdd',
  'paymentPassword',
  // promotions.test.ts (multipart)
  'promotionApply',
  // feedback.test.ts (multipart)
  'feedback',
  // geetest.test.ts
  'geetestVerify',
  // identity.test.ts
  'socialLogin',
  'phoneProviderVerify',
] as const;

/** The API error a call fails with (the test fails if the call succeeds or throws something else). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** A typed client signed in as `username` (password secret88). */
export async function clientAs(app: FastifyInstance, username: string, password?: string): Promise<ApiClient> {
  const { client, setToken } = createTestClient(app);
  setToken(await loginAs(app, username, password));
  return client;
}

/** Usernames whose wallet balance differs from the sum of their ledger rows (none, when money is kept). */
export function walletsOffLedger(db: Database.Database): string[] {
  return db
    .prepare(
      'SELECT a.username FROM wallets w JOIN accounts a ON a.id = w.account_id WHERE w.balance_cents != (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger l WHERE l.account_id = w.account_id)',
    )
    .pluck()
    .all() as string[];
}
