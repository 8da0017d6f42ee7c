import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { PROMOTION_STATES, endpoints, envelopeSchema, type EndpointName } from 'shared-contracts';
import { SEED_PAYMENT_PASSWORD } from '../src/db/seed-data/accounts';
import { handlers } from '../src/handlers';
import { type COVERED_IN_ACCOUNT_TEST, createTestApp, headers, loginAs, moneyHeaders, type TestApp } from './helpers';

let t: TestApp;
let memberToken: string;
const PVP_ROOM = { roomId: '', vassalage: '' };
let agentToken: string;
let vipToken: string;
let agent02Token: string;
let member05Token: string;
const pendingDividend = () =>
  t.db
    .prepare(
      "SELECT d.id FROM dividend_records d JOIN accounts a ON a.id = d.account_id WHERE a.username = 'agent01' AND d.status = 'pending'",
    )
    .pluck()
    .get() as number;
const openOffer = () =>
  t.db
    .prepare(
      "SELECT c.id FROM contracts c JOIN accounts a ON a.id = c.to_account_id WHERE a.username = 'agent02' AND c.status = 'offered' ORDER BY c.id DESC",
    )
    .pluck()
    .get() as number;
const acceptedOffered = () =>
  t.db
    .prepare(
      "SELECT c.id FROM contracts c JOIN accounts a ON a.id = c.from_account_id WHERE a.username = 'agent01' AND c.status = 'accepted' AND c.kind = 'DAILY_SALARY'",
    )
    .pluck()
    .get() as number;
const paidWithdrawal = () =>
  t.db
    .prepare("SELECT w.id FROM withdrawals w JOIN accounts a ON a.id = w.account_id WHERE a.username = 'vip01' AND w.status = 'paid'")
    .pluck()
    .get() as number;
const claimableReward = () =>
  t.db
    .prepare(
      "SELECT r.id FROM rewards r JOIN accounts a ON a.id = r.account_id WHERE a.username = 'vip01' AND r.status = 'claimable' AND r.expires_at > ? ORDER BY r.id",
    )
    .pluck()
    .get(Date.now()) as number;

beforeAll(async () => {
  t = await createTestApp();
  memberToken = await loginAs(t.app, 'member01');
  agentToken = await loginAs(t.app, 'agent01');
  vipToken = await loginAs(t.app, 'vip01');
  agent02Token = await loginAs(t.app, 'agent02');
  member05Token = await loginAs(t.app, 'member05');
  const room = t.db.prepare("SELECT node_id AS nodeId, vassalage FROM games WHERE game_type = 'PVP' ORDER BY node_id LIMIT 1").get() as {
    nodeId: number;
    vassalage: string;
  };
  PVP_ROOM.roomId = String(room.nodeId);
  PVP_ROOM.vassalage = room.vassalage;
});
afterAll(() => t.close());

type Call = () => Promise<LightMyRequestResponse>;

/** Calls of each catalogue entry that must succeed (several for the ones with filters). */
function calls(): Record<Exclude<EndpointName, 'rsaKey' | 'login' | 'logout' | (typeof COVERED_IN_ACCOUNT_TEST)[number]>, Call[]> {
  // Every call is its own intent: money calls get a fresh idempotency key (others ignore it).
  const get =
    (url: string, token?: () => string): Call =>
    () =>
      t.app.inject({ method: 'GET', url, headers: { ...headers(token?.()), 'idempotency-key': randomUUID() } });
  const member = () => memberToken;
  const agent = () => agentToken;
  const vip = () => vipToken;
  const post =
    (url: string, payload: string | undefined, contentType = 'application/json', token?: () => string): Call =>
    () =>
      t.app.inject({
        method: 'POST',
        url,
        headers: {
          ...headers(token?.()),
          'idempotency-key': randomUUID(),
          ...(payload === undefined ? {} : { 'content-type': contentType }),
        },
        payload,
      });
  const agent02 = () => agent02Token;
  return {
    captcha: [get('/wps/captcha'), get(`/wps/captcha?t=${Date.now()}`)],
    registerSettings: [get('/wps/system/setting/register')],
    affiliateCheck: [get('/wps/agent/affiliate?code=HUNG88&domain=www.example.com'), get('/wps/agent/affiliate?code=mai66')],
    forgotPasswordEmail: [
      post('/wps/member/password/email', 'username=member01&email=member01%40example.com', 'application/x-www-form-urlencoded'),
    ],
    freePlay: [
      post('/wps/session/login/freeplay', undefined),
      post('/wps/session/login/freeplay', '{"os":"Linux","platform":"W","randomStr":"abc","version":3}'),
    ],
    countries: [get('/wps/system/country')],
    domainRoute: [get('/wps/system/domainRoute')],
    loggedInAnnouncements: [get('/wps/relay/CCSFE_getListAnnouncements', member)],
    unreadCount: [get('/wps/relay/EMFE_getInboxUnreadCount', member)],
    helpCenter: [get('/wps/system/helpCenter')],
    hotGames: [
      get('/wps/relay/GCSGAME_hotGamesV2?merchantCode=wl_demo&isPlatform=2&platform=html5-desktop&language=EN'),
      get('/wps/relay/GCSGAME_hotGamesV2?vassalage=PG'),
    ],
    winnerBoard: [
      get('/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN&limitNum=20'),
      get('/wps/relay/ODSFE2_getWinnerBoard?gameCategory=RNG'),
    ],
    recentGames: [
      get('/wps/relay/GCS_recentGame?clientType=3&language=EN', member),
      get('/wps/relay/GCS_recentGame?vassalage=PG&pageSize=5', member),
    ],
    favouriteIds: [get('/wps/relay/MCSFE_getFavoriteGameIds', member)],
    favourites: [get('/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=flash,html5-desktop&language=EN&gameType=RNG', member)],
    favouriteAdd: [
      () =>
        t.app.inject({
          method: 'POST',
          url: '/wps/relay/MCSFE_addFavoriteGameV2',
          headers: headers(memberToken),
          payload: { nodeId: 10002, vendor: 'PG', gameType: 'RNG' },
        }),
    ],
    favouriteRemove: [
      () =>
        t.app.inject({
          method: 'POST',
          url: '/wps/relay/MCSFE_removeFavoriteGameV2',
          headers: headers(memberToken),
          payload: { nodeId: 10002, vendor: 'PG', gameType: 'RNG' },
        }),
    ],
    vassGameTypes: [get('/wps/relay/GCSGAME_getVassGameType')],
    lotteryLaunch: [
      get('/wps/game/launchLottery?lottoArea=VN&launchMode=LOTT&lottoView=lobby&device=WEB&backUrl=%2Flottery', member),
      get('/wps/game/launchLottery?lottoArea=VN&lottoView=betting&backUrl=https%3A%2F%2Fwww.example.com%2F', member),
    ],
    popularLottery: [get('/wps/relay/LOTT_popularLottery?count=20')],
    recentLottery: [get('/wps/relay/LOTT_recentLottery?count=20', member)],
    vnLotteryMenus: [get('/lgw/vn/games/game_menu?device=WEB')],
    vnNumbers: [get('/wps/relay/LOTT_vnNumbers?count=100')],
    vnOpenedNumbers: [get('/wps/relay/LOTT_vnOpenedNumbers'), get('/wps/relay/LOTT_vnOpenedNumbers?count=3')],
    pvpRooms: [get('/wps/relay/GCS_pvpRooms')],
    gameAnnouncements: [get('/wps/relay/GCSGAME_getGameAnnouncements'), get('/wps/relay/GCSGAME_getGameAnnouncements?gameType=LIVE')],
    missionSummary: [get('/wps/relay/MSN_getMissionSummary', member)],
    missionLeaderboard: [get('/wps/relay/MSN_getLeaderboard'), get('/wps/relay/MSN_getLeaderboard?period=month&limit=5')],
    avatar: [get('/wps/relay/MCSFE_getPlayerAvatar', member)],
    memberIcon: [get('/wps/member/info/icon', member)],
    transactionDetails: [
      get('/wps/relay/MCSFE_getTransactionDetails', agent),
      get('/wps/relay/MCSFE_getTransactionDetails?kind=bet&pageSize=5', agent),
    ],
    walletTransfer: [
      () =>
        t.app.inject({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: moneyHeaders(agentToken),
          payload: { toAccount: 'member02', amount: 1.5, paymentPassword: SEED_PAYMENT_PASSWORD },
        }),
    ],
    merchantWallet: [get('/wps/relay/MCSFE_getMerchantWallet')],
    pointsConfig: [get('/wps/relay/PTSYS_getPointConfig')],
    pointsBalance: [get('/wps/relay/PTSYS_getPointBalance', member)],
    pointsRewards: [get('/wps/relay/MCSFE_getPointRewards')],
    pointsRedeemList: [get('/wps/relay/MCSFE_getPointRedeemList', member)],
    pvpLaunch: [() => get(`/wps/relay/GCS_pvpLaunch?roomId=${PVP_ROOM.roomId}&vassalage=${PVP_ROOM.vassalage}`, member)()],
    memberInfo: [get('/wps/member/info', member), get('/wps/member/info', agent)],
    systemStatus: [get('/wps/system/status'), get('/wps/system/status?url=www.example.com')],
    whitelabel: [get('/wps/system/whitelabel')],
    notices: [
      get('/wps/relay/MCSFE_getListAnnouncements'),
      get('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B'),
    ],
    gameMenus: [get('/lgw/games/game_menus')],
    gameVendors: [get('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop')],
    gameList: [
      get('/wps/relay/GCSGAME_gameList?gameType=RNG'),
      get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&gameClassify=JP&pageNo=2&pageSize=10'),
      get('/wps/relay/GCSGAME_gameList?gameType=LOTT'),
      get('/wps/relay/GCSGAME_gameList?gameType=ESPORTS'),
      get('/wps/relay/GCSGAME_gameList?gameType=COCKFIGHT'),
      get('/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=nothing-matches-this'),
    ],
    launchGame: [get('/wps/game/launchGame?gameType=RNG&vassalage=PG&nodeId=10001', member)],
    walletBalance: [get('/wps/v2/wallets/balance?typeId=0', member)],
    promotionList: [get('/wps/relay/PROMOFE_getPromotionList'), get('/wps/relay/PROMOFE_getPromotionList?category=new_player')],
    depositSettings: [get('/wps/relay/MCSFE_getDepositSettings', member)],
    deposit: [
      () =>
        t.app.inject({
          method: 'POST',
          url: '/wps/relay/MCSFE_deposit',
          headers: moneyHeaders(vipToken),
          payload: { channelId: 1, amount: 25.5 },
        }),
    ],
    withdrawSettings: [get('/wps/relay/MCSFE_getWithdrawSettings?groupId=0', member)],
    withdrawRecords: [
      get('/wps/relay/MCSFE_getWithdrawRecords', vip),
      get('/wps/relay/MCSFE_getWithdrawRecords?status=received&pageSize=2', vip),
    ],
    withdrawConfirm: [
      () =>
        t.app.inject({
          method: 'POST',
          url: '/wps/relay/MCSFE_confirmWithdraw',
          headers: moneyHeaders(vipToken),
          payload: { withdrawId: paidWithdrawal(), result: 'received' },
        }),
    ],
    bettingRecords: [
      get('/wps/relay/MCSFE_getBettingRecords', member),
      get(
        `/wps/relay/MCSFE_getBettingRecords?gameType=RNG&pageSize=5&startTime=${Date.now() - 40 * 86_400_000}&endTime=${Date.now()}`,
        vip,
      ),
      get('/wps/relay/MCSFE_getBettingRecords?account=member06', agent),
    ],
    personalProfitLoss: [
      get('/wps/relay/MCSFE_getPersonalProfitLoss', vip),
      get(`/wps/relay/MCSFE_getPersonalProfitLoss?startTime=${Date.now() - 86_400_000}`, member),
    ],
    bonusDetails: [get('/wps/relay/MCSFE_getBonusDetails', vip), get('/wps/relay/MCSFE_getBonusDetails?kind=rebate', vip)],
    rewardCenter: [get('/wps/relay/REWCEN_getRewardList', member), get('/wps/relay/REWCEN_getRewardList?status=expired', member)],
    rewardClaim: [
      () =>
        t.app.inject({
          method: 'POST',
          url: '/wps/relay/REWCEN_claimReward',
          headers: moneyHeaders(vipToken),
          payload: { rewardId: claimableReward() },
        }),
    ],
    referralDetails: [
      get('/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', member),
      get('/wps/relay/MCSFE_getReferralDetails', agent),
    ],
    inboxList: [get('/wps/relay/EMFE_getInboxList', member), get('/wps/relay/EMFE_getInboxList?unreadOnly=true&pageSize=1', member)],
    inboxRead: [
      () => t.app.inject({ method: 'POST', url: '/wps/relay/EMFE_readInbox', headers: headers(vipToken), payload: { all: true } }),
    ],
    inboxDelete: [
      () => t.app.inject({ method: 'POST', url: '/wps/relay/EMFE_deleteInbox', headers: headers(vipToken), payload: { ids: [1] } }),
    ],
    manualRebate: [get('/wps/relay/MCSFE_getManualRebate', vip)],
    manualRebateClaim: [() => t.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_claimManualRebate', headers: moneyHeaders(vipToken) })],
    consolidatedContracts: [get('/wps/member/info/funds/consolidated', agent), get('/wps/member/info/funds/consolidated', member)],
    dividendRecords: [
      get('/wps/relay/MCS2_getDividendRecords', agent),
      get('/wps/relay/MCS2_getDividendRecords?status=paid&pageSize=1', agent),
    ],
    dividendRequest: [() => get(`/wps/relay/MCS2_requestDividend?recordId=${pendingDividend()}`, agent)()],
    dailySalary: [get('/wps/relay/MCS2_getDailySalary', agent), get('/wps/relay/MCS2_getDailySalary?pageSize=2&pageNo=2', agent)],
    hourlySalary: [
      post('/wps/relay/MCS2_getHourlySalary', undefined, undefined, agent),
      post('/wps/relay/MCS2_getHourlySalary', '{"pageSize":5}', undefined, agent),
    ],
    realtimeSalary: [post('/wps/relay/MCS2_getRealtimeSalaryContract', '{}', undefined, agent)],
    raffleClaim: [post('/wps/relay/PROMOFE_claimRaffle', '{"promotionId":2004}', undefined, vip)],
    depositRecords: [
      get('/wps/relay/MCSFE_getDepositRecords', vip),
      get('/wps/relay/MCSFE_getDepositRecords?status=pending&pageSize=5', vip),
    ],
    bankCards: [get('/wps/member/bankCard', member), get('/wps/member/bankCard', () => member05Token)],
    gameWalletTransfer: [
      post('/wps/relay/GCS_transferGameWallet', '{"fromAccountTypeId":2,"toAccountTypeId":11,"amount":2.5}', undefined, member),
      post('/wps/relay/GCS_transferGameWallet', '{"fromAccountTypeId":11,"toAccountTypeId":2,"amount":1}', undefined, member),
    ],
    walletRecallAll: [post('/wps/relay/GCS_recallAll', undefined, undefined, member)],
    promotionDetail: [
      get('/wps/relay/PROMOFE_getPromotionDetail?id=2001'),
      get('/wps/relay/PROMOFE_getPromotionDetail?id=2007', member),
      get('/wps/relay/PROMOFE_getPromotionDetail?id=2004', vip),
    ],
    promotionClaim: [post('/wps/relay/PROMOFE_claimPromotion', '{"promotionId":2009}', undefined, member)],
    vipLevels: [
      get('/wps/relay/MCSFE_getVipLevels'),
      get('/wps/relay/MCSFE_getVipLevels', member),
      get('/wps/relay/MCSFE_getVipLevels', vip),
    ],
    downlineRecall: [
      post(
        '/wps/relay/MCS2_recallFromDownline',
        JSON.stringify({ fromAccount: 'agent02', amount: 1, paymentPassword: SEED_PAYMENT_PASSWORD }),
        undefined,
        agent,
      ),
    ],
    contractOfferPreview: [
      get('/wps/relay/MCS2_previewContractOffer?toAccount=agent02&kind=DIVIDEND&rate=1', agent),
      get('/wps/relay/MCS2_previewContractOffer?toAccount=agent02&kind=DAILY_SALARY&rate=99', agent),
    ],
    agentDownlines: [
      get('/wps/relay/MCS2_getDownlines', agent),
      get('/wps/relay/MCS2_getDownlines?parent=agent02&directOnly=true', agent),
      get('/wps/relay/MCS2_getDownlines?account=member', agent),
    ],
    registerCenter: [get('/wps/relay/MCS2_getRegisterCenter', agent)],
    registerDownline: [
      () =>
        t.app.inject({
          method: 'PUT',
          url: '/wps/relay/MCS2_createDownline',
          headers: headers(agent02Token),
          payload: { username: 'contract77', password: 'abc12345' },
        }),
    ],
    agentProfitLoss: [get('/wps/relay/MCS2_getProfitLoss', agent), get('/wps/relay/MCS2_getProfitLoss?account=member0&pageSize=2', agent)],
    agentRevenueReport: [get('/wps/relay/MCS2_getRevenueReport', agent)],
    agentDownlineTransactions: [
      get('/wps/relay/MCS2_getDownlineTransactions', agent),
      get('/wps/relay/MCS2_getDownlineTransactions?kind=bet&account=member06', agent),
    ],
    contracts: [get('/wps/relay/MCS2_getContracts', agent), get('/wps/relay/MCS2_getContracts?direction=offered&status=accepted', agent)],
    contractOffer: [post('/wps/relay/MCS2_offerContract', '{"toAccount":"agent02","kind":"HOURLY_SALARY","rate":0.1}', undefined, agent)],
    contractRespond: [
      () => post('/wps/relay/MCS2_respondContract', JSON.stringify({ contractId: openOffer(), action: 'accept' }), undefined, agent02)(),
    ],
    contractTerminate: [
      () =>
        post(
          '/wps/relay/MCS2_terminateContract',
          JSON.stringify({ contractId: acceptedOffered(), reason: 'contract test' }),
          undefined,
          agent,
        )(),
    ],
    geetestConfig: [get('/wps/captcha/geetest?product=register'), get('/wps/captcha/geetest')],
    geetestChallenge: [
      async () =>
        get(
          `/wps/captcha/geetest/challenge?captchaId=${(await t.app.inject({ method: 'GET', url: '/wps/captcha/geetest', headers: headers() })).json().value.gt}`,
        )(),
    ],
    agentTeamOverview: [get('/wps/relay/MCS2_getTeamOverview', agent), get('/wps/relay/MCS2_getTeamOverview?period=month', agent)],
    loginInfo: [get('/wps/member/loginInfo', member), get('/wps/member/loginInfo', vip)],
    socialReferenceCredential: [
      post('/wps/session/login/social/reference', '{"provider":"google","subject":"member01@gmail.test"}'),
      post('/wps/session/login/social/reference', '{"provider":"facebook","subject":"someone.new@facebook.test"}'),
    ],
    phoneProviderSend: [
      async () => {
        await t.app.inject({ method: 'POST', url: '/__control/whitelabel', payload: { modId: 'FIREBASESMS3', enabled: true } });
        return post('/wps/verification/firebase/reference/send', '{"phoneNumber":"+84910000000"}')();
      },
    ],
  };
}

describe('contract: every catalogue endpoint answers what the catalogue says', () => {
  it('has a handler and a route for every catalogue entry, with its method and path', () => {
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(endpoints).sort());
    for (const endpoint of Object.values(endpoints)) {
      expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
    }
  });

  it.each(Object.entries(calls()))('%s answers a valid envelope', async (name, list) => {
    const endpoint = endpoints[name as EndpointName];
    for (const call of list) {
      const response = await call();
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      const parsed = envelopeSchema(endpoint.value).safeParse(response.json());
      if (!parsed.success) throw new Error(`${name}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
      expect(parsed.data.success).toBe(true);
    }
  });

  it('rsaKey answers the 1024-bit modulus as plain hex text', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/wps/session/key/rsa?t=${Date.now()}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const modulus = endpoints.rsaKey.value.parse(response.body);
    expect(modulus).toMatch(/^[0-9a-f]{256}$/);
  });

  it('login and logout answer valid envelopes (login is covered encrypted in encryption.test)', async () => {
    const token = await loginAs(t.app, 'vip01');
    const response = await t.app.inject({ method: 'POST', url: endpoints.logout.path, headers: headers(token) });
    expect(envelopeSchema(endpoints.logout.value).parse(response.json()).success).toBe(true);
  });
});

// Its own server: what the catalogue calls above change (balances, the team) is not read here.
describe('endpoint behaviour', () => {
  let own: TestApp;
  let memberOfOwn: string;
  let agentOfOwn: string;
  beforeAll(async () => {
    own = await createTestApp();
    memberOfOwn = await loginAs(own.app, 'member01');
    agentOfOwn = await loginAs(own.app, 'agent01');
  });
  afterAll(() => own.close());

  const getValue = async (url: string, token?: string) => {
    const response = await own.app.inject({ method: 'GET', url, headers: headers(token) });
    expect(response.statusCode).toBe(200);
    return response.json().value;
  };

  it('seeds more than 5,000 games and pages them', async () => {
    const menus = (await getValue('/lgw/games/game_menus')) as { gameType: string }[];
    let total = 0;
    for (const type of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ELOTT', 'LOTT', 'INHOUSE']) {
      const value = await getValue(`/wps/relay/GCSGAME_gameList?gameType=${type}&pageSize=5`);
      expect(value.totalCount).toBeGreaterThan(0);
      expect(value.totalPages).toBe(Math.ceil(value.totalCount / 5));
      total += value.totalCount;
    }
    expect(total).toBeGreaterThanOrEqual(5000);
    expect(menus.map((m) => m.gameType)).toEqual(
      expect.arrayContaining(['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT']),
    );
  });

  it('filters games by vendor, classification, name, min bet and lines', async () => {
    const value = await getValue(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&gameClassify=JP&gameName=FoRtUnE&minBet=0.1&minLineNum=20&pageSize=200',
    );
    expect(value.games.length).toBeGreaterThan(0);
    for (const game of value.games) {
      expect(game).toMatchObject({ vassalage: 'PG', gameClassify: 'JP', gameType: 'RNG' });
      expect(game.gameName.toLowerCase()).toContain('fortune');
      expect(game.minBet).toBeGreaterThanOrEqual(0.1);
      expect(game.lineNum).toBeGreaterThanOrEqual(20);
      expect(game.showIcon).toBe(`/assets-api/game-icon/${game.nodeId}.png`);
    }
    const esports = await getValue('/wps/relay/GCSGAME_gameList?gameType=ESPORTS&pageSize=200');
    expect(new Set(esports.games.map((g: { vassalage: string }) => g.vassalage))).toEqual(new Set(['AV', 'AI', 'IMES', 'TF', 'IA']));
  });

  it('pages do not overlap', async () => {
    const first = await getValue('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=42');
    const second = await getValue('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2&pageSize=42');
    const ids = new Set(first.games.map((g: { nodeId: number }) => g.nodeId));
    expect(second.games.some((g: { nodeId: number }) => ids.has(g.nodeId))).toBe(false);
  });

  it('answers vendor lanes per category, with sports, e-sports and cockfight', async () => {
    const value = await getValue('/wps/relay/GCSGAME_newGameVendor');
    const lanes = new Map(
      value.data.lanes.map((lane: { title: string; cards: { vassalage: string }[] }) => [lane.title, lane.cards.map((c) => c.vassalage)]),
    );
    expect(lanes.get('RNG')).toEqual(expect.arrayContaining(['PG', 'JL', 'PP']));
    expect(lanes.get('LIVE')).toContain('EVO');
    expect(lanes.get('SPORTS')).toEqual(expect.arrayContaining(['SABA', 'AV', 'DS88']));
    expect(lanes.get('ESPORTS')).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(lanes.get('COCKFIGHT')).toEqual(['DS88']);
  });

  it('filters notices by type and promotions by category', async () => {
    const only = await getValue('/wps/relay/MCSFE_getListAnnouncements?types=PU');
    expect(only.popup.length).toBeGreaterThan(0);
    expect(only.player).toEqual([]);
    expect(only.banners).toEqual([]);
    const all = await getValue('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H');
    expect(new Set(all.banners.map((b: { groupName: string }) => b.groupName))).toEqual(
      new Set(['home', 'hot_games', 'download', 'promotion', 'shop', 'help', 'register', 'w_reg']),
    );
    expect(all.player.some((n: { type: string }) => n.type === 'H')).toBe(true);
    const newPlayer = await getValue('/wps/relay/PROMOFE_getPromotionList?category=new_player');
    expect(newPlayer.list.length).toBeGreaterThan(1);
    expect(newPlayer.list.every((p: { category: string }) => p.category === 'new_player')).toBe(true);
    const publicStates = await getValue('/wps/relay/PROMOFE_getPromotionList');
    expect(new Set(publicStates.list.map((p: { state: string }) => p.state))).toEqual(new Set(['join', 'comingSoon', 'closed']));
    // member01 meets every activity state (spec §4).
    const every = await getValue('/wps/relay/PROMOFE_getPromotionList', memberOfOwn);
    expect(new Set(every.list.map((p: { state: string }) => p.state))).toEqual(new Set(PROMOTION_STATES));
  });

  it('describes the member, the wallet and the agent', async () => {
    const member = await getValue('/wps/member/info', memberOfOwn);
    expect(member).toMatchObject({ account: 'member01', isAgent: 0, currencySymbol: '$', clubLabel: { rankLevel: 1 } });
    expect(member.availablePromotions).toContainEqual({ type: 'REFERRAL', enabled: true });
    expect(await getValue('/wps/v2/wallets/balance', memberOfOwn)).toMatchObject({ sumBalance: 1000, isSingle: false });
    const agent = await getValue('/wps/member/info', agentOfOwn);
    expect(agent).toMatchObject({ account: 'agent01', isAgent: 1 });
    const overview = await getValue('/wps/relay/MCS2_getTeamOverview?period=month', agentOfOwn);
    expect(overview.directDownlines).toBe(5);
    // The 11 seeded below agent01 (three levels).
    expect(overview.teamSize).toBe(11);
    expect(overview.downlines.map((d: { account: string }) => d.account)).toEqual(
      expect.arrayContaining(['agent02', 'member02', 'member03', 'member04', 'member05', 'member06']),
    );
    const teamBalance = own.db
      .prepare(
        `SELECT sum(w.balance_cents) FROM wallets w JOIN accounts a ON a.id = w.account_id WHERE a.username IN ('agent02','member02','member03','member04','member05','member06','member07','member08','agent03','member09','member10')`,
      )
      .pluck()
      .get() as number;
    expect(overview.teamBalance).toBeCloseTo(teamBalance / 100, 2);
    expect(overview.teamValidBet).toBeGreaterThan(0);
  });

  it('refuses the team overview to non-agents with a clear message', async () => {
    const response = await own.app.inject({ method: 'GET', url: '/wps/relay/MCS2_getTeamOverview', headers: headers(memberOfOwn) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: 'member.not.agent',
      message: 'Non-agents cannot view the team overview',
    });
  });

  it('customer-service paths decrypt to this API', async () => {
    const { decryptCustomerServicePath } = await import('shared-contracts/crypto');
    const value = await getValue('/wps/system/status');
    const entry = value.info.customerService.find((e: { type: number; csType: string }) => e.type === 3 && e.csType === 'LIVECHAT');
    const url = decryptCustomerServicePath(entry.path);
    expect(url).toBe('http://localhost:80/assets-api/customer-service/livechat');
    const page = await own.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    // Styled from a file: the site's CSP (style-src 'self') blocks inline <style> and style="…".
    expect(page.body).not.toMatch(/<style|\sstyle=/i);
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(page.body)?.[1] ?? '';
    const css = await own.app.inject({ method: 'GET', url: stylesheet });
    expect([css.statusCode, css.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
    expect(value.info.launchGameCDNs).toContain('http://localhost:80');
  });

  it('answers no image address that the API does not serve (resources, avatars, icons)', async () => {
    const status = await getValue('/wps/system/status');
    const addresses = [
      ...status.info.resources.flatMap((r: { qrCodeUrl?: string }) => (r.qrCodeUrl ? [r.qrCodeUrl] : [])),
      (await getValue('/wps/relay/MCSFE_getPlayerAvatar', memberOfOwn)).url,
      (await getValue('/wps/member/info/icon', memberOfOwn)).icon,
    ];
    for (const address of addresses) {
      const response = await own.app.inject({ method: 'GET', url: address });
      expect([address, response.statusCode]).toEqual([address, 200]);
    }
  });

  it('serves generated icons for games (PNG, and SVG for older links) and vendors', async () => {
    const png = await own.app.inject({ method: 'GET', url: '/assets-api/game-icon/10001.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect((await own.app.inject({ method: 'GET', url: '/assets-api/game-icon/1.png' })).statusCode).toBe(404);
    const icon = await own.app.inject({ method: 'GET', url: '/assets-api/game-icon/10001.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(icon.body).toContain('<svg');
    expect((await own.app.inject({ method: 'GET', url: '/assets-api/vendor-icon/PG.svg' })).statusCode).toBe(200);
    expect((await own.app.inject({ method: 'GET', url: '/assets-api/game-icon/1.svg' })).statusCode).toBe(404);
  });
});
