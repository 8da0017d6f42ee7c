import type { Localized } from '../../i18n/localized';

/** Reward-centre rewards the platform grants (seeded titles). */
export const REWARD_TITLES = {
  dailyMission: { EN: 'Daily mission reward', VI: 'Thưởng nhiệm vụ hằng ngày' },
  weekendBonus: { EN: 'Weekend bonus', VI: 'Thưởng cuối tuần' },
  vipUpgrade: { EN: 'VIP upgrade gift', VI: 'Quà thăng cấp VIP' },
  birthday: { EN: 'Birthday bonus', VI: 'Thưởng sinh nhật' },
} as const satisfies Record<string, Localized>;

/** A credited bonus with no memo of its own, by ledger kind (bonus details). */
export const BONUS_TITLES = {
  bonus: { EN: 'Promotion bonus', VI: 'Thưởng khuyến mãi' },
  rebate: { EN: 'Rebate', VI: 'Hoàn trả' },
  reward: { EN: 'Reward centre', VI: 'Trung tâm phần thưởng' },
  raffle: { EN: 'Raffle prize', VI: 'Giải quay thưởng' },
  salary: { EN: 'Salary', VI: 'Lương' },
  dividend: { EN: 'Dividend', VI: 'Cổ tức' },
} as const satisfies Record<string, Localized>;

/** Today's missions (mission summary). */
export const MISSION_TITLES = {
  placeBets: { EN: 'Place 10 bets today', VI: 'Đặt 10 lượt cược hôm nay' },
  betAmount: { EN: 'Bet 50.00 today', VI: 'Cược tổng cộng 50,00 hôm nay' },
  winRounds: { EN: 'Win 3 rounds today', VI: 'Thắng 3 ván hôm nay' },
} as const satisfies Record<string, Localized>;
