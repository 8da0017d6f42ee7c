import type { Localized } from '../../i18n/localized';
import { PAYMENT_NOTES } from '../content/payments';
import { REDEMPTION_NOTES } from '../content/points';
import { REWARD_TITLES } from '../content/rewards';

// The members' seeded activity (data only; db/seed.ts writes it): withdrawals in every state, bets,
// rewards, rebate claims, referrals, points and their redemptions, favourite games.

const DAY = 86_400_000;

/** How long after it was made the seeded rejected withdrawal was refunded. */
export const WITHDRAWAL_REFUND_DELAY = 3_600_000;

/** vip01's withdrawals, one per state the member centre shows (ledger rows written with the history). */
export const VIP_WITHDRAWALS: readonly { ago: number; cents: number; status: string; remark: string | null }[] = [
  { ago: 9 * DAY, cents: 20_000, status: 'partially_received', remark: PAYMENT_NOTES.partArrived.EN },
  { ago: 7 * DAY, cents: 12_000, status: 'not_received', remark: PAYMENT_NOTES.nothingArrived.EN },
  { ago: 5 * DAY, cents: 30_000, status: 'auto_received', remark: null },
  { ago: 4 * DAY, cents: 8_000, status: 'rejected', remark: PAYMENT_NOTES.withdrawalRefunded.EN },
  { ago: 10 * 60_000, cents: 5_000, status: 'paid', remark: null },
  { ago: 20_000, cents: 6_000, status: 'processing', remark: null },
];

/** member01's seeded bets: [node offset, bet cents, win cents] over RNG, LIVE and others. */
export const MEMBER01_BETS: readonly [number, number, number][] = [
  [3, 500, 0],
  [3, 500, 1_250],
  [17, 1_000, 0],
  [2_900, 2_000, 3_000],
  [2_950, 1_000, 0],
  [3_400, 500, 900],
  [4_100, 1_500, 0],
  [5, 300, 0],
];

/** Who is given the seeded rewards (each gets every one of REWARDS). */
export const REWARD_ACCOUNTS = ['member01', 'vip01', 'agent01', 'member02', 'member06'] as const;

/** The seeded rewards, one of each state: times are relative to the seed's time. */
export const REWARDS: readonly {
  title: Localized;
  type: 'MISSION' | 'BONUS' | 'VIP' | 'BIRTHDAY';
  cents: number;
  status: 'claimable' | 'claimed';
  createdAgo: number;
  expiresIn: number;
  claimedAgo: number | null;
}[] = [
  {
    title: REWARD_TITLES.dailyMission,
    type: 'MISSION',
    cents: 500,
    status: 'claimable',
    createdAgo: DAY,
    expiresIn: 6 * DAY,
    claimedAgo: null,
  },
  {
    title: REWARD_TITLES.weekendBonus,
    type: 'BONUS',
    cents: 1_500,
    status: 'claimable',
    createdAgo: 2 * DAY,
    expiresIn: 2 * DAY,
    claimedAgo: null,
  },
  {
    title: REWARD_TITLES.vipUpgrade,
    type: 'VIP',
    cents: 5_000,
    status: 'claimed',
    createdAgo: 10 * DAY,
    expiresIn: 20 * DAY,
    claimedAgo: 9 * DAY,
  },
  // Expired: its time ran out ten days ago.
  {
    title: REWARD_TITLES.birthday,
    type: 'BIRTHDAY',
    cents: 2_000,
    status: 'claimable',
    createdAgo: 40 * DAY,
    expiresIn: -10 * DAY,
    claimedAgo: null,
  },
];

/** Past rebate claims (the claimable rebate counts the bets after the last one): [username, cents, valid bet cents, ago]. */
export const REBATE_CLAIMS: readonly (readonly [username: string, cents: number, validBetCents: number, ago: number])[] = [
  ['vip01', 240, 20_000, 20 * DAY],
  ['agent01', 120, 10_000, 15 * DAY],
];

/** The members' referral codes. */
export const REFERRAL_CODES: readonly (readonly [username: string, code: string])[] = [
  ['member01', 'MINH01'],
  ['vip01', 'LANVIP'],
];

/** Who invited whom: [referrer, invitee] (each invitee's first deposit paid its referrer the bonus). */
export const REFERRALS: readonly (readonly [referrer: string, invitee: string])[] = [
  ['member01', 'member03'],
  ['member01', 'member04'],
  ['vip01', 'member07'],
];

/** Points of the named accounts; every other account has 1000 + (id × 137) mod 9000. */
export const POINTS: Readonly<Record<string, number>> = { member01: 5_000, vip01: 120_000, trial01: 0 };

/** vip01's points redemptions: the item (an index of POINTS_ITEMS), its state, when, the note. */
export const REDEMPTIONS: readonly {
  item: number;
  status: 'approved' | 'processing' | 'rejected';
  ago: number;
  remark: Localized | null;
}[] = [
  { item: 3, status: 'approved', ago: 9 * DAY, remark: REDEMPTION_NOTES.delivered },
  { item: 5, status: 'processing', ago: 2 * DAY, remark: null },
  { item: 6, status: 'rejected', ago: 20 * DAY, remark: REDEMPTION_NOTES.addressIncomplete },
];

/** The accounts with favourite and recently played games (six of each, drawn at random). */
export const GAME_PLAYERS = ['member01', 'vip01', 'agent01'] as const;
