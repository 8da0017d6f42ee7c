import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGamesServer, buildServer } from '../src/server';
import { headers, loginAs } from './helpers';

// Issue 14 item 14: the demo games on their own origin (a second listener of the same API).

let dir: string;
let api: FastifyInstance;
let games: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'platform-api-games-'));
  api = buildServer({ dbPath: join(dir, 'platform.db'), control: true, demoGames: { port: 4999 } });
  games = buildGamesServer(api, { frameAncestors: ['http://localhost:8080'] });
  await Promise.all([api.ready(), games.ready()]);
});
afterAll(async () => {
  await games.close();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo games on their own origin', () => {
  it('launches on the games port under the caller’s host name, and names that origin as the launch CDN', async () => {
    const token = await loginAs(api, 'member01');
    const launch = await api.inject({
      method: 'GET',
      url: '/wps/game/launchGame?gameType=RNG&vassalage=PG&nodeId=10001',
      headers: { ...headers(token), host: 'localhost:8080' },
    });
    const url = new URL(launch.json().value.content.game_url);
    expect(url.origin).toBe('http://localhost:4999');
    expect(url.pathname).toBe('/demo-games/10001');
    const status = await api.inject({ method: 'GET', url: '/wps/system/status', headers: { ...headers(), host: 'localhost:8080' } });
    expect(status.json().value.info.launchGameCDNs).toEqual(['http://localhost:4999']);
  });

  it('serves the game page, framed only by the site, and its spin moves the same wallet', async () => {
    const token = await loginAs(api, 'member01');
    const launch = await api.inject({
      method: 'GET',
      url: '/wps/game/launchGame?gameType=RNG&vassalage=PG&nodeId=10001',
      headers: headers(token),
    });
    const url = new URL(launch.json().value.content.game_url);
    const page = await games.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors http:\/\/localhost:8080$/);
    const before = (await api.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: headers(token) })).json().value.balance[0]
      .availBalance as number;
    const spin = await games.inject({ method: 'POST', url: '/demo-games/api/spin', payload: { session: url.searchParams.get('session') } });
    expect(spin.json()).toMatchObject({ success: true, value: { bet: 1 } });
    const after = (await api.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: headers(token) })).json().value.balance[0]
      .availBalance as number;
    expect(after).toBeCloseTo(before - 1 + (spin.json().value.win as number), 2);
  });

  it('serves nothing but the demo games', async () => {
    expect((await games.inject({ method: 'GET', url: '/wps/v2/wallets/balance' })).statusCode).toBe(404);
    expect((await games.inject({ method: 'GET', url: '/__control/health' })).statusCode).toBe(404);
    expect((await games.inject({ method: 'GET', url: '/health' })).json()).toEqual({ ok: true, serves: 'demo games' });
  });
});
