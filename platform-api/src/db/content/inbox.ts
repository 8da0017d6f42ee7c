import type { Localized } from '../../i18n/localized';

/** Inbox messages the platform sends (title and HTML content). */
export const INBOX_MESSAGES = {
  welcome: {
    title: { EN: 'Welcome to the site', VI: 'Chào mừng bạn đến với trang' },
    content: {
      EN: '<p>Welcome! Your account is ready. Visit the <a href="/promotions">promotions</a> page for your first deposit bonus.</p>',
      VI: '<p>Chào mừng bạn! Tài khoản của bạn đã sẵn sàng. Hãy ghé trang <a href="/promotions">khuyến mãi</a> để nhận thưởng nạp lần đầu.</p>',
    },
  },
  weeklyRebate: {
    title: { EN: 'Your weekly rebate has been credited', VI: 'Khoản hoàn trả hằng tuần đã được cộng' },
    content: {
      EN: '<p>Your weekly rebate of <strong>0.8%</strong> on valid bets has been credited to your wallet.</p>',
      VI: '<p>Khoản hoàn trả hằng tuần <strong>0,8%</strong> trên cược hợp lệ đã được cộng vào ví của bạn.</p>',
    },
  },
  securityReminder: {
    title: { EN: 'Security reminder', VI: 'Nhắc nhở bảo mật' },
    content: {
      EN: '<p>We never ask for your password. Enable <em>Google verification</em> in the security centre.</p>',
      VI: '<p>Chúng tôi không bao giờ hỏi mật khẩu của bạn. Hãy bật <em>xác minh Google</em> trong trung tâm bảo mật.</p>',
    },
  },
  vipManager: {
    title: { EN: 'Your VIP manager is ready to help', VI: 'Quản lý VIP của bạn luôn sẵn sàng hỗ trợ' },
    content: {
      EN: '<p>Your personal VIP manager is online <strong>24/7</strong> in VIP customer service.</p>',
      VI: '<p>Quản lý VIP riêng của bạn trực tuyến <strong>24/7</strong> tại kênh chăm sóc khách hàng VIP.</p>',
    },
  },
  openedByAgent: {
    title: { EN: 'Welcome to the site', VI: 'Chào mừng bạn đến với trang' },
    content: { EN: '<p>Your agent opened this account for you.</p>', VI: '<p>Đại lý của bạn đã mở tài khoản này cho bạn.</p>' },
  },
} as const satisfies Record<string, { title: Localized; content: Localized }>;
