import { promises as fs } from 'node:fs';
import path from 'node:path';
import { abort, canary, pin, promote, rollback, writeReleases } from '../src/commands';
import { runCli } from '../src/run-cli';
import { ReleaseError } from '../src/errors';
import type { ReleaseRecord } from '../src/manifest';
import { makeRoot, optionsFor, publishFake, readJson, removeRoot, writeBrand } from './helpers';

let root: string;
beforeEach(async () => {
  root = await makeRoot();
  await publishFake(root, 'mfe-lobby', { version: '1.0.0' }, { version: '1.1.0' }, { version: '1.2.0' });
  await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' } });
});
afterEach(async () => {
  await removeRoot(root);
});

interface Releases {
  schemaVersion: number;
  brand: string;
  records: Record<string, Record<string, { remote: string; version: string }>>;
}
const releasesFile = () => path.join(root, 'brands', 'alpha.releases.json');
const releases = () => readJson<Releases>(releasesFile());
const versionsHeld = async () => Object.keys((await releases()).records['mfe-lobby'] ?? {}).sort();
const registryRecord = (version: string) => readJson<ReleaseRecord>(path.join(root, 'registry', 'mfe-lobby', version, 'release.json'));
/** The registry's record as the releases file holds it: every hash but the source maps'. */
const browserCopy = async (version: string) => {
  const record = await registryRecord(version);
  return { ...record, files: Object.fromEntries(Object.entries(record.files).filter(([file]) => !file.endsWith('.map'))) };
};

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ReleaseError);
  expect((error as ReleaseError).kind).toBe('refused');
  return (error as ReleaseError).message;
}

describe('brands/<brand>.releases.json', () => {
  it('pin writes the records of the pin and the previous pin, copies of the registry’s release.json', async () => {
    await pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0');
    const file = await releases();
    expect(file).toMatchObject({ schemaVersion: 1, brand: 'alpha' });
    expect(await versionsHeld()).toEqual(['1.0.0', '1.1.0']);
    expect(file.records['mfe-lobby']?.['1.1.0']).toEqual(await browserCopy('1.1.0'));
    expect(file.records['mfe-lobby']?.['1.0.0']).toEqual(await browserCopy('1.0.0'));
  });

  it('leaves out the source maps’ hashes, which browsers never check; the registry keeps them', async () => {
    await pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0');
    const copy = (await releases()).records['mfe-lobby']?.['1.1.0'] as unknown as ReleaseRecord;
    const published = await registryRecord('1.1.0');
    expect(Object.keys(published.files)).toContain('chunks/1.abcdef12.js.map');
    expect(Object.keys(copy.files).sort()).toEqual(
      Object.keys(published.files)
        .filter((file) => !file.endsWith('.map'))
        .sort(),
    );
    expect(Object.keys(copy.files)).toContain('chunks/1.abcdef12.js');
  });

  it('canary, promote, abort and rollback keep the records of exactly the versions the pins name', async () => {
    const options = optionsFor(root);
    await pin(options, 'alpha', 'mfe-lobby', '1.1.0');
    await canary(options, 'alpha', 'mfe-lobby', '1.2.0', 10);
    expect(await versionsHeld()).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    await abort(options, 'alpha', 'mfe-lobby');
    expect(await versionsHeld()).toEqual(['1.0.0', '1.1.0']);
    await canary(options, 'alpha', 'mfe-lobby', '1.2.0', 50);
    await promote(options, 'alpha', 'mfe-lobby', {}, { force: true });
    expect(await versionsHeld()).toEqual(['1.1.0', '1.2.0']);
    await rollback(options, 'alpha', 'mfe-lobby');
    expect(await versionsHeld()).toEqual(['1.0.0', '1.1.0']);
  });

  it('refuses a pin when the registry’s release.json no longer matches the copy in the file, and writes nothing', async () => {
    await pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0');
    const recordPath = path.join(root, 'registry', 'mfe-lobby', '1.1.0', 'release.json');
    const record = await readJson<Record<string, unknown>>(recordPath);
    await fs.writeFile(recordPath, JSON.stringify({ ...record, publishedAt: '2020-01-01T00:00:00.000Z' }));
    const brandBefore = await fs.readFile(path.join(root, 'brands', 'alpha.json'), 'utf8');
    expect(await refusal(pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.2.0'))).toMatch(
      /mfe-lobby@1\.1\.0: .*differs from the copy in brands\/alpha\.releases\.json/,
    );
    expect(await fs.readFile(path.join(root, 'brands', 'alpha.json'), 'utf8')).toBe(brandBefore);
  });

  it('keeps the published record of a version whose files were changed (browsers refuse them) and says so', async () => {
    await pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0');
    await fs.appendFile(path.join(root, 'registry', 'mfe-lobby', '1.1.0', 'remoteEntry.js'), '// tampered\n');
    const log = jest.fn();
    // Pinning away from the tampered version works; its record (the published hashes) stays as previous.
    await pin(optionsFor(root, { log }), 'alpha', 'mfe-lobby', '1.2.0');
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/mfe-lobby@1\.1\.0: its files do not match release\.json \(remoteEntry\.js\)/));
    expect((await releases()).records['mfe-lobby']?.['1.1.0']).toEqual(await browserCopy('1.1.0'));
  });

  it('`releases` writes the file for a hand-edited brand, and --check tells a stale file apart', async () => {
    const io = { out: jest.fn(), err: jest.fn(), defaultRoot: root };
    expect(await runCli(['releases', 'alpha', '--check'], io)).toBe(3);
    expect(io.err).toHaveBeenCalledWith(expect.stringContaining('brands/alpha.releases.json is missing'));
    expect(await runCli(['releases', '--all'], io)).toBe(0);
    expect(io.out).toHaveBeenCalledWith(expect.stringContaining('alpha.releases.json: written (mfe-lobby@1.0.0)'));
    expect(await runCli(['releases', 'alpha', '--check'], io)).toBe(0);
    await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.2.0' } });
    expect(await runCli(['releases', 'alpha', '--check'], io)).toBe(3);
    expect(io.err).toHaveBeenLastCalledWith(expect.stringContaining('not what the pins and the registry give'));
    expect(await runCli(['releases', 'alpha'], io)).toBe(0);
    expect(await versionsHeld()).toEqual(['1.2.0']);
  });

  it('is not taken for a brand by status or --all', async () => {
    await writeReleases(optionsFor(root), null);
    await writeReleases(optionsFor(root), null);
    const names = (await fs.readdir(path.join(root, 'brands'))).filter((n) => n.endsWith('.json')).sort();
    expect(names).toEqual(['alpha.json', 'alpha.releases.json', 'index.json']);
  });
});
