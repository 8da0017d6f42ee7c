// Issue 14 item 15: refusals and usage errors name the real cause (the CLI in this process: what it
// says is the point, not its process; cli.test.ts runs the bin).
import { makeRoot, publishFake, removeRoot, runCliInProcess, writeBrand } from './helpers';

let root: string;
beforeAll(async () => {
  root = await makeRoot();
  await publishFake(root, 'mfe-lobby', { version: '1.0.0' }, { version: '1.1.0' }, { version: '1.2.0' });
  await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' } });
});
afterAll(async () => {
  await removeRoot(root);
});

describe('wl-release messages', () => {
  it.each(['-5', '-1', '101', '150', '12.5', 'ten'])(
    'canary with percent %s says the percent must be 0 to 100 (exit 2)',
    async (percent) => {
      const result = await runCliInProcess(['canary', 'alpha', 'mfe-lobby@1.1.0', percent, '--root', root]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^wl-release canary: usage error: percent must be 0 to 100 \(a whole number\), got "?-?[\w.]+"?\n$/);
      expect(result.stderr).toContain(percent);
      expect(result.stderr).not.toMatch(/Unknown option/);
    },
  );

  it('rollback with no earlier pin says the history holds none', async () => {
    const result = await runCliInProcess(['rollback', 'alpha', 'mfe-lobby', '--steps', '5', '--root', root]);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(
      /no earlier pin of mfe-lobby to roll back to: its pin history holds no earlier pin .*--steps 5 goes past the start of its history/,
    );
  });

  it('rollback past the start of the history says how many earlier pins exist', async () => {
    // A brand of its own: the other tests read alpha's empty history (the order is random).
    await writeBrand(root, 'beta', { 'mfe-lobby': { version: '1.0.0' } });
    expect((await runCliInProcess(['pin', 'beta', 'mfe-lobby@1.1.0', '--root', root])).code).toBe(0);
    expect((await runCliInProcess(['pin', 'beta', 'mfe-lobby@1.2.0', '--root', root])).code).toBe(0);
    const result = await runCliInProcess(['rollback', 'beta', 'mfe-lobby', '--steps', '3', '--root', root]);
    expect(result).toMatchObject({
      code: 3,
      stderr:
        'wl-release rollback: refused: beta can roll mfe-lobby back at most 2 steps: its pin history holds 2 earlier pins (1.0.0 → 1.1.0 → 1.2.0); --steps 3 goes past the start of its history\n',
    });
  });

  it.each([['--steps', '-2'], ['--steps=-2'], ['--steps', '0']])(
    'rollback %s %s says --steps must be a whole number ≥ 1',
    async (...args) => {
      const result = await runCliInProcess(['rollback', 'alpha', 'mfe-lobby', ...args.filter(Boolean), '--root', root]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^wl-release rollback: usage error: --steps must be a whole number ≥ 1, got "?-?\d"?\n$/);
    },
  );
});
