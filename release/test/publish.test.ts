import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { publish } from '../src/commands';
import { ReleaseError } from '../src/errors';
import { makeRoot, optionsFor, readJson, removeRoot, runCliInProcess, writeBrand, writeFakeBuild } from './helpers';

let root: string;
beforeEach(async () => {
  root = await makeRoot();
});
afterEach(async () => {
  await removeRoot(root);
});

async function expectRefused(promise: Promise<unknown>, pattern: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ReleaseError);
  expect((error as ReleaseError).kind).toBe('refused');
  expect((error as ReleaseError).message).toMatch(pattern);
}

describe('publish', () => {
  it('copies dist to registry/<remote>/<version>/ with a release.json holding versions and SRI hashes', async () => {
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.2.0', contracts: '1.1.0', react: '19.3.1' });
    const result = await publish(optionsFor(root, { now: () => new Date('2026-01-02T03:04:05Z') }), 'mfe-lobby', { build: false });
    expect(result).toMatchObject({ status: 'published', version: '1.2.0', files: 4, sharedContracts: '1.1.0', react: '19.3.1' });

    const target = path.join(root, 'registry', 'mfe-lobby', '1.2.0');
    const entry = await fs.readFile(path.join(target, 'remoteEntry.js'));
    const record = await readJson<Record<string, unknown> & { files: Record<string, string> }>(path.join(target, 'release.json'));
    expect(record).toMatchObject({
      schemaVersion: 1,
      remote: 'mfe-lobby',
      version: '1.2.0',
      container: 'mfe_lobby',
      sharedContracts: '1.1.0',
      react: '19.3.1',
      publishedAt: '2026-01-02T03:04:05.000Z',
      remoteEntry: 'remoteEntry.js',
    });
    // The record is public (every browser reads it): no operator's name in it.
    expect(record).not.toHaveProperty('publishedBy');
    expect(JSON.stringify(record)).not.toContain('tester');
    expect(typeof record.builtAt).toBe('string');
    // This entry bundles its own federation runtime: nothing is asked of the host.
    expect(record).not.toHaveProperty('federationRuntime');
    expect(Object.keys(record.files).sort()).toEqual([
      'chunks/1.abcdef12.js',
      'chunks/1.abcdef12.js.map',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    expect(record.files['remoteEntry.js']).toBe(`sha384-${createHash('sha384').update(entry).digest('base64')}`);
    // No temp folders left beside the version.
    expect(await fs.readdir(path.join(root, 'registry', 'mfe-lobby'))).toEqual(['1.2.0']);
  });

  it("leaves the build's compressed copies (.gz, .br) out of the record and compares a republish without them", async () => {
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.2.0', contracts: '1.1.0', react: '19.3.1' });
    const result = await publish(optionsFor(root), 'mfe-lobby', { build: false });
    const target = path.join(root, 'registry', 'mfe-lobby', '1.2.0');
    const record = await readJson<{ files: Record<string, string> }>(path.join(target, 'release.json'));
    expect(Object.keys(record.files)).toHaveLength(result.files);
    // The local build writes the compressed copies into the published folder afterwards.
    await fs.writeFile(path.join(target, 'remoteEntry.js.gz'), 'gzip bytes');
    await fs.writeFile(path.join(target, 'remoteEntry.js.br'), 'brotli bytes');
    const again = await publish(optionsFor(root), 'mfe-lobby', { build: false });
    expect(again.status).toBe('unchanged');
  });

  it('records the host federation runtime an entry built with externalRuntime expects', async () => {
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.2.0', externalRuntime: '2.9.2' });
    await publish(optionsFor(root), 'mfe-lobby', { build: false });
    const record = await readJson(path.join(root, 'registry', 'mfe-lobby', '1.2.0', 'release.json'));
    expect(record.federationRuntime).toBe('2.9.2');
  });

  it('records it for an entry that reads only the bundler runtime the host ships', async () => {
    await writeFakeBuild(root, 'mfe-lobby', {
      version: '1.2.0',
      externalRuntime: '2.9.2',
      runtimeGlobal: '__WL_FEDERATION_BUNDLER_RUNTIME__',
    });
    await publish(optionsFor(root), 'mfe-lobby', { build: false });
    const record = await readJson(path.join(root, 'registry', 'mfe-lobby', '1.2.0', 'release.json'));
    expect(record.federationRuntime).toBe('2.9.2');
  });

  it('is a no-op for identical content and refuses different content under the same version', async () => {
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.2.0' });
    await publish(optionsFor(root), 'mfe-lobby', { build: false });
    const before = await fs.readFile(path.join(root, 'registry', 'mfe-lobby', '1.2.0', 'release.json'), 'utf8');

    await writeFakeBuild(root, 'mfe-lobby', { version: '1.2.0' });
    await expect(publish(optionsFor(root), 'mfe-lobby', { build: false })).resolves.toMatchObject({ status: 'unchanged' });

    await writeFakeBuild(root, 'mfe-lobby', { version: '1.2.0', flavour: ' changed' });
    await expectRefused(
      publish(optionsFor(root), 'mfe-lobby', { build: false }),
      /already published with different content \(remoteEntry\.js\).*bump the version/,
    );
    // The published files are untouched.
    expect(await fs.readFile(path.join(root, 'registry', 'mfe-lobby', '1.2.0', 'release.json'), 'utf8')).toBe(before);
    expect(await fs.readFile(path.join(root, 'registry', 'mfe-lobby', '1.2.0', 'remoteEntry.js'), 'utf8')).not.toContain('changed');
  });

  it('records release.json for an identical version published before the tool existed', async () => {
    await writeFakeBuild(root, 'mfe-account', { version: '0.1.0' });
    await fs.cp(path.join(root, 'mfe-account', 'dist'), path.join(root, 'registry', 'mfe-account', '0.1.0'), { recursive: true });
    await expect(publish(optionsFor(root), 'mfe-account', { build: false })).resolves.toMatchObject({ status: 'recorded' });
    await expect(readJson(path.join(root, 'registry', 'mfe-account', '0.1.0', 'release.json'))).resolves.toMatchObject({
      version: '0.1.0',
    });
  });

  it('takes the shared-contracts version from the workspace when the manifest has none', async () => {
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.0.0', contracts: null });
    await expect(publish(optionsFor(root), 'mfe-lobby', { build: false })).resolves.toMatchObject({ sharedContracts: '1.1.0' });
  });

  it('refuses a dist built as another version, a dist without a manifest, and no dist', async () => {
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.0.0' });
    await fs.writeFile(path.join(root, 'mfe-lobby', 'package.json'), JSON.stringify({ version: '1.0.1' }));
    await expectRefused(
      publish(optionsFor(root), 'mfe-lobby', { build: false }),
      /built as version 1\.0\.0 but package\.json says 1\.0\.1/,
    );

    await fs.writeFile(path.join(root, 'mfe-lobby', 'dist', 'mf-manifest.json'), '{ not json');
    await expectRefused(publish(optionsFor(root), 'mfe-lobby', { build: false }), /mf-manifest\.json is not valid JSON/);

    await fs.rm(path.join(root, 'mfe-lobby', 'dist'), { recursive: true });
    await expectRefused(publish(optionsFor(root), 'mfe-lobby', { build: false }), /no dist/);
    expect(await fs.readdir(path.join(root, 'registry'))).toEqual([]);
  });

  it('reports a failed build as a failure and an unknown remote as a usage error', async () => {
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.0.0' });
    const bin = path.join(root, 'mfe-lobby', 'node_modules', '.bin');
    await fs.mkdir(bin, { recursive: true });
    // A stand-in webpack that checks the environment it is given, then fails.
    await fs.writeFile(
      path.join(bin, 'webpack'),
      '#!/bin/sh\necho "NODE_ENV=$NODE_ENV MF_BUILD_VERSION=$MF_BUILD_VERSION $*" > build-args.txt\nexit 7\n',
      { mode: 0o755 },
    );
    const error = await publish(optionsFor(root), 'mfe-lobby').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'failure', message: expect.stringMatching(/build of mfe-lobby failed \(exit 7\)/) });
    expect(await fs.readFile(path.join(root, 'mfe-lobby', 'build-args.txt'), 'utf8')).toBe(
      'NODE_ENV=production MF_BUILD_VERSION=1.0.0 --config webpack.config.mjs --mode production\n',
    );
    expect(await fs.readdir(path.join(root, 'registry'))).toEqual([]);

    await expect(publish(optionsFor(root), 'mfe-nope', { build: false })).rejects.toMatchObject({ kind: 'usage' });
  });

  it('publishes after a successful build', async () => {
    await writeFakeBuild(root, 'mfe-lobby', { version: '2.0.0' });
    const bin = path.join(root, 'mfe-lobby', 'node_modules', '.bin');
    await fs.mkdir(bin, { recursive: true });
    await fs.writeFile(path.join(bin, 'webpack'), '#!/bin/sh\necho "// built" >> dist/remoteEntry.js\n', { mode: 0o755 });
    await expect(publish(optionsFor(root), 'mfe-lobby')).resolves.toMatchObject({ status: 'published' });
    expect(await fs.readFile(path.join(root, 'registry', 'mfe-lobby', '2.0.0', 'remoteEntry.js'), 'utf8')).toContain('// built');
  });
});

describe('publish --registry <folder> (issue 50)', () => {
  async function cli(args: string[], env: NodeJS.ProcessEnv = {}) {
    return runCliInProcess([...args, '--root', root, '--host-contracts', '1.1.0', '--host-react', '19.3.1'], env);
  }

  it('publishes into the folder it names, not <root>/registry, and the other commands read that folder', async () => {
    const elsewhere = path.join(root, 'elsewhere', 'registry');
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.4.0' });
    const published = await cli(['publish', 'mfe-lobby', '--no-build', '--registry', elsewhere]);
    expect(published.code).toBe(0);
    expect(published.stderr).not.toMatch(/warning/i);
    expect(published.stdout).toMatch(/^published mfe-lobby@1\.4\.0 → .*elsewhere\/registry\/mfe-lobby\/1\.4\.0 \(4 files/);
    expect((await readJson(path.join(elsewhere, 'mfe-lobby', '1.4.0', 'release.json'))).version).toBe('1.4.0');
    expect(await fs.readdir(path.join(root, 'registry'))).toEqual([]);
    // Published again: compared with what is in that folder.
    expect((await cli(['publish', 'mfe-lobby', '--no-build', '--registry', elsewhere])).stdout).toMatch(
      /mfe-lobby@1\.4\.0 is already published with identical content; nothing to do/,
    );
    await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.4.0' } });
    expect((await cli(['pin', 'alpha', 'mfe-lobby@1.4.0'])).code).toBe(3);
    expect((await cli(['pin', 'alpha', 'mfe-lobby@1.4.0', '--registry', elsewhere])).code).toBe(0);
  });

  it('takes the folder from WL_REGISTRY too', async () => {
    const elsewhere = path.join(root, 'from-env');
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.5.0' });
    expect((await cli(['publish', 'mfe-lobby', '--no-build'], { WL_REGISTRY: elsewhere })).code).toBe(0);
    expect(await fs.readdir(path.join(elsewhere, 'mfe-lobby'))).toEqual(['1.5.0']);
    expect(await fs.readdir(path.join(root, 'registry'))).toEqual([]);
  });
});
