// The registry on S3-compatible storage: `publish` writes a version to a bucket with conditional
// writes, refuses different content under a published version as it does on disk, the pin checks
// read the bucket, and an edge serves /registry/** from it with the immutable headers and the
// published bytes (so the shell's integrity checks hold). Against s3rver on loopback.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { pin, publish, writeReleases } from '../src/commands';
import { S3Registry } from '../src/registries';
import { runCli } from '../src/run-cli';
// eslint-disable-next-line import-x/no-relative-packages -- the root's scripts/ is no package to import by name
import { conditionalWrites, EdgeProcess, freePort, readyTimeoutMs } from '../../scripts/lib/fleet.mjs';
import { makeRoot, optionsFor, removeRoot, writeBrand, writeFakeBuild } from './helpers';

// Room for the edge to come up within its readiness deadline (WL_READY_TIMEOUT_MS), then for the test.
jest.setTimeout(readyTimeoutMs() + 60_000);

const BUCKET = 'wl-registry';
let root: string;
let s3rver: S3rver;
let url: string;
let bucket: S3Registry;
/** The conditional header of every PUT s3rver received (key → If-None-Match). */
const puts: { key: string; ifNoneMatch: string }[] = [];

beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  root = await makeRoot();
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: path.join(root, 's3'),
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  // s3rver 3.7 predates S3's conditional writes: the fleet's middleware gives it their rule.
  s3rver.middleware.unshift(conditionalWrites(BUCKET, (put) => puts.push(put)));
  const { port } = await s3rver.run();
  url = `s3://${BUCKET}/site/registry?endpoint=http://127.0.0.1:${port}&region=us-east-1`;
  bucket = new S3Registry(url);
  // What every test starts from: 1.0.0 (with a brotli copy of its entry), 1.2.0 and 1.3.0 in the
  // bucket, a brand pinning 1.0.0.
  await writeLobby('1.0.0');
  for (const version of ['1.2.0', '1.3.0']) {
    await writeFakeBuild(root, 'mfe-lobby', { version });
    await publish(inBucket(), 'mfe-lobby', { build: false });
  }
  await writeLobby('1.0.0');
  await publish(inBucket(), 'mfe-lobby', { build: false });
  await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' } });
});

/** A fake build of mfe-lobby with the build's brotli copy of its entry. */
async function writeLobby(version: string, flavour?: string): Promise<Buffer> {
  await writeFakeBuild(root, 'mfe-lobby', { version, ...(flavour ? { flavour } : {}) });
  const entry = await fs.readFile(path.join(root, 'mfe-lobby', 'dist', 'remoteEntry.js'));
  await fs.writeFile(path.join(root, 'mfe-lobby', 'dist', 'remoteEntry.js.br'), zlib.brotliCompressSync(entry));
  return entry;
}

afterAll(async () => {
  bucket?.close();
  await s3rver?.close();
  await removeRoot(root);
});

const inBucket = (extra = {}) => optionsFor(root, { registry: url, ...extra });
const object = async (key: string) => {
  const output = await bucket.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `site/registry/${key}` }));
  return {
    body: Buffer.from(await output.Body!.transformToByteArray()),
    cacheControl: output.CacheControl,
    contentType: output.ContentType,
  };
};

async function cli(args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli([...args, '--root', root, '--registry', url], {
    out: (t) => (out += t),
    err: (t) => (err += t),
    defaultRoot: root,
  });
  return { code, out, err };
}

describe('publish to a bucket', () => {
  it('writes every file (copies too) with If-None-Match: *, release.json last, each cached for a year', async () => {
    const entry = await writeLobby('1.5.0');
    puts.length = 0;
    const result = await cli(['publish', 'mfe-lobby', '--no-build']);
    expect(result.code).toBe(0);
    expect(result.err).not.toMatch(/warning/i);
    expect(result.out).toMatch(/^published mfe-lobby@1\.5\.0 → s3:\/\/wl-registry\/site\/registry\/mfe-lobby\/1\.5\.0\/ \(4 files/);
    expect(puts.map((p) => p.key)).toEqual([
      'site/registry/mfe-lobby/1.5.0/chunks/1.abcdef12.js',
      'site/registry/mfe-lobby/1.5.0/chunks/1.abcdef12.js.map',
      'site/registry/mfe-lobby/1.5.0/mf-manifest.json',
      'site/registry/mfe-lobby/1.5.0/remoteEntry.js',
      'site/registry/mfe-lobby/1.5.0/remoteEntry.js.br',
      'site/registry/mfe-lobby/1.5.0/release.json',
    ]);
    expect(new Set(puts.map((p) => p.ifNoneMatch))).toEqual(new Set(['*']));
    const published = await object('mfe-lobby/1.5.0/remoteEntry.js');
    expect(published.body.equals(entry)).toBe(true);
    expect(published.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(published.contentType).toMatch(/^application\/javascript/);
    const record = JSON.parse((await object('mfe-lobby/1.5.0/release.json')).body.toString()) as { files: Record<string, string> };
    expect(record.files['remoteEntry.js']).toBe(`sha384-${createHash('sha384').update(entry).digest('base64')}`);
  });

  it('is a no-op for the same content and refuses different content under a published version, as on disk', async () => {
    await writeLobby('1.0.0');
    puts.length = 0;
    const again = await cli(['publish', 'mfe-lobby', '--no-build']);
    expect(again.out).toBe('mfe-lobby@1.0.0 is already published with identical content; nothing to do\n');
    expect(puts).toEqual([]);
    await writeLobby('1.0.0', ' rebuilt');
    const different = await cli(['publish', 'mfe-lobby', '--no-build']);
    expect(different.code).toBe(3);
    expect(different.err).toMatch(
      /refused: mfe-lobby@1\.0\.0 is already published in s3:\/\/wl-registry\/site\/registry\/ \(at http:\/\/127\.0\.0\.1:\d+\) with different content \(remoteEntry\.js\); published versions are immutable/,
    );
  });

  it("never overwrites another publisher's object: a conditional write that finds other bytes is refused", async () => {
    // Another publisher got as far as one file of 1.1.0 (no release.json yet).
    await bucket.client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: 'site/registry/mfe-lobby/1.1.0/remoteEntry.js', Body: 'var mfe_lobby = "theirs";' }),
    );
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.1.0' });
    const result = await cli(['publish', 'mfe-lobby', '--no-build']);
    expect(result.code).toBe(3);
    expect(result.err).toMatch(
      /mfe-lobby@1\.1\.0 is already in s3:.* with a different remoteEntry\.js \(another publish of this version\)/,
    );
    expect((await object('mfe-lobby/1.1.0/remoteEntry.js')).body.toString()).toBe('var mfe_lobby = "theirs";');
    await expect(object('mfe-lobby/1.1.0/release.json')).rejects.toThrow();
  });
});

describe('pins against a bucket', () => {
  it('checks the bucket’s bytes: a version pins, a version whose object was replaced does not', async () => {
    await expect(pin(inBucket(), 'alpha', 'mfe-lobby', '1.2.0')).resolves.toMatchObject({ changed: true });
    const releases = JSON.parse(await fs.readFile(path.join(root, 'brands', 'alpha.releases.json'), 'utf8'));
    expect(Object.keys(releases.records['mfe-lobby']).sort()).toEqual(['1.0.0', '1.2.0']);
    // Someone with write access replaces a published object (no condition): the pin is refused.
    await bucket.client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: 'site/registry/mfe-lobby/1.3.0/remoteEntry.js', Body: 'window.__tampered = 1;' }),
    );
    const refused = await cli(['pin', 'alpha', 'mfe-lobby@1.3.0']);
    expect(refused.code).toBe(3);
    expect(refused.err).toMatch(/mfe-lobby@1\.3\.0 cannot be pinned: its files do not match release\.json \(remoteEntry\.js\)/);
    // (1.1.0, half-published by someone else in another test, has no release.json: not a version)
    expect((await cli(['status'])).out).toMatch(/alpha\s+mfe-lobby\s+1\.2\.0\s+-\s+1\.0\.0, 1\.2\.0, 1\.3\.0(, 1\.5\.0)?\s/);
  });
});

describe('an edge serving /registry/** from the bucket', () => {
  let edge: EdgeProcess;

  beforeAll(async () => {
    await fs.mkdir(path.join(root, 'dist'), { recursive: true });
    await fs.writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
    await fs.writeFile(path.join(root, 'dist', 'first-screen.json'), JSON.stringify({ '/': { 'mfe-lobby': ['Page'] } }));
    await fs.writeFile(path.join(root, 'brands', 'index.json'), JSON.stringify({ defaultBrand: 'alpha', brands: [] }));
    await writeReleases(inBucket(), 'alpha');
    edge = new EdgeProcess({
      name: 'edge',
      port: await freePort(),
      env: {
        WL_REGISTRY: url,
        EDGE_BRANDS_DIR: path.join(root, 'brands'),
        EDGE_REGISTRY_DIR: path.join(root, 'no-registry-here'),
        SHELL_DIST: path.join(root, 'dist'),
        PLATFORM_API_URL: 'http://127.0.0.1:9',
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    await edge.start();
    await edge.waitReady();
  });
  afterAll(async () => {
    await edge?.stop();
  });

  it('sends the published bytes with the immutable headers, the brotli copy to a browser that takes it, 404 for the rest', async () => {
    const plain = await fetch(`${edge.url}/registry/mfe-lobby/1.0.0/remoteEntry.js`, { headers: { 'accept-encoding': 'identity' } });
    const bytes = Buffer.from(await plain.arrayBuffer());
    const record = JSON.parse((await object('mfe-lobby/1.0.0/release.json')).body.toString()) as { files: Record<string, string> };
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(plain.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The shell's integrity check: the bytes hash to the record's SRI.
    expect(`sha384-${createHash('sha384').update(bytes).digest('base64')}`).toBe(record.files['remoteEntry.js']);
    // fetch decodes: the body is the same file, sent as its brotli copy.
    const br = await fetch(`${edge.url}/registry/mfe-lobby/1.0.0/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await br.arrayBuffer()).equals(bytes)).toBe(true);
    for (const missing of [
      '/registry/mfe-lobby/9.9.9/remoteEntry.js',
      '/registry/mfe-lobby/1.0.0/remoteEntry.js.br',
      '/registry/mfe-lobby/1.0.0/',
      '/registry/mfe-lobby/1.0.0/.hidden',
      '/registry/..%2Fsecret',
    ]) {
      const reply = await fetch(`${edge.url}${missing}`);
      expect([missing, reply.status, reply.headers.get('cache-control')]).toEqual([missing, 404, 'no-store']);
    }
  });

  it("preloads the page's first-screen entry from the bucket's manifest, with the record's hash", async () => {
    const page = await (await fetch(`${edge.url}/`, { headers: { host: 'alpha.test' } })).text();
    const brandPin = JSON.parse(await fs.readFile(path.join(root, 'brands', 'alpha.json'), 'utf8')).remotes['mfe-lobby'].version as string;
    const record = JSON.parse((await object(`mfe-lobby/${brandPin}/release.json`)).body.toString()) as { files: Record<string, string> };
    expect(page).toContain(
      `<link rel="preload" as="script" href="/registry/mfe-lobby/${brandPin}/remoteEntry.js" integrity="${record.files['remoteEntry.js']}" crossorigin="anonymous" fetchpriority="low">`,
    );
  });
});
