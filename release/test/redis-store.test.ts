// The Redis driver of the pin store against a real redis-server on loopback: the commands keep
// their meaning (history, previous, rollback stack), four processes pinning one brand at once lose
// nothing, a copy moves everything and back, and a value the tool cannot read is never written over.
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { abort, canary, pin, promote, rollback, status } from '../src/commands';
import { ReleaseError } from '../src/errors';
import { runCli } from '../src/run-cli';
import { FilesPinStore, RedisPinStore } from '../src/store';
import { makeRoot, optionsFor, publishFake, RELEASE_DIR, removeRoot, writeBrand } from './helpers';
import { RedisServer } from './support/servers';

jest.setTimeout(120_000);

const TSX = path.join(RELEASE_DIR, 'node_modules', '.bin', 'tsx');

let redis: RedisServer;
let root: string;
let store: RedisPinStore;

beforeAll(async () => {
  redis = await RedisServer.start();
});
afterAll(async () => {
  await redis?.stop();
});

beforeEach(async () => {
  root = await makeRoot();
  await publishFake(root, 'mfe-lobby', { version: '1.0.0' }, { version: '1.1.0' }, { version: '1.2.0' });
  await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' } });
  store = new RedisPinStore(redis.url);
  await store.redis.flushdb();
});
afterEach(async () => {
  await store.close();
  await removeRoot(root);
});

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli([...args, '--root', root], { out: (t) => (out += t), err: (t) => (err += t), defaultRoot: root });
  return { code, out, err };
}

const inRedis = () => optionsFor(root, { storeSetting: redis.url });
const redisBrand = async (id = 'alpha') => JSON.parse((await store.redis.hget(`wl:brand:${id}`, 'config')) ?? 'null');
const redisHistory = async (id = 'alpha') => (await store.redis.lrange(`wl:history:${id}`, 0, -1)).map((l) => JSON.parse(l));

describe('store copy', () => {
  it('moves the index, brands, releases files and history into Redis and back, nothing lost', async () => {
    await pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0');
    await pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.2.0', { reason: 'release 12' });
    await writeBrand(root, 'beta', { 'mfe-lobby': { version: '1.0.0' } });
    const files = new FilesPinStore(path.join(root, 'brands'));
    const before = await files.readAll();

    const there = await cli(['store', 'copy', '--from', 'files', '--to', redis.url]);
    expect(there).toMatchObject({ code: 0, err: '' });
    expect(there.out).toMatch(/2 brands written \(alpha, beta\), 0 already there, 2 history entries, index copied/);
    const inStore = await store.readAll();
    expect(inStore.index).toBe(before.index);
    for (const id of ['alpha', 'beta']) {
      const { revision: _a, ...a } = before.brands.get(id)!;
      const { revision: _b, ...b } = inStore.brands.get(id)!;
      expect(b).toEqual(a);
    }

    // Changes made in Redis, then the way back into an empty folder: the same texts.
    await pin(inRedis(), 'alpha', 'mfe-lobby', '1.0.0');
    const back = path.join(root, 'moved-back');
    expect((await cli(['store', 'copy', '--from', redis.url, '--to', `files:${back}`])).code).toBe(0);
    const returned = await new FilesPinStore(back).readAll();
    const now = await store.readAll();
    expect(returned.index).toBe(now.index);
    expect([...returned.brands.keys()]).toEqual(['alpha', 'beta']);
    for (const id of ['alpha', 'beta']) {
      const { revision: _a, ...a } = now.brands.get(id)!;
      const { revision: _b, ...b } = returned.brands.get(id)!;
      expect(b).toEqual(a);
    }
    expect(returned.brands.get('alpha')!.history).toHaveLength(3);

    // Again: nothing to do. Into a store holding something else: refused unless --replace.
    expect((await cli(['store', 'copy', '--from', redis.url, '--to', `files:${back}`])).out).toMatch(/0 brands written.*2 already there/);
    await pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0');
    const refusedCopy = await cli(['store', 'copy', '--from', 'files', '--to', redis.url]);
    expect(refusedCopy.code).toBe(3);
    expect(refusedCopy.err).toMatch(/already holds other content for alpha: nothing was copied \(--replace overwrites it\)/);
    expect((await cli(['store', 'copy', '--from', 'files', '--to', redis.url, '--replace'])).code).toBe(0);
    expect((await redisBrand()).remotes['mfe-lobby'].version).toBe('1.1.0');
  });
});

describe('the commands on Redis', () => {
  beforeEach(async () => {
    expect((await cli(['store', 'copy', '--from', 'files', '--to', redis.url])).code).toBe(0);
  });

  it('pin, rollback, canary, promote and abort keep their meaning: history, previous, the rollback stack', async () => {
    await pin(inRedis(), 'alpha', 'mfe-lobby', '1.1.0');
    await pin(inRedis(), 'alpha', 'mfe-lobby', '1.2.0');
    expect((await redisBrand()).remotes['mfe-lobby']).toEqual({ version: '1.2.0', previous: '1.1.0' });
    await rollback(inRedis(), 'alpha', 'mfe-lobby');
    expect((await redisBrand()).remotes['mfe-lobby']).toEqual({ version: '1.1.0', previous: '1.0.0' });
    await rollback(inRedis(), 'alpha', 'mfe-lobby');
    expect((await redisBrand()).remotes['mfe-lobby']).toEqual({ version: '1.0.0' });
    await expect(rollback(inRedis(), 'alpha', 'mfe-lobby')).rejects.toMatchObject({ kind: 'refused' });
    await canary(inRedis(), 'alpha', 'mfe-lobby', '1.2.0', 10);
    await promote(inRedis(), 'alpha', 'mfe-lobby', {}, { force: true });
    expect((await redisBrand()).remotes['mfe-lobby']).toEqual({ version: '1.2.0', previous: '1.0.0' });
    await canary(inRedis(), 'alpha', 'mfe-lobby', '1.1.0', 50);
    await abort(inRedis(), 'alpha', 'mfe-lobby', { reason: 'errors up', figures: { failures: 12, loads: 100 } });
    const history = await redisHistory();
    expect(history.map((h) => `${h.action} ${h.from?.version ?? '-'}→${h.to.version}`)).toEqual([
      'pin 1.0.0→1.1.0',
      'pin 1.1.0→1.2.0',
      'rollback 1.2.0→1.1.0',
      'rollback 1.1.0→1.0.0',
      'canary 1.0.0→1.0.0',
      'promote 1.0.0→1.2.0',
      'canary 1.2.0→1.2.0',
      'abort 1.2.0→1.2.0',
    ]);
    expect(history.at(-1)).toMatchObject({ actor: 'tester', reason: 'errors up', figures: { failures: 12, loads: 100 } });
    // The releases file travels with the brand: records of the pin and its previous.
    const releases = JSON.parse((await store.redis.hget('wl:brand:alpha', 'releases')) ?? '{}');
    expect(Object.keys(releases.records['mfe-lobby']).sort()).toEqual(['1.0.0', '1.2.0']);
    // Nothing was written to the files meanwhile.
    expect(JSON.parse(await fs.readFile(path.join(root, 'brands', 'alpha.json'), 'utf8')).remotes['mfe-lobby'].version).toBe('1.0.0');
    expect((await status(inRedis())).find((r) => r.brand === 'alpha' && r.remote === 'mfe-lobby')).toMatchObject({ pinned: '1.2.0' });
  });

  it('takes the store from PIN_STORE, and says which store failed when it cannot be reached', async () => {
    const env = process.env.PIN_STORE;
    try {
      process.env.PIN_STORE = redis.url;
      expect((await cli(['pin', 'alpha', 'mfe-lobby@1.1.0'])).code).toBe(0);
      expect((await redisBrand()).remotes['mfe-lobby'].version).toBe('1.1.0');
      process.env.PIN_STORE = 'redis://127.0.0.1:1/0';
      const down = await cli(['pin', 'alpha', 'mfe-lobby@1.2.0']);
      expect(down.code).toBe(1);
      expect(down.err).toMatch(
        /failed: the pin store redis:\/\/127\.0\.0\.1:1\/0 failed: cannot reach it \(connect ECONNREFUSED 127\.0\.0\.1:1\)/,
      );
    } finally {
      if (env === undefined) delete process.env.PIN_STORE;
      else process.env.PIN_STORE = env;
    }
  });

  it('refuses to write over a corrupt or foreign value, and says why', async () => {
    const good = await store.redis.hget('wl:brand:alpha', 'config');
    // A value that fails the brand schema.
    await store.redis.hset(
      'wl:brand:alpha',
      'config',
      JSON.stringify({ ...(await redisBrand()), remotes: { 'mfe-lobby': { version: 'latest' } } }),
    );
    let result = await cli(['pin', 'alpha', 'mfe-lobby@1.1.0', '--store', redis.url]);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /brand file wl:brand:alpha in redis:\/\/127\.0\.0\.1:\d+\/0 is invalid: remotes\.mfe-lobby\.version: must be a semantic version; nothing was written: wl-release does not write over a value it cannot read/,
    );
    // Another brand's file stored under this one.
    await store.redis.hset('wl:brand:alpha', 'config', (good ?? '').replace('"id": "alpha"', '"id": "beta"'));
    result = await cli(['pin', 'alpha', 'mfe-lobby@1.1.0', '--store', redis.url]);
    expect(result.err).toMatch(/has id "beta", expected "alpha"; nothing was written/);
    // Not JSON.
    await store.redis.hset('wl:brand:alpha', 'config', 'PWNED');
    result = await cli(['canary', 'alpha', 'mfe-lobby@1.1.0', '5', '--store', redis.url]);
    expect(result.err).toMatch(/is not valid JSON .*; nothing was written/);
    expect(await store.redis.hget('wl:brand:alpha', 'config')).toBe('PWNED');
    // A key of another type (a value someone else's program wrote).
    await store.redis.del('wl:brand:alpha');
    await store.redis.set('wl:brand:alpha', 'a string');
    result = await cli(['pin', 'alpha', 'mfe-lobby@1.1.0', '--store', redis.url]);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/WRONGTYPE.*nothing was written/);
    expect(await store.redis.get('wl:brand:alpha')).toBe('a string');
    // A broken history line: refused too (the rollback stack is read from it).
    await store.redis.del('wl:brand:alpha');
    await store.redis.hset('wl:brand:alpha', 'config', good ?? '', 'rev', '7');
    await store.redis.rpush('wl:history:alpha', '{"not":"an entry"}');
    result = await cli(['pin', 'alpha', 'mfe-lobby@1.1.0', '--store', redis.url]);
    expect(result.err).toMatch(/history of "alpha" line 1 is invalid: .*nothing was written/);
    expect(await store.redis.hget('wl:brand:alpha', 'rev')).toBe('7');
  });

  it('100 pins from four CLI processes at once: no update lost, every history chain unbroken, the pins are the last rows', async () => {
    const remotes = ['mfe-account', 'mfe-member-centre', 'mfe-agent-centre', 'mfe-promotions'];
    for (const remote of remotes) await publishFake(root, remote, { version: '1.0.0' }, { version: '1.1.0' });
    await store.redis.flushdb();
    await writeBrand(root, 'alpha', Object.fromEntries([...remotes, 'mfe-lobby'].map((r) => [r, { version: '1.0.0' }])));
    expect((await cli(['store', 'copy', '--from', 'files', '--to', redis.url])).code).toBe(0);
    const PER_PROCESS = 25;
    const results = await Promise.all(
      remotes.map(
        (remote) =>
          new Promise<{ code: number; stderr: string }>((resolve, reject) => {
            const child = spawn(
              TSX,
              [path.join(__dirname, 'fixtures', 'cli-pin-loop.ts'), root, 'alpha', remote, '1.1.0', '1.0.0', String(PER_PROCESS)],
              { env: { ...process.env, PIN_STORE: redis.url }, stdio: ['ignore', 'ignore', 'pipe'] },
            );
            let stderr = '';
            child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
            child.on('error', reject);
            child.on('exit', (code) => resolve({ code: code ?? 1, stderr }));
          }),
      ),
    );
    expect(results).toEqual(remotes.map(() => ({ code: 0, stderr: '' })));
    const history = await redisHistory();
    expect(history).toHaveLength(4 * PER_PROCESS);
    const brand = await redisBrand();
    for (const remote of remotes) {
      const rows = history.filter((h) => h.remote === remote);
      expect(rows).toHaveLength(PER_PROCESS);
      let previous = '1.0.0';
      for (const row of rows) {
        expect(row.from.version).toBe(previous);
        previous = row.to.version;
      }
      expect(brand.remotes[remote].version).toBe(previous);
    }
    const last = history.at(-1);
    expect(brand.remotes[last.remote].version).toBe(last.to.version);
    expect(Number(await store.redis.hget('wl:brand:alpha', 'rev'))).toBe(1 + 4 * PER_PROCESS);
  });
});

it('a ReleaseError is what a refused Redis change throws (the CLI maps it to exit 3)', async () => {
  expect((await cli(['store', 'copy', '--from', 'files', '--to', redis.url])).code).toBe(0);
  await expect(rollback(inRedis(), 'alpha', 'mfe-lobby')).rejects.toBeInstanceOf(ReleaseError);
});
