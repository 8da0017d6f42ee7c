import { endpoints, isApiError } from 'shared-contracts';
import { SEED_PAYMENT_PASSWORD } from '../src/db/seed-data/accounts';
import { createBrowserClient, createTestApp, headers, loginAs, moneyHeaders, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test starts from the seed: what one moves, another does not count.
beforeEach(async () => {
  await t.app.inject({ method: 'POST', url: '/__control/reset' });
});

/** Every wallet equals the sum of its ledger rows, and no balance is negative. */
function expectLedgerConsistent() {
  const broken = t.db
    .prepare(
      `SELECT w.account_id FROM wallets w LEFT JOIN (SELECT account_id, SUM(amount_cents) AS total FROM ledger GROUP BY account_id) l ON l.account_id = w.account_id
        WHERE w.balance_cents != COALESCE(l.total, 0) OR w.balance_cents < 0`,
    )
    .all();
  expect(broken).toEqual([]);
}

const totalMoney = () => t.db.prepare('SELECT SUM(balance_cents) FROM wallets').pluck().get() as number;

describe('points', () => {
  it('redeems a cash item (password checked, stock and points taken, wallet credited) and lists it', async () => {
    const browser = createBrowserClient(t.app);
    browser.setToken(await loginAs(t.app, 'member01'));
    const { client } = browser;
    const before = await client.call(endpoints.pointsBalance);
    const wrong = await client.call(endpoints.pointsRedeem, { body: { itemId: 5001, password: 'nope' } }).catch((e: unknown) => e);
    expect(isApiError(wrong) && wrong.value).toEqual({ fieldErrors: { password: 'The password is incorrect' } });
    const result = await client.call(endpoints.pointsRedeem, { body: { itemId: 5001, quantity: 2, password: 'secret88' } });
    expect(result).toMatchObject({ status: 'approved', points: before.points - 1000 });
    expect((await client.call(endpoints.walletBalance)).sumBalance).toBe(1010);
    expect((await client.call(endpoints.pointsRedeemList)).list[0]).toMatchObject({
      itemName: '$5.00 cash voucher',
      quantity: 2,
      points: 1000,
    });
    const soldOut = await client.call(endpoints.pointsRedeem, { body: { itemId: 5007, password: 'secret88' } }).catch((e: unknown) => e);
    expect(isApiError(soldOut) && soldOut.errorCode).toMatch(/^points\./);
    const converted = await client.call(endpoints.pointsConvert, { body: { points: 300, password: 'secret88' } });
    expect(converted).toMatchObject({ amount: 3, balance: 1013, points: before.points - 1300 });
    const odd = await client.call(endpoints.pointsConvert, { body: { points: 150, password: 'secret88' } }).catch((e: unknown) => e);
    expect(isApiError(odd) && odd.errorCode).toBe('request.field.invalid');
    expectLedgerConsistent();
  });
});

describe('transfers', () => {
  it('moves money between an agent and its team only', async () => {
    const agent = await loginAs(t.app, 'agent01');
    const post = (token: string, payload: object) =>
      t.app
        .inject({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: moneyHeaders(token),
          payload: { ...payload, paymentPassword: SEED_PAYMENT_PASSWORD },
        })
        .then((r) => r.json());
    expect((await post(agent, { toAccount: 'member06', amount: 10 })).success).toBe(true);
    expect(await post(agent, { toAccount: 'vip01', amount: 10 })).toMatchObject({
      success: false,
      value: { fieldErrors: { toAccount: expect.any(String) } },
    });
    expect(await post(agent, { toAccount: 'member06', amount: 10_000_000 })).toMatchObject({
      success: false,
      errorCode: 'wallet.insufficient.funds',
    });
    const member = await loginAs(t.app, 'member06');
    expect((await post(member, { toAccount: 'agent02', amount: 1 })).success).toBe(true);
    expect((await post(member, { toAccount: 'member07', amount: 1 })).success).toBe(false);
    expectLedgerConsistent();
  });

  it('keeps money whole under hundreds of concurrent transfers, spins, redemptions and conversions', async () => {
    const tokens = {
      agent01: await loginAs(t.app, 'agent01'),
      agent02: await loginAs(t.app, 'agent02'),
      member06: await loginAs(t.app, 'member06'),
      vip01: await loginAs(t.app, 'vip01'),
    };
    const launch = await t.app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?gameType=RNG&vassalage=PG&nodeId=10001',
      headers: headers(tokens.vip01),
    });
    const session = new URL(launch.json().value.content.game_url).searchParams.get('session')!;
    const moneyBefore = totalMoney();
    const mark = t.db.prepare('SELECT max(id) FROM ledger').pluck().get() as number;
    const pointsBefore = t.db.prepare('SELECT SUM(points) FROM accounts').pluck().get() as number;
    const vipClient = createBrowserClient(t.app);
    vipClient.setToken(tokens.vip01);
    const operations: Promise<unknown>[] = [];
    const pairs: [keyof typeof tokens, string][] = [
      ['agent01', 'agent02'],
      ['agent02', 'agent01'],
      ['agent02', 'member06'],
      ['member06', 'agent02'],
    ];
    for (let i = 0; i < 200; i += 1) {
      const [from, to] = pairs[i % pairs.length]!;
      operations.push(
        t.app.inject({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: moneyHeaders(tokens[from]),
          payload: { toAccount: to, amount: (i % 7) + 0.25, paymentPassword: SEED_PAYMENT_PASSWORD },
        }),
      );
    }
    for (let i = 0; i < 150; i += 1) operations.push(t.app.inject({ method: 'POST', url: '/demo-games/api/spin', payload: { session } }));
    for (let i = 0; i < 20; i += 1) {
      operations.push(vipClient.client.call(endpoints.pointsConvert, { body: { points: 100, password: 'secret88' } }));
      operations.push(vipClient.client.call(endpoints.pointsRedeem, { body: { itemId: 5001, password: 'secret88' } }));
    }
    await Promise.all(operations);
    const sum = (kind: string) =>
      t.db.prepare('SELECT COALESCE(SUM(amount_cents), 0) FROM ledger WHERE id > ? AND kind = ?').pluck().get(mark, kind) as number;
    const count = (kind: string) => t.db.prepare('SELECT count(*) FROM ledger WHERE id > ? AND kind = ?').pluck().get(mark, kind) as number;
    const pointsSpent = pointsBefore - (t.db.prepare('SELECT SUM(points) FROM accounts').pluck().get() as number);
    // Transfers move money without creating or losing any (two rows each); spins and points add their ledger sums.
    expect(sum('transfer')).toBe(0);
    expect(count('transfer')).toBe(400);
    expect(count('bet')).toBe(150);
    expect(sum('points')).toBe(20 * 100 + 20 * 500);
    expect(totalMoney()).toBe(moneyBefore + sum('bet') + sum('points'));
    expect(pointsSpent).toBe(20 * 100 + 20 * 500);
    expectLedgerConsistent();
  });
});

describe('member-centre money paths', () => {
  it('keeps money whole under concurrent deposits, withdrawals, rejections, reward and rebate claims and confirmations', async () => {
    const vip = createBrowserClient(t.app);
    vip.setToken(await loginAs(t.app, 'vip01'));
    const member = createBrowserClient(t.app);
    member.setToken(await loginAs(t.app, 'member01'));
    const launch = await t.app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?gameType=RNG&vassalage=PG&nodeId=10001',
      headers: headers(await loginAs(t.app, 'member01')),
    });
    const session = new URL(launch.json().value.content.game_url).searchParams.get('session')!;
    const mark = t.db.prepare('SELECT max(id) FROM ledger').pluck().get() as number;
    const withdrawMark = t.db.prepare('SELECT max(id) FROM withdrawals').pluck().get() as number;
    const moneyBefore = totalMoney();
    await t.app.inject({ method: 'POST', url: '/__control/wallet-settings', payload: { withdrawDailyLimit: 100 } });
    const depositMark = t.db.prepare('SELECT COALESCE(max(id), 0) FROM deposits').pluck().get() as number;
    const rewardIds = t.db
      .prepare(
        "SELECT r.id FROM rewards r JOIN accounts a ON a.id = r.account_id WHERE a.username = 'vip01' AND r.status = 'claimable' AND r.expires_at > ?",
      )
      .pluck()
      .all(Date.now()) as number[];
    const rewardCents = t.db
      .prepare(`SELECT SUM(amount_cents) FROM rewards WHERE id IN (${rewardIds.join(',')})`)
      .pluck()
      .get() as number;
    const outcome = (p: Promise<unknown>): Promise<string> =>
      p.then(
        () => 'ok',
        (e: unknown) => (isApiError(e) ? (e.errorCode ?? 'no-code') : 'crash'),
      );
    const operations: Promise<string>[] = [];
    for (let i = 0; i < 60; i += 1)
      operations.push(outcome(vip.client.call(endpoints.deposit, { body: { channelId: 1 + (i % 4), amount: 20 + (i % 5) } })));
    for (let i = 0; i < 60; i += 1)
      operations.push(
        outcome(vip.client.call(endpoints.withdraw, { body: { amount: 50 + (i % 3), paymentPassword: SEED_PAYMENT_PASSWORD } })),
      );
    // member01 asks for more than it has: some withdrawals must be refused, none may overdraw.
    for (let i = 0; i < 30; i += 1)
      operations.push(outcome(member.client.call(endpoints.withdraw, { body: { amount: 90, paymentPassword: SEED_PAYMENT_PASSWORD } })));
    for (let i = 0; i < 60; i += 1)
      operations.push(outcome(t.app.inject({ method: 'POST', url: '/demo-games/api/spin', payload: { session } }).then((r) => r.json())));
    // Each reward claimed five times at once, the rebate ten times: each must pay exactly once.
    for (const id of rewardIds)
      for (let i = 0; i < 5; i += 1) operations.push(outcome(vip.client.call(endpoints.rewardClaim, { body: { rewardId: id } })));
    for (let i = 0; i < 10; i += 1) operations.push(outcome(member.client.call(endpoints.manualRebateClaim)));
    const results = await Promise.all(operations);
    expect(results).not.toContain('crash');
    // Deposits wait for the payment: approve each one twice at once; each credits exactly once.
    const deposits = t.db.prepare("SELECT id FROM deposits WHERE id > ? AND status = 'pending'").pluck().all(depositMark) as number[];
    expect(deposits).toHaveLength(60);
    const decisions = await Promise.all(
      deposits.flatMap((id) =>
        [1, 2].map(() => t.app.inject({ method: 'POST', url: `/__control/deposits/${id}`, payload: { decision: 'approve' } })),
      ),
    );
    expect(decisions.filter((r) => r.statusCode === 200)).toHaveLength(60);
    expect(decisions.filter((r) => r.statusCode === 409)).toHaveLength(60);
    // Reject half of vip01's new withdrawals (refunds), pay the rest; confirm some twice at once.
    const pending = t.db
      .prepare("SELECT id FROM withdrawals WHERE status = 'processing' AND id > ? ORDER BY id")
      .pluck()
      .all(withdrawMark) as number[];
    const settle = await Promise.all(
      pending.map((id, i) =>
        t.app.inject({
          method: 'POST',
          url: '/__control/withdrawals',
          payload: { withdrawId: id, action: i % 2 === 0 ? 'reject' : 'pay' },
        }),
      ),
    );
    expect(settle.every((r) => r.statusCode === 200)).toBe(true);
    const paidIds = pending.filter((_, i) => i % 2 === 1);
    await Promise.all(
      paidIds.flatMap((id) =>
        [vip, member].flatMap((c) => [outcome(c.client.call(endpoints.withdrawConfirm, { body: { withdrawId: id, result: 'received' } }))]),
      ),
    );

    const sum = (kind: string, sign = '') =>
      t.db.prepare(`SELECT COALESCE(SUM(amount_cents), 0) FROM ledger WHERE id > ? AND kind = ? ${sign}`).pluck().get(mark, kind) as number;
    const count = (kind: string, sign = '') =>
      t.db.prepare(`SELECT count(*) FROM ledger WHERE id > ? AND kind = ? ${sign}`).pluck().get(mark, kind) as number;
    expect(count('deposit')).toBe(60);
    expect(count('reward')).toBe(rewardIds.length);
    expect(sum('reward')).toBe(rewardCents);
    expect(count('rebate')).toBe(1);
    expect(
      t.db
        .prepare('SELECT count(*) FROM rebate_claims WHERE claimed_at > ?')
        .pluck()
        .get(Date.now() - 60_000),
    ).toBe(1);
    // Every withdrawal record made now has its debit; every rejection its refund.
    const made = t.db.prepare('SELECT count(*) FROM withdrawals WHERE id > ?').pluck().get(withdrawMark) as number;
    expect(made).toBe(pending.length);
    expect(count('withdraw', 'AND amount_cents < 0')).toBe(made);
    expect(count('withdraw', 'AND amount_cents > 0')).toBe(Math.ceil(pending.length / 2));
    expect(results.filter((r) => r === 'wallet.insufficient.funds').length).toBeGreaterThan(0);
    expect(totalMoney()).toBe(moneyBefore + sum('deposit') + sum('withdraw') + sum('bet') + sum('reward') + sum('rebate'));
    expectLedgerConsistent();
  });
});
