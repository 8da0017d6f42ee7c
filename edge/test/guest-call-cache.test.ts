/** @jest-environment node */
// The first screen's shareable guest answers, cached on the edge (issue 47 item 3).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEdge } from '../src/server';
import { REFERENCE_PLATFORM_START_TIMEOUT_MS, startReferencePlatform, type ReferencePlatform } from './reference-platform';
import { GUEST_CACHE_FRESH_MS, GUEST_CACHE_STALE_MS, UNCACHED_PATHS, createGuestCallCache } from '../src/pages/guest-call-cache';

describe('the guest call cache', () => {
  const clock = () => {
    let t = 1_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it('serves a fresh answer without asking, a stale one while one refresh runs, and nothing once too old', async () => {
    const time = clock();
    const cache = createGuestCallCache({ now: time.now });
    let answer = 'a';
    const load = jest.fn(() => Promise.resolve(answer));
    expect(await cache.get('k', '/wps/relay/X', load)).toBe('a');
    answer = 'b';
    time.advance(GUEST_CACHE_FRESH_MS);
    expect(await cache.get('k', '/wps/relay/X', load)).toBe('a');
    expect(load).toHaveBeenCalledTimes(1);
    // Stale: the old answer at once, one refresh behind it.
    time.advance(1);
    expect(await cache.get('k', '/wps/relay/X', load)).toBe('a');
    await new Promise(setImmediate);
    expect(await cache.get('k', '/wps/relay/X', load)).toBe('b');
    expect(load).toHaveBeenCalledTimes(2);
    // Too old to serve: asked again, and waited for.
    answer = 'c';
    time.advance(GUEST_CACHE_FRESH_MS + GUEST_CACHE_STALE_MS + 1);
    expect(await cache.get('k', '/wps/relay/X', load)).toBe('c');
    expect(cache.platformCalls).toBe(3);
  });

  it('shares one call among pages asking at once, and keeps no failure', async () => {
    const cache = createGuestCallCache();
    let release: (value: string | undefined) => void = () => undefined;
    const load = jest.fn(() => new Promise<string | undefined>((resolve) => (release = resolve)));
    const pages = Array.from({ length: 20 }, () => cache.get('k', '/wps/relay/X', load));
    release(undefined);
    expect(await Promise.all(pages)).toEqual(Array(20).fill(undefined));
    expect(load).toHaveBeenCalledTimes(1);
    const retry = jest.fn(() => Promise.resolve('ok'));
    expect(await cache.get('k', '/wps/relay/X', retry)).toBe('ok');
    expect(retry).toHaveBeenCalledTimes(1);
    expect(await cache.get('k', '/wps/relay/X', load)).toBe('ok');
  });

  it('never keeps the status gate (it answers for the visitor and carries maintenance), nor anything when turned off', async () => {
    for (const path of UNCACHED_PATHS) {
      const cache = createGuestCallCache();
      const load = jest.fn(() => Promise.resolve('gate'));
      await cache.get('k', path, load);
      await cache.get('k', path, load);
      expect(load).toHaveBeenCalledTimes(2);
    }
    const off = createGuestCallCache({ freshMs: 0 });
    const load = jest.fn(() => Promise.resolve('x'));
    await off.get('k', '/wps/relay/X', load);
    await off.get('k', '/wps/relay/X', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(off.size).toBe(0);
  });
});

describe('a burst of anonymous visitors (the reference platform as it runs)', () => {
  let root: string;
  let platform: ReferencePlatform;
  let platformUrl: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-cache-test-'));
    for (const dir of ['dist', 'registry']) fs.mkdirSync(path.join(root, dir), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist/index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    // The reference platform API as it runs (its own process, a seeded in-memory database, a port of its choosing).
    platform = await startReferencePlatform();
    platformUrl = platform.url;
  }, REFERENCE_PLATFORM_START_TIMEOUT_MS);

  afterAll(async () => {
    await platform?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('costs the platform the two gate calls a page and the shared ones once, every page still carrying its answers', async () => {
    const edge = await createEdge({
      distDir: path.join(root, 'dist'),
      registryDir: path.join(root, 'registry'),
      brandsDir: path.resolve(__dirname, '../../brands'),
      upstream: platformUrl,
      releaseHealth: false,
      frameBundle: false,
      firstScreenDataTimeoutMs: 10_000,
    });
    try {
      const pages = await Promise.all(Array.from({ length: 30 }, () => edge.inject({ url: '/', headers: { host: 'localhost' } })));
      for (const page of pages) expect(page.body).toContain('MCSFE_getListAnnouncements');
      // The home page asks 7 calls: 2 for the gate each time, 5 shared.
      expect(edge.firstScreenCache.platformCalls).toBe(30 * 2 + 5);
    } finally {
      await edge.close();
    }
  });
});
