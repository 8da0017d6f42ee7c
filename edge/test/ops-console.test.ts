/** @jest-environment node */
// The operators' console on the edge (issue 38): a stranger and a player's session see nothing and
// can do nothing; an operator signs in (httpOnly, SameSite=Strict cookie), sees the brands and acts
// through the CLI's commands, each action guarded by the Origin and the session's token; repeated
// failed sign-ins pause the name. (The journeys in a real browser: e2e/tests/ops-console-*.spec.ts.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from 'release/src/operators';
import { createEdge } from '../src/server';

type Edge = Awaited<ReturnType<typeof createEdge>>;
type Reply = Awaited<ReturnType<Edge['inject']>>;

const PASSWORD = 'operator password 1';
const HOST = 'alpha.test';
const ORIGIN = `http://${HOST}`;
let root: string;
let edge: Edge;

function fakeVersion(remote: string, version: string) {
  const dir = path.join(root, 'registry', remote, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var mfe_lobby = "${version}";`);
}

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-ops-'));
  for (const dir of ['dist', 'registry', 'brands/.ops']) fs.mkdirSync(path.join(root, dir), { recursive: true });
  fs.writeFileSync(path.join(root, 'dist/index.html'), '<!doctype html><title>shell</title>');
  fakeVersion('mfe-lobby', '1.0.0');
  fakeVersion('mfe-lobby', '1.1.0');
  fs.writeFileSync(
    path.join(root, 'brands/index.json'),
    JSON.stringify({ defaultBrand: 'alpha', brands: [{ id: 'alpha', hosts: [HOST] }] }),
  );
  fs.writeFileSync(
    path.join(root, 'brands/alpha.json'),
    JSON.stringify({
      id: 'alpha',
      name: 'Alpha',
      merchantCode: 'wl_demo',
      hosts: [HOST],
      languages: ['TY', 'EN'],
      remotes: { 'mfe-lobby': { version: '1.0.0', canary: { version: '1.1.0', percent: 10 } } },
    }),
  );
  const operator = { name: 'anna', hash: await hashPassword(PASSWORD), createdAt: new Date().toISOString(), createdBy: 'test' };
  fs.writeFileSync(path.join(root, 'brands/.ops/operators.json'), JSON.stringify({ operators: { anna: operator } }));
  edge = await createEdge({
    distDir: path.join(root, 'dist'),
    registryDir: path.join(root, 'registry'),
    brandsDir: path.join(root, 'brands'),
    upstream: 'http://127.0.0.1:9',
    health: { guard: false },
  });
});

afterEach(async () => {
  await edge.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const cookiesOf = (reply: Reply) =>
  ([reply.headers['set-cookie'] ?? []].flat() as string[]).map((c) => c.split(';')[0] as string).filter((c) => !c.endsWith('='));
const brandFile = () => JSON.parse(fs.readFileSync(path.join(root, 'brands/alpha.json'), 'utf8'));
const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

async function signIn(password = PASSWORD, name = 'anna', from = '127.0.0.1'): Promise<{ reply: Reply; cookie: string }> {
  const page = await edge.inject({ url: '/ops/login', headers: { host: HOST }, remoteAddress: from });
  const token = /name="_login" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const reply = await edge.inject({
    method: 'POST',
    url: '/ops/login',
    headers: { host: HOST, origin: ORIGIN, cookie: cookiesOf(page).join('; '), 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ _login: token, name, password }),
    remoteAddress: from,
  });
  return { reply, cookie: cookiesOf(reply).join('; ') };
}

const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

it('sends a stranger and a player (a player token, the site cookies) to the sign-in page, and lets neither act', async () => {
  for (const headers of [{}, { authorization: 'player-token-abcdef', cookie: 'wl_bucket=3; wl_overrides=' }]) {
    for (const url of ['/ops', '/ops/brands/alpha/mfe-lobby', '/ops/brands/alpha/mfe-lobby/confirm/abort']) {
      const reply = await edge.inject({ url, headers: { host: HOST, ...headers } });
      expect([url, reply.statusCode, reply.headers.location]).toEqual([url, 303, '/ops/login']);
    }
    const act = await edge.inject({
      method: 'POST',
      url: '/ops/brands/alpha/mfe-lobby/abort',
      headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: form({ _csrf: 'guess', expect: '1.1.0' }),
    });
    expect(act.statusCode).toBe(403);
    expect(act.body).not.toContain('1.1.0');
  }
  expect(brandFile().remotes['mfe-lobby'].canary).toEqual({ version: '1.1.0', percent: 10 });
});

it('signs an operator in with an httpOnly SameSite=Strict cookie; the console is a page with no script under its own CSP', async () => {
  const { reply, cookie } = await signIn();
  expect(reply.statusCode).toBe(303);
  const session = ([reply.headers['set-cookie']].flat() as string[]).find((c) => c.startsWith('wl_ops='));
  expect(session).toMatch(/; Path=\/ops; SameSite=Strict; HttpOnly/);
  const overview = await edge.inject({ url: '/ops?lang=EN', headers: { host: HOST, cookie } });
  expect(overview.statusCode).toBe(200);
  expect(overview.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'self';/);
  expect(overview.headers['content-security-policy']).not.toContain('script-src');
  expect(overview.headers['x-frame-options']).toBe('DENY');
  expect(overview.headers['cache-control']).toBe('no-store');
  expect(overview.body).not.toMatch(/<script|style="/);
  expect(overview.body).toContain('Brands and remotes');
  expect(overview.body).toContain('1.1.0');
});

it('runs an action only from this site with the session token: Origin and token checked, the history names the operator', async () => {
  const { cookie } = await signIn();
  const confirm = await edge.inject({ url: '/ops/brands/alpha/mfe-lobby/confirm/abort', headers: { host: HOST, cookie } });
  const csrf = csrfOf(confirm.body);
  expect(csrf).not.toBe('');
  const post = (headers: Record<string, string>, values: Record<string, string>) =>
    edge.inject({
      method: 'POST',
      url: '/ops/brands/alpha/mfe-lobby/abort',
      headers: { host: HOST, cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: form(values),
    });
  expect((await post({ origin: 'https://evil.example' }, { _csrf: csrf, expect: '1.1.0' })).statusCode).toBe(403);
  expect((await post({}, { _csrf: csrf, expect: '1.1.0' })).statusCode).toBe(403); // no Origin, no Sec-Fetch-Site
  expect((await post({ origin: ORIGIN }, { _csrf: 'x'.repeat(csrf.length), expect: '1.1.0' })).statusCode).toBe(403);
  expect(brandFile().remotes['mfe-lobby'].canary).toBeDefined();
  const done = await post({ origin: ORIGIN }, { _csrf: csrf, expect: '1.1.0', reason: 'checkout errors' });
  expect(done.statusCode).toBe(200);
  expect(brandFile().remotes['mfe-lobby']).toEqual({ version: '1.0.0' });
  const history = fs
    .readFileSync(path.join(root, 'brands/history/alpha.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(history.at(-1)).toMatchObject({ actor: 'anna', action: 'abort', reason: 'checkout errors' });
  // The history on a phone (390 px): each entry a block of labelled lines (ops.css table.stack), in
  // the console's language.
  const detail = await edge.inject({ url: '/ops/brands/alpha/mfe-lobby?lang=EN', headers: { host: HOST, cookie } });
  expect(detail.body).toContain('<table class="stack history">');
  expect(detail.body).toMatch(/<td data-label="Who">anna<\/td>/);
  expect(detail.body).toMatch(/<td data-label="Reason">checkout errors<\/td>/);
  // Signed out: the cookie opens nothing any more.
  await edge.inject({
    method: 'POST',
    url: '/ops/logout',
    headers: { host: HOST, cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ _csrf: csrf }),
  });
  expect((await edge.inject({ url: '/ops', headers: { host: HOST, cookie } })).statusCode).toBe(303);
});

it('refuses a promote whose figures are too few, saying why, and offers to force it', async () => {
  const { cookie } = await signIn();
  const confirm = await edge.inject({ url: '/ops/brands/alpha/mfe-lobby/confirm/promote?lang=EN', headers: { host: HOST, cookie } });
  expect(confirm.body).toContain('Too few canary loads to judge (0 of 50).');
  expect(confirm.body).toContain('name="force"');
  const reply = await edge.inject({
    method: 'POST',
    url: '/ops/brands/alpha/mfe-lobby/promote',
    headers: { host: HOST, cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ _csrf: csrfOf(confirm.body), expect: '1.1.0' }),
  });
  // In the console's default language (TY), in its words: not the CLI's English nor its --force.
  expect(reply.statusCode).toBe(409);
  expect(reply.body).toContain('Chưa nâng cấp: Canary: 0/0 (—) lượt lỗi; bản ghim: 0/0 (—). Chưa đủ lượt tải canary để đánh giá (0/50).');
  expect(reply.body).not.toContain('--force');
  expect(reply.body).not.toMatch(/too few|is not promoted/i);
  expect(brandFile().remotes['mfe-lobby'].canary).toBeDefined();
  const en = await edge.inject({
    method: 'POST',
    url: '/ops/brands/alpha/mfe-lobby/promote?lang=EN',
    headers: { host: HOST, cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ _csrf: csrfOf(confirm.body), expect: '1.1.0' }),
  });
  expect(en.statusCode).toBe(409);
  expect(en.body).toContain('Not promoted: Canary: 0/0 (—) failed; pin: 0/0 (—). Too few canary loads to judge (0 of 50).');
  expect(en.body).not.toContain('--force');
});

it('pauses a name after five failed sign-ins from an address, even with the right password then, and never the operator elsewhere', async () => {
  for (let i = 0; i < 5; i += 1) expect((await signIn('wrong password!!', 'anna', '198.51.100.66')).reply.statusCode).toBe(401);
  const paused = await signIn(PASSWORD, 'anna', '198.51.100.66');
  expect(paused.reply.statusCode).toBe(429);
  expect(Number(paused.reply.headers['retry-after'])).toBeGreaterThan(0);
  expect(paused.cookie).not.toContain('wl_ops=');
  // A stranger's wrong guesses do not lock the real operator out from the operator's own address.
  const operator = await signIn(PASSWORD, 'anna', '203.0.113.5');
  expect(operator.reply.statusCode).toBe(303);
  expect(operator.cookie).toContain('wl_ops=');
  // Brute force over names from one address still stops.
  for (let i = 0; i < 5; i += 1) expect((await signIn('wrong password!!', `name${i}`, '198.51.100.67')).reply.statusCode).toBe(401);
  expect((await signIn(PASSWORD, 'anna', '198.51.100.67')).reply.statusCode).toBe(429);
  // A sign-in form from another site is refused before the password is even checked.
  const page = await edge.inject({ url: '/ops/login', headers: { host: HOST } });
  const forged = await edge.inject({
    method: 'POST',
    url: '/ops/login',
    headers: {
      host: HOST,
      origin: 'https://evil.example',
      cookie: cookiesOf(page).join('; '),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: form({ _login: /name="_login" value="([^"]+)"/.exec(page.body)?.[1] ?? '', name: 'bob', password: PASSWORD }),
  });
  expect(forged.statusCode).toBe(403);
});
