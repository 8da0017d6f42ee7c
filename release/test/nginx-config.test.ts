// The repo's nginx configuration (deploy/nginx), run by a real nginx on a free port against a temp
// site (shell build, registry, brands) and a tiny upstream: cache headers, fallback, 404s, proxying.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

jest.setTimeout(30_000);

const NGINX = '/usr/sbin/nginx';
const DEPLOY = path.resolve(__dirname, '..', '..', 'deploy', 'nginx');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PAGE = '<!doctype html><html><head><title>shell</title></head><body></body></html>';
/** The site's policy: style only from the site, plus the app page's own nonce. */
const policy = (styleNonce?: string) =>
  `default-src 'self'; script-src 'self'; style-src 'self'${styleNonce ? ` 'nonce-${styleNonce}'` : ''}; img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'; require-trusted-types-for 'script'; trusted-types wl-webpack wl-federation wl-sanitized-html dompurify 'allow-duplicates'`;

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function request(
  port: number,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          // (a gzipped answer is read as its text; the header still says how it travelled)
          const body = (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

async function waitForPort(port: number, child: ChildProcess, log: () => Promise<string>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${await log()}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not listen on ${port}: ${await log()}`);
}

const nginxInstalled = existsSync(NGINX);

if (!nginxInstalled) {
  it('needs nginx to test deploy/nginx/nginx.conf', () => {
    throw new Error(
      `${NGINX} is missing: install it to run this test (Debian/Ubuntu: apt-get install -y nginx-light, or nginx; CI installs it in .ci/run)`,
    );
  });
} else {
  describe('deploy/nginx/nginx.conf', () => {
    let dir: string;
    let port: number;
    let tlsPort: number;
    let upstreamPort: number;
    let upstream: http.Server;
    let nginx: ChildProcess;
    const seen: { method: string; url: string; host: string; forwardedHost: string; forwardedFor: string; body: string }[] = [];

    beforeAll(async () => {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wl-nginx-'));
      // The site: a shell build, a registry with one version, brand files and what must stay private.
      const site = path.join(dir, 'site');
      await fs.mkdir(path.join(site, 'shell'), { recursive: true });
      await fs.writeFile(path.join(site, 'shell', 'index.html'), PAGE);
      // A precompressed page would skip the nonce (sub_filter cannot rewrite it): it must not be sent.
      await fs.writeFile(path.join(site, 'shell', 'index.html.gz'), zlib.gzipSync(PAGE.replace('shell', 'the .gz copy')));
      await fs.writeFile(path.join(site, 'shell', 'main.0123abcd.js'), 'console.log("shell");');
      await fs.writeFile(path.join(site, 'shell', 'robots.txt'), 'User-agent: *');
      // The build's precompressed copy (a marker text, so the test sees which file was sent).
      await fs.writeFile(path.join(site, 'shell', 'main.0123abcd.js.gz'), zlib.gzipSync('console.log("from the .gz copy");'));
      const version = path.join(site, 'registry', 'mfe-lobby', '1.0.0');
      await fs.mkdir(version, { recursive: true });
      await fs.writeFile(path.join(version, 'remoteEntry.js'), 'var mfe_lobby;');
      await fs.writeFile(path.join(version, 'mf-manifest.json'), '{"name":"mfe_lobby"}');
      await fs.mkdir(path.join(site, 'registry', 'mfe-lobby', '.publishing-2.0.0-1-ab'), { recursive: true });
      await fs.writeFile(path.join(site, 'registry', 'mfe-lobby', '.publishing-2.0.0-1-ab', 'remoteEntry.js'), 'half');
      await fs.mkdir(path.join(site, 'brands', 'history'), { recursive: true });
      await fs.mkdir(path.join(site, 'brands', '.locks'), { recursive: true });
      await fs.writeFile(path.join(site, 'brands', 'default.json'), '{"id":"default","remotes":{"mfe-lobby":{"version":"1.0.0"}}}');
      await fs.writeFile(path.join(site, 'brands', 'history', 'default.jsonl'), '{"actor":"secret-operator"}\n');
      await fs.writeFile(path.join(site, 'brands', '.locks', 'default.lock'), '{}');
      // Workers drop privileges when nginx starts as root: let them read the site.
      await fs.chmod(dir, 0o755);

      upstream = http.createServer((req, res) => {
        let body = '';
        req.on('data', (d: Buffer) => (body += d.toString()));
        req.on('end', () => {
          seen.push({
            method: req.method ?? '',
            url: req.url ?? '',
            host: req.headers.host ?? '',
            forwardedHost: String(req.headers['x-forwarded-host'] ?? ''),
            forwardedFor: String(req.headers['x-forwarded-for'] ?? ''),
            body,
          });
          res.writeHead(200, {
            'Content-Type': 'application/json',
            'X-Frame-Options': 'DENY',
            // Like the reference API: its demo game pages carry their own policy.
            ...(req.url?.startsWith('/demo-games/') ? { 'Content-Security-Policy': "default-src 'none'; script-src 'unsafe-inline'" } : {}),
          });
          res.end(JSON.stringify({ success: true, value: req.url }));
        });
      });
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      upstreamPort = (upstream.address() as net.AddressInfo).port;
      port = await freePort();
      tlsPort = await freePort();
      // A self-signed certificate for the TLS listener (HSTS is sent there only).
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-keyout',
          path.join(dir, 'tls.key'),
          '-out',
          path.join(dir, 'tls.crt'),
        ],
        { stdio: 'ignore' },
      );

      // The real nginx.conf and security headers; this run's own site/*.conf.
      const conf = path.join(dir, 'conf');
      await fs.mkdir(path.join(conf, 'site'), { recursive: true });
      await fs.mkdir(path.join(dir, 'logs'), { recursive: true });
      for (const file of await fs.readdir(DEPLOY)) {
        if (file.endsWith('.conf')) await fs.copyFile(path.join(DEPLOY, file), path.join(conf, file));
      }
      await fs.writeFile(
        path.join(conf, 'site', 'http.conf'),
        [
          `upstream platform_api { server 127.0.0.1:${upstreamPort}; }`,
          `access_log ${dir}/logs/access.log;`,
          `error_log ${dir}/logs/error.log warn;`,
          ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/tmp/${t};`),
        ].join('\n'),
      );
      await fs.writeFile(
        path.join(conf, 'site', 'server.conf'),
        [
          `listen 127.0.0.1:${port};`,
          `listen 127.0.0.1:${tlsPort} ssl;`,
          `ssl_certificate ${dir}/tls.crt;`,
          `ssl_certificate_key ${dir}/tls.key;`,
          'server_name _;',
          `set $wl_root ${site};`,
        ].join('\n'),
      );
      await fs.mkdir(path.join(dir, 'tmp'), { recursive: true });

      const runningAsRoot = process.getuid?.() === 0;
      const globals = `daemon off; pid ${dir}/nginx.pid; worker_processes 1;${runningAsRoot ? ' user root root;' : ''}`;
      const errorLog = path.join(dir, 'logs', 'startup.log');
      // worker_processes is set in nginx.conf: drop the -g duplicate.
      nginx = spawn(
        NGINX,
        ['-p', dir, '-c', path.join(conf, 'nginx.conf'), '-e', errorLog, '-g', globals.replace(' worker_processes 1;', '')],
        { detached: true, stdio: 'ignore' },
      );
      const log = async () =>
        (await fs.readFile(errorLog, 'utf8').catch(() => '')) +
        (await fs.readFile(path.join(dir, 'logs', 'error.log'), 'utf8').catch(() => ''));
      await waitForPort(port, nginx, log);
    });

    afterAll(async () => {
      if (nginx?.pid && nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        process.kill(-nginx.pid, 'SIGTERM');
        await exited;
      }
      await new Promise((resolve) => upstream?.close(resolve));
      if (dir) await fs.rm(dir, { recursive: true, force: true });
    });

    const expectSecurityHeaders = (reply: Reply, styleNonce?: string) => {
      expect(reply.headers['content-security-policy']).toBe(policy(styleNonce));
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('strict-origin');
      expect(reply.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
      expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
      // Plain HTTP: no HSTS (it would claim a TLS promise this answer did not make).
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    };

    // Issue 36 item 6: over TLS every answer carries Strict-Transport-Security; plain HTTP none.
    it('sends HSTS on every answer over TLS, and never over plain HTTP', async () => {
      const overTls = (pathname: string) =>
        new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
          const req = https.request({ host: '127.0.0.1', port: tlsPort, path: pathname, rejectUnauthorized: false }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.headers));
          });
          req.on('error', reject);
          req.end();
        });
      for (const url of [
        '/',
        '/main.0123abcd.js',
        '/registry/mfe-lobby/1.0.0/remoteEntry.js',
        '/brands/default.json',
        '/nope.js',
        '/wps/x',
        '/demo-games/x',
      ]) {
        const headers = await overTls(url);
        expect([url, headers['strict-transport-security']]).toEqual([url, 'max-age=63072000; includeSubDomains']);
        expect([url, (await request(port, url)).headers['strict-transport-security']]).toEqual([url, undefined]);
      }
    });

    it('serves the shell page uncached at / and as the history fallback for routes', async () => {
      for (const route of ['/', '/index.html', '/member/deposit', '/lottery?id=3', '/promo.html']) {
        const reply = await request(port, route);
        const nonce = /<meta name="csp-nonce" content="([0-9a-f]{32})">/.exec(reply.body)?.[1];
        expect([route, reply.status, reply.body]).toEqual([
          route,
          200,
          PAGE.replace('</head>', `<meta name="csp-nonce" content="${nonce}"></head>`),
        ]);
        expect(reply.headers['cache-control']).toBe('no-cache');
        expect(reply.headers['content-type']).toMatch(/^text\/html/);
        expectSecurityHeaders(reply, nonce);
      }
    });

    it("gives every app page a fresh style nonce, in its CSP and its csp-nonce meta element, and no 'unsafe-inline' anywhere", async () => {
      const nonces = new Set<string>();
      for (const route of ['/', '/', '/index.html', '/member/deposit', '/promo.html']) {
        const reply = await request(port, route, { headers: { 'Accept-Encoding': 'gzip' } });
        // Not the build's .gz copy, which has no nonce: the page itself, rewritten (then gzipped on the fly).
        const nonce = /<meta name="csp-nonce" content="([0-9a-f]{32})">/.exec(reply.body)?.[1] ?? '';
        expect(reply.body).toBe(PAGE.replace('</head>', `<meta name="csp-nonce" content="${nonce}"></head>`));
        expect(reply.headers['content-security-policy']).toBe(policy(nonce));
        expect(reply.headers.etag).toBeUndefined();
        expect(reply.headers['last-modified']).toBeUndefined();
        nonces.add(nonce);
      }
      expect(nonces.size).toBe(5);
      for (const url of ['/main.0123abcd.js', '/registry/mfe-lobby/1.0.0/remoteEntry.js', '/brands/default.json', '/wps/x', '/nope.js']) {
        const csp = String((await request(port, url)).headers['content-security-policy']);
        expect([url, csp]).toEqual([url, policy()]);
        expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      }
    });

    it('caches hashed shell assets forever, other files no-cache, and 404s a missing file (not the page)', async () => {
      const asset = await request(port, '/main.0123abcd.js');
      expect(asset).toMatchObject({ status: 200, body: 'console.log("shell");' });
      expect(asset.headers['cache-control']).toBe(IMMUTABLE);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect((await request(port, '/robots.txt')).headers['cache-control']).toBe('no-cache');
      for (const missing of ['/main.deadbeef.js', '/logo.png', '/chunk.js']) {
        const reply = await request(port, missing);
        expect([missing, reply.status, reply.body]).toEqual([missing, 404, 'Not found']);
        expect(reply.headers['cache-control']).toBe('no-store');
        expectSecurityHeaders(reply);
      }
    });

    it("sends the build's .gz copy of an asset to a client that accepts gzip", async () => {
      const reply = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path: '/main.0123abcd.js', headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (d: Buffer) => chunks.push(d));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(reply.body).toString()).toBe('console.log("from the .gz copy");');
      expect(reply.headers['cache-control']).toBe(IMMUTABLE);
      expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
    });

    it('serves /registry/ immutable and 404s what is not a published file', async () => {
      const entry = await request(port, '/registry/mfe-lobby/1.0.0/remoteEntry.js');
      expect(entry).toMatchObject({ status: 200, body: 'var mfe_lobby;' });
      expect(entry.headers['cache-control']).toBe(IMMUTABLE);
      expectSecurityHeaders(entry);
      const manifest = await request(port, '/registry/mfe-lobby/1.0.0/mf-manifest.json');
      expect(manifest.headers['content-type']).toMatch(/^application\/json/);
      for (const missing of [
        '/registry/mfe-lobby/9.9.9/remoteEntry.js',
        '/registry/mfe-lobby/1.0.0/',
        '/registry/mfe-lobby/',
        '/registry/mfe-lobby/.publishing-2.0.0-1-ab/remoteEntry.js',
        '/registry/mfe-lobby/1.0.0/route',
      ]) {
        const reply = await request(port, missing);
        expect([missing, reply.status]).toEqual([missing, 404]);
        expect(reply.headers['cache-control']).toBe('no-store');
      }
    });

    it('serves brand files no-store and keeps history, locks and other files private', async () => {
      const brand = await request(port, '/brands/default.json');
      expect(brand).toMatchObject({ status: 200 });
      expect(JSON.parse(brand.body)).toMatchObject({ id: 'default' });
      expect(brand.headers['cache-control']).toBe('no-store');
      expectSecurityHeaders(brand);
      // A pin change shows on the next request.
      await fs.writeFile(path.join(dir, 'site', 'brands', 'default.json'), '{"id":"default","remotes":{"mfe-lobby":{"version":"2.0.0"}}}');
      expect(JSON.parse((await request(port, '/brands/default.json')).body)).toMatchObject({
        remotes: { 'mfe-lobby': { version: '2.0.0' } },
      });
      for (const hidden of [
        '/brands/history/default.jsonl',
        '/brands/.locks/default.lock',
        '/brands/missing.json',
        '/brands/',
        '/brands/history/',
      ]) {
        const reply = await request(port, hidden);
        expect([hidden, reply.status]).toEqual([hidden, 404]);
        expect(reply.body).not.toContain('secret-operator');
        expect(reply.headers['cache-control']).toBe('no-store');
      }
    });

    it('proxies /wps, /lgw, /demo-games and /assets-api with method, path, query, body and Host', async () => {
      seen.length = 0;
      const post = await request(port, '/wps/member/login?x=1', {
        method: 'POST',
        headers: { Host: 'brand-b.test', 'Content-Type': 'application/json' },
        body: '{"user":"member01"}',
      });
      expect(post.status).toBe(200);
      expect(JSON.parse(post.body)).toEqual({ success: true, value: '/wps/member/login?x=1' });
      expectSecurityHeaders(post); // the upstream's X-Frame-Options: DENY is replaced, as on the edge
      expect(seen[0]).toMatchObject({
        method: 'POST',
        url: '/wps/member/login?x=1',
        host: 'brand-b.test',
        forwardedHost: 'brand-b.test',
        forwardedFor: '127.0.0.1',
        body: '{"user":"member01"}',
      });
      for (const url of ['/lgw/system/status', '/demo-games/slots/index.html', '/assets-api/icons/game.0123abcd.png', '/wps']) {
        const reply = await request(port, url);
        expect([url, reply.status, JSON.parse(reply.body).value]).toEqual([url, 200, url]);
      }
      // Not a proxy prefix: the app page.
      expect((await request(port, '/wpsx/page')).body).toContain('<title>shell</title>');
    });

    it("keeps a demo game's own policy and adds one that lets only this site frame it", async () => {
      const reply = await request(port, '/demo-games/slots/play?token=x');
      expect(reply.status).toBe(200);
      const policies = ([] as string[]).concat(reply.headers['content-security-policy'] ?? []).join(', ');
      expect(policies).toContain("script-src 'unsafe-inline'");
      expect(policies).toContain("frame-ancestors 'self'");
      expect(policies).not.toContain("script-src 'self'");
      expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('refuses a body over 16 MB with a 413 envelope, as the local edge does', async () => {
      seen.length = 0;
      const reply = await request(port, '/wps/relay/upload', {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(17 * 1024 * 1024) },
      });
      expect(reply.status).toBe(413);
      expect(JSON.parse(reply.body)).toEqual({
        success: false,
        value: null,
        message: 'The request is too large',
        errorCode: 'request.payload.too.large',
      });
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(seen).toHaveLength(0);
    });

    it('answers a 502 envelope, uncached, when the upstream is down', async () => {
      await new Promise((resolve) => upstream.close(resolve));
      try {
        const reply = await request(port, '/wps/anything');
        expect(reply.status).toBe(502);
        expect(JSON.parse(reply.body)).toMatchObject({ success: false, errorCode: 'edge.upstream.unavailable' });
        expect(reply.headers['cache-control']).toBe('no-store');
        expectSecurityHeaders(reply);
      } finally {
        // Up again for the tests that run after this one (the order is random).
        await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
      }
    });
  });
}
