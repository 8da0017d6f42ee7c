import { createTestApp, headers, loginAs, writeCounts, type TestApp } from './helpers';
import { playRound } from '../src/demo-games/routes';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, 'member01');
});
afterAll(() => t.close());

async function launch(query = 'gameType=RNG&vassalage=PG&nodeId=10001', extra: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/wps/game/launchGame?${query}`, headers: { ...headers(token), ...extra } });
  return response.json() as { success: boolean; value: { content: { game_url: string } }; errorCode?: string };
}

const balanceCents = (username: string) =>
  t.db
    .prepare('SELECT balance_cents FROM wallets w JOIN accounts a ON a.id = w.account_id WHERE a.username = ?')
    .pluck()
    .get(username) as number;

describe('launchGame', () => {
  it('answers an absolute demo URL on the caller host with a one-time launch id', async () => {
    const first = await launch();
    const second = await launch(undefined, { 'x-forwarded-host': 'play.example.com', 'x-forwarded-proto': 'https' });
    const a = new URL(first.value.content.game_url);
    const b = new URL(second.value.content.game_url);
    expect(a.origin).toBe('http://localhost');
    expect(b.origin).toBe('https://play.example.com');
    expect(a.pathname).toBe('/demo-games/10001');
    expect(a.searchParams.get('session')).toMatch(/^[0-9a-f]{32}$/);
    expect(a.searchParams.get('session')).not.toBe(b.searchParams.get('session'));
  });

  it('refuses a forged host and an unknown game', async () => {
    const forged = await launch(undefined, { 'x-forwarded-host': 'evil.com/<script>' });
    expect(new URL(forged.value.content.game_url).host).toBe('127.0.0.1');
    expect(await launch('gameType=RNG&vassalage=JL&nodeId=10001')).toMatchObject({ success: false, errorCode: 'resource.not.found' });
    expect(await launch('gameType=LIVE&vassalage=PG&nodeId=10001')).toMatchObject({ success: false, errorCode: 'resource.not.found' });
  });

  it('serves a self-contained page for a valid launch and refuses others', async () => {
    const url = new URL((await launch()).value.content.game_url);
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<button type="button" id="spin">');
    expect(page.body).not.toMatch(/<(script|link|img)[^>]+(src|href)="(https?:)?\/\//);
    const wrong = await t.app.inject({ method: 'GET', url: `/demo-games/10002${url.search}` });
    expect(wrong.statusCode).toBe(404);
    const vietnamese = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search.replace('lang=EN', 'lang=TY')}` });
    expect(vietnamese.body).toContain('Số dư');
  });

  it('writes the balance and the bet in the language’s format, as the site does (issue 49: not "$25000.00")', async () => {
    t.db
      .prepare("UPDATE wallets SET balance_cents = 2_500_000 WHERE account_id = (SELECT id FROM accounts WHERE username = 'member01')")
      .run();
    const url = new URL((await launch()).value.content.game_url);
    const english = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(english.body).toContain('data-testid="demo-balance">$25,000.00<');
    const vietnamese = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search.replace('lang=EN', 'lang=TY')}` });
    expect(vietnamese.body).toContain('data-testid="demo-balance">$25.000,00<');
    expect(vietnamese.body).toContain('<dd>$1,00</dd>');
    expect(vietnamese.body).toContain('"locale":"vi"');
  });
});

describe('spins', () => {
  async function spin(session: string) {
    return t.app.inject({ method: 'POST', url: '/demo-games/api/spin', payload: { session } });
  }

  it('100 concurrent spins keep the balance and the ledger consistent', async () => {
    const session = new URL((await launch()).value.content.game_url).searchParams.get('session')!;
    const start = balanceCents('member01');
    const ledgerBefore = t.db.prepare('SELECT count(*) FROM ledger').pluck().get() as number;
    const responses = await Promise.all(Array.from({ length: 100 }, () => spin(session)));
    const values = responses.map((r) => {
      expect(r.statusCode).toBe(200);
      const body = r.json();
      expect(body.success).toBe(true);
      return body.value as { roundId: number; bet: number; win: number; balance: number; reels: string[] };
    });
    const bets = values.reduce((sum, v) => sum + Math.round(v.bet * 100), 0);
    const wins = values.reduce((sum, v) => sum + Math.round(v.win * 100), 0);
    const end = balanceCents('member01');
    expect(bets).toBe(10_000);
    expect(end).toBe(start - bets + wins);
    expect(new Set(values.map((v) => v.roundId)).size).toBe(100);
    const rows = t.db.prepare('SELECT amount_cents, bet_cents, win_cents FROM ledger WHERE launch_id = ?').all(session) as {
      amount_cents: number;
      bet_cents: number;
      win_cents: number;
    }[];
    expect(rows).toHaveLength(100);
    expect(t.db.prepare('SELECT count(*) FROM ledger').pluck().get()).toBe(ledgerBefore + 100);
    expect(rows.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(end - start);
    expect(rows.every((r) => r.amount_cents === r.win_cents - r.bet_cents)).toBe(true);
    const wallet = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: headers(token) });
    expect(wallet.json().value.sumBalance).toBe(end / 100);
  });

  it('refuses the bet when funds are short, never going negative', async () => {
    const vip = await loginAs(t.app, 'vip01');
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?gameType=RNG&vassalage=PG&nodeId=10001',
      headers: headers(vip),
    });
    const session = new URL(res.json().value.content.game_url).searchParams.get('session')!;
    const vipId = t.db.prepare("SELECT id FROM accounts WHERE username = 'vip01'").pluck().get() as number;
    const ledgerRows = () => t.db.prepare('SELECT count(*) FROM ledger WHERE account_id = ?').pluck().get(vipId) as number;
    t.db.prepare('UPDATE wallets SET balance_cents = 50 WHERE account_id = ?').run(vipId);
    const rowsBefore = ledgerRows();
    const refused = await Promise.all(Array.from({ length: 10 }, () => spin(session)));
    for (const r of refused) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ success: false, errorCode: 'wallet.insufficient.funds' });
    }
    expect(balanceCents('vip01')).toBe(50);
    expect(ledgerRows()).toBe(rowsBefore);

    // From 2.50, play until the wallet cannot cover a bet: it stops short of zero, never below.
    t.db.prepare('UPDATE wallets SET balance_cents = 250 WHERE account_id = ?').run(vipId);
    let rounds = 0;
    while (rounds < 5000 && (await spin(session)).json().success) rounds += 1;
    expect(rounds).toBeGreaterThanOrEqual(2);
    expect(balanceCents('vip01')).toBeGreaterThanOrEqual(0);
    expect(balanceCents('vip01')).toBeLessThan(100);
  });

  it('refuses unknown, malformed and logged-out launch ids and writes nothing', async () => {
    const own = await loginAs(t.app, 'agent01');
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?gameType=RNG&vassalage=PG&nodeId=10001',
      headers: headers(own),
    });
    const session = new URL(res.json().value.content.game_url).searchParams.get('session')!;
    await t.app.inject({ method: 'POST', url: '/wps/session/logout', headers: headers(own) });
    const before = writeCounts(t.db);
    expect((await spin(session)).statusCode).toBe(401);
    expect((await spin('f'.repeat(32))).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'POST', url: '/demo-games/api/spin', payload: { nope: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'request.validation.failed' });
    expect(writeCounts(t.db)).toEqual(before);
  });

  it('pays by the table', () => {
    const fixed = (values: number[]) => {
      let i = 0;
      return () => values[i++]!;
    };
    expect(playRound(fixed([5, 5, 5]))).toEqual({ reels: ['★', '★', '★'], winCents: 2000 });
    expect(playRound(fixed([0, 0, 1]))).toEqual({ reels: ['A', 'A', 'K'], winCents: 150 });
    expect(playRound(fixed([0, 1, 2]))).toEqual({ reels: ['A', 'K', 'Q'], winCents: 0 });
  });
});
