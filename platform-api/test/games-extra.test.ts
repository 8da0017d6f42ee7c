import { endpoints, isApiError } from 'shared-contracts';
import { createBrowserClient, createTestApp, loginAs, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function asMember(username: string) {
  const browser = createBrowserClient(t.app);
  browser.setToken(await loginAs(t.app, username));
  return browser.client;
}

describe('games: favourites, recent, hot, winners', () => {
  it('adds and removes favourites by node id, and lists them paged by type', async () => {
    const client = await asMember('member02');
    expect((await client.call(endpoints.favouriteIds)).content).toEqual([]);
    const game = (await client.call(endpoints.gameList, { query: { gameType: 'LIVE', pageSize: 3 } })).games;
    for (const g of game)
      await client.call(endpoints.favouriteAdd, { body: { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType } });
    await client.call(endpoints.favouriteAdd, { body: { nodeId: game[0]!.nodeId, vendor: game[0]!.vassalage, gameType: 'LIVE' } });
    expect((await client.call(endpoints.favouriteIds)).content.sort()).toEqual(game.map((g) => g.nodeId).sort());
    const page = await client.call(endpoints.favourites, { query: { gameType: 'LIVE', pageSize: 2 } });
    expect(page).toMatchObject({ totalPages: 2, totalCount: 3 });
    expect((await client.call(endpoints.favourites, { query: { gameType: 'RNG' } })).content).toEqual([]);
    const after = await client.call(endpoints.favouriteRemove, {
      body: { nodeId: game[1]!.nodeId, vendor: game[1]!.vassalage, gameType: 'LIVE' },
    });
    expect(after.content).not.toContain(game[1]!.nodeId);
    expect(after.content).toHaveLength(2);
  });

  it('refuses favourites to trial accounts and unknown games', async () => {
    const trial = await asMember('trial01');
    const error = await trial
      .call(endpoints.favouriteAdd, { body: { nodeId: 10001, vendor: 'PG', gameType: 'RNG' } })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.errorCode).toBe('member.trial.account');
    const member = await asMember('member03');
    const unknown = await member
      .call(endpoints.favouriteAdd, { body: { nodeId: 10001, vendor: 'XX', gameType: 'RNG' } })
      .catch((e: unknown) => e);
    expect(isApiError(unknown) && unknown.errorCode).toBe('resource.not.found');
  });

  it('launching records a recent game, newest first', async () => {
    const client = await asMember('member04');
    const before = await client.call(endpoints.recentGames);
    const games = (await client.call(endpoints.gameList, { query: { gameType: 'FISH', pageSize: 2 } })).games;
    for (const g of games)
      await client.call(endpoints.launchGame, { query: { gameType: g.gameType, vassalage: g.vassalage, nodeId: g.nodeId } });
    const after = await client.call(endpoints.recentGames);
    expect(after.list.length).toBe(before.list.length + 2);
    expect(after.list[0]!.nodeId).toBe(games[1]!.nodeId);
  });

  it('hot games are hot; the winner board masks accounts', async () => {
    const client = await asMember('member05');
    const hot = await client.call(endpoints.hotGames, { query: { vassalage: 'PG' } });
    expect(hot.list.length).toBeGreaterThan(0);
    expect(hot.list.every((g) => g.isHot && g.vassalage === 'PG')).toBe(true);
    const winners = await client.call(endpoints.winnerBoard, { query: { limitNum: 10 } });
    expect(winners.list).toHaveLength(10);
    for (const { vo } of winners.list) {
      expect(vo.account).toMatch(/^.{1,2}\*\*\*.{0,2}$/);
      expect(vo.winAmount).toBeGreaterThan(0);
    }
    const vass = await client.call(endpoints.vassGameTypes);
    expect(Object.keys(vass.content.RNG!)).toEqual(expect.arrayContaining(['PG', 'JL']));
  });
});

describe('lottery and PVP', () => {
  it('launches the VN lottery lobby and records it as a recent lottery', async () => {
    const client = await asMember('vip01');
    const { content } = await client.call(endpoints.lotteryLaunch, {
      query: { lottoArea: 'VN', lottoView: 'betting', backUrl: '/lottery' },
    });
    const url = new URL(content.game_url);
    expect(url.pathname).toMatch(/^\/demo-games\/\d+$/);
    expect(url.searchParams.get('view')).toBe('betting');
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    const recent = await client.call(endpoints.recentLottery);
    expect(recent.list[0]!.accountTypeName).toBe('TCG_LOTTO_VN');
    const bad = await client.call(endpoints.lotteryLaunch, { query: { backUrl: 'javascript:alert(1)' } as never }).catch((e: unknown) => e);
    expect(isApiError(bad) && bad.kind).toBe('request');
  });

  it('answers popular lotteries, VN menus by region, numbers and draws', async () => {
    const client = await asMember('member01');
    expect((await client.call(endpoints.popularLottery, { query: { count: 20 } })).list.length).toBeLessThanOrEqual(20);
    const menus = await client.call(endpoints.vnLotteryMenus);
    expect(Object.keys(menus)).toEqual(['NORTH', 'CENTRAL', 'SOUTH']);
    expect(menus.NORTH!.gameMenus.length).toBeGreaterThan(0);
    // Each draw sits in its own region (Hà Nội in the north, Huế in the centre, Cần Thơ in the south).
    const names = (code: 'NORTH' | 'CENTRAL' | 'SOUTH') => menus[code]!.gameMenus.map((g) => g.gameName);
    expect(names('NORTH')).toEqual(expect.arrayContaining(['Miền Bắc', 'Hà Nội']));
    expect(names('CENTRAL')).toEqual(expect.arrayContaining(['Miền Trung', 'Đà Nẵng', 'Huế']));
    expect(names('SOUTH')).toEqual(expect.arrayContaining(['Miền Nam', 'TP. Hồ Chí Minh', 'Cần Thơ']));
    // Variants ('Huế Speed 2', 'Miền Bắc A') follow their place.
    const regionNames = {
      NORTH: ['Miền Bắc', 'Hà Nội'],
      CENTRAL: ['Miền Trung', 'Đà Nẵng', 'Huế'],
      SOUTH: ['Miền Nam', 'TP. Hồ Chí Minh', 'Cần Thơ'],
    } as const;
    for (const code of ['NORTH', 'CENTRAL', 'SOUTH'] as const) {
      for (const name of names(code))
        expect([code, regionNames[code].some((place) => name === place || name.startsWith(`${place} `))]).toEqual([code, true]);
    }
    const numbers = await client.call(endpoints.vnNumbers);
    expect(numbers.list.map((n) => n.number)).toEqual(Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')));
    expect(numbers.list.reduce((sum, n) => sum + (n.frequency ?? 0), 0)).toBe(30 * 27);
    expect(numbers.list.filter((n) => n.isHot)).toHaveLength(10);
    const code = menus.NORTH!.gameMenus[0]!.gameCode;
    const opened = await client.call(endpoints.vnOpenedNumbers, { query: { gameCode: code, count: 3 } });
    expect(opened.list).toHaveLength(3);
    expect(opened.list[0]!.numbers).toHaveLength(27);
    // Deterministic: the same draw twice.
    expect((await client.call(endpoints.vnOpenedNumbers, { query: { gameCode: code, count: 3 } })).list).toEqual(opened.list);
  });

  it('lists PVP rooms and launches one', async () => {
    const client = await asMember('member01');
    const rooms = await client.call(endpoints.pvpRooms);
    const room = rooms.list[0]!;
    const { content } = await client.call(endpoints.pvpLaunch, { query: { roomId: room.roomId, vassalage: room.vassalage } });
    expect(content).toMatch(/\/demo-games\/\d+\?session=[0-9a-f]{32}/);
    const wrong = await client.call(endpoints.pvpLaunch, { query: { roomId: room.roomId, vassalage: 'NOPE' } }).catch((e: unknown) => e);
    expect(isApiError(wrong) && wrong.errorCode).toBe('resource.not.found');
  });
});
