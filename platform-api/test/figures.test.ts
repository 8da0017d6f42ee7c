import { endpoints, type ApiClient } from 'shared-contracts';
import { REFERRAL_COMMISSION_RATE } from '../src/domain/account/referral';
import { SEED_PAYMENT_PASSWORD } from '../src/db/seed-data/accounts';
import { clientAs, createBrowserClient, createTestApp, headers, loginAs, walletsOffLedger, type TestApp } from './helpers';

// Figures that agree (issue 36): what one page adds up, another shows the same; every referral,
// VIP level, refund and rebate period the API answers is one the spec's rules explain.

const DAY = 86_400_000;
let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  // The server's clock jumps ahead of the client's login stamps: no freshness check (login-freshness.test.ts).
  t = await createTestApp({ now: () => clock, loginFreshness: null });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = Date.now();
  await t.app.inject({ method: 'POST', url: '/__control/reset' });
});

const cents = (amount: number) => Math.round(amount * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + cents(value), 0);

describe('profit and loss', () => {
  it("personal: the categories' rows add up to the bets' result, and the total adds bonus and rebate to it", async () => {
    for (const account of ['member01', 'vip01', 'agent01']) {
      const pl = await (await clientAs(t.app, account)).call(endpoints.personalProfitLoss);
      expect(sum(pl.byGameType.map((row) => row.betAmount))).toBe(cents(pl.betAmount));
      expect(sum(pl.byGameType.map((row) => row.winAmount))).toBe(cents(pl.winAmount));
      // The table's total row is the rows' sum: win - bet (what the client shows under the rows).
      expect(sum(pl.byGameType.map((row) => row.profit))).toBe(cents(pl.winAmount) - cents(pl.betAmount));
      // `profit` (the summary) is the player's result with bonus and rebate (the contract's rule).
      expect(cents(pl.profit)).toBe(cents(pl.winAmount) - cents(pl.betAmount) + cents(pl.bonus) + cents(pl.rebate));
    }
  });

  it("team: on one page the members' rows add up to the total, figure by figure", async () => {
    const agent = await clientAs(t.app, 'agent01');
    const pl = await agent.call(endpoints.agentProfitLoss, { query: { pageSize: 200 } });
    expect(pl.totalPages).toBe(1);
    for (const figure of ['deposit', 'withdraw', 'betAmount', 'validBet', 'winAmount', 'bonus', 'rebate', 'profit'] as const) {
      expect([figure, sum(pl.list.map((row) => row[figure]))]).toEqual([figure, cents(pl.total[figure])]);
    }
  });
});

describe('referral', () => {
  it("the seeded invitations' first deposits paid the rules' bonus: member01 earned 10.00 for each of its two friends", async () => {
    const member = await clientAs(t.app, 'member01');
    const details = await member.call(endpoints.referralDetails);
    expect(details.firstDepositBonus).toBe(10);
    expect(details.depositedInvitations).toBe(2);
    expect(details.invitees.map((i) => [i.deposited, i.earned])).toEqual([
      [true, 10],
      [true, 10],
    ]);
    expect(details.commissionTotal).toBe(20);
    expect(details.rules).toContain('<strong>$10.00</strong>');
    // The bonuses are in the wallet's history, and the seeded balance stays.
    const bonuses = await member.call(endpoints.bonusDetails, { query: { startTime: clock - 90 * DAY, kind: 'bonus', pageSize: 200 } });
    expect(bonuses.list.filter((row) => row.title.startsWith('Referral ')).map((row) => row.amount)).toEqual([10, 10]);
    expect((await member.call(endpoints.walletBalance)).sumBalance).toBe(1000);
    expect(walletsOffLedger(t.db)).toEqual([]);
  });

  it("a friend's first approved deposit pays the bonus once; each finished day pays the share of the friend's bets once", async () => {
    const friendName = 'friend36';
    const browser = createBrowserClient(t.app);
    await browser.client.call(endpoints.captcha);
    const answer = (await t.app.inject({ method: 'GET', url: '/__control/captcha' })).json().answer as string;
    await browser.client.call(endpoints.register, {
      body: {
        username: friendName,
        password: 'friend99',
        confirmPassword: 'friend99',
        captcha: answer,
        referralCode: 'MINH01',
        login: false,
      },
    });
    const friend = await clientAs(t.app, friendName, 'friend99');
    // A new session each time: a day later the old one has expired.
    const earned = async () =>
      (await (await clientAs(t.app, 'member01')).call(endpoints.referralDetails)).invitees.find((i) => i.account === 'fr***36')!;

    for (const amount of [50, 80]) {
      const deposit = await friend.call(endpoints.deposit, { body: { channelId: 1, amount } });
      await t.app.inject({ method: 'POST', url: `/__control/deposits/${deposit.depositId}`, payload: { decision: 'approve' } });
    }
    expect(await earned()).toMatchObject({ deposited: true, earned: 10 });

    // The friend plays today; tomorrow the referral page pays 0.3 % of today's valid bet, once.
    const token = await loginAs(t.app, friendName, 'friend99');
    const launch = await t.app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?gameType=RNG&vassalage=PG&nodeId=10001',
      headers: headers(token),
    });
    const session = new URL(launch.json().value.content.game_url).searchParams.get('session');
    for (let i = 0; i < 40; i += 1) await t.app.inject({ method: 'POST', url: '/demo-games/api/spin', payload: { session } });
    expect(await earned()).toMatchObject({ earned: 10 });
    clock += DAY;
    const shareCents = Math.floor((4000 * REFERRAL_COMMISSION_RATE) / 100);
    expect(cents((await earned()).earned)).toBe(1000 + shareCents);
    expect(cents((await earned()).earned)).toBe(1000 + shareCents);
    expect(walletsOffLedger(t.db)).toEqual([]);
  });
});

describe('VIP', () => {
  it("every seeded member's level is on the ladder, with the ladder's label", async () => {
    for (const account of ['member01', 'vip01', 'agent01', 'agent02', 'member02']) {
      const client: ApiClient = await clientAs(t.app, account);
      const [info, vip] = await Promise.all([client.call(endpoints.memberInfo), client.call(endpoints.vipLevels)]);
      const level = vip.levels.find((l) => l.level === info.clubLabel.rankLevel);
      expect([account, level?.clubLabel]).toEqual([account, expect.objectContaining(info.clubLabel)]);
      expect(vip.progress?.level).toBe(info.clubLabel.rankLevel);
    }
  });
});

describe('withdrawals', () => {
  it('a rejected withdrawal says it was refunded: when, and with its own row in the transaction details', async () => {
    const vip = await clientAs(t.app, 'vip01');
    const seeded = (await vip.call(endpoints.withdrawRecords, { query: { status: 'rejected' } })).list;
    expect(seeded).toEqual([expect.objectContaining({ status: 'rejected', refundedAt: expect.any(Number) })]);

    const member = await clientAs(t.app, 'member01');
    const withdrawal = await member.call(endpoints.withdraw, { body: { amount: 70, paymentPassword: SEED_PAYMENT_PASSWORD } });
    await t.app.inject({ method: 'POST', url: '/__control/withdrawals', payload: { withdrawId: withdrawal.withdrawId, action: 'reject' } });
    const [record] = (await member.call(endpoints.withdrawRecords)).list;
    expect(record).toMatchObject({ withdrawId: withdrawal.withdrawId, status: 'rejected', refundedAt: clock });
    const rows = (await member.call(endpoints.transactionDetails, { query: { kind: 'withdraw' } })).list;
    expect(rows.slice(0, 2).map((row) => [row.amount, row.memo])).toEqual([
      [70, `refund of withdrawal #${withdrawal.withdrawId}`],
      [-70, `withdrawal #${withdrawal.withdrawId}`],
    ]);
    expect((await member.call(endpoints.walletBalance)).sumBalance).toBe(1000);
  });
});

describe('rebate', () => {
  it("counts from the member's registration until the first claim, then from the last claim (never from 1970)", async () => {
    const member = await clientAs(t.app, 'member01');
    const registeredAt = (await member.call(endpoints.memberInfo)).regDate;
    const before = await member.call(endpoints.manualRebate);
    expect(before.history).toEqual([]);
    expect(before.since).toBe(registeredAt);
    expect(before.claimableAmount).toBeGreaterThan(0);
    await member.call(endpoints.manualRebateClaim);
    const after = await member.call(endpoints.manualRebate);
    expect(after.since).toBe(clock);
    expect(after.since).toBe(after.history[0]!.claimedAt);
    expect(after.claimableAmount).toBe(0);
  });
});
