import type Database from 'better-sqlite3';
import type { GameType } from 'shared-contracts';
import { createPrng, type Prng } from '../lib/prng';
import { seedRegisterSettings } from '../domain/account/register-settings';
import { hashPassword } from '../lib/passwords';
import { base32Encode } from '../lib/totp';
import { AGENT_PAYMENTS, seedAgentContracts } from './seed-agents';
import { NAME_WORDS, RNG_CLASSIFICATIONS, SEED_CATEGORIES, SEED_VENDORS, categoryRoute, type SeedVendor } from './seed-catalogue';
import { fill, type Localized } from '../i18n/localized';
import { INBOX_MESSAGES } from './content/inbox';
import { BANNER_GROUP_NAMES, BANNER_TEXTS, NOTICES } from './content/notices';
import { PAYMENT_NOTES } from './content/payments';
import { POINTS_ITEMS, REDEMPTION_NOTES } from './content/points';
import { PROMOTION_NOTES, PROMOTION_TEMPLATES, PROMOTION_TITLES } from './content/promotions';
import { REWARD_TITLES } from './content/rewards';
import { LEDGER_MEMOS } from './content/ledger';
import { REFERRAL_FIRST_DEPOSIT_BONUS_CENTS } from '../domain/account/referral';

/** The merchant every seeded account belongs to. */
export const SEED_MERCHANT = 'wl_demo';
/** The password of every seeded account. */
export const SEED_PASSWORD = 'secret88';
/** First node id of the seeded games. */
export const FIRST_NODE_ID = 10001;

const DAY = 86_400_000;

/** Tables in delete order (children first). */
const TABLES = [
  'idempotency_keys',
  'referral_earnings',
  'bank_cards',
  'game_wallets',
  'promotion_images',
  'promotion_applications',
  'vip_levels',
  'social_identities',
  'used_tokens',
  'login_history',
  'phone_provider_sessions',
  'geetest_passes',
  'geetest_challenges',
  'raffle_claims',
  'salary_records',
  'dividend_records',
  'contracts',
  'rebate_claims',
  'rewards',
  'withdrawals',
  'deposits',
  'login_challenges',
  'account_ips',
  'points_redemptions',
  'points_items',
  'feedback_images',
  'feedback',
  'favourites',
  'recent_games',
  'outbox',
  'captchas',
  'login_failures',
  'login_address_failures',
  'seen_login_bodies',
  'register_settings',
  'launches',
  'sessions',
  'ledger',
  'messages',
  'wallets',
  'accounts',
  'games',
  'vendors',
  'game_categories',
  'promotions',
  'notices',
  'banners',
  'whitelabel',
  'system_settings',
  'resources',
  'customer_service',
  'merchants',
];

interface SeedAccount {
  username: string;
  nickname: string;
  type: number;
  isAgent: number;
  parent?: string;
  rankLevel: number;
  /** Final balance in cents: the ledger is generated to add up to it. */
  balanceCents: number;
  /** Generate a betting history (deposits, withdrawals, bets) for team figures. */
  history: boolean;
  /** Draw from a separate random stream (accounts added after the first seed). */
  ownStream?: boolean;
}

/** The accounts of the brief (all with password `secret88`). */
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  { username: 'member01', nickname: 'Minh', type: 0, isAgent: 0, rankLevel: 1, balanceCents: 100_000, history: false },
  // The top of the VIP ladder (VIP5): above 4, so VIP customer service (spec §2).
  { username: 'vip01', nickname: 'Lan VIP', type: 0, isAgent: 0, rankLevel: 5, balanceCents: 2_500_000, history: true },
  { username: 'agent01', nickname: 'Agent Hùng', type: 1, isAgent: 1, rankLevel: 3, balanceCents: 500_000, history: true },
  {
    username: 'agent02',
    nickname: 'Agent Mai',
    type: 2,
    isAgent: 2,
    parent: 'agent01',
    rankLevel: 2,
    balanceCents: 120_000,
    history: true,
  },
  ...['member02', 'member03', 'member04', 'member05'].map((username, i) => ({
    username,
    nickname: `Player ${i + 2}`,
    type: 0,
    isAgent: 0,
    parent: 'agent01',
    rankLevel: i % 3,
    balanceCents: 0,
    history: true,
  })),
  ...['member06', 'member07', 'member08'].map((username, i) => ({
    username,
    nickname: `Player ${i + 6}`,
    type: 0,
    isAgent: 0,
    parent: 'agent02',
    rankLevel: 1,
    balanceCents: 0,
    history: true,
  })),
  { username: 'trial01', nickname: 'Trial', type: 4, isAgent: 4, rankLevel: 0, balanceCents: 200_000, history: false },
  // A third level: agent02 → agent03 → member09, member10 (their own random stream, so the older
  // accounts' seeded data stays as it was).
  {
    username: 'agent03',
    nickname: 'Agent Khoa',
    type: 2,
    isAgent: 2,
    parent: 'agent02',
    rankLevel: 1,
    balanceCents: 0,
    history: true,
    ownStream: true,
  },
  ...['member09', 'member10'].map((username, i) => ({
    username,
    nickname: `Player ${i + 9}`,
    type: 0,
    isAgent: 0,
    parent: 'agent03',
    rankLevel: 0,
    balanceCents: 0,
    history: true,
    ownStream: true,
  })),
];

function weighted(prng: Prng, items: readonly { code: string; weight: number }[]): string {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let roll = prng.next() * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item.code;
  }
  return items[items.length - 1]!.code;
}

function gameNamesFor(gameType: GameType, vendor: SeedVendor, prng: Prng): string[] {
  const names = new Set<string>();
  const base: Partial<Record<GameType, readonly string[]>> = {
    LIVE: NAME_WORDS.live,
    FISH: NAME_WORDS.fish,
    PVP: NAME_WORDS.pvp,
    ELOTT: NAME_WORDS.elott,
    INHOUSE: NAME_WORDS.inhouse,
    LOTT: vendor.code === 'VNLOTT' ? NAME_WORDS.vnlott : NAME_WORDS.lott,
  };
  if (gameType === 'SPORTS') {
    const words = ['AV', 'AI', 'IMES', 'TF', 'IA'].includes(vendor.code)
      ? NAME_WORDS.esports
      : vendor.code === 'DS88'
        ? NAME_WORDS.cockfight
        : NAME_WORDS.sports;
    const prefix = words === NAME_WORDS.sports ? vendor.name : vendor.code;
    for (let i = 0; i < vendor.games; i += 1) names.add(`${prefix} ${words[i % words.length]}`);
    return [...names];
  }
  const list = base[gameType];
  let attempt = 0;
  while (names.size < vendor.games) {
    attempt += 1;
    let name: string;
    if (list) {
      const word = list[(names.size + attempt) % list.length]!;
      const round = Math.floor(names.size / list.length);
      name =
        round === 0
          ? word
          : `${word} ${prng.pick(['A', 'B', 'VIP', 'Speed', 'Lucky', 'Gold', 'Neo', 'Max'])}${round > 1 ? ` ${round}` : ''}`;
    } else {
      const suffix = prng.pick(NAME_WORDS.suffix);
      name = `${prng.pick(NAME_WORDS.first)} ${prng.pick(NAME_WORDS.second)}${suffix ? ` ${suffix}` : ''}`;
      if (attempt > vendor.games * 4) name = `${name} ${attempt}`;
    }
    names.add(name);
  }
  return [...names];
}

function seedGames(db: Database.Database, prng: Prng): number {
  const insertCategory = db.prepare('INSERT INTO game_categories (game_type, title, route, sort, in_menu) VALUES (?, ?, ?, ?, ?)');
  for (const c of SEED_CATEGORIES) insertCategory.run(c.gameType, c.title, categoryRoute(c.gameType), c.sort, c.inMenu ? 1 : 0);
  const insertVendor = db.prepare(
    'INSERT INTO vendors (code, game_type, name, colour, is_hot, is_vassalage, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertGame = db.prepare(
    `INSERT INTO games (node_id, game_type, vassalage, game_code, game_name, game_classify, min_bet, line_num, is_hot, account_type_name, default_play_type, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let nodeId = FIRST_NODE_ID;
  for (const [gameType, vendors] of Object.entries(SEED_VENDORS) as [GameType, readonly SeedVendor[]][]) {
    vendors.forEach((vendor, vendorIndex) => {
      insertVendor.run(
        vendor.code,
        gameType,
        vendor.name,
        vendor.colour,
        vendor.isHot ? 1 : 0,
        vendor.isVassalage ? 1 : 0,
        vendorIndex + 1,
      );
      gameNamesFor(gameType, vendor, prng).forEach((name, i) => {
        const classify = gameType === 'RNG' ? weighted(prng, RNG_CLASSIFICATIONS) : null;
        const minBet =
          gameType === 'RNG'
            ? prng.pick([0.01, 0.05, 0.1, 0.2, 0.5, 1])
            : gameType === 'LIVE'
              ? prng.pick([1, 5, 10, 20])
              : prng.pick([0.1, 0.5, 1, 2]);
        const lineNum = gameType === 'RNG' ? prng.pick([1, 5, 9, 10, 20, 25, 30, 40, 50, 243, 1024]) : gameType === 'FISH' ? 1 : 0;
        const isLottery = gameType === 'LOTT' || gameType === 'ELOTT';
        const accountTypeName =
          gameType === 'LOTT' ? (vendor.code === 'VNLOTT' ? 'TCG_LOTTO_VN' : 'LOTT') : gameType === 'ELOTT' ? 'ELOTT' : null;
        insertGame.run(
          nodeId,
          gameType,
          vendor.code,
          `${vendor.code}_${gameType}_${String(i + 1).padStart(4, '0')}`,
          name,
          classify,
          minBet,
          lineNum,
          i < 6 || prng.chance(0.04) ? 1 : 0,
          accountTypeName,
          isLottery ? prng.pick(['STANDARD', 'QUICK', 'DIRECT']) : null,
          i + 1,
        );
        nodeId += 1;
      });
    });
  }
  return nodeId - FIRST_NODE_ID;
}

function seedAccounts(db: Database.Database, mainPrng: Prng, now: number): void {
  const extraPrng = createPrng(4_242);
  const insertAccount = db.prepare(
    `INSERT INTO accounts (merchant_code, username, password_hash, nickname, type, is_agent, parent_id, rank_level, mobile, email, created_at)
     VALUES (@merchant, @username, @hash, @nickname, @type, @isAgent, @parentId, @rankLevel, @mobile, @email, @createdAt)`,
  );
  const insertWallet = db.prepare('INSERT INTO wallets (account_id, currency, balance_cents) VALUES (?, ?, ?)');
  const insertLedger = db.prepare(
    `INSERT INTO ledger (account_id, kind, amount_cents, bet_cents, win_cents, node_id, balance_after_cents, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertMessage = db.prepare('INSERT INTO messages (account_id, title, content, is_read, created_at) VALUES (?, ?, ?, ?, ?)');
  const ids = new Map<string, number>();
  SEED_ACCOUNTS.forEach((account, index) => {
    const prng = account.ownStream ? extraPrng : mainPrng;
    const createdAt = account.username.endsWith('05') || account.username.endsWith('08') ? now - 3_600_000 : now - (60 - index) * DAY;
    const result = insertAccount.run({
      merchant: SEED_MERCHANT,
      username: account.username,
      hash: hashPassword(SEED_PASSWORD, prng.hex(16)),
      nickname: account.nickname,
      type: account.type,
      isAgent: account.isAgent,
      parentId: account.parent ? (ids.get(account.parent) ?? null) : null,
      rankLevel: account.rankLevel,
      mobile: `09${String(10_000_000 + index * 7_654_321).slice(0, 8)}`,
      email: `${account.username}@example.com`,
      createdAt,
    });
    const id = Number(result.lastInsertRowid);
    ids.set(account.username, id);

    // The ledger adds up to the wallet: deposits, some withdrawals and bets, then (if needed) a
    // final deposit to land exactly on the seeded balance.
    let balance = 0;
    const rows: [string, number, number, number, number | null, number][] = [];
    if (account.history) {
      const days = prng.int(8, 16);
      for (let d = 0; d < days; d += 1) {
        const at = now - prng.int(0, 29) * DAY - prng.int(0, 20) * 3_600_000 - 60_000;
        const deposit = prng.int(5, 50) * 1000;
        balance += deposit;
        rows.push(['deposit', deposit, 0, 0, null, at]);
        for (let b = prng.int(2, 6); b > 0; b -= 1) {
          const bet = Math.min(balance, prng.int(1, 20) * 100);
          if (bet <= 0) break;
          const win = prng.chance(0.45) ? bet * prng.int(1, 4) : 0;
          balance += win - bet;
          rows.push(['bet', win - bet, bet, win, FIRST_NODE_ID + prng.int(0, 4000), at + b * 60_000]);
        }
        if (d % 4 === 1) {
          const bonus = prng.int(2, 30) * 100;
          balance += bonus;
          rows.push([prng.chance(0.5) ? 'bonus' : 'rebate', bonus, 0, 0, null, at + 300_000]);
        }
        if (prng.chance(0.3) && balance > 2000) {
          const withdraw = Math.floor(balance / 2);
          balance -= withdraw;
          rows.push(['withdraw', -withdraw, 0, 0, null, at + 600_000]);
        }
      }
    }
    if (account.username === 'vip01') {
      for (const w of VIP_WITHDRAWALS) {
        balance -= w.cents;
        rows.push(['withdraw', -w.cents, 0, 0, null, now - w.ago]);
        if (w.status === 'rejected') {
          balance += w.cents;
          rows.push(['withdraw', w.cents, 0, 0, null, now - w.ago + WITHDRAWAL_REFUND_DELAY]);
        }
      }
    }
    for (const p of AGENT_PAYMENTS[account.username] ?? []) {
      balance += p.cents;
      rows.push([p.kind, p.cents, 0, 0, null, now - p.ago]);
    }
    if (account.username === 'member01') {
      // A short history of the e2e account (bets over several categories, a bonus), landing on its balance.
      const start = now - 6 * DAY;
      rows.push(['deposit', 50_000, 0, 0, null, start]);
      balance += 50_000;
      MEMBER01_BETS.forEach(([nodeOffset, bet, win], i) => {
        balance += win - bet;
        rows.push(['bet', win - bet, bet, win, FIRST_NODE_ID + nodeOffset, start + (i + 1) * 7_200_000]);
      });
      rows.push(['bonus', 1_800, 0, 0, null, start + 2 * DAY]);
      balance += 1_800;
    }
    const target = account.balanceCents > 0 ? account.balanceCents : balance + prng.int(0, 300) * 100;
    if (target > balance) {
      rows.push(['deposit', target - balance, 0, 0, null, now - ADJUSTMENT_AGO]);
    } else if (target < balance) {
      rows.push(['withdraw', target - balance, 0, 0, null, now - ADJUSTMENT_AGO]);
    }
    rows.sort((a, b) => a[5] - b[5]);
    let running = 0;
    for (const [kind, amount, bet, win, nodeId, at] of rows) {
      running += amount;
      insertLedger.run(id, kind, amount, bet, win, nodeId, running, at);
    }
    insertWallet.run(id, 'USD', running);
    if (account.type !== 4) {
      const message = (m: { title: Localized; content: Localized }, isRead: number, at: number) =>
        insertMessage.run(id, m.title.EN, m.content.EN, isRead, at);
      message(INBOX_MESSAGES.welcome, 1, createdAt);
      message(INBOX_MESSAGES.weeklyRebate, 0, now - DAY);
      message(INBOX_MESSAGES.securityReminder, 1, now - 3 * DAY);
      if (account.rankLevel > 4) message(INBOX_MESSAGES.vipManager, 0, now - 2 * DAY);
    }
  });
}

/**
 * The seeded promotions. `timing`: open now, starting in the future, or over. `member01`: the status
 * of member01's application, so that member01 meets every activity state (spec §4): join (2001,
 * 2005, 2010, 2013), applying (2002, 2016), comingSoon (2003, 2015), a raffle to draw (2004),
 * joined (2006), rejected (2007), processing (2008), issued (2009, 2011), claimed (2012), closed (2014).
 */
const PROMOTION_SEED: readonly {
  category: string;
  title: Localized;
  kind?: 'normal' | 'raffle';
  timing: 'open' | 'future' | 'past';
  needsReview?: boolean;
  bonusCents?: number;
  member01?: 'applying' | 'rejected' | 'issued' | 'claimed' | 'processing' | 'joined';
}[] = [
  { category: 'new_player', title: PROMOTION_TITLES.firstDeposit, timing: 'open', bonusCents: 10_000 },
  { category: 'new_player', title: PROMOTION_TITLES.welcomeSpins, timing: 'open', bonusCents: 1_000, member01: 'applying' },
  { category: 'new_player', title: PROMOTION_TITLES.secondDeposit, timing: 'future', bonusCents: 5_000 },
  { category: 'new_player', title: PROMOTION_TITLES.luckyWheel, kind: 'raffle', timing: 'open' },
  { category: 'deposit', title: PROMOTION_TITLES.dailyReload, timing: 'open', bonusCents: 2_000 },
  { category: 'deposit', title: PROMOTION_TITLES.weekendReload, timing: 'open', needsReview: false, member01: 'joined' },
  { category: 'deposit', title: PROMOTION_TITLES.cryptoDeposit, timing: 'open', bonusCents: 3_000, member01: 'rejected' },
  { category: 'rebate', title: PROMOTION_TITLES.slotsRebate, timing: 'open', bonusCents: 1_200, member01: 'processing' },
  { category: 'rebate', title: PROMOTION_TITLES.liveCashback, timing: 'open', bonusCents: 2_500, member01: 'issued' },
  { category: 'rebate', title: PROMOTION_TITLES.sportsRebate, timing: 'open', bonusCents: 800 },
  { category: 'vip', title: PROMOTION_TITLES.vipBirthday, timing: 'open', bonusCents: 2_000, member01: 'issued' },
  { category: 'vip', title: PROMOTION_TITLES.vipLevelUp, timing: 'open', bonusCents: 5_000, member01: 'claimed' },
  { category: 'referral', title: PROMOTION_TITLES.inviteFriends, timing: 'open', needsReview: false },
  { category: 'festival', title: PROMOTION_TITLES.lunarNewYear, timing: 'past', bonusCents: 888 },
  { category: 'festival', title: PROMOTION_TITLES.midAutumn, kind: 'raffle', timing: 'future' },
  { category: 'sports', title: PROMOTION_TITLES.championsLeague, timing: 'open', bonusCents: 1_500, member01: 'applying' },
];

/** The VIP ladder (ours): thresholds in cents of lifetime approved deposits and valid bet. */
const VIP_SEED: readonly [
  level: number,
  name: string,
  color: string,
  color2: string,
  depositCents: number,
  validBetCents: number,
  upgrade: number,
  monthly: number,
  birthday: number,
  rebate: number,
  withdrawLimit: number,
  dedicated: boolean,
][] = [
  [0, 'VIP0', '#8a8f98', '#c9ccd1', 0, 0, 0, 0, 0, 0.3, 2_000_000, false],
  [1, 'VIP1', '#3f7fbf', '#8fc1ef', 50_000, 200_000, 1_000, 500, 1_000, 0.4, 5_000_000, false],
  [2, 'VIP2', '#2e9e6b', '#8fe0b9', 200_000, 1_000_000, 3_000, 1_500, 2_000, 0.5, 10_000_000, false],
  [3, 'VIP3', '#c08a1e', '#f3d27a', 1_000_000, 5_000_000, 10_000, 5_000, 5_000, 0.6, 20_000_000, false],
  [4, 'VIP4', '#b5485d', '#f2a0b0', 5_000_000, 20_000_000, 30_000, 15_000, 10_000, 0.8, 50_000_000, true],
  [5, 'VIP5', '#6a3fb5', '#c5a8f5', 20_000_000, 80_000_000, 100_000, 50_000, 30_000, 1.0, 100_000_000, true],
];

/** The payment password of the named seeded accounts (others have none yet). */
export const SEED_PAYMENT_PASSWORD = '246810';

/** Bank cards, payment passwords, multi-wallet, promotion applications and the VIP ladder. */
function seedPaymentsPromotionsVip(db: Database.Database, prng: Prng, now: number): void {
  const id = (username: string) => db.prepare('SELECT id FROM accounts WHERE username = ?').pluck().get(username) as number;
  // The demo merchant runs game wallets next to the main wallet (isSingle false).
  db.prepare('UPDATE merchants SET is_single = 0, allow_downline_recall = 1 WHERE code = ?').run(SEED_MERCHANT);
  const setPayment = db.prepare('UPDATE accounts SET payment_password_hash = ? WHERE username = ?');
  ['member01', 'vip01', 'agent01', 'agent02'].forEach((username, i) =>
    setPayment.run(hashPassword(SEED_PAYMENT_PASSWORD, `5eedface${String(i).padStart(24, '0')}`), username),
  );
  // Every real account's payout account becomes its default bank card, except member05's (none yet).
  db.prepare(
    `INSERT INTO bank_cards (account_id, bank_name, account_name, account_no, is_default, created_at)
     SELECT id, bank_name, COALESCE(payee_name, nickname), bank_account_no, 1, created_at FROM accounts
      WHERE bank_name IS NOT NULL AND bank_account_no IS NOT NULL AND username != 'member05'`,
  ).run();
  const insertApplication = db.prepare(
    'INSERT INTO promotion_applications (account_id, promotion_id, status, remark, image_count, created_at, decided_at, reject_reason) VALUES (?, ?, ?, ?, 0, ?, ?, ?)',
  );
  const member = id('member01');
  PROMOTION_SEED.forEach((p, i) => {
    if (!p.member01) return;
    const created = now - prng.int(2, 6) * DAY;
    const decided = p.member01 === 'applying' || p.member01 === 'joined' ? null : created + DAY;
    insertApplication.run(
      member,
      2001 + i,
      p.member01,
      PROMOTION_NOTES.seededRemark.EN,
      created,
      decided,
      p.member01 === 'rejected' ? PROMOTION_NOTES.depositBeforeStart.EN : null,
    );
  });
  const insertLevel = db.prepare(
    `INSERT INTO vip_levels (level, label_name, color, color2, deposit_required_cents, valid_bet_required_cents, upgrade_bonus_cents, monthly_bonus_cents, birthday_bonus_cents,
       rebate_rate, withdraw_limit_cents, dedicated_service) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [level, name, color, color2, deposit, bet, upgrade, monthly, birthday, rebate, limit, dedicated] of VIP_SEED) {
    insertLevel.run(level, name, color, color2, deposit, bet, upgrade, monthly, birthday, rebate, limit, dedicated ? 1 : 0);
  }
}

/** How long after it was made the seeded rejected withdrawal was refunded. */
const WITHDRAWAL_REFUND_DELAY = 3_600_000;

/** vip01's withdrawals, one per state the member centre shows (ledger rows written with the history). */
const VIP_WITHDRAWALS: readonly { ago: number; cents: number; status: string; remark: string | null }[] = [
  { ago: 9 * DAY, cents: 20_000, status: 'partially_received', remark: PAYMENT_NOTES.partArrived.EN },
  { ago: 7 * DAY, cents: 12_000, status: 'not_received', remark: PAYMENT_NOTES.nothingArrived.EN },
  { ago: 5 * DAY, cents: 30_000, status: 'auto_received', remark: null },
  { ago: 4 * DAY, cents: 8_000, status: 'rejected', remark: PAYMENT_NOTES.withdrawalRefunded.EN },
  { ago: 10 * 60_000, cents: 5_000, status: 'paid', remark: null },
  { ago: 20_000, cents: 6_000, status: 'processing', remark: null },
];

/** member01's seeded bets: [node offset, bet cents, win cents] over RNG, LIVE and others. */
const MEMBER01_BETS: readonly [number, number, number][] = [
  [3, 500, 0],
  [3, 500, 1_250],
  [17, 1_000, 0],
  [2_900, 2_000, 3_000],
  [2_950, 1_000, 0],
  [3_400, 500, 900],
  [4_100, 1_500, 0],
  [5, 300, 0],
];

/** Provider accounts linked to seeded members (social login): [username, provider, subject]. */
export const SEED_SOCIAL_IDENTITIES: readonly [string, 'google' | 'facebook' | 'telegram', string][] = [
  ['member01', 'google', 'member01@gmail.test'],
  ['member01', 'facebook', 'member01@facebook.test'],
  ['member01', 'telegram', 'member01_tg'],
  ['vip01', 'google', 'vip01@gmail.test'],
];

/** Past logins of member01 and vip01 (for the post-login modal): [username, ago in ms, ip, country]. */
const SEED_LOGINS: readonly [string, number, string, string][] = [
  ['member01', 9 * DAY + 7_200_000, '203.0.113.24', 'VN'],
  ['member01', 3 * DAY + 1_800_000, '203.0.113.24', 'VN'],
  ['member01', DAY + 5_400_000, '198.51.100.77', 'SG'],
  ['vip01', 40 * DAY, '203.0.113.90', 'VN'],
  ['vip01', 6 * DAY + 3_600_000, '203.0.113.90', 'VN'],
  ['vip01', 2 * 3_600_000, '203.0.113.91', 'VN'],
];

/** Bank account (payee) names of the seeded accounts, in seed order. */
export const PAYEE_NAMES = [
  'NGUYEN VAN MINH',
  'TRAN THI LAN',
  'LE VAN HUNG',
  'PHAM THI MAI',
  'HOANG VAN NAM',
  'VU THI HOA',
  'DANG VAN KHOA',
  'BUI THI THU',
  'DO VAN LONG',
  'NGO THI HANH',
  'DUONG VAN BINH',
] as const;

const BANNER_GROUPS = ['home', 'hot_games', 'download', 'promotion', 'shop', 'help', 'register', 'w_reg'] as const;

/** The white-label tree (spec §3, §6): modId, default on/off, children. */
export const WHITELABEL_SEED: readonly { modId: string; parent: string | null; enabled: boolean }[] = [
  { modId: 'COMM3', parent: null, enabled: true },
  { modId: 'REG3', parent: 'COMM3', enabled: true },
  { modId: 'DIRECTREG3', parent: 'REG3', enabled: true },
  { modId: 'MOBILENUMREG3', parent: 'REG3', enabled: true },
  { modId: 'REGMOBVERF3', parent: 'REG3', enabled: false },
  { modId: 'CAPTCHA3', parent: 'REG3', enabled: true },
  // Human verification (GeeTest-shaped, served by this API) before login, registration and SMS codes.
  { modId: 'GEETEST3', parent: 'COMM3', enabled: false },
  { modId: 'PASS3', parent: 'COMM3', enabled: true },
  { modId: 'CHNGPASSVERIF3', parent: 'PASS3', enabled: true },
  { modId: 'FORCECHNGPASS3', parent: 'PASS3', enabled: true },
  { modId: 'MOBILEVERCODELOGIN3', parent: 'COMM3', enabled: false },
  { modId: 'FREEPLAY3', parent: 'COMM3', enabled: true },
  { modId: 'GOOGLELOGIN3', parent: 'REG3', enabled: true },
  { modId: 'FBLOGIN3', parent: 'REG3', enabled: true },
  { modId: 'TGLOGIN3', parent: 'REG3', enabled: false },
  // SMS codes through the phone sign-in provider (the firebase path; our modId), off by default.
  { modId: 'FIREBASESMS3', parent: 'COMM3', enabled: false },
  { modId: 'GAMELO3', parent: null, enabled: true },
  { modId: 'GAMELOHOT3', parent: 'GAMELO3', enabled: true },
  { modId: 'GAMELOFAV3', parent: 'GAMELO3', enabled: true },
  { modId: 'GAMELOREC3', parent: 'GAMELO3', enabled: true },
  { modId: 'FUNDTRANS3', parent: null, enabled: true },
  { modId: 'AFFMAN3', parent: null, enabled: true },
  { modId: 'INBOX3', parent: null, enabled: true },
  { modId: 'PTSYS3', parent: null, enabled: true },
  { modId: 'REWCEN3', parent: null, enabled: true },
  { modId: 'FEEDBACK3', parent: null, enabled: true },
  { modId: 'PROFPIC3', parent: null, enabled: true },
];

function seedContent(db: Database.Database, prng: Prng, now: number): void {
  const insertPromotion = db.prepare(
    `INSERT INTO promotions (id, category, title, summary, content, state, start_time, end_time, sort, kind, terms, bonus_cents, needs_review)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  PROMOTION_SEED.forEach((p, i) => {
    const start = p.timing === 'future' ? now + prng.int(2, 10) * DAY : now - prng.int(5, 40) * DAY;
    const end = p.timing === 'past' ? now - prng.int(1, 4) * DAY : start + prng.int(30, 90) * DAY;
    // Stored in English (the texts' source language); readers in another language get the template's.
    const title = p.title.EN;
    const summary = fill(PROMOTION_TEMPLATES.summary.EN, { title, minDeposit: prng.pick([10, 20, 50]) }, 'EN');
    const content = fill(PROMOTION_TEMPLATES.content.EN, { title, summary, days: prng.int(7, 30), turnover: prng.int(5, 20) }, 'EN');
    const terms = fill(PROMOTION_TEMPLATES.terms.EN, { wager: 5 + (i % 4) * 5 }, 'EN');
    // The stored state is the public one (a guest's); a member's state is derived per request.
    const publicState = p.timing === 'future' ? 'comingSoon' : p.timing === 'past' ? 'closed' : 'join';
    insertPromotion.run(
      2001 + i,
      p.category,
      title,
      summary,
      content,
      publicState,
      start,
      end,
      i + 1,
      p.kind ?? 'normal',
      terms,
      p.bonusCents ?? 0,
      p.needsReview === false ? 0 : 1,
    );
  });

  const insertNotice = db.prepare('INSERT INTO notices (id, type, title, content, create_time) VALUES (?, ?, ?, ?, ?)');
  NOTICES.forEach((n, i) => insertNotice.run(3001 + i, n.type, n.title.EN, n.content.EN, now - (i + 1) * 7_200_000));

  const insertBanner = db.prepare(
    'INSERT INTO banners (id, group_name, title, linkage_type, link, colour, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  let bannerId = 4001;
  const colours = ['#7b2cbf', '#ff006e', '#3a86ff', '#fb5607', '#06d6a0', '#118ab2'];
  for (const group of BANNER_GROUPS) {
    const count = group === 'home' ? 5 : group === 'promotion' || group === 'hot_games' ? 3 : 2;
    for (let i = 0; i < count; i += 1) {
      const linkage = prng.pick(['NONE', 'INTERNAL', 'PROMOTION', 'GAME']);
      const link =
        linkage === 'PROMOTION'
          ? `/promoDetail?id=${2001 + prng.int(0, PROMOTION_SEED.length - 1)}`
          : linkage === 'GAME'
            ? '/rng'
            : linkage === 'INTERNAL'
              ? '/promotions'
              : '';
      const title = fill(BANNER_TEXTS.title.EN, { group: BANNER_GROUP_NAMES[group].EN, n: i + 1 }, 'EN');
      insertBanner.run(bannerId, group, title, linkage, link, prng.pick(colours), i + 1);
      bannerId += 1;
    }
  }

  const insertFlag = db.prepare('INSERT INTO whitelabel (mod_id, parent_mod_id, enabled, sort) VALUES (?, ?, ?, ?)');
  WHITELABEL_SEED.forEach((f, i) => insertFlag.run(f.modId, f.parent, f.enabled ? 1 : 0, i + 1));

  db.prepare(
    'INSERT INTO system_settings (id, status, restriction_ip, restriction_country, default_country) VALUES (1, 0, NULL, NULL, ?)',
  ).run('VN');

  const insertResource = db.prepare('INSERT INTO resources (resource_type, url, qr_code_url, label_name_en) VALUES (?, ?, ?, ?)');
  for (const [type, url, label] of [
    ['AFFILIATELINK', 'https://affiliate.example.com/', 'Affiliate programme'],
    ['Android', 'https://download.example.com/app.apk', 'Android app'],
    ['MOBILECONFIG', 'https://download.example.com/app.mobileconfig', 'iOS profile'],
    ['USDJUMP', 'https://usdt.example.com/', 'USDT guide'],
    ['INSTAGRAM', 'https://www.instagram.com/', 'Instagram'],
    ['FACEBOOK', 'https://www.facebook.com/', 'Facebook'],
    ['TELEGRAM', 'https://t.me/', 'Telegram'],
  ] as const) {
    // No qrCodeUrl: no QR image exists for these; the client renders `url` as a QR code (spec §9).
    insertResource.run(type, url, null, label);
  }

  const insertCs = db.prepare('INSERT INTO customer_service (id, type, cs_type, page, des_key) VALUES (?, ?, ?, ?, ?)');
  const keyAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghkmnpqrstuvwxyz23456789';
  const desKey = () => Array.from({ length: 8 }, () => prng.pick([...keyAlphabet])).join('');
  insertCs.run(1, 3, 'LIVECHAT', 'livechat', desKey());
  insertCs.run(2, 3, 'VIP', 'vip', desKey());
}

const BANKS = ['Vietcombank', 'Techcombank', 'ACB', 'BIDV', 'VPBank'] as const;

/**
 * Member-centre data: payout bank accounts, withdrawals in every state (their ledger rows are part
 * of the history above, so only the records are added), rewards, rebate claims, referrals.
 */
function seedMemberCentre(db: Database.Database, now: number): void {
  const id = (username: string) => db.prepare('SELECT id FROM accounts WHERE username = ?').pluck().get(username) as number;
  const setBank = db.prepare('UPDATE accounts SET bank_name = ?, bank_account_no = ? WHERE username = ?');
  SEED_ACCOUNTS.forEach((account, i) => {
    if (account.type !== 4) setBank.run(BANKS[i % BANKS.length], `00${String(1_234_567_890 + i * 97_531).slice(0, 10)}`, account.username);
  });
  // Withdrawals: every seeded withdraw ledger row of vip01 and member02-08 becomes a settled record;
  // vip01 also gets one of each state the member centre shows.
  const settle = db.prepare(
    `INSERT INTO withdrawals (account_id, amount_cents, status, created_at, paid_at, confirmed_at, received_cents)
     SELECT account_id, -amount_cents, 'received', created_at, created_at + 1800000, created_at + 3600000, -amount_cents
       FROM ledger WHERE kind = 'withdraw' AND amount_cents < 0 AND created_at < ? ORDER BY id`,
  );
  settle.run(now - 3_600_000);
  const vip = id('vip01');
  const setState = db.prepare(
    'UPDATE withdrawals SET status = ?, paid_at = ?, confirmed_at = ?, received_cents = ?, remark = ? WHERE account_id = ? AND created_at = ?',
  );
  for (const w of VIP_WITHDRAWALS) {
    const at = now - w.ago;
    if (w.status === 'processing' || w.status === 'paid') {
      db.prepare('INSERT INTO withdrawals (account_id, amount_cents, status, created_at, paid_at) VALUES (?, ?, ?, ?, ?)').run(
        vip,
        w.cents,
        w.status,
        at,
        w.status === 'paid' ? at + 60_000 : null,
      );
      continue;
    }
    const received =
      w.status === 'partially_received'
        ? Math.round(w.cents * 0.75)
        : w.status === 'not_received'
          ? 0
          : w.status === 'rejected'
            ? null
            : w.cents;
    setState.run(
      w.status,
      w.status === 'rejected' ? null : at + 1_800_000,
      w.status === 'rejected' ? null : at + 3_600_000,
      received,
      w.remark,
      vip,
      at,
    );
  }
  // The rejected withdrawal was refunded an hour later (its ledger row, written with the history);
  // every seeded withdrawal's ledger rows say which withdrawal they belong to.
  db.prepare("UPDATE withdrawals SET refunded_at = created_at + ? WHERE account_id = ? AND status = 'rejected'").run(
    WITHDRAWAL_REFUND_DELAY,
    vip,
  );
  const setMemo = db.prepare(
    'UPDATE ledger SET memo = ? WHERE account_id = ? AND kind = ? AND amount_cents = ? AND created_at = ? AND memo IS NULL',
  );
  const seeded = db
    .prepare('SELECT id, account_id AS accountId, amount_cents AS cents, created_at AS at, refunded_at AS refundedAt FROM withdrawals')
    .all() as {
    id: number;
    accountId: number;
    cents: number;
    at: number;
    refundedAt: number | null;
  }[];
  for (const w of seeded) {
    setMemo.run(fill(LEDGER_MEMOS.withdrawal.EN, { id: w.id }, 'EN'), w.accountId, 'withdraw', -w.cents, w.at);
    if (w.refundedAt !== null)
      setMemo.run(fill(LEDGER_MEMOS.withdrawalRefund.EN, { id: w.id }, 'EN'), w.accountId, 'withdraw', w.cents, w.refundedAt);
  }
  // Rewards of every state.
  const insertReward = db.prepare(
    'INSERT INTO rewards (account_id, title, type, amount_cents, status, created_at, expires_at, claimed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const username of ['member01', 'vip01', 'agent01', 'member02', 'member06']) {
    const account = id(username);
    insertReward.run(account, REWARD_TITLES.dailyMission.EN, 'MISSION', 500, 'claimable', now - DAY, now + 6 * DAY, null);
    insertReward.run(account, REWARD_TITLES.weekendBonus.EN, 'BONUS', 1_500, 'claimable', now - 2 * DAY, now + 2 * DAY, null);
    insertReward.run(account, REWARD_TITLES.vipUpgrade.EN, 'VIP', 5_000, 'claimed', now - 10 * DAY, now + 20 * DAY, now - 9 * DAY);
    insertReward.run(account, REWARD_TITLES.birthday.EN, 'BIRTHDAY', 2_000, 'claimable', now - 40 * DAY, now - 10 * DAY, null);
  }
  // Rebate claims (history only; the claimable rebate is computed from bets after the last one).
  const insertClaim = db.prepare('INSERT INTO rebate_claims (account_id, amount_cents, valid_bet_cents, claimed_at) VALUES (?, ?, ?, ?)');
  insertClaim.run(vip, 240, 20_000, now - 20 * DAY);
  insertClaim.run(id('agent01'), 120, 10_000, now - 15 * DAY);
  // Referrals: member01 invited member03 and member04; vip01 invited member07.
  db.prepare("UPDATE accounts SET referral_code = 'MINH01' WHERE username = 'member01'").run();
  db.prepare("UPDATE accounts SET referral_code = 'LANVIP' WHERE username = 'vip01'").run();
  db.prepare("UPDATE accounts SET referrer_id = ? WHERE username IN ('member03', 'member04')").run(id('member01'));
  db.prepare("UPDATE accounts SET referrer_id = ? WHERE username = 'member07'").run(vip);
  // Their first deposits paid the rules' bonus (issue 36: "earned $0.00" after two first deposits);
  // daily commissions count from the seed's day on.
  for (const [referrer, invitee] of [
    ['member01', 'member03'],
    ['member01', 'member04'],
    ['vip01', 'member07'],
  ] as const)
    seedFirstDepositBonus(db, now, id(referrer), id(invitee), invitee);
  db.prepare('UPDATE accounts SET referral_settled_until = ?').run(Math.floor(now / DAY) * DAY);
}

/** When the seed adds a row to an account's history, its last (adjusting) row gives the amount back. */
const ADJUSTMENT_AGO = 30 * 60_000;

/**
 * A seeded invitation's first-deposit bonus: a ledger row a minute after the invitee's first deposit
 * and its `referral_earnings` row. The referrer's seeded balance stays as it is: its adjusting row
 * gives the bonus back, and the running balances are written again.
 */
function seedFirstDepositBonus(db: Database.Database, now: number, referrerId: number, inviteeId: number, invitee: string): void {
  const first = db.prepare("SELECT MIN(created_at) FROM ledger WHERE account_id = ? AND kind = 'deposit'").pluck().get(inviteeId) as
    number | null;
  if (first === null) return;
  const cents = REFERRAL_FIRST_DEPOSIT_BONUS_CENTS;
  db.prepare(
    "INSERT INTO ledger (account_id, kind, amount_cents, bet_cents, win_cents, balance_after_cents, created_at, memo) VALUES (?, 'bonus', ?, 0, 0, 0, ?, ?)",
  ).run(referrerId, cents, first + 60_000, fill(LEDGER_MEMOS.referralBonus.EN, { account: invitee }, 'EN'));
  db.prepare(
    "INSERT INTO referral_earnings (referrer_id, invitee_id, kind, day, valid_bet_cents, amount_cents, created_at) VALUES (?, ?, 'first_deposit', '', 0, ?, ?)",
  ).run(referrerId, inviteeId, cents, first + 60_000);
  const adjustment = db
    .prepare("SELECT id, amount_cents AS cents FROM ledger WHERE account_id = ? AND kind = 'deposit' AND created_at = ?")
    .get(referrerId, now - ADJUSTMENT_AGO) as { id: number; cents: number } | undefined;
  if (adjustment && adjustment.cents > cents)
    db.prepare('UPDATE ledger SET amount_cents = ? WHERE id = ?').run(adjustment.cents - cents, adjustment.id);
  else
    db.prepare(
      "INSERT INTO ledger (account_id, kind, amount_cents, bet_cents, win_cents, balance_after_cents, created_at) VALUES (?, 'withdraw', ?, 0, 0, 0, ?)",
    ).run(referrerId, -cents, now - ADJUSTMENT_AGO);
  let running = 0;
  const setBalance = db.prepare('UPDATE ledger SET balance_after_cents = ? WHERE id = ?');
  for (const row of db
    .prepare('SELECT id, amount_cents AS cents FROM ledger WHERE account_id = ? ORDER BY created_at, id')
    .all(referrerId) as {
    id: number;
    cents: number;
  }[]) {
    running += row.cents;
    setBalance.run(running, row.id);
  }
}

/** Empties every table and writes the initial data, in one transaction. */
export function seedDatabase(db: Database.Database, now: number = Date.now()): { games: number } {
  const prng = createPrng(20_261_121);
  let games = 0;
  db.transaction(() => {
    for (const table of TABLES) db.prepare(`DELETE FROM ${table}`).run();
    db.prepare('INSERT INTO merchants (code, name, currency, currency_symbol) VALUES (?, ?, ?, ?)').run(
      SEED_MERCHANT,
      'White-label demo',
      'USD',
      '$',
    );
    games = seedGames(db, prng);
    seedAccounts(db, prng, now);
    seedContent(db, prng, now);
    seedRegisterSettings(db);
    // Affiliate (invitation) codes of the agents.
    db.prepare("UPDATE accounts SET affiliate_code = 'HUNG88' WHERE username = 'agent01'").run();
    db.prepare("UPDATE accounts SET affiliate_code = 'MAI66' WHERE username = 'agent02'").run();
    // What a login from an unregistered IP can be verified with: the bank account (payee) name of
    // every real account, and a Google Authenticator secret for the named ones.
    const secrets = createPrng(7_001);
    const setPayee = db.prepare('UPDATE accounts SET payee_name = ?, google_secret = ? WHERE username = ?');
    SEED_ACCOUNTS.forEach((account, i) => {
      if (account.type === 4) return;
      const payee = PAYEE_NAMES[i % PAYEE_NAMES.length]!;
      const google = ['member01', 'vip01', 'agent01', 'agent02'].includes(account.username)
        ? base32Encode(Buffer.from(secrets.hex(10), 'hex'))
        : null;
      setPayee.run(payee, google, account.username);
    });
    seedMemberCentre(db, now);
    const insertIdentity = db.prepare(
      'INSERT INTO social_identities (merchant_code, provider, subject, account_id, created_at) SELECT ?, ?, ?, id, ? FROM accounts WHERE username = ?',
    );
    for (const [username, provider, subject] of SEED_SOCIAL_IDENTITIES)
      insertIdentity.run(SEED_MERCHANT, provider, subject, now - 20 * DAY, username);
    const insertLogin = db.prepare(
      "INSERT INTO login_history (account_id, method, ip, country, first_login, created_at) SELECT id, 'password', ?, ?, 0, ? FROM accounts WHERE username = ?",
    );
    for (const [username, ago, ip, country] of SEED_LOGINS) insertLogin.run(ip, country, now - ago, username);
    seedAgentContracts(db, now);
    // Its own random stream, so the data seeded after it stays as it was.
    seedPaymentsPromotionsVip(db, createPrng(31_337), now);
    // Points and the points mall.
    db.prepare(
      "UPDATE accounts SET points = CASE username WHEN 'member01' THEN 5000 WHEN 'vip01' THEN 120000 WHEN 'trial01' THEN 0 ELSE 1000 + (id * 137) % 9000 END",
    ).run();
    const insertItem = db.prepare(
      'INSERT INTO points_items (id, name, type, quantity, points_required, amount_cents, amount_required_cents, units, remark, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    POINTS_ITEMS.forEach((item, i) =>
      insertItem.run(
        5001 + i,
        item.name.EN,
        item.type,
        item.quantity,
        item.points,
        item.amountCents,
        item.requiredCents,
        item.units.EN,
        item.remark?.EN ?? null,
        i + 1,
      ),
    );
    const insertRedemption = db.prepare(
      "INSERT INTO points_redemptions (account_id, item_id, quantity, points, status, apply_time, remark) SELECT id, ?, 1, ?, ?, ?, ? FROM accounts WHERE username = 'vip01'",
    );
    insertRedemption.run(5004, POINTS_ITEMS[3]!.points, 'approved', now - 9 * DAY, REDEMPTION_NOTES.delivered.EN);
    insertRedemption.run(5006, POINTS_ITEMS[5]!.points, 'processing', now - 2 * DAY, null);
    insertRedemption.run(5007, POINTS_ITEMS[6]!.points, 'rejected', now - 20 * DAY, REDEMPTION_NOTES.addressIncomplete.EN);
    // Favourites and recently played games of the seeded members.
    const insertFavourite = db.prepare(
      'INSERT OR IGNORE INTO favourites (account_id, node_id, created_at) SELECT id, ?, ? FROM accounts WHERE username = ?',
    );
    const insertRecent = db.prepare(
      'INSERT OR IGNORE INTO recent_games (account_id, node_id, played_at) SELECT id, ?, ? FROM accounts WHERE username = ?',
    );
    for (const username of ['member01', 'vip01', 'agent01']) {
      for (let i = 0; i < 6; i += 1) {
        insertFavourite.run(FIRST_NODE_ID + prng.int(0, 1500), now - (i + 1) * DAY, username);
        insertRecent.run(FIRST_NODE_ID + prng.int(0, 4000), now - (i + 1) * 3_600_000, username);
      }
    }
  })();
  return { games };
}
