import { randomUUID } from 'node:crypto';
import { endpoints } from 'shared-contracts';
import { SEED_PAYMENT_PASSWORD } from '../src/db/seed-data/accounts';
import { createTestApp, headers, loginAs, moneyHeaders, walletsOffLedger, type TestApp } from './helpers';

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = await loginAs(t.app, 'agent01');
});
afterAll(() => t.close());

const balance = (username: string) =>
  t.db
    .prepare('SELECT w.balance_cents FROM wallets w JOIN accounts a ON a.id = w.account_id WHERE a.username = ?')
    .pluck()
    .get(username) as number;
const transfer = (key: string | null, amount: number, token = agent) =>
  t.app.inject({
    method: 'POST',
    url: endpoints.walletTransfer.path,
    headers: key === null ? headers(token) : moneyHeaders(token, key),
    payload: { toAccount: 'member06', amount, paymentPassword: SEED_PAYMENT_PASSWORD },
  });

describe('idempotency of money calls', () => {
  it('refuses a money call without a key (idempotency.required) and moves nothing', async () => {
    const before = balance('agent01');
    const response = await transfer(null, 5);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'idempotency.required' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: endpoints.walletTransfer.path,
      headers: { ...headers(agent), 'idempotency-key': 'short' },
      payload: { toAccount: 'member06', amount: 5 },
    });
    expect(malformed.json()).toMatchObject({ errorCode: 'idempotency.required' });
    expect(balance('agent01')).toBe(before);
  });

  it('replays the first answer for the same key and body without moving money again', async () => {
    const key = randomUUID();
    const before = { agent: balance('agent01'), member: balance('member06') };
    const first = await transfer(key, 7.25);
    expect(first.json()).toMatchObject({ success: true, value: { amount: 7.25 } });
    const again = await transfer(key, 7.25);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(balance('agent01')).toBe(before.agent - 725);
    expect(balance('member06')).toBe(before.member + 725);
    expect(walletsOffLedger(t.db)).toEqual([]);
  });

  it('refuses the same key with another body (idempotency.conflict)', async () => {
    const key = randomUUID();
    expect((await transfer(key, 1)).json().success).toBe(true);
    const before = balance('agent01');
    const other = await transfer(key, 2);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ success: false, errorCode: 'idempotency.conflict' });
    expect(balance('agent01')).toBe(before);
  });

  it('scopes a key per member and endpoint', async () => {
    const key = randomUUID();
    expect((await transfer(key, 1)).json().success).toBe(true);
    const member = await loginAs(t.app, 'member06');
    const byOther = await t.app.inject({
      method: 'POST',
      url: endpoints.walletTransfer.path,
      headers: moneyHeaders(member, key),
      payload: { toAccount: 'agent02', amount: 1 },
    });
    expect(byOther.json()).toMatchObject({ success: true });
    expect(byOther.headers['idempotent-replayed']).toBeUndefined();
    const deposit = await t.app.inject({
      method: 'POST',
      url: endpoints.deposit.path,
      headers: moneyHeaders(agent, key),
      payload: { channelId: 1, amount: 20 },
    });
    expect(deposit.json()).toMatchObject({ success: true, value: { status: 'pending' } });
  });

  it('moves money once when two requests with one key arrive together', async () => {
    const key = randomUUID();
    const before = balance('agent01');
    const ledgerBefore = t.db.prepare('SELECT count(*) FROM ledger').pluck().get() as number;
    const answers = await Promise.all([transfer(key, 3), transfer(key, 3), transfer(key, 3)]);
    expect(answers.map((a) => a.json().success)).toEqual([true, true, true]);
    expect(new Set(answers.map((a) => a.json().value.transferId)).size).toBe(1);
    expect(balance('agent01')).toBe(before - 300);
    expect(t.db.prepare('SELECT count(*) FROM ledger').pluck().get()).toBe(ledgerBefore + 2);
  });

  it('keeps no answer for a refused call: the same key may be retried after the cause is fixed', async () => {
    const key = randomUUID();
    const tooMuch = await transfer(key, 99_999_999);
    expect(tooMuch.json()).toMatchObject({ success: false, errorCode: 'wallet.insufficient.funds' });
    const member06 = await loginAs(t.app, 'member06');
    const refused = await t.app.inject({
      method: 'POST',
      url: endpoints.walletTransfer.path,
      headers: moneyHeaders(member06, key),
      payload: { toAccount: 'agent02', amount: 999_999 },
    });
    expect(refused.json().success).toBe(false);
    const retried = await t.app.inject({
      method: 'POST',
      url: endpoints.walletTransfer.path,
      headers: moneyHeaders(member06, key),
      payload: { toAccount: 'agent02', amount: 1 },
    });
    expect(retried.json().success).toBe(true);
  });

  it('replays a claim instead of refusing it as already claimed', async () => {
    const vip = await loginAs(t.app, 'vip01');
    const rewardId = t.db
      .prepare(
        "SELECT r.id FROM rewards r JOIN accounts a ON a.id = r.account_id WHERE a.username = 'vip01' AND r.status = 'claimable' AND r.expires_at > ?",
      )
      .pluck()
      .get(Date.now()) as number;
    const key = randomUUID();
    const claim = () =>
      t.app.inject({ method: 'POST', url: endpoints.rewardClaim.path, headers: moneyHeaders(vip, key), payload: { rewardId } });
    const [a, b] = await Promise.all([claim(), claim()]);
    expect(a.json()).toEqual(b.json());
    expect(a.json().success).toBe(true);
    const withNewKey = await t.app.inject({
      method: 'POST',
      url: endpoints.rewardClaim.path,
      headers: moneyHeaders(vip),
      payload: { rewardId },
    });
    expect(withNewKey.json().success).toBe(false);
  });
});
