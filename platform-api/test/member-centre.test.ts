import { endpoints } from 'shared-contracts';
import { SEED_PAYMENT_PASSWORD } from '../src/db/seed-data/accounts';
import { clientAs, createTestApp, failure, headers, loginAs, type TestApp, walletsOffLedger } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.inject({ method: 'POST', url: '/__control/reset' });
});

describe('deposit and withdraw', () => {
  it('requests a deposit through a channel within its limits: pending, credited only on approval', async () => {
    const client = await clientAs(t.app, 'member01');
    const settings = await client.call(endpoints.depositSettings);
    expect(settings.allowDeposit).toBe('Y');
    expect(settings.channels.find((c) => c.type === 'QR')?.qrPayload).toMatch(/^WLDEMO\|DEPOSIT\|/);
    const result = await client.call(endpoints.deposit, { body: { channelId: 1, amount: 50.25 } });
    expect(result).toMatchObject({ amount: 50.25, status: 'pending', balance: 1000, channelName: 'Local bank transfer' });
    expect((await client.call(endpoints.walletBalance)).sumBalance).toBe(1000);
    expect((await client.call(endpoints.depositRecords, { query: { status: 'pending' } })).list).toEqual([
      expect.objectContaining({ depositId: result.depositId, status: 'pending' }),
    ]);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/__control/deposits/${result.depositId}`,
      payload: { decision: 'approve' },
    });
    expect(approved.json()).toMatchObject({ ok: true, deposit: { status: 'approved', decidedAt: expect.any(Number) } });
    expect(
      (await t.app.inject({ method: 'POST', url: `/__control/deposits/${result.depositId}`, payload: { decision: 'reject' } })).statusCode,
    ).toBe(409);
    expect((await client.call(endpoints.walletBalance)).sumBalance).toBe(1050.25);
    const ledger = await client.call(endpoints.transactionDetails, { query: { kind: 'deposit' } });
    expect(ledger.list[0]).toMatchObject({ kind: 'deposit', amount: 50.25, memo: `deposit #${result.depositId} via Local bank transfer` });
    const second = await client.call(endpoints.deposit, { body: { channelId: 2, amount: 20 } });
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/__control/deposits/${second.depositId}`,
      payload: { decision: 'reject', reason: 'No payment arrived' },
    });
    expect(rejected.json().deposit).toMatchObject({ status: 'rejected', rejectReason: 'No payment arrived' });
    expect((await client.call(endpoints.walletBalance)).sumBalance).toBe(1050.25);
    const listed = await t.app.inject({ method: 'GET', url: '/__control/deposits?status=rejected' });
    expect(listed.json().deposits).toEqual([expect.objectContaining({ depositId: second.depositId, account: 'member01' })]);
    expect((await client.call(endpoints.depositRecords)).list.map((d) => d.status)).toEqual(['rejected', 'approved']);
    const small = await failure(client.call(endpoints.deposit, { body: { channelId: 1, amount: 1 } }));
    expect(small.value).toMatchObject({ fieldErrors: { amount: expect.stringContaining('10.00') } });
    const bad = await failure(client.call(endpoints.deposit, { body: { channelId: 1, amount: 1.234 } }));
    expect(bad.kind).toBe('request');
    expect(walletsOffLedger(t.db)).toEqual([]);
  });

  it('withdraws (payment password checked), then the member confirms received, partially or not received', async () => {
    const client = await clientAs(t.app, 'member01');
    const settings = await client.call(endpoints.withdrawSettings, { query: { groupId: 0 } });
    expect(settings).toMatchObject({
      minimumAmount: 50,
      autoReceivedMinutes: 30,
      balance: 1000,
      bankAccount: { bankName: 'Vietcombank', accountName: 'NGUYEN VAN MINH' },
      dailyCount: 0,
      dailyLimit: 5,
      hasPaymentPassword: true,
    });
    expect(settings.bankCards).toHaveLength(1);
    expect(settings.bankCards[0]!.accountNoMasked).toMatch(/^\*\*\*\* \*\*\*\* \d{4}$/);
    const wrong = await failure(client.call(endpoints.withdraw, { body: { amount: 100, paymentPassword: '111111' } }));
    expect(wrong).toMatchObject({ errorCode: 'payment.password.invalid', value: { fieldErrors: { paymentPassword: expect.any(String) } } });
    const tooMuch = await failure(client.call(endpoints.withdraw, { body: { amount: 5000, paymentPassword: SEED_PAYMENT_PASSWORD } }));
    expect(tooMuch.errorCode).toBe('wallet.insufficient.funds');
    expect(
      t.db.prepare("SELECT count(*) FROM withdrawals w JOIN accounts a ON a.id = w.account_id WHERE a.username = 'member01'").pluck().get(),
    ).toBe(0);
    const ids: number[] = [];
    for (const amount of [100, 200, 300]) {
      const w = await client.call(endpoints.withdraw, { body: { amount, paymentPassword: SEED_PAYMENT_PASSWORD } });
      expect(w.status).toBe('processing');
      ids.push(w.withdrawId);
    }
    expect((await client.call(endpoints.walletBalance)).sumBalance).toBe(400);
    expect((await client.call(endpoints.withdrawSettings)).dailyCount).toBe(3);
    const early = await failure(client.call(endpoints.withdrawConfirm, { body: { withdrawId: ids[0]!, result: 'received' } }));
    expect(early.serverMessage).toBe('This withdrawal has not been paid yet');
    for (const id of ids) await t.app.inject({ method: 'POST', url: '/__control/withdrawals', payload: { withdrawId: id, action: 'pay' } });
    const paid = await client.call(endpoints.withdrawRecords, { query: { status: 'paid' } });
    expect(paid.list).toHaveLength(3);
    expect(paid.list[0]!.autoReceiveAt).toBeGreaterThan(Date.now());
    expect((await client.call(endpoints.withdrawConfirm, { body: { withdrawId: ids[0]!, result: 'received' } })).status).toBe('received');
    const partialMissing = await failure(
      client.call(endpoints.withdrawConfirm, { body: { withdrawId: ids[1]!, result: 'partially_received' } }),
    );
    expect(partialMissing.value).toMatchObject({ fieldErrors: { receivedAmount: expect.any(String) } });
    const partial = await client.call(endpoints.withdrawConfirm, {
      body: { withdrawId: ids[1]!, result: 'partially_received', receivedAmount: 150 },
    });
    expect(partial).toMatchObject({ status: 'partially_received', receivedAmount: 150 });
    expect(
      (await client.call(endpoints.withdrawConfirm, { body: { withdrawId: ids[2]!, result: 'not_received', remark: 'nothing' } })).status,
    ).toBe('not_received');
    const twice = await failure(client.call(endpoints.withdrawConfirm, { body: { withdrawId: ids[2]!, result: 'received' } }));
    expect(twice.serverMessage).toBe('This withdrawal is already settled');
    // Confirming never moves money again.
    expect((await client.call(endpoints.walletBalance)).sumBalance).toBe(400);
    expect(walletsOffLedger(t.db)).toEqual([]);
  });

  it('counts an unconfirmed paid withdrawal as received after the configured minutes; a rejection refunds', async () => {
    const client = await clientAs(t.app, 'member01');
    const a = await client.call(endpoints.withdraw, { body: { amount: 100, paymentPassword: SEED_PAYMENT_PASSWORD } });
    const b = await client.call(endpoints.withdraw, { body: { amount: 60, paymentPassword: SEED_PAYMENT_PASSWORD } });
    await t.app.inject({ method: 'POST', url: '/__control/withdrawals', payload: { withdrawId: b.withdrawId, action: 'reject' } });
    expect((await client.call(endpoints.walletBalance)).sumBalance).toBe(900);
    await t.app.inject({ method: 'POST', url: '/__control/withdrawals', payload: { payAfterMinutes: 0, autoReceivedMinutes: 0 } });
    const records = await client.call(endpoints.withdrawRecords);
    expect(records.list.find((w) => w.withdrawId === a.withdrawId)).toMatchObject({ status: 'auto_received', receivedAmount: 100 });
    expect(records.list.find((w) => w.withdrawId === b.withdrawId)).toMatchObject({ status: 'rejected' });
    expect(walletsOffLedger(t.db)).toEqual([]);
  });

  it('seeds a withdrawal in every state for vip01', async () => {
    const client = await clientAs(t.app, 'vip01');
    const records = await client.call(endpoints.withdrawRecords, { query: { pageSize: 200 } });
    expect(new Set(records.list.map((w) => w.status))).toEqual(
      new Set(['processing', 'paid', 'received', 'partially_received', 'not_received', 'auto_received', 'rejected']),
    );
  });
});

describe('member info', () => {
  it('names the upline of a member that has one (the transfer to upline is addressed to it), and none for a top-level account', async () => {
    const member02 = await (await clientAs(t.app, 'member02')).call(endpoints.memberInfo);
    expect(member02).toMatchObject({ toUpline: true, uplineAccount: 'agent01' });
    const member01 = await (await clientAs(t.app, 'member01')).call(endpoints.memberInfo);
    expect(member01.toUpline).toBe(false);
    expect(member01.uplineAccount).toBeUndefined();
  });
});

describe('records', () => {
  it('betting records page through a date range with a summary; agents read downlines only', async () => {
    const vip = await clientAs(t.app, 'vip01');
    const all = await vip.call(endpoints.bettingRecords, { query: { pageSize: 200 } });
    expect(all.summary.count).toBeGreaterThan(0);
    expect(all.summary.betAmount).toBeCloseTo(
      all.list.reduce((s, r) => s + r.betAmount, 0),
      2,
    );
    const page2 = await vip.call(endpoints.bettingRecords, { query: { pageSize: 3, pageNo: 2 } });
    expect(page2.list[0]!.id).toBe(all.list[3]!.id);
    const empty = await vip.call(endpoints.bettingRecords, { query: { startTime: 0, endTime: 1000 } });
    expect(empty).toMatchObject({ list: [], totalCount: 0, summary: { betAmount: 0 } });
    const reversed = await failure(vip.call(endpoints.bettingRecords, { query: { startTime: 2000, endTime: 1000 } }));
    expect(reversed.errorCode).toBe('request.validation.failed');
    const agent = await clientAs(t.app, 'agent01');
    expect(
      (await agent.call(endpoints.bettingRecords, { query: { account: 'member07' } })).list.every((r) => r.account === 'member07'),
    ).toBe(true);
    expect((await failure(agent.call(endpoints.bettingRecords, { query: { account: 'vip01' } }))).value).toMatchObject({
      fieldErrors: { account: expect.any(String) },
    });
    expect((await failure(vip.call(endpoints.bettingRecords, { query: { account: 'member02' } }))).errorCode).toBe('member.not.agent');
  });

  it('profit and loss add up with the betting records; bonus details list credited bonuses', async () => {
    const vip = await clientAs(t.app, 'vip01');
    const range = { startTime: Date.now() - 40 * 86_400_000, endTime: Date.now() };
    const pl = await vip.call(endpoints.personalProfitLoss, { query: range });
    const bets = await vip.call(endpoints.bettingRecords, { query: { ...range, pageSize: 1 } });
    expect(pl.betAmount).toBeCloseTo(bets.summary.betAmount, 2);
    expect(pl.profit).toBeCloseTo(pl.winAmount - pl.betAmount + pl.bonus + pl.rebate, 2);
    expect(pl.byGameType.reduce((s, g) => s + g.betAmount, 0)).toBeCloseTo(pl.betAmount, 2);
    const bonuses = await vip.call(endpoints.bonusDetails, { query: { ...range, pageSize: 200 } });
    expect(bonuses.totalAmount).toBeCloseTo(
      bonuses.list.reduce((s, b) => s + b.amount, 0),
      2,
    );
    expect(bonuses.totalAmount).toBeCloseTo(pl.bonus + pl.rebate, 2);
  });
});

describe('reward centre, referral, messages, manual rebate', () => {
  it('claims a reward once; expired and claimed ones cannot be claimed', async () => {
    const client = await clientAs(t.app, 'member01');
    const rewards = await client.call(endpoints.rewardCenter);
    expect(new Set(rewards.list.map((r) => r.status))).toEqual(new Set(['claimable', 'claimed', 'expired']));
    const claimable = rewards.list.find((r) => r.status === 'claimable')!;
    const result = await client.call(endpoints.rewardClaim, { body: { rewardId: claimable.id } });
    expect(result.balance).toBeCloseTo(1000 + claimable.amount, 2);
    expect((await failure(client.call(endpoints.rewardClaim, { body: { rewardId: claimable.id } }))).errorCode).toBe(
      'reward.already.claimed',
    );
    const expired = rewards.list.find((r) => r.status === 'expired')!;
    expect((await failure(client.call(endpoints.rewardClaim, { body: { rewardId: expired.id } }))).errorCode).toBe('reward.expired');
    expect((await client.call(endpoints.rewardCenter)).claimableAmount).toBeCloseTo(rewards.claimableAmount - claimable.amount, 2);
    expect(walletsOffLedger(t.db)).toEqual([]);
  });

  it('referral details list the invitees; a code is generated on demand', async () => {
    const member = await clientAs(t.app, 'member01');
    const details = await member.call(endpoints.referralDetails, { query: { autoGenerate: 'true' } });
    expect(details).toMatchObject({ referralCode: 'MINH01', totalInvitations: 2 });
    expect(details.referralLink).toMatch(/\?r=MINH01$/);
    const agent = await clientAs(t.app, 'member05');
    expect((await agent.call(endpoints.referralDetails, { query: { autoGenerate: 'false' } })).referralCode).toBeNull();
    const generated = await agent.call(endpoints.referralDetails);
    expect(generated.referralCode).toMatch(/^R[0-9A-Z]+$/);
    expect((await agent.call(endpoints.referralDetails)).referralCode).toBe(generated.referralCode);
  });

  it('messages: list, read and delete keep the unread count consistent with the unread-count call', async () => {
    const client = await clientAs(t.app, 'vip01');
    const inbox = await client.call(endpoints.inboxList);
    expect(inbox.unreadCount).toBe(await client.call(endpoints.unreadCount));
    expect(inbox.unreadCount).toBeGreaterThan(0);
    expect(inbox.list[0]!.content).toContain('<');
    const firstUnread = inbox.list.find((m) => !m.isRead)!;
    const read = await client.call(endpoints.inboxRead, { body: { ids: [firstUnread.id, 999_999] } });
    expect(read).toEqual({ updated: 1, unreadCount: inbox.unreadCount - 1 });
    expect(await client.call(endpoints.unreadCount)).toBe(read.unreadCount);
    expect((await client.call(endpoints.memberInfo)).unreadMessageCount).toBe(read.unreadCount);
    // Someone else's message is never touched.
    const other = t.db
      .prepare("SELECT m.id FROM messages m JOIN accounts a ON a.id = m.account_id WHERE a.username = 'member01' LIMIT 1")
      .pluck()
      .get() as number;
    expect((await client.call(endpoints.inboxDelete, { body: { ids: [other] } })).deleted).toBe(0);
    const all = await client.call(endpoints.inboxRead, { body: { all: true } });
    expect(all.unreadCount).toBe(0);
    expect((await client.call(endpoints.inboxList, { query: { unreadOnly: 'true' } })).totalCount).toBe(0);
  });

  it('manual rebate pays the rate on bets since the last claim, once', async () => {
    const client = await clientAs(t.app, 'member01');
    const before = await client.call(endpoints.manualRebate);
    expect(before.claimableAmount).toBeGreaterThan(0);
    expect(before.claimableAmount).toBeCloseTo(
      before.lines.reduce((s, l) => s + l.amount, 0),
      2,
    );
    const claim = await client.call(endpoints.manualRebateClaim);
    expect(claim.amount).toBe(before.claimableAmount);
    expect(claim.balance).toBeCloseTo(1000 + claim.amount, 2);
    expect((await failure(client.call(endpoints.manualRebateClaim))).errorCode).toBe('rebate.nothing.to.claim');
    const after = await client.call(endpoints.manualRebate);
    expect(after).toMatchObject({ claimableAmount: 0, history: [expect.objectContaining({ amount: claim.amount })] });
    expect(walletsOffLedger(t.db)).toEqual([]);
  });

  it('trial accounts cannot use money features', async () => {
    const token = await loginAs(t.app, 'trial01');
    const response = await t.app.inject({ method: 'GET', url: endpoints.depositSettings.path, headers: headers(token) });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'member.trial.account' });
  });
});
