import type Database from 'better-sqlite3';
import type { GameType } from 'shared-contracts';
import { createPrng, type Prng } from '../lib/prng';
import { hashPassword } from '../lib/passwords';
import { base32Encode } from '../lib/totp';
import { fill, type Localized } from '../i18n/localized';
import { money } from '../i18n/format';
import { seedRegisterSettings } from '../domain/account/register-settings';
import { REFERRAL_FIRST_DEPOSIT_BONUS_CENTS } from '../domain/account/referral';
import { INBOX_MESSAGES } from './content/inbox';
import { LEDGER_MEMOS } from './content/ledger';
import { BANNER_GROUP_NAMES, BANNER_TEXTS, NOTICES } from './content/notices';
import { POINTS_ITEMS } from './content/points';
import { PROMOTION_NOTES, PROMOTION_TEMPLATES } from './content/promotions';
import { seedAgentContracts } from './seed-agents';
import {
  AFFILIATE_CODES,
  BANKS,
  GOOGLE_AUTHENTICATOR_ACCOUNTS,
  PAYEE_NAMES,
  PAYMENT_PASSWORD_ACCOUNTS,
  SEED_ACCOUNTS,
  SEED_LOGINS,
  SEED_MERCHANT,
  SEED_MERCHANT_ROW,
  SEED_PASSWORD,
  SEED_PAYMENT_PASSWORD,
  SEED_SOCIAL_IDENTITIES,
} from './seed-data/accounts';
import { AGENT_PAYMENTS } from './seed-data/agents';
import {
  FIRST_NODE_ID,
  NAME_WORDS,
  RNG_CLASSIFICATIONS,
  SEED_CATEGORIES,
  SEED_VENDORS,
  categoryRoute,
  type SeedVendor,
} from './seed-data/games';
import {
  GAME_PLAYERS,
  MEMBER01_BETS,
  POINTS,
  REBATE_CLAIMS,
  REDEMPTIONS,
  REFERRALS,
  REFERRAL_CODES,
  REWARDS,
  REWARD_ACCOUNTS,
  VIP_WITHDRAWALS,
  WITHDRAWAL_REFUND_DELAY,
} from './seed-data/history';
import { PROMOTION_SEED } from './seed-data/promotions';
import {
  BANNER_COLOURS,
  BANNER_GROUPS,
  CUSTOMER_SERVICE,
  DEFAULT_COUNTRY,
  DES_KEY_ALPHABET,
  RESOURCES,
  WHITELABEL_SEED,
} from './seed-data/site';
import { VIP_SEED } from './seed-data/vip';

// The code that writes the seed: the data it writes lives in seed-data/ (accounts, agents, games,
// history, promotions, site, vip) and its texts in content/. Deterministic: one seeded random stream
// per part, so adding data to one part leaves the others as they were.

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

/** Bank cards, payment passwords, multi-wallet, promotion applications and the VIP ladder. */
function seedPaymentsPromotionsVip(db: Database.Database, prng: Prng, now: number): void {
  const id = (username: string) => db.prepare('SELECT id FROM accounts WHERE username = ?').pluck().get(username) as number;
  // The demo merchant runs game wallets next to the main wallet (isSingle false).
  db.prepare('UPDATE merchants SET is_single = 0, allow_downline_recall = 1 WHERE code = ?').run(SEED_MERCHANT);
  const setPayment = db.prepare('UPDATE accounts SET payment_password_hash = ? WHERE username = ?');
  PAYMENT_PASSWORD_ACCOUNTS.forEach((username, i) =>
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
    const summary = fill(PROMOTION_TEMPLATES.summary.EN, { title, minDeposit: money(prng.pick([10, 20, 50])) }, 'EN');
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
  NOTICES.forEach((n, i) =>
    insertNotice.run(3001 + i, n.type, n.title.EN, fill(n.content.EN, { amount: money(n.amount ?? 0) }, 'EN'), now - (i + 1) * 7_200_000),
  );

  const insertBanner = db.prepare(
    'INSERT INTO banners (id, group_name, title, linkage_type, link, colour, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  let bannerId = 4001;
  for (const [group, count] of BANNER_GROUPS) {
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
      insertBanner.run(bannerId, group, title, linkage, link, prng.pick(BANNER_COLOURS), i + 1);
      bannerId += 1;
    }
  }

  const insertFlag = db.prepare('INSERT INTO whitelabel (mod_id, parent_mod_id, enabled, sort) VALUES (?, ?, ?, ?)');
  WHITELABEL_SEED.forEach((f, i) => insertFlag.run(f.modId, f.parent, f.enabled ? 1 : 0, i + 1));

  db.prepare(
    'INSERT INTO system_settings (id, status, restriction_ip, restriction_country, default_country) VALUES (1, 0, NULL, NULL, ?)',
  ).run(DEFAULT_COUNTRY);

  const insertResource = db.prepare('INSERT INTO resources (resource_type, url, qr_code_url, label_name_en) VALUES (?, ?, ?, ?)');
  for (const [type, url, label] of RESOURCES) {
    insertResource.run(type, url, null, label);
  }

  const insertCs = db.prepare('INSERT INTO customer_service (id, type, cs_type, page, des_key) VALUES (?, ?, ?, ?, ?)');
  const desKey = () => Array.from({ length: 8 }, () => prng.pick([...DES_KEY_ALPHABET])).join('');
  for (const [id, type, csType, page] of CUSTOMER_SERVICE) insertCs.run(id, type, csType, page, desKey());
}

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
  for (const username of REWARD_ACCOUNTS) {
    const account = id(username);
    for (const r of REWARDS) {
      const claimedAt = r.claimedAgo === null ? null : now - r.claimedAgo;
      insertReward.run(account, r.title.EN, r.type, r.cents, r.status, now - r.createdAgo, now + r.expiresIn, claimedAt);
    }
  }
  // Rebate claims (history only; the claimable rebate is computed from bets after the last one).
  const insertClaim = db.prepare('INSERT INTO rebate_claims (account_id, amount_cents, valid_bet_cents, claimed_at) VALUES (?, ?, ?, ?)');
  for (const [username, cents, validBetCents, ago] of REBATE_CLAIMS) insertClaim.run(id(username), cents, validBetCents, now - ago);
  const setCode = db.prepare('UPDATE accounts SET referral_code = ? WHERE username = ?');
  for (const [username, code] of REFERRAL_CODES) setCode.run(code, username);
  const setReferrer = db.prepare('UPDATE accounts SET referrer_id = ? WHERE username = ?');
  for (const [referrer, invitee] of REFERRALS) setReferrer.run(id(referrer), invitee);
  // Their first deposits paid the rules' bonus (issue 36: "earned $0.00" after two first deposits);
  // daily commissions count from the seed's day on.
  for (const [referrer, invitee] of REFERRALS) seedFirstDepositBonus(db, now, id(referrer), id(invitee), invitee);
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
      SEED_MERCHANT_ROW.name,
      SEED_MERCHANT_ROW.currency,
      SEED_MERCHANT_ROW.currencySymbol,
    );
    games = seedGames(db, prng);
    seedAccounts(db, prng, now);
    seedContent(db, prng, now);
    seedRegisterSettings(db);
    // Affiliate (invitation) codes of the agents.
    const setAffiliate = db.prepare('UPDATE accounts SET affiliate_code = ? WHERE username = ?');
    for (const [username, code] of AFFILIATE_CODES) setAffiliate.run(code, username);
    // What a login from an unregistered IP can be verified with: the bank account (payee) name of
    // every real account, and a Google Authenticator secret for the named ones.
    const secrets = createPrng(7_001);
    const setPayee = db.prepare('UPDATE accounts SET payee_name = ?, google_secret = ? WHERE username = ?');
    SEED_ACCOUNTS.forEach((account, i) => {
      if (account.type === 4) return;
      const payee = PAYEE_NAMES[i % PAYEE_NAMES.length]!;
      const google = (GOOGLE_AUTHENTICATOR_ACCOUNTS as readonly string[]).includes(account.username)
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
    db.prepare('UPDATE accounts SET points = 1000 + (id * 137) % 9000').run();
    const setPoints = db.prepare('UPDATE accounts SET points = ? WHERE username = ?');
    for (const [username, points] of Object.entries(POINTS)) setPoints.run(points, username);
    const insertItem = db.prepare(
      'INSERT INTO points_items (id, name, type, quantity, points_required, amount_cents, amount_required_cents, units, remark, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    POINTS_ITEMS.forEach((item, i) =>
      insertItem.run(
        5001 + i,
        fill(item.name.EN, { amount: money(item.amountCents / 100) }, 'EN'),
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
    for (const r of REDEMPTIONS)
      insertRedemption.run(5001 + r.item, POINTS_ITEMS[r.item]!.points, r.status, now - r.ago, r.remark?.EN ?? null);
    // Favourites and recently played games of the seeded members.
    const insertFavourite = db.prepare(
      'INSERT OR IGNORE INTO favourites (account_id, node_id, created_at) SELECT id, ?, ? FROM accounts WHERE username = ?',
    );
    const insertRecent = db.prepare(
      'INSERT OR IGNORE INTO recent_games (account_id, node_id, played_at) SELECT id, ?, ? FROM accounts WHERE username = ?',
    );
    for (const username of GAME_PLAYERS) {
      for (let i = 0; i < 6; i += 1) {
        insertFavourite.run(FIRST_NODE_ID + prng.int(0, 1500), now - (i + 1) * DAY, username);
        insertRecent.run(FIRST_NODE_ID + prng.int(0, 4000), now - (i + 1) * 3_600_000, username);
      }
    }
  })();
  return { games };
}
