import { createTestApp, headers, loginAs, type TestApp } from './helpers';

describe('control surface disabled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ control: false });
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/__control/health'],
    ['POST', '/__control/reset'],
    ['POST', '/__control/system-status'],
    ['POST', '/__control/whitelabel'],
  ] as const)('%s %s is 404', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(404);
  });
});

describe('control surface enabled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ control: true });
  });
  afterAll(() => t.close());

  const status = async () => (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: headers() })).json().value;
  const control = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

  it('reports health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/__control/health' });
    expect(response.json()).toMatchObject({ ok: true, status: 0 });
    expect(response.json().games).toBeGreaterThanOrEqual(5000);
  });

  it('switches maintenance and IP restriction', async () => {
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: false });
    expect((await control('/__control/system-status', { status: 1 })).json()).toMatchObject({ ok: true, status: 1 });
    expect(await status()).toMatchObject({ maintenance: true, regionRestriction: false });
    await control('/__control/system-status', { status: 2, ip: '203.0.113.7', country: 'Singapore' });
    expect(await status()).toMatchObject({
      maintenance: false,
      regionRestriction: true,
      location: { ip: '203.0.113.7', country: 'Singapore' },
    });
    await control('/__control/system-status', { status: 0 });
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: false, location: { country: 'VN' } });
  });

  it('validates control bodies', async () => {
    const response = await control('/__control/system-status', { status: 7 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request.validation.failed' });
    expect((await control('/__control/whitelabel', { modId: 'NOPE3', enabled: true })).statusCode).toBe(404);
  });

  it('toggles white-label flags', async () => {
    const flag = async (modId: string) => {
      const tree = (await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: headers() })).json().value;
      const { isWhitelabelEnabled } = await import('shared-contracts');
      return isWhitelabelEnabled(tree, modId);
    };
    expect(await flag('DIRECTREG3')).toBe(true);
    expect(await flag('MOBILEVERCODELOGIN3')).toBe(false);
    expect(await flag('CHNGPASSVERIF3')).toBe(true);
    expect(await flag('FREEPLAY3')).toBe(true);
    expect(await flag('REG3')).toBe(true);
    expect(await flag('MOBILENUMREG3')).toBe(true);
    expect(await flag('REGMOBVERF3')).toBe(false);
    await control('/__control/whitelabel', { modId: 'REGMOBVERF3', enabled: true });
    await control('/__control/whitelabel', { modId: 'DIRECTREG3', enabled: '0' });
    expect(await flag('REGMOBVERF3')).toBe(true);
    expect(await flag('DIRECTREG3')).toBe(false);
  });

  it('resets to the seed: balances, flags, status and sessions', async () => {
    const token = await loginAs(t.app, 'member01');
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?gameType=RNG&vassalage=PG&nodeId=10001',
      headers: headers(token),
    });
    const session = new URL(res.json().value.content.game_url).searchParams.get('session')!;
    for (let i = 0; i < 5; i += 1) await t.app.inject({ method: 'POST', url: '/demo-games/api/spin', payload: { session } });
    await control('/__control/system-status', { status: 1 });
    const reset = await t.app.inject({ method: 'POST', url: '/__control/reset' });
    expect(reset.json()).toMatchObject({ ok: true });
    expect(await status()).toMatchObject({ maintenance: false });
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: headers(token) })).statusCode).toBe(401);
    const again = await loginAs(t.app, 'member01');
    const wallet = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: headers(again) });
    expect(wallet.json().value.sumBalance).toBe(1000);
    const tree = (await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: headers() })).json().value;
    expect(JSON.stringify(tree)).toContain('{"modId":"DIRECTREG3","enabled":"1"}');
  });
  it('launch control: refusals, a foreign launch origin and launch CDNs until cleared or reset', async () => {
    const token = await loginAs(t.app, 'member01');
    const launch = () =>
      t.app.inject({ method: 'GET', url: '/wps/game/launchGame?gameType=RNG&vassalage=PG&nodeId=10001', headers: headers(token) });
    const launches = () => t.db.prepare('SELECT count(*) FROM launches').pluck().get() as number;
    expect((await control('/__control/launch', { failure: 'maintenance' })).json()).toMatchObject({ ok: true, failure: 'maintenance' });
    const before = launches();
    expect((await launch()).json()).toMatchObject({
      success: false,
      errorCode: 'game.maintenance',
      message: 'This game is under maintenance',
    });
    const lottery = await t.app.inject({ method: 'GET', url: '/wps/game/launchLottery?lottoArea=VN&backUrl=%2F', headers: headers(token) });
    expect(lottery.json()).toMatchObject({ success: false, errorCode: 'game.maintenance' });
    await control('/__control/launch', { failure: 'unfinished' });
    expect((await launch()).json()).toMatchObject({
      success: false,
      errorCode: 'game.previous.unfinished',
      message: 'Your previous game is not finished',
    });
    expect(launches()).toBe(before);
    await control('/__control/launch', {
      failure: null,
      gameUrlOrigin: 'https://games.not-allowed.test/ignored/path',
      launchGameCDNs: ['https://cdn1.example.test'],
    });
    const url = new URL((await launch()).json().value.content.game_url);
    expect(url.origin).toBe('https://games.not-allowed.test');
    expect(url.pathname).toBe('/demo-games/10001');
    expect((await status()).info.launchGameCDNs).toEqual(['https://cdn1.example.test']);
    expect((await t.app.inject({ method: 'GET', url: '/__control/launch' })).json()).toMatchObject({
      gameUrlOrigin: 'https://games.not-allowed.test',
    });
    expect((await control('/__control/launch', { failure: 'broken' })).statusCode).toBe(400);
    expect((await control('/__control/launch', { gameUrlOrigin: 'javascript:alert(1)' })).statusCode).toBe(400);
    await t.app.inject({ method: 'POST', url: '/__control/reset' });
    expect((await t.app.inject({ method: 'GET', url: '/__control/launch' })).json()).toEqual({
      failure: null,
      gameUrlOrigin: null,
      launchGameCDNs: null,
    });
  });
});
