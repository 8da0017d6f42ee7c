// The contract step of publish through the CLI, in this process (the step is the point, not the
// process): contract.json and types.d.ts published with the version; a breaking change within the
// same shared-contracts major refused with the printed difference; the same change with a major
// bump published.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { makeRoot, readJson, removeRoot, runCliInProcess, writeBrand, writeFakeBuild, RELEASE_DIR } from './helpers';

jest.setTimeout(120_000);

const CONTRACTS_PACKAGE = path.resolve(RELEASE_DIR, '..', 'shared-contracts');

/** A remote's source: one expose taking `props`, emitting one bus event and listening to another. */
async function writeFakeSource(root: string, remote: string, props: string): Promise<void> {
  const dir = path.join(root, remote);
  await fs.mkdir(path.join(dir, 'src', 'expose'), { recursive: true });
  await fs.mkdir(path.join(dir, 'node_modules'), { recursive: true });
  await fs.rm(path.join(dir, 'node_modules', 'shared-contracts'), { force: true });
  await fs.symlink(CONTRACTS_PACKAGE, path.join(dir, 'node_modules', 'shared-contracts'), 'dir');
  await fs.writeFile(
    path.join(dir, 'module-federation.config.mjs'),
    `export const name = '${remote.replace(/-/g, '_')}';\nexport const exposes = { './Page': './src/expose/page.ts' };\n`,
  );
  await fs.writeFile(
    path.join(dir, 'src', 'expose', 'page.ts'),
    [
      "import type { PlatformEventBus } from 'shared-contracts';",
      '',
      '/** Props of the Page expose. */',
      `export interface PageProps ${props}`,
      '',
      'export function wire(bus: PlatformEventBus): () => void {',
      "  bus.emit('wallet:refresh-requested', { reason: 'page' });",
      "  return bus.on('centre:open', () => undefined);",
      '}',
      '',
      'export default function Page(props: PageProps): null {',
      '  void props;',
      '  return null;',
      '}',
      '',
    ].join('\n'),
  );
}

let root: string;
beforeEach(async () => {
  root = await makeRoot();
});
afterEach(async () => {
  await removeRoot(root);
});

describe('publish: the contract diff (CLI)', () => {
  it('refuses a breaking change within the same contracts major, printing the difference; publishes it with a major bump', async () => {
    await writeFakeSource(root, 'mfe-lobby', "{ category: 'RNG' | 'LIVE'; page?: number }");
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.0.0', contracts: '1.1.0' });
    const first = await runCliInProcess(['publish', 'mfe-lobby', '--no-build', '--root', root, '--actor', 'tester']);
    expect(first).toMatchObject({ code: 0 });
    const v1 = path.join(root, 'registry', 'mfe-lobby', '1.0.0');
    const contract = await readJson<{ exposes: Record<string, unknown>; events: Record<string, unknown> }>(path.join(v1, 'contract.json'));
    expect(Object.keys(contract.exposes)).toEqual(['Page']);
    expect(contract.events).toMatchObject({
      'wallet:refresh-requested': { emits: true, listens: false },
      'centre:open': { emits: false, listens: true },
    });
    const record = await readJson<{ files: Record<string, string> }>(path.join(v1, 'release.json'));
    expect(Object.keys(record.files)).toEqual(expect.arrayContaining(['contract.json', 'types.d.ts']));
    await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' } });

    // 1.1.0 drops 'LIVE' and the optional `page`, built against the same contracts major: refused.
    await writeFakeSource(root, 'mfe-lobby', "{ category: 'RNG'; filter?: string }");
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.1.0', contracts: '1.1.0' });
    const refusedRun = await runCliInProcess(['publish', 'mfe-lobby', '--no-build', '--root', root, '--actor', 'tester']);
    expect(refusedRun.code).toBe(3);
    expect(refusedRun.stderr).toContain(
      'mfe-lobby@1.1.0 breaks the contract of mfe-lobby@1.0.0 (alpha (pin)) within shared-contracts major 1',
    );
    expect(refusedRun.stderr).toContain("BREAKING    expose Page props.category: narrowed ('RNG' | 'LIVE' → 'RNG')");
    expect(refusedRun.stderr).toContain('BREAKING    expose Page props.page: removed (was number)');
    expect(refusedRun.stderr).toContain('compatible  expose Page props.filter: added (optional) (string)');
    await expect(fs.stat(path.join(root, 'registry', 'mfe-lobby', '1.1.0'))).rejects.toThrow();

    // The same change built against shared-contracts 2: published, the difference said.
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.1.0', contracts: '2.0.0' });
    const accepted = await runCliInProcess(['publish', 'mfe-lobby', '--no-build', '--root', root, '--actor', 'tester']);
    expect(accepted.code).toBe(0);
    expect(accepted.stderr).toContain('breaking, accepted: shared-contracts major 1 → 2');
    expect(accepted.stdout).toContain('published mfe-lobby@1.1.0');
    const v2 = await readJson<{ sharedContracts: string }>(path.join(root, 'registry', 'mfe-lobby', '1.1.0', 'contract.json'));
    expect(v2.sharedContracts).toBe('2.0.0');
  });

  it('publishes a compatible change within the major', async () => {
    await writeFakeSource(root, 'mfe-lobby', "{ category: 'RNG' }");
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.0.0', contracts: '1.1.0' });
    expect((await runCliInProcess(['publish', 'mfe-lobby', '--no-build', '--root', root])).code).toBe(0);
    await writeFakeSource(root, 'mfe-lobby', "{ category: 'RNG' | 'LIVE'; page?: number }");
    await writeFakeBuild(root, 'mfe-lobby', { version: '1.0.1', contracts: '1.1.0' });
    const run = await runCliInProcess(['publish', 'mfe-lobby', '--no-build', '--root', root]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('contract of mfe-lobby@1.0.1 against mfe-lobby@1.0.0 (compatible)');
    expect(run.stderr).toContain("compatible  expose Page props.category: widened ('RNG' → 'RNG' | 'LIVE')");
  });
});
