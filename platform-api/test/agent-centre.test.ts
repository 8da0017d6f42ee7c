import { endpoints } from 'shared-contracts';
import { clientAs, createTestApp, failure, headers, loginAs, type TestApp, walletsOffLedger } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.inject({ method: 'POST', url: '/__control/reset' });
});

describe('contracts and the lower-rate rule', () => {
  it('consolidated info shows the contract features each agent holds', async () => {
    const a1 = await (await clientAs(t.app, 'agent01')).call(endpoints.consolidatedContracts);
    expect(a1).toMatchObject({ dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 1 });
    const a2 = await (await clientAs(t.app, 'agent02')).call(endpoints.consolidatedContracts);
    expect(a2).toMatchObject({ dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 0, realtimesalreqtype: 0 });
    expect(a2.contracts.find((c) => c.kind === 'DIVIDEND')).toMatchObject({ fromAccount: 'agent01', rate: 30 });
    const member = await (await clientAs(t.app, 'member01')).call(endpoints.consolidatedContracts);
    expect(member).toMatchObject({ dailysalreqtype: 0, divtypereq: 0, contracts: [] });
  });

  it('lists offered and received contracts in every state', async () => {
    const a1 = await clientAs(t.app, 'agent01');
    const offered = await a1.call(endpoints.contracts, { query: { direction: 'offered' } });
    expect(new Set(offered.list.map((c) => c.status))).toEqual(new Set(['offered', 'accepted', 'rejected', 'terminated']));
    const received = await a1.call(endpoints.contracts, { query: { direction: 'received', kind: 'DIVIDEND' } });
    expect(received.list).toEqual([expect.objectContaining({ fromAccount: null, rate: 40, status: 'accepted' })]);
  });

  it('an agent offers only a lower rate than its own, only to a direct downline agent, only a kind it holds', async () => {
    const a1 = await clientAs(t.app, 'agent01');
    const same = await failure(a1.call(endpoints.contractOffer, { body: { toAccount: 'agent02', kind: 'DIVIDEND', rate: 40 } }));
    expect(same).toMatchObject({ errorCode: 'contract.rate.too.high', serverMessage: 'The rate must be lower than your own rate of 40%' });
    const notDirect = await failure(a1.call(endpoints.contractOffer, { body: { toAccount: 'agent03', kind: 'DIVIDEND', rate: 10 } }));
    expect(notDirect.value).toMatchObject({ fieldErrors: { toAccount: expect.any(String) } });
    const member = await failure(a1.call(endpoints.contractOffer, { body: { toAccount: 'member02', kind: 'DIVIDEND', rate: 10 } }));
    expect(member.value).toMatchObject({ fieldErrors: { toAccount: 'Contracts can only be offered to agents' } });
    const a2 = await clientAs(t.app, 'agent02');
    const notHeld = await failure(a2.call(endpoints.contractOffer, { body: { toAccount: 'agent03', kind: 'REALTIME_SALARY', rate: 0.1 } }));
    expect(notHeld.errorCode).toBe('contract.not.held');
    const plain = await t.app.inject({
      method: 'POST',
      url: endpoints.contractOffer.path,
      headers: headers(await loginAs(t.app, 'member01')),
      payload: { toAccount: 'x', kind: 'DIVIDEND', rate: 1 },
    });
    expect(plain.json()).toMatchObject({ success: false, errorCode: 'member.not.agent' });
  });

  it('accepting a new lower rate replaces the old contract and terminates downline contracts not below it', async () => {
    const a1 = await clientAs(t.app, 'agent01');
    const offer = await a1.call(endpoints.contractOffer, { body: { toAccount: 'agent02', kind: 'DIVIDEND', rate: 18 } });
    expect(offer).toMatchObject({ status: 'offered', fromAccount: 'agent01', toAccount: 'agent02', periodType: 'semimonthly' });
    const a2 = await clientAs(t.app, 'agent02');
    const result = await a2.call(endpoints.contractRespond, { body: { contractId: offer.id, action: 'accept' } });
    expect(result.contract.status).toBe('accepted');
    // agent02's old 30% contract, and its 20% contract with agent03 (not below 18%), end.
    expect(result.terminated.map((c) => [c.toAccount, c.rate])).toEqual([
      ['agent02', 30],
      ['agent03', 20],
    ]);
    const a3 = await (await clientAs(t.app, 'agent03')).call(endpoints.consolidatedContracts);
    expect(a3.divtypereq).toBe(0);
    const again = await failure(a2.call(endpoints.contractRespond, { body: { contractId: offer.id, action: 'reject' } }));
    expect(again.errorCode).toBe('contract.not.open');
  });

  it('an offer keeps its period profit and loss and bet amount per day or hour, on both sides and through the answer', async () => {
    const a1 = await clientAs(t.app, 'agent01');
    const terms = { minProfitLoss: 2500.5, minBetAmount: 1200.25, betAmountUnit: 'hour' } as const;
    const offer = await a1.call(endpoints.contractOffer, {
      body: { toAccount: 'agent02', kind: 'DIVIDEND', rate: 18, periodType: 'weekly', minActiveMembers: 3, minValidBet: 50_000, ...terms },
    });
    expect(offer).toMatchObject({ periodType: 'weekly', minActiveMembers: 3, minValidBet: 50_000, ...terms });
    const given = await a1.call(endpoints.contracts, { query: { direction: 'offered', status: 'offered', kind: 'DIVIDEND' } });
    expect(given.list.find((c) => c.id === offer.id)).toMatchObject(terms);
    const a2 = await clientAs(t.app, 'agent02');
    const received = await a2.call(endpoints.contracts, { query: { direction: 'received', status: 'offered', kind: 'DIVIDEND' } });
    expect(received.list.find((c) => c.id === offer.id)).toMatchObject(terms);
    const accepted = await a2.call(endpoints.contractRespond, { body: { contractId: offer.id, action: 'accept' } });
    expect(accepted.contract).toMatchObject({ status: 'accepted', ...terms });
    expect((await a2.call(endpoints.consolidatedContracts)).contracts.find((c) => c.id === offer.id)).toMatchObject(terms);
  });

  it('without the new terms an offer counts 0, per hour for hourly salaries and per day otherwise; seeded contracts too', async () => {
    const a1 = await clientAs(t.app, 'agent01');
    const hourly = await a1.call(endpoints.contractOffer, { body: { toAccount: 'agent02', kind: 'HOURLY_SALARY', rate: 0.1 } });
    expect(hourly).toMatchObject({ minProfitLoss: 0, minBetAmount: 0, betAmountUnit: 'hour' });
    const dividend = await a1.call(endpoints.contractOffer, { body: { toAccount: 'agent02', kind: 'DIVIDEND', rate: 10 } });
    expect(dividend).toMatchObject({ minProfitLoss: 0, minBetAmount: 0, betAmountUnit: 'day' });
    const held = (await a1.call(endpoints.consolidatedContracts)).contracts;
    expect(held.find((c) => c.kind === 'REALTIME_SALARY')?.betAmountUnit).toBe('hour');
    expect(held.find((c) => c.kind === 'DAILY_SALARY')?.betAmountUnit).toBe('day');
  });

  it.each([
    ['a negative period profit and loss', { minProfitLoss: -100 }, 'body.minProfitLoss'],
    ['a bet amount with 3 decimals', { minBetAmount: 10.005 }, 'body.minBetAmount'],
    ['a bet amount that is text', { minBetAmount: 'ten' }, 'body.minBetAmount'],
    ['a unit other than day or hour', { betAmountUnit: 'week' }, 'body.betAmountUnit'],
  ])('refuses an offer with %s in the platform envelope and stores nothing', async (_name, extra, field) => {
    const token = await loginAs(t.app, 'agent01');
    const count = () => t.db.prepare('SELECT COUNT(*) FROM contracts').pluck().get();
    const before = count();
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.contractOffer.path,
      headers: headers(token),
      payload: { toAccount: 'agent02', kind: 'DIVIDEND', rate: 10, ...extra },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      value: null,
      errorCode: expect.any(String),
      message: expect.stringContaining(field),
    });
    expect(count()).toBe(before);
  });

  it('rejects an offer, and an upline terminates with a cascade', async () => {
    const a2 = await clientAs(t.app, 'agent02');
    const open = (await a2.call(endpoints.contracts, { query: { status: 'offered' } })).list[0]!;
    expect((await a2.call(endpoints.contractRespond, { body: { contractId: open.id, action: 'reject' } })).contract.status).toBe(
      'rejected',
    );
    const a1 = await clientAs(t.app, 'agent01');
    const dividend = (await a1.call(endpoints.contracts, { query: { direction: 'offered', status: 'accepted', kind: 'DIVIDEND' } }))
      .list[0]!;
    const ended = await a1.call(endpoints.contractTerminate, { body: { contractId: dividend.id, reason: 'Season over' } });
    expect(ended.contract).toMatchObject({ status: 'terminated', terminatedReason: 'Season over' });
    expect(ended.terminated.map((c) => c.toAccount)).toEqual(['agent03']);
    expect((await failure(a2.call(endpoints.contractTerminate, { body: { contractId: dividend.id } }))).errorCode).toBe(
      'resource.not.found',
    );
  });
});

describe('salaries, dividends, raffle', () => {
  it('daily salary lists the seeded settlements; real-time salary settles 5-minute windows once', async () => {
    const a1 = await clientAs(t.app, 'agent01');
    const daily = await a1.call(endpoints.dailySalary);
    expect(daily.contract).toMatchObject({ kind: 'DAILY_SALARY', rate: 1.2 });
    expect(daily.list.length).toBeGreaterThanOrEqual(7);
    expect(daily.totalPaid).toBeGreaterThan(0);
    // Team bets now, then read the real-time salary twice at once: each window is settled once.
    const vipLaunch = await t.app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?gameType=RNG&vassalage=PG&nodeId=10001',
      headers: headers(await loginAs(t.app, 'member02')),
    });
    expect(vipLaunch.statusCode).toBe(200);
    const [first, second] = await Promise.all([a1.call(endpoints.realtimeSalary, { body: {} }), a1.call(endpoints.realtimeSalary)]);
    expect(first.contract?.kind).toBe('REALTIME_SALARY');
    expect(second.totalCount).toBe(first.totalCount);
    const windows = t.db
      .prepare(
        "SELECT period_start, count(*) AS n FROM salary_records WHERE kind = 'REALTIME_SALARY' GROUP BY account_id, period_start HAVING n > 1",
      )
      .all();
    expect(windows).toEqual([]);
    expect((await a1.call(endpoints.hourlySalary, { body: { pageSize: 5 } })).list.length).toBeLessThanOrEqual(5);
    const member = await failure((await clientAs(t.app, 'member01')).call(endpoints.dailySalary));
    expect(member.errorCode).toBe('member.not.agent');
    expect(walletsOffLedger(t.db)).toEqual([]);
  });

  it('a pending dividend is requested and paid once', async () => {
    const a2 = await clientAs(t.app, 'agent02');
    const records = await a2.call(endpoints.dividendRecords);
    expect(new Set(records.list.map((r) => r.status))).toEqual(new Set(['paid', 'pending', 'rejected']));
    const pending = records.list.find((r) => r.status === 'pending')!;
    const before = (await a2.call(endpoints.walletBalance)).sumBalance;
    const results = await Promise.allSettled([1, 2, 3].map(() => a2.call(endpoints.dividendRequest, { query: { recordId: pending.id } })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await a2.call(endpoints.walletBalance)).sumBalance).toBeCloseTo(before + pending.amount, 2);
    expect((await a2.call(endpoints.dividendRecords, { query: { status: 'paid' } })).totalPaid).toBeGreaterThan(pending.amount);
    expect(walletsOffLedger(t.db)).toEqual([]);
  });

  it('a raffle draws once per day per promotion', async () => {
    const client = await clientAs(t.app, 'member01');
    const promotions = (await client.call(endpoints.promotionList)).list;
    const open = promotions.find((p) => p.kind === 'raffle' && p.state === 'join')!;
    expect(open.action).toBe('draw');
    const [a, b] = await Promise.allSettled([
      client.call(endpoints.raffleClaim, { body: { promotionId: open.id } }),
      client.call(endpoints.raffleClaim, { body: { promotionId: open.id } }),
    ]);
    expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected']);
    const won = a.status === 'fulfilled' ? a.value : (b as PromiseFulfilledResult<{ prize: number; balance: number }>).value;
    expect(won.balance).toBeCloseTo(1000 + won.prize, 2);
    expect((await client.call(endpoints.promotionDetail, { query: { id: open.id } })).state).toBe('joined');
    const closed = promotions.find((p) => p.state === 'closed')!;
    expect((await failure(client.call(endpoints.raffleClaim, { body: { promotionId: closed.id } }))).errorCode).toMatch(
      /^(raffle\.not\.open|resource\.not\.found)$/,
    );
    expect(walletsOffLedger(t.db)).toEqual([]);
  });
});

describe('team pages', () => {
  it('downlines several levels deep, search and drill-down', async () => {
    const a1 = await clientAs(t.app, 'agent01');
    const all = await a1.call(endpoints.agentDownlines, { query: { pageSize: 100 } });
    expect(Math.max(...all.list.map((d) => d.level))).toBeGreaterThanOrEqual(3);
    expect(all.list.find((d) => d.account === 'agent02')).toMatchObject({
      parentAccount: 'agent01',
      level: 1,
      contracts: expect.arrayContaining([expect.objectContaining({ kind: 'DIVIDEND', rate: 30 })]),
    });
    const drill = await a1.call(endpoints.agentDownlines, { query: { parent: 'agent02', directOnly: 'true' } });
    expect(drill.list.every((d) => d.parentAccount === 'agent02')).toBe(true);
    expect(
      (await a1.call(endpoints.agentDownlines, { query: { account: 'MEMBER0' } })).list.every((d) => d.account.startsWith('member0')),
    ).toBe(true);
  });

  it('register centre shows the invitation link and registers a downline under the rules', async () => {
    const a1 = await clientAs(t.app, 'agent01');
    const centre = await a1.call(endpoints.registerCenter);
    expect(centre).toMatchObject({ affiliateCode: 'HUNG88' });
    expect(centre.affiliateLink).toMatch(/affiliateCode=HUNG88$/);
    const bad = await failure(a1.call(endpoints.registerDownline, { body: { username: '1x', password: 'short' } }));
    expect(Object.keys((bad.value as { fieldErrors: object }).fieldErrors).sort()).toEqual(['password', 'username']);
    const created = await a1.call(endpoints.registerDownline, { body: { username: 'newagent9', password: 'abc12345', isAgent: true } });
    expect(created).toMatchObject({ username: 'newagent9', isAgent: 2 });
    expect((await a1.call(endpoints.registerCenter)).registeredToday).toBe(centre.registeredToday + 1);
    expect(
      (await failure(a1.call(endpoints.registerDownline, { body: { username: 'newagent9', password: 'abc12345' } }))).value,
    ).toMatchObject({ fieldErrors: { username: expect.any(String) } });
    expect(walletsOffLedger(t.db)).toEqual([]);
  });

  it('profit and loss, revenue and downline transactions add up', async () => {
    const a1 = await clientAs(t.app, 'agent01');
    const range = { startTime: Date.now() - 30 * 86_400_000, endTime: Date.now() + 60_000 };
    const pl = await a1.call(endpoints.agentProfitLoss, { query: { ...range, pageSize: 100 } });
    expect(pl.total.betAmount).toBeCloseTo(
      pl.list.reduce((s, r) => s + r.betAmount, 0),
      2,
    );
    const overview = await a1.call(endpoints.agentTeamOverview, { query: { period: 'month' } });
    expect(pl.totalCount).toBe(overview.teamSize);
    const revenue = await a1.call(endpoints.agentRevenueReport, { query: range });
    expect(revenue.total.salary).toBeGreaterThan(0);
    expect(revenue.total.income).toBeCloseTo(revenue.total.salary + revenue.total.dividend, 2);
    const tx = await a1.call(endpoints.agentDownlineTransactions, { query: { ...range, kind: 'deposit', pageSize: 5 } });
    expect(tx.list.every((r) => r.kind === 'deposit')).toBe(true);
    expect(tx.totalCount).toBeGreaterThan(5);
    const one = await a1.call(endpoints.agentDownlineTransactions, { query: { account: 'member07' } });
    expect(one.list.every((r) => r.account === 'member07')).toBe(true);
    expect((await failure(a1.call(endpoints.agentDownlineTransactions, { query: { account: 'vip01' } }))).value).toMatchObject({
      fieldErrors: { account: expect.any(String) },
    });
  });
});
