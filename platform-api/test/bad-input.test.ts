import { randomUUID } from 'node:crypto';
import { endpoints, type EndpointDef } from 'shared-contracts';
import { takesNothing } from '../src/http/parse';
import { createTestApp, headers, loginAs, writeCounts, type TestApp } from './helpers';

// Item 6 over the whole catalogue: every endpoint that takes a body rejects malformed JSON, wrong
// types, a missing body, an oversize body, a wrong method and a missing or duplicated Merchant header
// with a 4xx envelope carrying a message and an errorCode, and writes nothing.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, 'agent01');
});
afterAll(() => t.close());

const withBody = Object.entries(endpoints as Record<string, EndpointDef>).filter(
  ([, e]) => e.method !== 'GET' && e.bodyEncoding === 'json' && !takesNothing(e.body),
);

/** A body with wrong types or values per plain (unencrypted) endpoint. */
const WRONG: Record<string, unknown> = {
  deposit: { channelId: '1', amount: -5 },
  withdrawConfirm: { withdrawId: 'x', result: 'maybe' },
  rewardClaim: { rewardId: 'x' },
  inboxRead: { ids: 'all' },
  inboxDelete: { ids: [] },
  contractOffer: { toAccount: 5, kind: 'BONUS', rate: 0 },
  contractRespond: { contractId: 1, action: 'maybe' },
  contractTerminate: { contractId: 'x' },
  raffleClaim: { promotionId: 'x' },
  registerDownline: { username: 5, password: null },
  hourlySalary: { pageSize: 0 },
  realtimeSalary: { pageNo: -1 },
  loginVerificationCode: { verificationToken: '', method: 'FAX' },
  walletTransfer: { toAccount: 1, amount: 'x' },
  favouriteAdd: { nodeId: 'x', vendor: 1, gameType: 'NOPE' },
  favouriteRemove: { nodeId: 'x' },
  smsRegister: { mobileNo: 5 },
  smsLoginCode: { mobileNum: [] },
  smsPasswordCode: { mobileNum: {} },
  freePlay: { os: 5, version: 'x' },
  geetestVerify: { captchaId: 1, lotNumber: '', answer: null },
  socialReferenceCredential: { provider: 'twitter', subject: 5 },
  phoneProviderSend: { phoneNumber: 84910000000 },
  phoneProviderVerify: { sessionInfo: '', code: 123456 },
  gameWalletTransfer: { fromAccountTypeId: 'x', toAccountTypeId: 2, amount: -1 },
  promotionClaim: { promotionId: 'x' },
  downlineRecall: { fromAccount: 5, amount: 'x' },
};

const otherMethod = (method: string) => (method === 'POST' ? 'PUT' : 'POST');

function expectRejected(response: { statusCode: number; json: () => unknown }, status: number | RegExp) {
  if (typeof status === 'number') expect(response.statusCode).toBe(status);
  else expect(String(response.statusCode)).toMatch(status);
  const body = response.json() as { success: boolean; value: unknown; message: string; errorCode: string };
  expect(body.success).toBe(false);
  expect(body.value).toBeNull();
  expect(body.message).toEqual(expect.any(String));
  expect(body.message).not.toMatch(/at .*\.ts:\d+/);
  expect(body.errorCode).toEqual(expect.any(String));
}

describe.each(withBody)('%s rejects bad input and writes nothing', (_name, endpoint) => {
  const send = (payload: string | undefined, extra: Record<string, string | string[]> = {}, method = endpoint.method) =>
    // A money call's key is sent too, so that its body is what gets refused.
    t.app.inject({
      method: method as 'POST',
      url: endpoint.path,
      headers: { ...headers(token), 'idempotency-key': randomUUID(), 'content-type': 'application/json', ...extra },
      payload,
    });

  it('malformed JSON, wrong types, oversize, wrong method, Merchant missing or twice', async () => {
    const before = writeCounts(t.db);
    expectRejected(await send('{"amount": 1,'), 400);
    if (endpoint.encrypted) {
      // Without the Encryption header and an encrypted body nothing is read.
      expectRejected(await send(JSON.stringify({ amount: 1 })), 400);
    } else {
      expect(WRONG[_name]).toBeDefined();
      expectRejected(await send(JSON.stringify(WRONG[_name])), 400);
    }
    expectRejected(await send(JSON.stringify({ pad: 'x'.repeat(70 * 1024) })), 413);
    expectRejected(await send('{}', {}, otherMethod(endpoint.method)), /^40[45]$/);
    expectRejected(
      await t.app.inject({
        method: endpoint.method as 'POST',
        url: endpoint.path,
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: '{}',
      }),
      400,
    );
    expectRejected(await send('{}', { merchant: ['wl_demo', 'wl_demo'] }), 400);
    expect(writeCounts(t.db)).toEqual(before);
  });
});

it('covers the new money and contract calls', () => {
  const names = withBody.map(([name]) => name);
  expect(names).toEqual(
    expect.arrayContaining([
      'deposit',
      'withdraw',
      'withdrawConfirm',
      'rewardClaim',
      'inboxRead',
      'contractOffer',
      'contractRespond',
      'raffleClaim',
      'registerDownline',
      'loginVerification',
      'loginV2',
      'socialLogin',
      'socialReferenceCredential',
      'phoneProviderSend',
      'phoneProviderVerify',
    ]),
  );
});
