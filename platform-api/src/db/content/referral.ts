import type { Localized } from '../../i18n/localized';

/** The referral programme's rules (HTML); `{bonus}` the first-deposit bonus, `{rate}` the daily share in percent. */
export const REFERRAL_RULES: Localized = {
  EN:
    '<h3>Invite friends, earn together</h3><ol><li>Share your invite link or code.</li>' +
    '<li>Your friend registers with it and makes a first deposit: you receive <strong>{bonus}</strong>.</li>' +
    '<li>Every day you also earn <strong>{rate}%</strong> of your friends\u2019 valid bets of the day before.</li></ol>' +
    '<p>Earnings are credited to your wallet as a bonus. Self-referrals and duplicate accounts are not rewarded.</p>',
  VI:
    '<h3>Mời bạn bè, cùng nhận thưởng</h3><ol><li>Chia sẻ đường dẫn hoặc mã mời của bạn.</li>' +
    '<li>Bạn bè đăng ký bằng mã đó và nạp tiền lần đầu: bạn nhận <strong>{bonus}</strong>.</li>' +
    '<li>Mỗi ngày bạn còn nhận <strong>{rate}%</strong> tổng cược hợp lệ của bạn bè trong ngày hôm trước.</li></ol>' +
    '<p>Tiền thưởng được cộng vào ví của bạn. Tự giới thiệu chính mình hoặc dùng tài khoản trùng lặp sẽ không được thưởng.</p>',
};
