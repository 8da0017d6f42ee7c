// Two processes changing one brand at the same time: the brand file always parses and no change is
// lost (each remote's history is an unbroken chain, every pin is recorded).
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brandConfigSchema } from 'shared-contracts';
import { withLock } from '../src/lock';
import { makeRoot, publishFake, readHistoryLines, readJson, RELEASE_DIR, removeRoot, runCliProcess, writeBrand } from './helpers';

jest.setTimeout(120_000);

const TSX = path.join(RELEASE_DIR, 'node_modules', '.bin', 'tsx');

function runLoop(args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [path.join(__dirname, 'fixtures', 'pin-loop.ts'), ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, stderr }));
  });
}

let root: string;
beforeEach(async () => {
  root = await makeRoot();
  await publishFake(root, 'mfe-lobby', { version: '1.0.0' }, { version: '1.1.0' });
  await publishFake(root, 'mfe-account', { version: '2.0.0' }, { version: '2.1.0' });
  await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' }, 'mfe-account': { version: '2.0.0' } });
});
afterEach(async () => {
  await removeRoot(root);
});

function expectUnbrokenChain(history: Record<string, unknown>[], remote: string, first: string) {
  let previous = first;
  for (const entry of history.filter((h) => h.remote === remote)) {
    expect((entry.from as { version: string }).version).toBe(previous);
    previous = (entry.to as { version: string }).version;
  }
  return previous;
}

describe('concurrent pins of one brand', () => {
  it('two processes pinning 30 times each in parallel lose nothing and never leave a broken file', async () => {
    const COUNT = 30;
    const brandFile = path.join(root, 'brands', 'alpha.json');
    let reading = true;
    let reads = 0;
    const reader = (async () => {
      while (reading) {
        const text = await fs.readFile(brandFile, 'utf8');
        expect(brandConfigSchema.safeParse(JSON.parse(text)).success).toBe(true);
        reads += 1;
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const results = await Promise.all([
      runLoop([root, 'alpha', 'mfe-lobby', '1.1.0', '1.0.0', String(COUNT)]),
      runLoop([root, 'alpha', 'mfe-account', '2.1.0', '2.0.0', String(COUNT)]),
    ]);
    reading = false;
    await reader;
    expect(results.map((r) => r.stderr)).toEqual(['', '']);
    expect(results.map((r) => r.code)).toEqual([0, 0]);
    expect(reads).toBeGreaterThan(0);

    const history = await readHistoryLines(root, 'alpha');
    expect(history.filter((h) => h.remote === 'mfe-lobby')).toHaveLength(COUNT);
    expect(history.filter((h) => h.remote === 'mfe-account')).toHaveLength(COUNT);
    const lastLobby = expectUnbrokenChain(history, 'mfe-lobby', '1.0.0');
    const lastAccount = expectUnbrokenChain(history, 'mfe-account', '2.0.0');
    expect(await readJson(brandFile)).toMatchObject({
      remotes: { 'mfe-lobby': { version: lastLobby }, 'mfe-account': { version: lastAccount } },
    });
    // Every entry is a whole line of JSON (readHistoryLines parsed them all) and no temp/lock file remains.
    expect((await fs.readdir(path.join(root, 'brands'))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(await fs.readdir(path.join(root, 'brands', '.locks'))).toEqual([]);
  });

  it('two real CLI processes pinning different remotes at once both land', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [lobby, account] = round % 2 === 0 ? ['1.1.0', '2.1.0'] : ['1.0.0', '2.0.0'];
      const results = await Promise.all([
        runCliProcess(['pin', 'alpha', `mfe-lobby@${lobby}`, '--root', root]),
        runCliProcess(['pin', 'alpha', `mfe-account@${account}`, '--root', root]),
      ]);
      expect(results.map((r) => r.code)).toEqual([0, 0]);
      expect(await readJson(path.join(root, 'brands', 'alpha.json'))).toMatchObject({
        remotes: { 'mfe-lobby': { version: lobby }, 'mfe-account': { version: account } },
      });
    }
    expect(await readHistoryLines(root, 'alpha')).toHaveLength(6);
  });
});

describe('brand lock', () => {
  it('takes over a lock left by a dead process', async () => {
    const lock = path.join(root, 'brands', '.locks', 'alpha.lock');
    await fs.mkdir(path.dirname(lock), { recursive: true });
    // A pid far above pid_max on Linux: never alive.
    await fs.writeFile(lock, JSON.stringify({ pid: 99_999_999, host: os.hostname(), at: new Date().toISOString(), token: 'x' }));
    await expect(withLock(lock, async () => 'ran', { timeoutMs: 2000 })).resolves.toBe('ran');
    await expect(fs.access(lock)).rejects.toThrow();
  });

  it('takes over a lock older than the stale timeout, whoever holds it', async () => {
    const lock = path.join(root, 'brands', '.locks', 'alpha.lock');
    await fs.mkdir(path.dirname(lock), { recursive: true });
    await fs.writeFile(lock, JSON.stringify({ pid: process.ppid, host: 'elsewhere', at: '2020-01-01T00:00:00.000Z', token: 'y' }));
    const old = new Date(Date.now() - 120_000);
    await fs.utimes(lock, old, old);
    await expect(withLock(lock, async () => 'ran', { timeoutMs: 2000, staleMs: 60_000 })).resolves.toBe('ran');
  });

  it('waits for a live holder, then fails with who holds it', async () => {
    const lock = path.join(root, 'brands', '.locks', 'alpha.lock');
    await fs.mkdir(path.dirname(lock), { recursive: true });
    await fs.writeFile(lock, JSON.stringify({ pid: process.ppid, host: os.hostname(), at: '2026-01-01T00:00:00.000Z', token: 'z' }));
    await expect(withLock(lock, async () => 'ran', { timeoutMs: 300 })).rejects.toMatchObject({
      kind: 'failure',
      message: expect.stringMatching(`held by pid ${process.ppid}`),
    });
    expect(await fs.readFile(lock, 'utf8')).toContain('"token":"z"');
  });

  it('serialises work inside one process too, and releases the lock when the work throws', async () => {
    const lock = path.join(root, 'brands', '.locks', 'alpha.lock');
    const order: string[] = [];
    const job = (name: string, ms: number) =>
      withLock(lock, async () => {
        order.push(`${name}:start`);
        await new Promise((r) => setTimeout(r, ms));
        order.push(`${name}:end`);
      });
    await Promise.all([job('a', 30), job('b', 10)]);
    expect(order.join(' ')).toMatch(/^(a:start a:end b:start b:end|b:start b:end a:start a:end)$/);
    await expect(withLock(lock, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(withLock(lock, async () => 'free', { timeoutMs: 100 })).resolves.toBe('free');
  });
});
