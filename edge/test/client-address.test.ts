/** @jest-environment node */
// The client address as the deployment sees it (issue 48 item 2): the edge trusts X-Forwarded-For
// only from its configured proxies, so behind the project's own nginx (deploy/fleet/nginx.conf, as
// `npm run fleet` runs it) the reference platform counts failed logins per player, not per nginx.
// Real servers on loopback: the platform API in its own process, an edge, nginx. Each client
// connects from an address of its own (127.0.0.0/8 is all loopback on Linux).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createApiClient, endpoints, isApiError, type ApiClient } from 'shared-contracts';
// eslint-disable-next-line import-x/no-relative-packages -- the root's scripts/ is no package to import by name; the nginx `npm run fleet` starts is tested here
import { freePort, NginxProcess } from '../../scripts/lib/fleet.mjs';
import { clientAddressOf, trustedProxies } from '../src/http/client-address';
import { createEdge } from '../src/server';
import { REFERENCE_PLATFORM_START_TIMEOUT_MS, startReferencePlatform, type ReferencePlatform } from './reference-platform';

jest.setTimeout(90_000);

const REPO_BRANDS = path.resolve(__dirname, '../../brands');

describe('the client address of a request', () => {
  const request = (peer: string, forwarded?: string) => ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  });

  it('is the peer unless the peer is a trusted proxy', () => {
    const trusted = trustedProxies('127.0.0.1, 10.0.0.0/8 fd00::/8');
    expect(clientAddressOf(request('198.51.100.7', '203.0.113.9'), trusted)).toBe('198.51.100.7');
    expect(clientAddressOf(request('::ffff:198.51.100.7', '203.0.113.9'), trusted)).toBe('198.51.100.7');
    expect(clientAddressOf(request('127.0.0.1', '203.0.113.9'), trusted)).toBe('203.0.113.9');
    expect(clientAddressOf(request('::ffff:127.0.0.1', '203.0.113.9'), trusted)).toBe('203.0.113.9');
    // What the client wrote stays on the left of what the proxies appended.
    expect(clientAddressOf(request('127.0.0.1', '1.2.3.4, 203.0.113.9, 10.1.2.3'), trusted)).toBe('203.0.113.9');
    expect(clientAddressOf(request('fd00::1', 'not-an-address, 2001:db8::5'), trusted)).toBe('2001:db8::5');
    // A proxy that names nobody: the proxy itself.
    expect(clientAddressOf(request('127.0.0.1'), trusted)).toBe('127.0.0.1');
    expect(clientAddressOf(request('127.0.0.1', 'garbage'), trusted)).toBe('127.0.0.1');
    // No proxies configured: nobody's header is read.
    expect(clientAddressOf(request('127.0.0.1', '203.0.113.9'), trustedProxies(undefined))).toBe('127.0.0.1');
  });

  it('refuses a proxy list it cannot read rather than trusting a guess', () => {
    expect(() => trustedProxies('127.0.0.1, nginx.internal')).toThrow(/nginx\.internal/);
    expect(() => trustedProxies('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
  });
});

describe('failed logins behind the project nginx', () => {
  let root: string;
  let platform: ReferencePlatform | undefined;
  let edge: Awaited<ReturnType<typeof createEdge>>;
  let edgeUrl: string;
  let nginx: NginxProcess;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-client-address-'));
    for (const dir of ['dist', 'registry']) fs.mkdirSync(path.join(root, dir), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist/index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
    platform = await startReferencePlatform();
    const platformUrl = platform.url;
    // As `npm run fleet` starts its edges: nginx (on this machine) is the one trusted proxy.
    edge = await createEdge({
      distDir: path.join(root, 'dist'),
      registryDir: path.join(root, 'registry'),
      brandsDir: REPO_BRANDS,
      upstream: platformUrl,
      releaseHealth: false,
      firstScreenDataTimeoutMs: 0,
      trustedProxies: ['127.0.0.1'],
    });
    edgeUrl = await edge.listen({ port: 0, host: '127.0.0.1' });
    nginx = new NginxProcess({
      port: await freePort(),
      edgePorts: [Number(new URL(edgeUrl).port)],
      dir: path.join(root, 'nginx'),
    });
    await nginx.start();
  }, REFERENCE_PLATFORM_START_TIMEOUT_MS);

  afterAll(async () => {
    await nginx?.stop();
    await edge?.close();
    await platform?.stop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  /** A player's API client on `base`, connecting from `from`, optionally writing its own X-Forwarded-For. */
  const clientOn = (base: string, from: string, forgedFor?: string): ApiClient => {
    const fetchFrom: typeof fetch = (input, init) =>
      new Promise((resolve, reject) => {
        const url = new URL(String(input), base);
        const headers: Record<string, string> = {};
        new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
        if (forgedFor) headers['x-forwarded-for'] = forgedFor;
        const req = http.request(url, { method: init?.method ?? 'GET', headers, localAddress: from, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const responseHeaders = new Headers();
            for (const [key, value] of Object.entries(res.headers))
              if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : value);
            resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers: responseHeaders }));
          });
        });
        req.on('error', reject);
        req.end(typeof init?.body === 'string' ? init.body : undefined);
      });
    return createApiClient({ merchant: 'wl_demo', getToken: () => null, getLanguage: () => 'EN', fetch: fetchFrom });
  };

  const NAMES = ['member02', 'member03', 'member04', 'member05', 'member06', 'member07'];
  /** Wrong passwords over several names (no name reaches its own captcha): the address's count. */
  const failFrom = async (client: ApiClient, times: number, first = 0) => {
    const codes: string[] = [];
    for (let i = first; i < first + times; i += 1) {
      try {
        await client.call(endpoints.login, { body: { username: NAMES[i % NAMES.length]!, password: `wrong-${i}` } });
        codes.push('ok');
      } catch (error) {
        if (!isApiError(error)) throw error;
        codes.push(error.errorCode ?? '');
      }
    }
    return codes;
  };
  const rightLogin = (client: ApiClient) => client.call(endpoints.login, { body: { username: 'member01', password: 'secret88' } });

  it("keeps one attacker's failures, even with a forged X-Forwarded-For, off another player's login", async () => {
    const site = nginx.url;
    // The attacker fails until the platform asks its address for a captcha, naming the player's address.
    const attacker = clientOn(site, '127.0.0.5', '127.0.0.6');
    const codes = await failFrom(attacker, 8);
    expect(codes.slice(-2)).toEqual(['captcha.invalid', 'captcha.invalid']);
    // The player behind the same nginx signs in with the right password, no captcha.
    expect((await rightLogin(clientOn(site, '127.0.0.6'))).token).toMatch(/^[0-9a-f]{64}$/);
    // The attacker's own address is the one held to the captcha.
    await expect(rightLogin(clientOn(site, '127.0.0.5'))).rejects.toMatchObject({ errorCode: 'captcha.invalid' });
  });

  it('does not trust the X-Forwarded-For of a client that reaches the edge directly', async () => {
    // Straight to the edge, posing as a new address on every try: still one address.
    const codes: string[] = [];
    for (let i = 0; i < 8; i += 1) codes.push(...(await failFrom(clientOn(edgeUrl, '127.0.0.7', `198.51.100.${i + 1}`), 1, i)));
    expect(codes.slice(-2)).toEqual(['captcha.invalid', 'captcha.invalid']);
    // Nor can it put its failures on a player by naming the player's address.
    await failFrom(clientOn(edgeUrl, '127.0.0.8', '127.0.0.9'), 8);
    expect((await rightLogin(clientOn(nginx.url, '127.0.0.9'))).token).toMatch(/^[0-9a-f]{64}$/);
  });
});
