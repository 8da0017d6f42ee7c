import type { Localized } from '../../i18n/localized';
import { PROMOTION_TITLES } from '../content/promotions';

// The seeded promotions (data only; db/seed.ts writes them, with their texts from content/promotions).

/**
 * The seeded promotions. `timing`: open now, starting in the future, or over. `member01`: the status
 * of member01's application, so that member01 meets every activity state (spec §4): join (2001,
 * 2005, 2010, 2013), applying (2002, 2016), comingSoon (2003, 2015), a raffle to draw (2004),
 * joined (2006), rejected (2007), processing (2008), issued (2009, 2011), claimed (2012), closed (2014).
 */
export const PROMOTION_SEED: readonly {
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
