/** @jest-environment node */
import fs from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { FIRST_SCREEN_DATA_ELEMENT_ID, endpoints, offeredLanguages, type LanguageCode } from 'shared-contracts';
import { pageHostFor } from '../src/pages/page-host';
import { createEdge } from '../src/server';
import { REFERENCE_PLATFORM_START_TIMEOUT_MS, startReferencePlatform, type ReferencePlatform } from './reference-platform';
import { callKey, firstScreenCalls, firstVisitLanguage, withFirstScreenData } from '../src/pages/first-screen-data';

// The shell's reader of the data block and its call keys (shell/src/host/first-screen-data.ts), by
// their contract: their source types are the browser program's, not this one's (scripts/typecheck.mjs).
const { callKey: shellCallKey, readFirstScreenData } = jest.requireActual<{
  callKey(url: string): string | null;
  readFirstScreenData(doc: unknown): { language: string; answers: Map<string, unknown> } | null;
}>('shell/src/host/first-screen-data');

const REPO_BRANDS = path.resolve(__dirname, '../../brands');
const brand = JSON.parse(fs.readFileSync(path.join(REPO_BRANDS, 'default.json'), 'utf8')) as {
  merchantCode: string;
  defaultLanguage: string;
  languages: string[];
};

let root: string;
let platform: ReferencePlatform;
let platformUrl: string;

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = async (server: http.Server) => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
};

const edgeFor = (upstream: string, firstScreenDataTimeoutMs?: number) =>
  createEdge({
    distDir: path.join(root, 'dist'),
    registryDir: path.join(root, 'registry'),
    brandsDir: REPO_BRANDS,
    upstream,
    releaseHealth: false,
    // Each page's own calls (the shared answers' cache: guest-call-cache.test.ts).
    firstScreenCacheMs: 0,
    // Every answer in the page's data block: with a built frame (shell/dist-server), those the
    // frame's cache carries leave the block (page-frame.test.ts).
    frameBundle: false,
    ...(firstScreenDataTimeoutMs === undefined ? {} : { firstScreenDataTimeoutMs }),
  });

/** The data block of a page, as the shell reads it. */
const dataOf = (html: string) => {
  const text = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  const doc = {
    getElementById: (id: string) => (id === FIRST_SCREEN_DATA_ELEMENT_ID && text !== undefined ? { textContent: text } : null),
  };
  return readFirstScreenData(doc);
};

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-data-test-'));
  for (const dir of ['dist', 'registry']) fs.mkdirSync(path.join(root, dir), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'dist/index.html'),
    '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  // The reference platform API as it runs (its own process, a seeded in-memory database, a port of its choosing).
  platform = await startReferencePlatform();
  platformUrl = platform.url;
}, REFERENCE_PLATFORM_START_TIMEOUT_MS);

afterAll(async () => {
  await platform?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the first screen data the edge writes into the page', () => {
  it('keeps the call keys and the first visit language in step with the shell', () => {
    expect(callKey('/wps/x', { b: 2, a: 'x y', empty: '', none: undefined })).toBe(shellCallKey('/wps/x?b=2&a=x+y'));
    for (const [languages, defaultLanguage] of [
      [['EN', 'TH'], 'TH'],
      [['en', 'th'], 'TH'],
      [['TH', 'VI'], 'EN'],
      [['XX'], 'ID'],
      [['XX'], 'XX'],
    ] as const) {
      const offered = offeredLanguages(languages as unknown as LanguageCode[], defaultLanguage as LanguageCode);
      const shellRule = (offered as string[]).includes(defaultLanguage) ? defaultLanguage : offered[0];
      expect(firstVisitLanguage({ languages, defaultLanguage })).toBe(shellRule);
    }
  });

  it('carries the answers of the home page guest calls from the platform, each valid by its contract', async () => {
    const edge = await edgeFor(platformUrl, 5_000);
    try {
      const page = await edge.inject({ url: '/', headers: { host: 'localhost:4173' } });
      expect(page.statusCode).toBe(200);
      // The page is this visitor's (the status gate answers for its address): no shared cache keeps it.
      expect(page.headers['cache-control']).toBe('private, no-cache');
      const data = dataOf(page.body);
      expect(data?.language).toBe(firstVisitLanguage(brand));
      const language = data!.language;
      const answerOf = (key: string) => (data!.answers.get(key) as { value: unknown } | undefined)?.value;
      const expected = {
        [callKey('/wps/system/status', { url: 'localhost:4173' })]: endpoints.systemStatus,
        [callKey('/wps/system/whitelabel', { url: 'localhost:4173' })]: endpoints.whitelabel,
        [callKey('/wps/relay/MCSFE_getListAnnouncements', { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' })]: endpoints.notices,
        [callKey('/wps/relay/GCSGAME_newGameVendor', { platform: 'html5-desktop', merchantCode: brand.merchantCode })]:
          endpoints.gameVendors,
        [callKey('/wps/relay/GCSGAME_hotGamesV2', { isPlatform: 2, platform: 'html5-desktop', language })]: endpoints.hotGames,
        [callKey('/wps/relay/ODSFE2_getWinnerBoard', { gameCategory: 'ALL', language, limitNum: 20 })]: endpoints.winnerBoard,
        [callKey('/wps/relay/GCSGAME_gameList', {
          gameType: 'RNG',
          pageNo: 1,
          pageSize: 42,
          clientType: 3,
          platform: 'flash,html5-desktop',
          language,
        })]: endpoints.gameList,
      };
      expect([...data!.answers.keys()].sort()).toEqual(Object.keys(expected).sort());
      for (const [key, endpoint] of Object.entries(expected)) expect(endpoint.value.safeParse(answerOf(key)).success).toBe(true);
      // The hot games are the lanes of the home page: the platform has some.
      const hot = endpoints.hotGames.value.parse(
        answerOf(callKey('/wps/relay/GCSGAME_hotGamesV2', { isPlatform: 2, platform: 'html5-desktop', language })),
      );
      expect(hot.list.length).toBeGreaterThan(0);
    } finally {
      await edge.close();
    }
  });

  it('asks on each route only what its first screen shows, and on the others only what every frame needs', async () => {
    const sent: string[] = [];
    const upstream = http.createServer((req, res) => {
      sent.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, value: { list: [] }, message: '', errorCode: '' }));
    });
    const edge = await edgeFor(await listen(upstream), 5_000);
    try {
      const pathsOf = async (url: string) => {
        sent.length = 0;
        await edge.inject({ url, headers: { host: 'localhost:4173' } });
        return sent.map((u) => u.split('?')[0]).sort();
      };
      const common = [
        '/wps/relay/GCSGAME_newGameVendor',
        '/wps/relay/MCSFE_getListAnnouncements',
        '/wps/system/status',
        '/wps/system/whitelabel',
      ];
      expect(await pathsOf('/rng')).toEqual([...common, '/wps/relay/GCSGAME_newGameVendor', '/wps/relay/GCSGAME_gameList'].sort());
      // Every category lobby: its lanes and games, and the rooms on /pvp (issue 47.4: nothing moves as they arrive).
      expect(await pathsOf('/live')).toEqual([...common, '/wps/relay/GCSGAME_newGameVendor', '/wps/relay/GCSGAME_gameList'].sort());
      expect(await pathsOf('/pvp')).toEqual(
        [...common, '/wps/relay/GCSGAME_newGameVendor', '/wps/relay/GCSGAME_gameList', '/wps/relay/GCS_pvpRooms'].sort(),
      );
      expect(await pathsOf('/lottery')).toEqual(common);
      expect(await pathsOf('/promotions')).toEqual([...common, '/wps/relay/PROMOFE_getPromotionList'].sort());
      // Every other page: what its frame needs (issue 47), nothing of its own.
      expect(await pathsOf('/register')).toEqual(common);
      expect(await pathsOf('/member/deposit')).toEqual(common);
      expect(firstScreenCalls('/register', { pageHost: 'x', language: 'EN', merchantCode: 'm' })).toHaveLength(common.length);
    } finally {
      await edge.close();
      await close(upstream);
    }
  });

  it('never sends the visitor cookie or token, and sends the page language and address', async () => {
    const received: IncomingHttpHeaders[] = [];
    const upstream = http.createServer((req, res) => {
      received.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, value: {}, message: '', errorCode: '' }));
    });
    const edge = await edgeFor(await listen(upstream), 5_000);
    try {
      const page = await edge.inject({
        url: '/',
        headers: { host: 'localhost:4173', cookie: 'wl_session=secret; wl_bucket=3', authorization: 'member-token' },
      });
      expect(received.length).toBeGreaterThan(0);
      for (const headers of received) {
        expect(headers.cookie).toBeUndefined();
        expect(headers.authorization).toBeUndefined();
        expect(headers.language).toBe(firstVisitLanguage(brand));
        expect(headers.merchant).toBe(brand.merchantCode);
        expect(headers['x-forwarded-for']).toBe('127.0.0.1');
      }
      expect(page.body).not.toContain('secret');
      expect(page.body).not.toContain('member-token');
    } finally {
      await edge.close();
      await close(upstream);
    }
  });

  it("writes the brand's configured host into the page, never a Host header the brand does not list (issue 49)", async () => {
    const received: string[] = [];
    const upstream = http.createServer((req, res) => {
      received.push(`${req.url} ${req.headers.host} ${req.headers['x-forwarded-host']}`);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, value: {}, message: '', errorCode: '' }));
    });
    const edge = await edgeFor(await listen(upstream), 5_000);
    try {
      const page = await edge.inject({ url: '/', headers: { host: 'evil.test' } });
      expect(page.body).not.toContain('evil.test');
      expect(received.join('\n')).not.toContain('evil.test');
      const keys = [...(dataOf(page.body)?.answers.keys() ?? [])];
      expect(keys).toContain(callKey('/wps/system/status', { url: 'localhost' }));
      expect(pageHostFor({ hosts: ['Play.Example.com'] }, 'play.example.com:8443')).toBe('Play.Example.com:8443');
      expect(pageHostFor({ hosts: ['play.example.com'] }, 'play.example.com"><script>')).toBe('play.example.com');
      expect(pageHostFor(undefined, 'x.test')).toBe('');
    } finally {
      await edge.close();
      await close(upstream);
    }
  });

  it('sends the page at the cap, without the answers, when the platform is slow; leaves out failed answers', async () => {
    const held: http.ServerResponse[] = [];
    const upstream = http.createServer((req, res) => {
      if (req.url?.startsWith('/wps/system/status')) {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: true, value: { fast: true }, message: '', errorCode: '' }));
      } else if (req.url?.startsWith('/wps/system/whitelabel')) {
        res.end('{"success":true,"value":'); // malformed
      } else if (req.url?.startsWith('/wps/relay/MCSFE')) {
        res.statusCode = 500;
        res.end('upstream exploded');
      } else held.push(res); // never answered
    });
    const edge = await edgeFor(await listen(upstream), 300);
    try {
      const page = await edge.inject({ url: '/', headers: { host: 'localhost:4173' } });
      expect(page.statusCode).toBe(200);
      expect(held.length).toBeGreaterThan(0);
      const data = dataOf(page.body);
      expect([...(data?.answers.keys() ?? [])]).toEqual([callKey('/wps/system/status', { url: 'localhost:4173' })]);
    } finally {
      await edge.close();
      await close(upstream);
    }
  });

  it('sends the page without answers when the platform is down, or when the cap is 0', async () => {
    const gone = http.createServer();
    const goneUrl = await listen(gone);
    await close(gone);
    const downEdge = await edgeFor(goneUrl, 5_000);
    try {
      const page = await downEdge.inject({ url: '/', headers: { host: 'localhost:4173' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(FIRST_SCREEN_DATA_ELEMENT_ID);
      expect(page.headers['cache-control']).toBe('no-cache');
    } finally {
      await downEdge.close();
    }
    const offEdge = await edgeFor(platformUrl, 0);
    try {
      const page = await offEdge.inject({ url: '/', headers: { host: 'localhost:4173' } });
      expect(page.body).not.toContain(FIRST_SCREEN_DATA_ELEMENT_ID);
    } finally {
      await offEdge.close();
    }
  });

  it('escapes what could close the element', () => {
    const html = withFirstScreenData('<html><head></head></html>', { language: 'EN', answers: { '/x': { value: '</script><b>' } } });
    expect(html).not.toContain('</script><b>');
    expect(dataOf(html)?.answers.get('/x')).toEqual({ value: '</script><b>' });
  });
});
