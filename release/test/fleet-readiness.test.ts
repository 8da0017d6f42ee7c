// The fleet's readiness waits (scripts/lib/fleet.mjs, used by `npm run fleet`, fleet.test.ts and
// s3-registry.test.ts): one deadline that an option or WL_READY_TIMEOUT_MS sets, generous by
// default, never a fixed 30 s (an edge needed 48–51 s on a loaded machine, issue 50).
import path from 'node:path';
// eslint-disable-next-line import-x/no-relative-packages -- the root's scripts/ is no package to import by name
import { DEFAULT_READY_TIMEOUT_MS, EdgeProcess, freePort, READY_TIMEOUT_ENV, readyTimeoutMs } from '../../scripts/lib/fleet.mjs';
import { makeRoot, removeRoot } from './helpers';

jest.setTimeout(readyTimeoutMs() + 30_000);

describe('readyTimeoutMs', () => {
  it('is 120 s unless set, WL_READY_TIMEOUT_MS sets it, an option wins over it', () => {
    expect(READY_TIMEOUT_ENV).toBe('WL_READY_TIMEOUT_MS');
    expect(DEFAULT_READY_TIMEOUT_MS).toBe(120_000);
    expect(readyTimeoutMs(undefined, {})).toBe(120_000);
    expect(readyTimeoutMs(undefined, { WL_READY_TIMEOUT_MS: '300000' })).toBe(300_000);
    expect(readyTimeoutMs('5000', { WL_READY_TIMEOUT_MS: '300000' })).toBe(5000);
  });

  it('refuses a value that is no whole number of milliseconds, naming where it came from', () => {
    expect(() => readyTimeoutMs(undefined, { WL_READY_TIMEOUT_MS: '30s' })).toThrow(
      'WL_READY_TIMEOUT_MS must be a whole number of milliseconds ≥ 1, got "30s"',
    );
    expect(() => readyTimeoutMs('0', {})).toThrow('--ready-timeout must be a whole number of milliseconds ≥ 1, got "0"');
  });
});

describe('an edge that never gets ready', () => {
  let root: string;
  let edge: EdgeProcess;
  const saved = process.env[READY_TIMEOUT_ENV];

  beforeAll(async () => {
    root = await makeRoot();
    // Its pin store is a closed loopback port: it answers /healthz but never /readyz 200.
    edge = new EdgeProcess({
      name: 'edge',
      port: await freePort(),
      env: {
        PIN_STORE: `redis://127.0.0.1:${await freePort()}/0`,
        EDGE_REGISTRY_DIR: path.join(root, 'registry'),
        SHELL_DIST: path.join(root, 'dist'),
        PLATFORM_API_URL: 'http://127.0.0.1:9',
      },
    });
    await edge.start();
  });

  afterAll(async () => {
    if (saved === undefined) delete process.env[READY_TIMEOUT_ENV];
    else process.env[READY_TIMEOUT_ENV] = saved;
    await edge?.stop();
    await removeRoot(root);
  });

  it('is given up on after the deadline WL_READY_TIMEOUT_MS sets, and the message says how to give it longer', async () => {
    process.env[READY_TIMEOUT_ENV] = '1500';
    const started = Date.now();
    await expect(edge.waitReady()).rejects.toThrow(/^edge ready did not come up in 1\.5 s \(WL_READY_TIMEOUT_MS sets it\): /);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(1500);
    // Given up on by its 1.5 s, not by the default of 120 s (a bound far from both: a busy machine cannot fail it).
    expect(waited).toBeLessThan(60_000);
  });

  it('takes a deadline of its own (startFleet passes the fleet script’s --ready-timeout) over the environment', async () => {
    process.env[READY_TIMEOUT_ENV] = '600000';
    const own = new EdgeProcess({ name: 'own', port: edge.port, env: {}, readyTimeoutMs: 800 });
    await expect(own.waitReady()).rejects.toThrow(/^own ready did not come up in 0\.8 s/);
  });
});
