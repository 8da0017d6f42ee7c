import { MAIN_WALLET_TYPE_ID, endpoints } from 'shared-contracts';
import { SEED_PAYMENT_PASSWORD } from '../src/db/seed-data/accounts';
import { clientAs, createTestApp, failure, loginAs, walletsOffLedger, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.inject({ method: 'POST', url: '/__control/reset' });
});

describe('payment password and bank cards', () => {
  it('sets a payment password with the login password, then changes it with the old one', async () => {
    const client = await clientAs(t.app, 'member05');
    expect((await client.call(endpoints.withdrawSettings)).hasPaymentPassword).toBe(false);
    const noCard = await failure(
      client.call(endpoints.bankCardAdd, {
        body: { bankName: 'ACB', accountName: 'TRAN VAN A', accountNo: '0123 4567 8901', paymentPassword: '135790' },
      }),
    );
    expect(noCard.errorCode).toBe('payment.password.required');
    const wrongLogin = await failure(
      client.call(endpoints.paymentPassword, { body: { newPaymentPassword: '135790', loginPassword: 'nope' } }),
    );
    expect(wrongLogin.value).toMatchObject({ fieldErrors: { password: expect.any(String) } });
    expect(await client.call(endpoints.paymentPassword, { body: { newPaymentPassword: '135790', loginPassword: 'secret88' } })).toEqual({
      hasPaymentPassword: true,
    });
    const noOld = await failure(
      client.call(endpoints.paymentPassword, { body: { newPaymentPassword: '246802', loginPassword: 'secret88' } }),
    );
    expect(noOld.value).toMatchObject({ fieldErrors: { oldPaymentPassword: expect.any(String) } });
    expect(await client.call(endpoints.paymentPassword, { body: { newPaymentPassword: '246802', oldPaymentPassword: '135790' } })).toEqual({
      hasPaymentPassword: true,
    });
    const bad = await failure(
      client.call(endpoints.paymentPassword, { body: { newPaymentPassword: '12ab', oldPaymentPassword: '246802' } }),
    );
    expect(bad.kind).toBe('request');
  });

  it('binds bank cards (masked, the first is the default, duplicates refused) and withdraws to one', async () => {
    const client = await clientAs(t.app, 'member01');
    const before = await client.call(endpoints.bankCards);
    expect(before.list).toHaveLength(1);
    const wrong = await failure(
      client.call(endpoints.bankCardAdd, {
        body: { bankName: 'ACB', accountName: 'NGUYEN VAN MINH', accountNo: '9704-1234-5678-9012', paymentPassword: '000000' },
      }),
    );
    expect(wrong.errorCode).toBe('payment.password.invalid');
    const card = await client.call(endpoints.bankCardAdd, {
      body: { bankName: 'ACB', accountName: 'NGUYEN VAN MINH', accountNo: '9704-1234-5678-9012', paymentPassword: SEED_PAYMENT_PASSWORD },
    });
    expect(card).toMatchObject({ bankName: 'ACB', accountNoMasked: '**** **** 9012', isDefault: false });
    expect(JSON.stringify(await client.call(endpoints.bankCards))).not.toContain('97041234');
    const twice = await failure(
      client.call(endpoints.bankCardAdd, {
        body: { bankName: 'ACB', accountName: 'X Y', accountNo: '9704123456789012', paymentPassword: SEED_PAYMENT_PASSWORD },
      }),
    );
    expect(twice.value).toMatchObject({ fieldErrors: { accountNo: expect.any(String) } });
    const w = await client.call(endpoints.withdraw, { body: { amount: 60, paymentPassword: SEED_PAYMENT_PASSWORD, bankCardId: card.id } });
    expect(w.remark).toBe('ACB **** **** 9012');
    const other = await failure(
      client.call(endpoints.withdraw, { body: { amount: 60, paymentPassword: SEED_PAYMENT_PASSWORD, bankCardId: 99_999 } }),
    );
    expect(other.value).toMatchObject({ fieldErrors: { bankCardId: expect.any(String) } });
  });

  it('still takes the 1.1 body (login password) when no payment password is sent', async () => {
    const client = await clientAs(t.app, 'member01');
    const wrong = await failure(client.call(endpoints.withdraw, { body: { amount: 50, password: 'nope' } }));
    expect(wrong.value).toMatchObject({ fieldErrors: { password: expect.any(String) } });
    expect((await client.call(endpoints.withdraw, { body: { amount: 50, password: 'secret88' } })).status).toBe('processing');
    expect((await failure(client.call(endpoints.withdraw, { body: { amount: 50 } }))).kind).toBe('request');
  });

  it('refuses a withdrawal beyond the daily count', async () => {
    await t.app.inject({ method: 'POST', url: '/__control/wallet-settings', payload: { withdrawDailyLimit: 2 } });
    const client = await clientAs(t.app, 'member01');
    await client.call(endpoints.withdraw, { body: { amount: 50, paymentPassword: SEED_PAYMENT_PASSWORD } });
    await client.call(endpoints.withdraw, { body: { amount: 50, paymentPassword: SEED_PAYMENT_PASSWORD } });
    const third = await failure(client.call(endpoints.withdraw, { body: { amount: 50, paymentPassword: SEED_PAYMENT_PASSWORD } }));
    expect(third.errorCode).toBe('limit.reached');
    expect(await client.call(endpoints.withdrawSettings)).toMatchObject({ dailyCount: 2, dailyLimit: 2, balance: 900 });
  });
});

describe('game wallets', () => {
  it('moves money main → game wallet and back, recalls all, and keeps sumBalance', async () => {
    const client = await clientAs(t.app, 'member01');
    const wallet = await client.call(endpoints.merchantWallet);
    expect(wallet.isSingle).toBe(false);
    const game = wallet.wallets.find((w) => w.accountTypeId !== MAIN_WALLET_TYPE_ID)!;
    const out = await client.call(endpoints.gameWalletTransfer, {
      body: { fromAccountTypeId: MAIN_WALLET_TYPE_ID, toAccountTypeId: game.accountTypeId, amount: 120.5 },
    });
    expect(out.sumBalance).toBe(1000);
    expect(out.balance.find((b) => b.accountTypeId === MAIN_WALLET_TYPE_ID)!.availBalance).toBe(879.5);
    expect(out.balance.find((b) => b.accountTypeId === game.accountTypeId)!.availBalance).toBe(120.5);
    const back = await client.call(endpoints.gameWalletTransfer, {
      body: { fromAccountTypeId: game.accountTypeId, toAccountTypeId: MAIN_WALLET_TYPE_ID, amount: 20.5 },
    });
    expect(back.balance.find((b) => b.accountTypeId === game.accountTypeId)!.availBalance).toBe(100);
    const tooMuch = await failure(
      client.call(endpoints.gameWalletTransfer, {
        body: { fromAccountTypeId: game.accountTypeId, toAccountTypeId: MAIN_WALLET_TYPE_ID, amount: 500 },
      }),
    );
    expect(tooMuch.errorCode).toBe('wallet.insufficient.funds');
    const gameToGame = await failure(
      client.call(endpoints.gameWalletTransfer, { body: { fromAccountTypeId: 11, toAccountTypeId: 12, amount: 1 } }),
    );
    expect(gameToGame.kind).toBe('request');
    const recalled = await client.call(endpoints.walletRecallAll);
    expect(recalled).toMatchObject({ recalled: 100, sumBalance: 1000 });
    expect(recalled.balance.find((b) => b.accountTypeId === MAIN_WALLET_TYPE_ID)!.availBalance).toBe(1000);
    expect(walletsOffLedger(t.db)).toEqual([]);
  });

  it('answers a single wallet when the merchant has one', async () => {
    await t.app.inject({ method: 'POST', url: '/__control/wallet-settings', payload: { isSingle: true } });
    const client = await clientAs(t.app, 'member01');
    const balance = await client.call(endpoints.walletBalance);
    expect(balance).toMatchObject({ isSingle: true, balance: [{ accountTypeId: MAIN_WALLET_TYPE_ID, availBalance: 1000 }] });
    const refused = await failure(
      client.call(endpoints.gameWalletTransfer, { body: { fromAccountTypeId: MAIN_WALLET_TYPE_ID, toAccountTypeId: 11, amount: 1 } }),
    );
    expect(refused.errorCode).toBe('wallet.single');
  });
});

describe('agent: downlines, recall, contract preview', () => {
  it('searches downlines by username, level and status with balance, last login and contracts', async () => {
    const agent = await clientAs(t.app, 'agent01');
    await loginAs(t.app, 'agent02');
    const level2 = await agent.call(endpoints.agentDownlines, { query: { level: 2, pageSize: 200 } });
    expect(level2.list.length).toBeGreaterThan(0);
    expect(level2.list.every((d) => d.level === 2 && !d.canRecall)).toBe(true);
    const agent02 = (await agent.call(endpoints.agentDownlines, { query: { account: 'AGENT02' } })).list[0]!;
    expect(agent02).toMatchObject({ account: 'agent02', level: 1, canRecall: true, status: expect.any(String) });
    expect(agent02.lastLoginAt).toEqual(expect.any(Number));
    const active = await agent.call(endpoints.agentDownlines, { query: { status: 'active', pageSize: 200 } });
    expect(active.list.every((d) => d.status === 'active')).toBe(true);
  });

  it('takes money back from a direct downline only, where allowed', async () => {
    const agent = await clientAs(t.app, 'agent01');
    const result = await agent.call(endpoints.downlineRecall, {
      body: { fromAccount: 'agent02', amount: 10, paymentPassword: SEED_PAYMENT_PASSWORD },
    });
    expect(result).toMatchObject({ amount: 10, fromAccount: 'agent02', balance: 5010, downlineBalance: 1190 });
    const deeper = t.db
      .prepare("SELECT c.username FROM accounts c JOIN accounts p ON p.id = c.parent_id WHERE p.username = 'agent02' LIMIT 1")
      .pluck()
      .get() as string;
    expect(
      (
        await failure(
          agent.call(endpoints.downlineRecall, { body: { fromAccount: deeper, amount: 1, paymentPassword: SEED_PAYMENT_PASSWORD } }),
        )
      ).value,
    ).toMatchObject({
      fieldErrors: { fromAccount: expect.any(String) },
    });
    expect(
      (await failure(agent.call(endpoints.downlineRecall, { body: { fromAccount: 'agent02', amount: 1, paymentPassword: '000000' } })))
        .errorCode,
    ).toBe('payment.password.invalid');
    await t.app.inject({ method: 'POST', url: '/__control/wallet-settings', payload: { allowDownlineRecall: false } });
    expect(
      (
        await failure(
          agent.call(endpoints.downlineRecall, { body: { fromAccount: 'agent02', amount: 1, paymentPassword: SEED_PAYMENT_PASSWORD } }),
        )
      ).errorCode,
    ).toBe('function.not.available');
    expect((await agent.call(endpoints.agentDownlines, { query: { account: 'agent02' } })).list[0]!.canRecall).toBe(false);
    expect(walletsOffLedger(t.db)).toEqual([]);
  });

  it('previews which downline contracts a lower rate terminates, and accepting terminates exactly those', async () => {
    const agent = await clientAs(t.app, 'agent01');
    const held = await agent.call(endpoints.consolidatedContracts);
    const dividend = held.contracts.find((c) => c.kind === 'DIVIDEND')!;
    const given = (await clientAs(t.app, 'agent02')).call(endpoints.contracts, { query: { direction: 'offered', kind: 'DIVIDEND' } });
    const open = (await given).list.filter((c) => c.status === 'accepted' || c.status === 'offered');
    const lowest = Math.min(...open.map((c) => c.rate));
    const preview = await agent.call(endpoints.contractOfferPreview, { query: { toAccount: 'agent02', kind: 'DIVIDEND', rate: lowest } });
    expect(preview).toMatchObject({ allowed: lowest < dividend.rate, ownRate: dividend.rate });
    expect(
      preview.terminated
        .filter((t) => t.reason === 'rate')
        .map((t) => t.contract.id)
        .sort(),
    ).toEqual(open.map((c) => c.id).sort());
    const tooHigh = await agent.call(endpoints.contractOfferPreview, {
      query: { toAccount: 'agent02', kind: 'DIVIDEND', rate: dividend.rate },
    });
    expect(tooHigh).toMatchObject({ allowed: false, reason: 'rateTooHigh' });
    const offer = await agent.call(endpoints.contractOffer, { body: { toAccount: 'agent02', kind: 'DIVIDEND', rate: lowest } });
    const agent02 = await clientAs(t.app, 'agent02');
    const accepted = await agent02.call(endpoints.contractRespond, { body: { contractId: offer.id, action: 'accept' } });
    const ended = accepted.terminated.map((c) => c.id);
    for (const t2 of preview.terminated) expect(ended).toContain(t2.contract.id);
  });
});
