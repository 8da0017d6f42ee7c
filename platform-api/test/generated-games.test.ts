import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { buildServer } from '../src/server';
import { GENERATED_VENDOR, topUpFromEnv } from '../src/db/generated-games';
import { ICON_SIZE, glyphText } from '../src/assets/png';
import { createTestApp, headers, type TestApp } from './helpers';

const gameList = (query: string) => `/wps/relay/GCSGAME_gameList?${query}`;

describe('generated games (the 5,000-game lobby of the benchmark)', () => {
  // Each test its own database: top-ups stay in the one they were made in.
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ control: true });
  });
  afterEach(() => t.close());

  const value = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: headers() })).json().value;
  const topUp = (payload: unknown) => t.app.inject({ method: 'POST', url: '/__control/games/top-up', payload: payload as object });

  it('leaves the normal seed alone until asked', async () => {
    const rng = await value(gameList('gameType=RNG&pageSize=1'));
    expect(rng.totalCount).toBe(4720);
    const lanes = (await value('/wps/relay/GCSGAME_newGameVendor?platform=H5')).data.lanes;
    expect(lanes.flatMap((lane: { cards: { vassalage: string }[] }) => lane.cards.map((c) => c.vassalage))).not.toContain('GEN');
  });

  it('tops a category up to the total asked for, once, under a vendor of its own', async () => {
    const first = await topUp({ total: 5000 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, gameType: 'RNG', vassalage: GENERATED_VENDOR.code, added: 280, total: 5000 });
    expect((await topUp({ gameType: 'RNG', total: 5000 })).json()).toMatchObject({ added: 0, total: 5000 });
    expect((await topUp({ gameType: 'RNG', total: 4000 })).json()).toMatchObject({ added: 0, total: 5000 });

    expect((await value(gameList('gameType=RNG&pageSize=42'))).totalCount).toBe(5000);
    const page = (n: number) => value(gameList(`gameType=RNG&vassalage=${GENERATED_VENDOR.code}&pageSize=200&pageNo=${n}`));
    const generated = await page(1);
    expect(generated.totalCount).toBe(280);
    const games = [...generated.games, ...(await page(2)).games];
    expect(new Set(games.map((g: { gameName: string }) => g.gameName)).size).toBe(280);
    expect(games[0]).toMatchObject({ gameType: 'RNG', vassalage: 'GEN', showIcon: `/assets-api/game-icon/${games[0].nodeId}.png` });
    // Every generated game has an icon and can be found by name.
    const last = games.at(-1);
    expect((await t.app.inject({ method: 'GET', url: last.showIcon })).statusCode).toBe(200);
    const found = await value(gameList(`gameType=RNG&gameName=${encodeURIComponent(last.gameName)}`));
    expect(found.games.map((g: { nodeId: number }) => g.nodeId)).toContain(last.nodeId);

    const lanes = (await value('/wps/relay/GCSGAME_newGameVendor?platform=H5')).data.lanes;
    const rng = lanes.find((lane: { gameType: string }) => lane.gameType === 'RNG');
    expect(rng.cards.at(-1)).toMatchObject({ vassalage: 'GEN', name: GENERATED_VENDOR.name });
  });

  it('tops up another category, and refuses what it cannot do', async () => {
    expect((await topUp({ gameType: 'FISH', total: 100 })).json()).toMatchObject({ gameType: 'FISH', added: 46, total: 100 });
    for (const payload of [
      { gameType: 'LOTT', total: 100 },
      { gameType: 'ESPORTS', total: 10 },
      { total: -1 },
      { total: 20_001 },
      { total: 2.5 },
      {},
    ]) {
      const response = await topUp(payload);
      expect([payload, response.statusCode]).toEqual([payload, 400]);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request.validation.failed' });
    }
  });

  it('is undone by a reset to seed when the server was not started with it', async () => {
    expect((await topUp({ total: 5000 })).json()).toMatchObject({ added: 280, total: 5000 });
    expect((await t.app.inject({ method: 'POST', url: '/__control/reset' })).statusCode).toBe(200);
    expect((await value(gameList('gameType=RNG&pageSize=1'))).totalCount).toBe(4720);
  });
});

describe('a server started with generated games', () => {
  const dir = mkdtempSync(join(tmpdir(), 'platform-api-generated-'));
  const app = buildServer({ dbPath: join(dir, 'platform.db'), control: true, seedGames: { gameType: 'RNG', total: 5000 } });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const rngTotal = async () =>
    (await app.inject({ method: 'GET', url: gameList('gameType=RNG&pageSize=1'), headers: headers() })).json().value.totalCount;

  it('holds them from the start and again after a reset', async () => {
    expect(await rngTotal()).toBe(5000);
    const reset = await app.inject({ method: 'POST', url: '/__control/reset' });
    expect(reset.json().games).toBe(5228 + 280);
    expect(await rngTotal()).toBe(5000);
  });
});

describe('topUpFromEnv', () => {
  it('reads the count and the category', () => {
    expect(topUpFromEnv({})).toBeNull();
    expect(topUpFromEnv({ PLATFORM_API_SEED_GAMES: ' ' })).toBeNull();
    expect(topUpFromEnv({ PLATFORM_API_SEED_GAMES: '5000' })).toEqual({ gameType: 'RNG', total: 5000 });
    expect(topUpFromEnv({ PLATFORM_API_SEED_GAMES: '300', PLATFORM_API_SEED_GAMES_TYPE: 'fish' })).toEqual({
      gameType: 'FISH',
      total: 300,
    });
  });

  it('refuses values it cannot use', () => {
    expect(() => topUpFromEnv({ PLATFORM_API_SEED_GAMES: 'lots' })).toThrow(/PLATFORM_API_SEED_GAMES/);
    expect(() => topUpFromEnv({ PLATFORM_API_SEED_GAMES: '50000' })).toThrow(/PLATFORM_API_SEED_GAMES/);
    expect(() => topUpFromEnv({ PLATFORM_API_SEED_GAMES: '10', PLATFORM_API_SEED_GAMES_TYPE: 'LOTT' })).toThrow(/TYPE/);
  });
});

/** The IHDR fields of a PNG, and its pixels (RGB rows after the filter byte). */
function readPng(buffer: Buffer) {
  expect(buffer.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let header = { width: 0, height: 0, bitDepth: 0, colorType: 0 };
  const data: Buffer[] = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('ascii', offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bitDepth: body[8]!, colorType: body[9]! };
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  return { ...header, raw: inflateSync(Buffer.concat(data)) };
}

describe('game icons at display size', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ control: false });
  });
  afterAll(() => t.close());

  it('are small opaque PNGs of the display size, cached by the browser', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets-api/game-icon/10001.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
    const png = readPng(response.rawPayload);
    expect(png).toMatchObject({ width: ICON_SIZE, height: ICON_SIZE, bitDepth: 8, colorType: 2 });
    expect(png.raw.length).toBe(ICON_SIZE * (1 + ICON_SIZE * 3));
    // A few kilobytes, not a full-size image (the SVG was scaled and painted on the main thread).
    expect(response.rawPayload.length).toBeLessThan(4096);
    // The same bytes the second time (kept in memory, not drawn again).
    const again = await t.app.inject({ method: 'GET', url: '/assets-api/game-icon/10001.png' });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('differ between games of different vendors', async () => {
    const a = (await t.app.inject({ method: 'GET', url: '/assets-api/game-icon/10001.png' })).rawPayload;
    const b = (await t.app.inject({ method: 'GET', url: '/assets-api/game-icon/15000.png' })).rawPayload;
    expect(a.equals(b)).toBe(false);
  });

  it('refuse unknown games and file names', async () => {
    for (const url of ['/assets-api/game-icon/1.png', '/assets-api/game-icon/10001.gif', '/assets-api/game-icon/abc.png']) {
      expect([url, (await t.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
    }
  });

  it('draw any name with the glyphs they have', () => {
    expect(glyphText('Đà Nẵng 4D')).toBe('?A?NANG?4D');
    expect(glyphText('mw')).toBe('MW');
  });
});
