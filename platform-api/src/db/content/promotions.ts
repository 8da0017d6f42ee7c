import type { Localized } from '../../i18n/localized';

// Promotions: titles (seed order, ids 2001 on), the generated summary, steps and terms, the
// categories' names (the promotion art's subtitle) and the reviewer's notes.

export const PROMOTION_TITLES = {
  firstDeposit: { EN: '100% First Deposit Bonus', VI: 'Thưởng 100% lần nạp đầu' },
  welcomeSpins: { EN: 'Welcome Free Spins', VI: 'Vòng quay miễn phí chào mừng' },
  secondDeposit: { EN: 'Second Deposit 50% Bonus', VI: 'Thưởng 50% lần nạp thứ hai' },
  luckyWheel: { EN: 'New Player Lucky Wheel', VI: 'Vòng quay may mắn cho người chơi mới' },
  dailyReload: { EN: 'Daily Reload 10%', VI: 'Thưởng nạp lại mỗi ngày 10%' },
  weekendReload: { EN: 'Weekend Reload 20%', VI: 'Thưởng nạp lại cuối tuần 20%' },
  cryptoDeposit: { EN: 'Crypto Deposit Bonus', VI: 'Thưởng nạp bằng tiền điện tử' },
  slotsRebate: { EN: 'Slots Rebate up to 1.2%', VI: 'Hoàn trả slot lên đến 1,2%' },
  liveCashback: { EN: 'Live Casino Cashback 5%', VI: 'Hoàn tiền casino trực tuyến 5%' },
  sportsRebate: { EN: 'Sports Rebate 0.8%', VI: 'Hoàn trả thể thao 0,8%' },
  vipBirthday: { EN: 'VIP Birthday Gift', VI: 'Quà sinh nhật VIP' },
  vipLevelUp: { EN: 'VIP Level-up Reward', VI: 'Thưởng thăng cấp VIP' },
  inviteFriends: { EN: 'Invite Friends, Earn Together', VI: 'Mời bạn bè, cùng nhận thưởng' },
  lunarNewYear: { EN: 'Lunar New Year Red Envelopes', VI: 'Lì xì Tết Nguyên Đán' },
  midAutumn: { EN: 'Mid-Autumn Lucky Draw', VI: 'Quay thưởng Trung Thu' },
  championsLeague: { EN: 'Champions League Free Bet', VI: 'Cược miễn phí Champions League' },
} as const satisfies Record<string, Localized>;

/** The texts every seeded promotion is written from (`{title}` and the numbers are its own). */
export const PROMOTION_TEMPLATES = {
  summary: {
    EN: '{title}: terms apply, minimum deposit {minDeposit}.',
    VI: '{title}: áp dụng điều khoản, nạp tối thiểu {minDeposit}.',
  },
  content: {
    EN:
      '<h2>{title}</h2><p>{summary}</p><ol><li>Register or log in.</li><li>Make a qualifying deposit.</li>' +
      '<li>Play eligible games within {days} days.</li></ol><p><small>Turnover x{turnover} applies.</small></p>',
    VI:
      '<h2>{title}</h2><p>{summary}</p><ol><li>Đăng ký hoặc đăng nhập.</li><li>Nạp một khoản tiền hợp lệ.</li>' +
      '<li>Chơi các trò chơi áp dụng trong vòng {days} ngày.</li></ol><p><small>Áp dụng yêu cầu doanh thu cược x{turnover}.</small></p>',
  },
  terms: {
    EN:
      '<ol><li>One application per member; the operator may ask for proof (up to 3 images).</li>' +
      '<li>The bonus must be wagered x{wager} before withdrawal.</li><li>Abuse voids the bonus.</li></ol>',
    VI:
      '<ol><li>Mỗi thành viên chỉ đăng ký một lần; nhà điều hành có thể yêu cầu bằng chứng (tối đa 3 ảnh).</li>' +
      '<li>Tiền thưởng phải được cược đủ x{wager} trước khi rút.</li><li>Mọi hành vi lạm dụng sẽ bị hủy thưởng.</li></ol>',
  },
} as const satisfies Record<string, Localized>;

/** Category names, as the promotion art shows them. */
export const PROMOTION_CATEGORIES = {
  new_player: { EN: 'new player', VI: 'người chơi mới' },
  deposit: { EN: 'deposit', VI: 'nạp tiền' },
  rebate: { EN: 'rebate', VI: 'hoàn trả' },
  vip: { EN: 'vip', VI: 'VIP' },
  referral: { EN: 'referral', VI: 'giới thiệu' },
  festival: { EN: 'festival', VI: 'lễ hội' },
  sports: { EN: 'sports', VI: 'thể thao' },
} as const satisfies Record<string, Localized>;

/** The reviewer's notes the platform writes itself, and the seeded member's remark. */
export const PROMOTION_NOTES = {
  depositBeforeStart: {
    EN: 'The qualifying deposit was made before the promotion started',
    VI: 'Khoản nạp đủ điều kiện được thực hiện trước khi khuyến mãi bắt đầu',
  },
  termsNotMet: { EN: 'The application does not meet the terms', VI: 'Đơn đăng ký không đáp ứng điều kiện của chương trình' },
  noDepositFound: { EN: 'No deposit found', VI: 'Không tìm thấy khoản nạp nào' },
  seededRemark: { EN: 'Please add the bonus to my account', VI: 'Vui lòng cộng tiền thưởng vào tài khoản của tôi' },
} as const satisfies Record<string, Localized>;
