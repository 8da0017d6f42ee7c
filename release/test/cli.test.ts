// The CLI: help, exit codes, output. In this process (runCli, what the bin runs), except one test of
// the real bin in child processes: its exit codes, stdout and stderr and $USER as the actor.
import path from 'node:path';
import { makeRoot, publishFake, readHistoryLines, readJson, removeRoot, runCliInProcess, runCliProcess, writeBrand } from './helpers';

let root: string;
beforeEach(async () => {
  root = await makeRoot();
  await publishFake(root, 'mfe-lobby', { version: '1.0.0' }, { version: '1.1.0' });
  await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' } });
});
afterEach(async () => {
  await removeRoot(root);
});

describe('wl-release bin (process)', () => {
  it('exits 0 with help, 3 with the reason on a refusal, 0 when a pin is done; $USER is the actor', async () => {
    const help = await runCliProcess(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Commands:[\s\S]*publish <remote>[\s\S]*rollback <brand> <remote> \[--steps N\][\s\S]*Exit codes/);
    const refused = await runCliProcess(['pin', 'alpha', 'mfe-lobby@7.0.0', '--root', root]);
    expect(refused).toMatchObject({
      code: 3,
      stdout: '',
      stderr: 'wl-release pin: refused: mfe-lobby@7.0.0 is not published (published: 1.0.0, 1.1.0)\n',
    });
    const done = await runCliProcess(['pin', 'alpha', 'mfe-lobby@1.1.0', '--root', root], { USER: 'ops-ben' });
    expect(done).toMatchObject({ code: 0, stdout: 'alpha: mfe-lobby 1.0.0 → 1.1.0 (pin)\n' });
    expect((await readHistoryLines(root, 'alpha')).at(-1)).toMatchObject({ actor: 'ops-ben', action: 'pin' });
  }, 60_000);
});

describe('wl-release', () => {
  it('prints help for the tool and for a command, exit 0; no command is a usage error (2)', async () => {
    const help = await runCliInProcess(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Commands:[\s\S]*publish <remote>[\s\S]*rollback <brand> <remote> \[--steps N\][\s\S]*Exit codes/);
    const pinHelp = await runCliInProcess(['pin', '--help']);
    expect(pinHelp.code).toBe(0);
    expect(pinHelp.stdout).toMatch(/^Usage: wl-release pin <brand> <remote>@<version>/);
    const none = await runCliInProcess([]);
    expect(none.code).toBe(2);
  });

  it('exits 2 on usage errors with a clear message', async () => {
    const unknown = await runCliInProcess(['frobnicate', '--root', root]);
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringContaining('unknown command "frobnicate"') });
    const badSpec = await runCliInProcess(['pin', 'alpha', 'mfe-lobby', '--root', root]);
    expect(badSpec).toMatchObject({ code: 2, stderr: expect.stringContaining('expected <remote>@<version>') });
    const badOption = await runCliInProcess(['status', '--colour', '--root', root]);
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toMatch(/usage error: Unknown option '--colour'/);
  });

  it('exits 3 with the reason when a pin is refused, 0 when it is done', async () => {
    const refused = await runCliInProcess(['pin', 'alpha', 'mfe-lobby@7.0.0', '--root', root]);
    expect(refused).toMatchObject({
      code: 3,
      stderr: 'wl-release pin: refused: mfe-lobby@7.0.0 is not published (published: 1.0.0, 1.1.0)\n',
    });
    const done = await runCliInProcess(['pin', 'alpha', 'mfe-lobby@1.1.0', '--root', root, '--actor', 'ops-anna']);
    expect(done).toMatchObject({ code: 0, stdout: 'alpha: mfe-lobby 1.0.0 → 1.1.0 (pin)\n' });
    expect((await readHistoryLines(root, 'alpha')).at(-1)).toMatchObject({ actor: 'ops-anna', action: 'pin' });
    const back = await runCliInProcess(['rollback', 'alpha', 'mfe-lobby', '--steps', '1', '--root', root], { USER: 'ops-ben' });
    expect(back.code).toBe(0);
    expect((await readHistoryLines(root, 'alpha')).at(-1)).toMatchObject({ actor: 'ops-ben', action: 'rollback', steps: 1 });
    expect(await readJson(path.join(root, 'brands', 'alpha.json'))).toMatchObject({ remotes: { 'mfe-lobby': { version: '1.0.0' } } });
  });

  it('exits 1 when the brand file is broken (a failure, not a refusal)', async () => {
    await writeBrand(root, 'broken', { 'mfe-lobby': { version: 'one' } });
    const result = await runCliInProcess(['pin', 'broken', 'mfe-lobby@1.1.0', '--root', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/failed: brand file .*broken\.json is invalid: remotes\.mfe-lobby\.version/);
  });

  it('status prints JSON with --json', async () => {
    const result = await runCliInProcess(['status', '--json', '--root', root]);
    expect(result.code).toBe(0);
    const rows = JSON.parse(result.stdout) as { brand: string; remote: string; published: string[] }[];
    expect(rows.find((r) => r.brand === 'alpha' && r.remote === 'mfe-lobby')).toMatchObject({ published: ['1.0.0', '1.1.0'] });
  });
});
