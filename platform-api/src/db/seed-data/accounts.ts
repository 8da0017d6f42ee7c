// The seeded merchant and accounts (data only; db/seed.ts writes them). Every seeded account's
// password is SEED_PASSWORD; the ledger of each is generated to land on its balance.

const DAY = 86_400_000;

/** The merchant every seeded account belongs to. */
export const SEED_MERCHANT = 'wl_demo';
/** The seeded merchant's name and currency. */
export const SEED_MERCHANT_ROW = { name: 'White-label demo', currency: 'USD', currencySymbol: '$' } as const;
/** The password of every seeded account. */
export const SEED_PASSWORD = 'secret88';

/** The payment password of the named seeded accounts (others have none yet). */
export const SEED_PAYMENT_PASSWORD = '246810';
/** The accounts that have set the payment password. */
export const PAYMENT_PASSWORD_ACCOUNTS = ['member01', 'vip01', 'agent01', 'agent02'] as const;
/** The accounts with a Google Authenticator secret (login verification from a new IP). */
export const GOOGLE_AUTHENTICATOR_ACCOUNTS = ['member01', 'vip01', 'agent01', 'agent02'] as const;
/** The agents' affiliate (invitation) codes. */
export const AFFILIATE_CODES: readonly (readonly [username: string, code: string])[] = [
  ['agent01', 'HUNG88'],
  ['agent02', 'MAI66'],
];

/** A seeded account. */
export interface SeedAccount {
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

/** The banks of the seeded payout accounts, in turn. */
export const BANKS = ['Vietcombank', 'Techcombank', 'ACB', 'BIDV', 'VPBank'] as const;

/** Provider accounts linked to seeded members (social login): [username, provider, subject]. */
export const SEED_SOCIAL_IDENTITIES: readonly [string, 'google' | 'facebook' | 'telegram', string][] = [
  ['member01', 'google', 'member01@gmail.test'],
  ['member01', 'facebook', 'member01@facebook.test'],
  ['member01', 'telegram', 'member01_tg'],
  ['vip01', 'google', 'vip01@gmail.test'],
];

/** Past logins of member01 and vip01 (for the post-login modal): [username, ago in ms, ip, country]. */
export const SEED_LOGINS: readonly [string, number, string, string][] = [
  ['member01', 9 * DAY + 7_200_000, '203.0.113.24', 'VN'],
  ['member01', 3 * DAY + 1_800_000, '203.0.113.24', 'VN'],
  ['member01', DAY + 5_400_000, '198.51.100.77', 'SG'],
  ['vip01', 40 * DAY, '203.0.113.90', 'VN'],
  ['vip01', 6 * DAY + 3_600_000, '203.0.113.90', 'VN'],
  ['vip01', 2 * 3_600_000, '203.0.113.91', 'VN'],
];
