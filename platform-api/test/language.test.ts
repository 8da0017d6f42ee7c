import { createApiClient, endpoints, isApiError, type ApiClient, type ApiError } from 'shared-contracts';
import { SEED_PAYMENT_PASSWORD } from '../src/db/seed-data/accounts';
import { englishWords, textsOf, VIETNAMESE_LETTERS } from './english';
import { createTestApp, headers, injectFetch, loginAs, withFreshKeys, type TestApp } from './helpers';

// The reference API answers its content and its own messages in the request's `Language` (facts
// §1): Vietnamese for TY (the site's default) and VI, English for EN and every other code.

let t: TestApp;
const tokens: Record<string, string> = {};

function clientIn(language: string, account?: string): ApiClient {
  return withFreshKeys(
    createApiClient({
      merchant: 'wl_demo',
      getToken: () => (account ? tokens[account]! : null),
      getLanguage: () => language,
      fetch: injectFetch(t.app),
    }),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

const PROMOTION_IDS = Array.from({ length: 16 }, (_, i) => 2001 + i);

/** Every call whose answer carries content, as the account that sees the most of it. */
const CONTENT_CALLS: { name: string; account?: string; call: (client: ApiClient) => Promise<unknown> }[] = [
  { name: 'notices', call: (c) => c.call(endpoints.notices, { query: { types: 'B,PL,PU,PR,H' } }) },
  { name: 'gameMenus', call: (c) => c.call(endpoints.gameMenus) },
  { name: 'helpCenter', call: (c) => c.call(endpoints.helpCenter) },
  { name: 'countries', call: (c) => c.call(endpoints.countries) },
  { name: 'gameAnnouncements', call: (c) => c.call(endpoints.gameAnnouncements) },
  { name: 'promotionList (guest)', call: (c) => c.call(endpoints.promotionList) },
  { name: 'promotionList', account: 'member01', call: (c) => c.call(endpoints.promotionList) },
  {
    name: 'promotionDetail (every promotion)',
    account: 'member01',
    call: (c) => Promise.all(PROMOTION_IDS.map((id) => c.call(endpoints.promotionDetail, { query: { id } }))),
  },
  { name: 'loggedInAnnouncements', account: 'member01', call: (c) => c.call(endpoints.loggedInAnnouncements) },
  { name: 'depositSettings', account: 'member01', call: (c) => c.call(endpoints.depositSettings) },
  { name: 'depositRecords', account: 'member01', call: (c) => c.call(endpoints.depositRecords) },
  { name: 'withdrawRecords', account: 'vip01', call: (c) => c.call(endpoints.withdrawRecords, { query: { pageSize: 200 } }) },
  { name: 'transactionDetails', account: 'member01', call: (c) => c.call(endpoints.transactionDetails, { query: { pageSize: 200 } }) },
  {
    name: 'transactionDetails (agent)',
    account: 'agent01',
    call: (c) => c.call(endpoints.transactionDetails, { query: { pageSize: 200 } }),
  },
  { name: 'bonusDetails', account: 'member01', call: (c) => c.call(endpoints.bonusDetails, { query: { pageSize: 200 } }) },
  { name: 'rewardCenter', account: 'member01', call: (c) => c.call(endpoints.rewardCenter) },
  { name: 'missionSummary', account: 'member01', call: (c) => c.call(endpoints.missionSummary) },
  { name: 'inboxList', account: 'vip01', call: (c) => c.call(endpoints.inboxList, { query: { pageSize: 50 } }) },
  { name: 'pointsRewards', account: 'member01', call: (c) => c.call(endpoints.pointsRewards) },
  { name: 'pointsRedeemList', account: 'vip01', call: (c) => c.call(endpoints.pointsRedeemList) },
  { name: 'referralDetails', account: 'member01', call: (c) => c.call(endpoints.referralDetails) },
  { name: 'contracts (received)', account: 'agent02', call: (c) => c.call(endpoints.contracts, { query: { direction: 'received' } }) },
  { name: 'contracts (offered)', account: 'agent01', call: (c) => c.call(endpoints.contracts, { query: { direction: 'offered' } }) },
];

/** Calls the platform refuses, each with its own message (and field messages). */
const REFUSALS: { name: string; account?: string; call: (client: ApiClient) => Promise<unknown> }[] = [
  { name: 'wrong password', call: (c) => c.call(endpoints.login, { body: { username: 'member02', password: 'wrong-one' } }) },
  { name: 'trial account', account: 'trial01', call: (c) => c.call(endpoints.depositSettings) },
  { name: 'not an agent', account: 'member01', call: (c) => c.call(endpoints.agentDownlines) },
  {
    name: 'payment password',
    account: 'member01',
    call: (c) => c.call(endpoints.withdraw, { body: { amount: 100, paymentPassword: '111111' } }),
  },
  {
    name: 'registration fields',
    call: (c) =>
      c.call(endpoints.register, { body: { username: '1x', password: 'a!', confirmPassword: 'b', email: 'nope', captcha: '1' } }),
  },
  { name: 'nothing to claim', account: 'member01', call: (c) => c.call(endpoints.promotionClaim, { body: { promotionId: 2001 } }) },
  { name: 'expired reward', account: 'member01', call: (c) => c.call(endpoints.rewardClaim, { body: { rewardId: 4 } }) },
  {
    name: 'transfer target',
    account: 'agent01',
    call: (c) => c.call(endpoints.walletTransfer, { body: { toAccount: 'nobody', amount: 1, paymentPassword: SEED_PAYMENT_PASSWORD } }),
  },
  {
    name: 'contract rate',
    account: 'agent02',
    call: (c) =>
      c.call(endpoints.contractOffer, {
        body: { toAccount: 'agent03', kind: 'DIVIDEND', rate: 99, minActiveMembers: 0, minValidBet: 0, minProfitLoss: 0, minBetAmount: 0 },
      }),
  },
  {
    name: 'current password',
    account: 'member01',
    call: (c) =>
      c.call(endpoints.changePassword, { body: { oldPassword: 'not-it-1', newPassword: 'abc12345', confirmNewPassword: 'abc12345' } }),
  },
  { name: 'SMS login off', call: (c) => c.call(endpoints.smsLoginCode, { body: { mobileNum: '0910000000', countryDialingCode: '+84' } }) },
  {
    name: 'sold out',
    account: 'vip01',
    call: (c) => c.call(endpoints.pointsRedeem, { body: { itemId: 5007, quantity: 1, password: 'secret88' } }),
  },
];

beforeAll(async () => {
  // A clock that stands still: the same call in two languages answers the same times.
  const clock = Date.now();
  t = await createTestApp({ now: () => clock });
  for (const account of ['member01', 'vip01', 'agent01', 'agent02', 'trial01']) tokens[account] = await loginAs(t.app, account);
  // Records of every kind the platform writes a text on: a refunded withdrawal, an approved and a
  // rejected deposit, a claimed promotion, reward and rebate, a raffle prize, points, transfers.
  const member = clientIn('EN', 'member01');
  const withdrawal = await member.call(endpoints.withdraw, { body: { amount: 60, paymentPassword: SEED_PAYMENT_PASSWORD } });
  await t.app.inject({ method: 'POST', url: '/__control/withdrawals', payload: { withdrawId: withdrawal.withdrawId, action: 'reject' } });
  const approved = await member.call(endpoints.deposit, { body: { channelId: 2, amount: 20 } });
  await t.app.inject({ method: 'POST', url: `/__control/deposits/${approved.depositId}`, payload: { decision: 'approve' } });
  const rejected = await member.call(endpoints.deposit, { body: { channelId: 1, amount: 30 } });
  await t.app.inject({ method: 'POST', url: `/__control/deposits/${rejected.depositId}`, payload: { decision: 'reject' } });
  await member.call(endpoints.promotionClaim, { body: { promotionId: 2009 } });
  await member.call(endpoints.rewardClaim, { body: { rewardId: 1 } });
  await member.call(endpoints.manualRebateClaim);
  await member.call(endpoints.raffleClaim, { body: { promotionId: 2004 } });
  await member.call(endpoints.pointsConvert, { body: { points: 100, password: 'secret88' } });
  await member.call(endpoints.pointsRedeem, { body: { itemId: 5001, quantity: 1, password: 'secret88' } });
  await member.call(endpoints.gameWalletTransfer, { body: { fromAccountTypeId: 2, toAccountTypeId: 11, amount: 5 } });
  await member.call(endpoints.walletRecallAll);
  const agent = clientIn('EN', 'agent01');
  await agent.call(endpoints.walletTransfer, { body: { toAccount: 'agent02', amount: 3, paymentPassword: SEED_PAYMENT_PASSWORD } });
  await agent.call(endpoints.downlineRecall, { body: { fromAccount: 'agent02', amount: 1, paymentPassword: SEED_PAYMENT_PASSWORD } });
});
afterAll(() => t.close());

describe.each(CONTENT_CALLS)('content: $name', ({ account, call }) => {
  it('answers Vietnamese to TY and VI, English to EN, and English to every other language', async () => {
    const ty = await call(clientIn('TY', account));
    const english = textsOf(ty).filter(({ text }) => englishWords(text).length > 0);
    expect(english).toEqual([]);
    expect(textsOf(ty).some(({ text }) => VIETNAMESE_LETTERS.test(text))).toBe(true);
    expect(await call(clientIn('vi', account))).toEqual(ty);

    const en = await call(clientIn('EN', account));
    expect(textsOf(en).filter(({ text }) => VIETNAMESE_LETTERS.test(text))).toEqual([]);
    expect(en).not.toEqual(ty);
    for (const other of ['CN', 'ID', 'TH', 'xx']) expect(await call(clientIn(other, account))).toEqual(en);
  });
});

/** Every amount a text writes with the `$` symbol, on either side of the figure. */
function amountsIn(texts: { text: string }[]): string[] {
  return texts.flatMap(({ text }) => text.match(/-?\$\s?\d[\d.,]*\d|\d[\d.,]*\s?\$/g) ?? []);
}

describe.each(CONTENT_CALLS)('content amounts: $name', ({ account, call }) => {
  it('writes every amount as the pages do: "$1.000,00" in TY, "$1,000.00" in EN (issue 49: not "10 $" beside "$5,00")', async () => {
    const ty = amountsIn(textsOf(await call(clientIn('TY', account))));
    expect(ty.filter((amount) => !/^-?\$\d{1,3}(\.\d{3})*,\d{2}$/.test(amount))).toEqual([]);
    const en = amountsIn(textsOf(await call(clientIn('EN', account))));
    expect(en.filter((amount) => !/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/.test(amount))).toEqual([]);
  });
});

describe.each(REFUSALS)('refusal: $name', ({ account, call }) => {
  it("is told in the caller's language", async () => {
    const ty = await failure(call(clientIn('TY', account)));
    const texts = textsOf({ message: ty.serverMessage, value: ty.value });
    expect(texts.filter(({ text }) => englishWords(text).length > 0)).toEqual([]);
    expect(VIETNAMESE_LETTERS.test(ty.serverMessage ?? '')).toBe(true);

    const en = await failure(call(clientIn('EN', account)));
    expect(en.errorCode).toBe(ty.errorCode);
    expect(textsOf({ message: en.serverMessage, value: en.value }).filter(({ text }) => VIETNAMESE_LETTERS.test(text))).toEqual([]);
    expect(en.serverMessage).toBeTruthy();
    expect(en.serverMessage).not.toBe(ty.serverMessage);
  });
});

describe('transport refusals', () => {
  it('answers an unknown path, a missing Merchant header, a stale session and a bad query in the caller’s language', async () => {
    for (const [request, code] of [
      [
        { method: 'GET' as const, url: '/wps/relay/MCSFE_getDepositRecords?pageSize=999', headers: headers(tokens.member01) },
        'request.validation.failed',
      ],
      [{ method: 'GET' as const, url: '/wps/no/such/thing', headers: headers() }, 'resource.not.found'],
      [{ method: 'GET' as const, url: '/wps/system/whitelabel', headers: {} }, 'merchant.invalid'],
      [{ method: 'GET' as const, url: '/wps/member/info', headers: headers('0'.repeat(64)) }, 'login.not.session'],
    ] as const) {
      const ty = (await t.app.inject({ ...request, headers: { ...request.headers, language: 'TY' } })).json();
      const en = (await t.app.inject({ ...request, headers: { ...request.headers, language: 'EN' } })).json();
      expect(ty.errorCode).toBe(code);
      expect(englishWords(ty.message)).toEqual([]);
      expect(ty.message).toMatch(VIETNAMESE_LETTERS);
      expect(en.message).not.toMatch(VIETNAMESE_LETTERS);
      expect(englishWords(en.message).length).toBeGreaterThan(0);
    }
  });

  it('fits every promotion title inside its own art, in each language (issue 49: 2004 in VI ran past it)', async () => {
    for (const id of PROMOTION_IDS) {
      for (const lang of ['EN', 'VI']) {
        const art = (await t.app.inject({ method: 'GET', url: `/assets-api/promotion/${id}.svg?lang=${lang}` })).body;
        const title = /<text x="80" y="200"[^>]*font-size="(\d+)"([^>]*)>([^<]*)<\/text>/.exec(art);
        expect(title).not.toBeNull();
        const [, size, rest, text] = title!;
        // Bold Arial runs about 0.6 em a character: past 1,040 px the title must be held to it.
        const isHeld = /textLength="1040" lengthAdjust="spacingAndGlyphs"/.test(rest!);
        expect({ id, lang, fits: isHeld || [...text!].length * Number(size) * 0.6 <= 1040 }).toEqual({ id, lang, fits: true });
      }
    }
    const luckyWheel = (await t.app.inject({ method: 'GET', url: '/assets-api/promotion/2004.svg?lang=VI' })).body;
    expect(luckyWheel).toContain('Vòng quay may mắn cho người chơi mới');
    expect(luckyWheel).not.toContain('font-size="64" font-weight="700"');
  });

  it('draws the art and the customer-service page in the language of their address', async () => {
    const status = (
      await t.app.inject({ method: 'GET', url: '/wps/relay/PROMOFE_getPromotionDetail?id=2001', headers: { ...headers(), language: 'TY' } })
    ).json();
    expect(status.value.image).toBe('/assets-api/promotion/2001.svg?lang=VI');
    const art = await t.app.inject({ method: 'GET', url: status.value.image });
    expect(art.body).toContain('Thưởng 100% lần nạp đầu');
    expect((await t.app.inject({ method: 'GET', url: '/assets-api/promotion/2001.svg' })).body).toContain('100% First Deposit Bonus');
    const page = await t.app.inject({ method: 'GET', url: '/assets-api/customer-service/vip?lang=VI' });
    expect(page.body).toContain('Chăm sóc khách hàng VIP');
    expect(englishWords(page.body.replace(/<head>.*<\/head>/s, ''))).toEqual([]);
  });
});
