import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pin, rollback } from '../src/commands';
import { ReleaseError } from '../src/errors';
import { makeRoot, optionsFor, publishFake, readHistoryLines, readJson, removeRoot, writeBrand, writeFakeBuild } from './helpers';

let root: string;
beforeEach(async () => {
  root = await makeRoot();
  await publishFake(root, 'mfe-lobby', { version: '1.0.0' }, { version: '1.1.0' }, { version: '1.2.0' }, { version: '1.3.0' });
  await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' }, 'mfe-account': { version: '0.1.0' } });
});
afterEach(async () => {
  await removeRoot(root);
});

const brandFile = () => path.join(root, 'brands', 'alpha.json');
const pinned = async () => (await readJson<{ remotes: Record<string, { version: string }> }>(brandFile())).remotes['mfe-lobby'];

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ReleaseError);
  expect((error as ReleaseError).kind).toBe('refused');
  return (error as ReleaseError).message;
}

describe('pin', () => {
  it('writes the brand file (keeping every other key) and appends who/when/what/from→to to the history', async () => {
    const result = await pin(optionsFor(root, { now: () => new Date('2026-03-04T05:06:07Z') }), 'alpha', 'mfe-lobby', '1.2.0');
    expect(result).toMatchObject({ changed: true, from: { version: '1.0.0' }, to: { version: '1.2.0' } });
    const brand = await readJson<Record<string, unknown>>(brandFile());
    expect(brand).toMatchObject({
      id: 'alpha',
      extraKeyKeptByTheTool: { note: 'unknown keys survive' },
      remotes: { 'mfe-lobby': { version: '1.2.0' }, 'mfe-account': { version: '0.1.0' } },
    });
    expect(await readHistoryLines(root, 'alpha')).toEqual([
      {
        at: '2026-03-04T05:06:07.000Z',
        actor: 'tester',
        action: 'pin',
        brand: 'alpha',
        remote: 'mfe-lobby',
        from: { version: '1.0.0' },
        to: { version: '1.2.0' },
      },
    ]);
    // No temp files or lock left behind.
    expect((await fs.readdir(path.join(root, 'brands'))).sort()).toEqual([
      '.locks',
      'alpha.json',
      'alpha.releases.json',
      'history',
      'index.json',
    ]);
    expect(await fs.readdir(path.join(root, 'brands', '.locks'))).toEqual([]);
  });

  it('pins a remote the brand did not pin yet (from: null) and does nothing for the same pin', async () => {
    await publishFake(root, 'mfe-promotions', { version: '0.3.0' });
    await expect(pin(optionsFor(root), 'alpha', 'mfe-promotions', '0.3.0')).resolves.toMatchObject({ changed: true, from: null });
    await expect(pin(optionsFor(root), 'alpha', 'mfe-promotions', '0.3.0')).resolves.toMatchObject({ changed: false });
    expect(await readHistoryLines(root, 'alpha')).toHaveLength(1);
  });

  it('refuses a version that is not published, naming the published ones', async () => {
    expect(await refusal(pin(optionsFor(root), 'alpha', 'mfe-lobby', '9.9.9'))).toBe(
      'mfe-lobby@9.9.9 is not published (published: 1.0.0, 1.1.0, 1.2.0, 1.3.0)',
    );
    expect(await pinned()).toEqual({ version: '1.0.0' });
    expect(await readHistoryLines(root, 'alpha')).toEqual([]);
  });

  it('refuses a manifest that does not parse or is not a federation manifest', async () => {
    const manifest = path.join(root, 'registry', 'mfe-lobby', '1.3.0', 'mf-manifest.json');
    await fs.writeFile(manifest, '{"name": ');
    expect(await refusal(pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.3.0'))).toMatch(/mf-manifest\.json is not valid JSON/);
    await fs.writeFile(manifest, '{"name": "x"}');
    expect(await refusal(pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.3.0'))).toMatch(/not a federation manifest \(metaData/);
    await fs.rm(manifest);
    expect(await refusal(pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.3.0'))).toMatch(/mf-manifest\.json is missing/);
    expect(await pinned()).toEqual({ version: '1.0.0' });
  });

  it('refuses a build against another shared-contracts major, with both versions in the reason', async () => {
    await publishFake(root, 'mfe-lobby', { version: '2.0.0', contracts: '2.0.0' });
    expect(await refusal(pin(optionsFor(root), 'alpha', 'mfe-lobby', '2.0.0'))).toBe(
      "mfe-lobby@2.0.0 was built against shared-contracts 2.0.0, incompatible with the host's 1.1.0 (major 2 ≠ 1)",
    );
    // The same build is fine for a host on contracts 2.x.
    await expect(pin(optionsFor(root, { hostContracts: '2.3.0' }), 'alpha', 'mfe-lobby', '2.0.0')).resolves.toMatchObject({
      changed: true,
    });
  });

  it('reads the contracts version from the package root’s shared entry too (builds before ADR 0009)', async () => {
    await publishFake(root, 'mfe-lobby', { version: '2.0.1', contracts: '2.0.0', contractsEntry: 'shared-contracts' });
    expect(await refusal(pin(optionsFor(root), 'alpha', 'mfe-lobby', '2.0.1'))).toMatch(/built against shared-contracts 2\.0\.0/);
  });

  it('refuses a build against another React major', async () => {
    await publishFake(root, 'mfe-lobby', { version: '2.1.0', react: '18.3.1' });
    expect(await refusal(pin(optionsFor(root), 'alpha', 'mfe-lobby', '2.1.0'))).toMatch(
      /built against React 18\.3\.1, incompatible with the host's React 19\.3\.1/,
    );
    await expect(pin(optionsFor(root, { hostReact: '18.2.0' }), 'alpha', 'mfe-lobby', '2.1.0')).resolves.toMatchObject({ changed: true });
  });

  it('refuses a build that runs on a federation runtime the host does not provide', async () => {
    await publishFake(root, 'mfe-lobby', { version: '2.2.0', externalRuntime: '2.9.2' });
    expect(await refusal(pin(optionsFor(root), 'alpha', 'mfe-lobby', '2.2.0'))).toBe(
      "mfe-lobby@2.2.0 runs on the host's federation runtime 2.9.2, but the host provides none",
    );
    await fs.writeFile(
      path.join(root, 'shell', 'package.json'),
      JSON.stringify({ name: 'shell', dependencies: { react: '19.3.1', '@module-federation/enhanced': '3.0.0' } }),
    );
    expect(await refusal(pin(optionsFor(root), 'alpha', 'mfe-lobby', '2.2.0'))).toMatch(/host provides 3\.0\.0$/);
    await fs.writeFile(
      path.join(root, 'shell', 'package.json'),
      JSON.stringify({ name: 'shell', dependencies: { react: '19.3.1', '@module-federation/enhanced': '2.10.1' } }),
    );
    await expect(pin(optionsFor(root), 'alpha', 'mfe-lobby', '2.2.0')).resolves.toMatchObject({ changed: true });
  });

  it('refuses a version whose files no longer match its release.json', async () => {
    await fs.appendFile(path.join(root, 'registry', 'mfe-lobby', '1.1.0', 'remoteEntry.js'), 'alert(1);\n');
    expect(await refusal(pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0'))).toMatch(
      /files do not match release\.json \(remoteEntry\.js\)/,
    );
  });

  it('pins a version published without release.json, with a warning', async () => {
    await writeFakeBuild(root, 'mfe-account', { version: '0.2.0' });
    await fs.cp(path.join(root, 'mfe-account', 'dist'), path.join(root, 'registry', 'mfe-account', '0.2.0'), { recursive: true });
    const result = await pin(optionsFor(root), 'alpha', 'mfe-account', '0.2.0');
    expect(result.warnings.join()).toMatch(/no release\.json/);
  });

  it('refuses an unknown brand and reports a broken brand file as a failure', async () => {
    expect(await refusal(pin(optionsFor(root), 'nobody', 'mfe-lobby', '1.2.0'))).toMatch(/brand "nobody" does not exist/);
    await fs.writeFile(brandFile(), '{ broken');
    await expect(pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.2.0')).rejects.toMatchObject({
      kind: 'failure',
      message: expect.stringMatching(/not valid JSON/),
    });
    await expect(pin(optionsFor(root), 'Bad Id', 'mfe-lobby', '1.2.0')).rejects.toMatchObject({ kind: 'usage' });
  });
});

describe('rollback', () => {
  beforeEach(async () => {
    for (const v of ['1.1.0', '1.2.0', '1.3.0']) await pin(optionsFor(root), 'alpha', 'mfe-lobby', v);
  });

  it('goes back one pin by default, and further on the next rollback', async () => {
    await expect(rollback(optionsFor(root), 'alpha', 'mfe-lobby')).resolves.toMatchObject({
      from: { version: '1.3.0' },
      to: { version: '1.2.0' },
    });
    await expect(rollback(optionsFor(root), 'alpha', 'mfe-lobby')).resolves.toMatchObject({ to: { version: '1.1.0' } });
    // The shell's fallback is the pin below in the stack.
    expect(await pinned()).toEqual({ version: '1.1.0', previous: '1.0.0' });
    const history = await readHistoryLines(root, 'alpha');
    expect(history.map((h) => [h.action, (h.from as { version: string }).version, (h.to as { version: string }).version, h.steps])).toEqual(
      [
        ['pin', '1.0.0', '1.1.0', undefined],
        ['pin', '1.1.0', '1.2.0', undefined],
        ['pin', '1.2.0', '1.3.0', undefined],
        ['rollback', '1.3.0', '1.2.0', 1],
        ['rollback', '1.2.0', '1.1.0', 1],
      ],
    );
  });

  it('goes back N steps at once and refuses past the beginning', async () => {
    expect(await pinned()).toEqual({ version: '1.3.0', previous: '1.2.0' });
    await expect(rollback(optionsFor(root), 'alpha', 'mfe-lobby', 3)).resolves.toMatchObject({ to: { version: '1.0.0' }, changed: true });
    expect(await pinned()).toEqual({ version: '1.0.0' });
    expect(await refusal(rollback(optionsFor(root), 'alpha', 'mfe-lobby'))).toMatch(/no earlier pin of mfe-lobby/);

    await pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.3.0');
    expect(await refusal(rollback(optionsFor(root), 'alpha', 'mfe-lobby', 2))).toBe(
      'alpha can roll mfe-lobby back at most 1 step: its pin history holds 1 earlier pin (1.0.0 → 1.3.0); --steps 2 goes past the start of its history',
    );
    expect(await pinned()).toEqual({ version: '1.3.0', previous: '1.0.0' });
  });

  it('refuses when the remote has no history, and rejects a bad step count', async () => {
    expect(await refusal(rollback(optionsFor(root), 'alpha', 'mfe-account'))).toMatch(/no earlier pin of mfe-account/);
    await expect(rollback(optionsFor(root), 'alpha', 'mfe-lobby', 0)).rejects.toMatchObject({ kind: 'usage' });
  });

  it('refuses to roll back to a version that has since become invalid', async () => {
    await fs.rm(path.join(root, 'registry', 'mfe-lobby', '1.2.0'), { recursive: true });
    expect(await refusal(rollback(optionsFor(root), 'alpha', 'mfe-lobby'))).toMatch(/mfe-lobby@1\.2\.0 is not published/);
    expect(await pinned()).toEqual({ version: '1.3.0', previous: '1.2.0' });
  });
});
