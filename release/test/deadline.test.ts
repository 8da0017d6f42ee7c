// A command that writes has a deadline (`--deadline`, WL_RELEASE_DEADLINE_MS): when the store cannot
// be reached, or does not answer, within it, the command refuses with a non-zero exit, and the
// write never lands later (issue 50: a pin typed during a short outage landed a minute later and
// exited 0). Against a real redis-server on loopback: a closed port, and one whose writes are held
// (CLIENT PAUSE … WRITE: reads answer, a write waits in the server as behind a stalled network).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Redis } from 'ioredis';
import { DEADLINE_ENV, DEFAULT_DEADLINE_MS, deadlineOf } from '../src/deadline';
import { ReleaseError } from '../src/errors';
import { runCli } from '../src/run-cli';
import { DeadlinePassedError, RedisPinStore } from '../src/store';
import { makeRoot, publishFake, RELEASE_DIR, removeRoot, writeBrand } from './helpers';
import { freePort, RedisServer } from './support/servers';

jest.setTimeout(120_000);

const CLI = path.join(RELEASE_DIR, 'bin', 'wl-release.mjs');
/**
 * How long after its deadline a refused command may end and still count as ended by the deadline:
 * the pauses below last 60 s and more, so anything under this proves the deadline ended it.
 */
const PAUSE_BOUND_MS = 30_000;

let redis: RedisServer;
let control: Redis;
let root: string;

beforeAll(async () => {
  redis = await RedisServer.start();
  control = new Redis(redis.url);
});
afterAll(async () => {
  control?.disconnect();
  await redis?.stop();
});

beforeEach(async () => {
  await control.call('CLIENT', 'UNPAUSE');
  await control.flushdb();
  root = await makeRoot();
  await publishFake(root, 'mfe-lobby', { version: '1.0.0' }, { version: '1.1.0' });
  await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' } });
  expect((await cli(['store', 'copy', '--from', 'files', '--to', redis.url])).code).toBe(0);
});
afterEach(async () => {
  await control.call('CLIENT', 'UNPAUSE');
  await removeRoot(root);
});

async function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string; err: string; ms: number }> {
  let out = '';
  let err = '';
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const started = Date.now();
  try {
    const code = await runCli([...args, '--root', root], { out: (t) => (out += t), err: (t) => (err += t), defaultRoot: root });
    return { code, out, err, ms: Date.now() - started };
  } finally {
    process.env = saved;
  }
}

/** The brand and its history as the store holds them, once every write the server held has run. */
async function stored() {
  // Lifts the pause and runs a write after whatever the server held: anything that would land has landed.
  await control.call('CLIENT', 'UNPAUSE');
  await control.set('probe', String(Date.now()));
  return {
    lobby: JSON.parse((await control.hget('wl:brand:alpha', 'config')) ?? 'null').remotes['mfe-lobby'],
    history: await control.lrange('wl:history:alpha', 0, -1),
    rev: await control.hget('wl:brand:alpha', 'rev'),
  };
}

const REFUSAL =
  /the pin store redis:\/\/127\.0\.0\.1:\d+\/0 did not answer within the deadline of 1500 ms \(--deadline \/ WL_RELEASE_DEADLINE_MS\).*; nothing was written, and nothing will be/;

describe('the deadline', () => {
  it('is 20 s unless --deadline or WL_RELEASE_DEADLINE_MS sets it, counted from when the command was run', () => {
    expect(DEFAULT_DEADLINE_MS).toBe(20_000);
    expect(deadlineOf(undefined, 1000, {})).toEqual({ at: 21_000, ms: 20_000 });
    expect(deadlineOf(undefined, 1000, { [DEADLINE_ENV]: '5000' })).toEqual({ at: 6000, ms: 5000 });
    expect(deadlineOf('700', 1000, { [DEADLINE_ENV]: '5000' })).toEqual({ at: 1700, ms: 700 });
    expect(() => deadlineOf('2s', 0, {})).toThrow(ReleaseError);
    expect(() => deadlineOf(undefined, 0, { [DEADLINE_ENV]: '0' })).toThrow(
      'WL_RELEASE_DEADLINE_MS must be a whole number of milliseconds ≥ 1, got "0"',
    );
  });

  it('refuses a value that is no number of milliseconds as a usage error', async () => {
    const result = await cli(['pin', 'alpha', 'mfe-lobby@1.1.0', '--store', redis.url, '--deadline', 'soon']);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/--deadline must be a whole number of milliseconds ≥ 1, got "soon"/);
  });
});

describe.each([
  ['pin', ['pin', 'alpha', 'mfe-lobby@1.1.0']],
  ['canary', ['canary', 'alpha', 'mfe-lobby@1.1.0', '10']],
  ['rollback', ['rollback', 'alpha', 'mfe-lobby']],
])('%s while the store holds every write', (_name, args) => {
  it('exits non-zero within its deadline, saying so, and nothing lands after', async () => {
    if (args[0] === 'rollback') expect((await cli(['pin', 'alpha', 'mfe-lobby@1.1.0', '--store', redis.url])).code).toBe(0);
    const before = await stored();
    await control.call('CLIENT', 'PAUSE', '60000', 'WRITE');
    const result = await cli([...args, '--store', redis.url, '--deadline', '1500']);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(REFUSAL);
    expect(result.ms).toBeGreaterThanOrEqual(1400);
    // Ended by its deadline, not by the pause (60 s): a bound far from both, so a busy machine
    // (the journeys beside jest in CI) cannot fail it.
    expect(result.ms).toBeLessThan(PAUSE_BOUND_MS);
    expect(await stored()).toEqual(before);
  });
});

it('a pin to a store on a closed loopback port refuses at once, exit 1, and the deadline bounds it from the environment too', async () => {
  const closed = `redis://127.0.0.1:${await freePort()}/0`;
  const result = await cli(['pin', 'alpha', 'mfe-lobby@1.1.0', '--store', closed], { [DEADLINE_ENV]: '1500' });
  expect(result.code).toBe(1);
  expect(result.err).toMatch(
    /wl-release pin: failed: the pin store redis:\/\/127\.0\.0\.1:\d+\/0 (failed: cannot reach it|did not answer within the deadline of 1500 ms).*ECONNREFUSED/,
  );
  expect(result.ms).toBeLessThan(PAUSE_BOUND_MS);
});

it('the server refuses a write it would run after the deadline, though the client still waits for it', async () => {
  // No client-side timer here: the write reaches the server, which holds it until after the deadline.
  const store = new RedisPinStore(redis.url, { deadlineAt: Date.now() + 1000, commandTimeoutMs: 60_000 });
  try {
    const record = await store.readBrand('alpha');
    // The server lifts this pause itself, 2.5 s on: well after the deadline.
    await control.call('CLIENT', 'PAUSE', '2500', 'WRITE');
    await expect(store.compareAndSet('alpha', record.revision, { brand: '{"late":true}' })).rejects.toThrow(DeadlinePassedError);
    expect(await control.hget('wl:brand:alpha', 'rev')).toBe(record.revision);
    expect(await control.hget('wl:brand:alpha', 'config')).not.toContain('late');
  } finally {
    await store.close();
  }
});

it('the real CLI (bin/wl-release.mjs) exits non-zero when the store holds its pin, and the pin never lands', async () => {
  const before = await stored();
  await control.call('CLIENT', 'PAUSE', '120000', 'WRITE');
  const started = Date.now();
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [CLI, 'pin', 'alpha', 'mfe-lobby@1.1.0', '--root', root, '--store', redis.url, '--deadline', '10000'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (exitCode) => resolve({ code: exitCode, stderr: err }));
  });
  const ms = Date.now() - started;
  expect(code).toBe(1);
  expect(stderr).toMatch(/did not answer within the deadline of 10000 ms .*nothing was written/);
  // The deadline counts from the command's start (tsx's start-up included): it ends the command,
  // long before the server's pause of 120 s would have.
  expect(ms).toBeLessThan(10_000 + PAUSE_BOUND_MS);
  expect(await stored()).toEqual(before);
});
