// Issue 36 item 6: a version whose .br or .gz copies are not its files passed the release tool, then
// every browser refused it on integrity (the edge sends the copy in place of the file by
// Accept-Encoding; the browser hashes what it decodes). publish and canary (and pin) refuse it now;
// and publish says when a version can never be pinned on this host instead of leaving status to call it "newer".
import { promises as fs } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { canary, pin, publish } from '../src/commands';
import { ReleaseError } from '../src/errors';
import { runCli } from '../src/run-cli';
import { makeRoot, optionsFor, publishFake, removeRoot, writeBrand, writeFakeBuild } from './helpers';

let root: string;
beforeEach(async () => {
  root = await makeRoot();
});
afterEach(async () => {
  await removeRoot(root);
});

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ReleaseError);
  expect((error as ReleaseError).kind).toBe('refused');
  return (error as ReleaseError).message;
}

const dist = (file: string) => path.join(root, 'mfe-lobby', 'dist', file);

describe('compressed copies', () => {
  it('publishes a dist whose copies decode to their files', async () => {
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.0.0' });
    const entry = await fs.readFile(dist('remoteEntry.js'));
    await fs.writeFile(dist('remoteEntry.js.gz'), zlib.gzipSync(entry));
    await fs.writeFile(dist('remoteEntry.js.br'), zlib.brotliCompressSync(entry));
    await expect(publish(optionsFor(root), 'mfe-lobby', { build: false })).resolves.toMatchObject({ status: 'published' });
  });

  it('refuses to publish a dist whose .br decodes to other bytes, or whose .gz does not decode', async () => {
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.0.0' });
    await fs.writeFile(dist('remoteEntry.js.br'), zlib.brotliCompressSync('var mfe_lobby = "an older build";'));
    expect(await refusal(publish(optionsFor(root), 'mfe-lobby', { build: false }))).toMatch(
      /cannot be published: its compressed copies are not its files \(remoteEntry\.js\.br does not decode to remoteEntry\.js\)/,
    );
    await fs.rm(dist('remoteEntry.js.br'));
    await fs.writeFile(dist('chunks/1.abcdef12.js.gz'), 'not gzip');
    expect(await refusal(publish(optionsFor(root), 'mfe-lobby', { build: false }))).toMatch(/chunks\/1\.abcdef12\.js\.gz does not decode/);
    await expect(fs.access(path.join(root, 'registry', 'mfe-lobby', '1.0.0'))).rejects.toThrow();
  });

  it('refuses to canary or pin a published version whose copies were replaced afterwards', async () => {
    await publishFake(root, 'mfe-lobby', { version: '1.0.0' }, { version: '1.1.0' });
    await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' } });
    const published = path.join(root, 'registry', 'mfe-lobby', '1.1.0', 'remoteEntry.js.gz');
    await fs.writeFile(published, zlib.gzipSync('window.__tampered = true;'));
    expect(await refusal(canary(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0', 10))).toMatch(
      /mfe-lobby@1\.1\.0 cannot be pinned: its compressed copies are not its files \(remoteEntry\.js\.gz does not decode to remoteEntry\.js\); every browser/,
    );
    expect(await refusal(pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0'))).toMatch(/its compressed copies are not its files/);
  });
});

describe('a version that can never be pinned here', () => {
  it('is published with a warning naming the major that differs', async () => {
    await writeFakeBuild(root, 'mfe-lobby', { version: '2.0.0', contracts: '2.0.0' });
    const result = await publish(optionsFor(root), 'mfe-lobby', { build: false });
    expect(result.warnings).toEqual([
      'mfe-lobby@2.0.0 can never be pinned on this host: built against shared-contracts 2.0.0, the host has 1.1.0 (major 2 ≠ 1); it is published, but pin, canary and the shell refuse it',
    ]);
    await writeFakeBuild(root, 'mfe-account', { version: '1.0.0', react: '18.3.1' });
    expect((await publish(optionsFor(root), 'mfe-account', { build: false })).warnings[0]).toMatch(
      /built against React 18\.3\.1, the host has React 19\.3\.1 \(major 18 ≠ 19\)/,
    );
  });

  it('says so on stderr from the CLI, and publishes nothing else differently', async () => {
    await writeFakeBuild(root, 'mfe-lobby', { version: '2.0.0', contracts: '2.0.0' });
    let err = '';
    let out = '';
    const code = await runCli(['publish', 'mfe-lobby', '--no-build', '--root', root], {
      out: (t) => (out += t),
      err: (t) => (err += t),
      defaultRoot: root,
    });
    expect(code).toBe(0);
    expect(out).toMatch(/^published mfe-lobby@2\.0\.0/);
    expect(err).toMatch(/^warning: mfe-lobby@2\.0\.0 can never be pinned on this host/m);
  });
});
