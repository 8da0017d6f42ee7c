// What the CLI loads before it answers (issue 50: its start took 19–69 s on a loaded machine, and a
// slow start eats into a write's deadline). Help and usage errors load no command; no command but
// publish loads the TypeScript compiler (about 1 s), which only publish's contract step uses.
import type { runCli } from '../src/run-cli';
import { makeRoot, publishFake, removeRoot, writeBrand } from './helpers';

/** Each load of the TypeScript compiler (a module registry loads it once). */
const mockTypescriptLoads: string[] = [];
jest.mock('typescript', () => {
  mockTypescriptLoads.push('typescript');
  return jest.requireActual('typescript');
});

type RunCli = typeof runCli;

async function run(cli: RunCli, args: string[], root: string) {
  let out = '';
  let err = '';
  const code = await cli(args, { out: (t) => (out += t), err: (t) => (err += t), defaultRoot: root });
  return { code, out, err };
}

it('answers --help and a usage error without loading the commands', async () => {
  let loaded = false;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('../src/commands', () => {
      loaded = true;
      return {};
    });
    const isolated = (await import('../src/run-cli')).runCli;
    expect((await run(isolated, ['--help'], '/nowhere')).code).toBe(0);
    expect((await run(isolated, ['pin', 'alpha'], '/nowhere')).code).toBe(2);
  });
  jest.dontMock('../src/commands');
  expect(loaded).toBe(false);
});

it('runs status, pin and releases without the TypeScript compiler', async () => {
  const root = await makeRoot();
  try {
    // Publishing loads it (its contract step): in this registry, not in the one below.
    await publishFake(root, 'mfe-lobby', { version: '1.0.0' }, { version: '1.1.0' });
    await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' } });
    const before = mockTypescriptLoads.length;
    await jest.isolateModulesAsync(async () => {
      const isolated = (await import('../src/run-cli')).runCli;
      expect(await run(isolated, ['status', '--root', root], root)).toMatchObject({ code: 0, err: '' });
      expect(await run(isolated, ['pin', 'alpha', 'mfe-lobby@1.1.0', '--root', root], root)).toMatchObject({ code: 0, err: '' });
      expect(await run(isolated, ['releases', 'alpha', '--root', root], root)).toMatchObject({ code: 0 });
      expect(mockTypescriptLoads.length).toBe(before);
    });
  } finally {
    await removeRoot(root);
  }
});
