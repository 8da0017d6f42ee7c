import type { Localized } from '../../i18n/localized';

/** Notices (facts §4.10): type, title and HTML content (`{amount}`: its `amount`, written by `money()`), ids 3001 on. */
export const NOTICES: readonly { type: string; title: Localized; content: Localized; amount?: number }[] = [
  {
    type: 'PL',
    title: { EN: 'Scheduled maintenance', VI: 'Bảo trì định kỳ' },
    content: {
      EN: '<p>Platform maintenance on <strong>Tuesday 02:00–04:00 (GMT+7)</strong>. Balances are safe.</p>',
      VI: '<p>Hệ thống bảo trì vào <strong>thứ Ba 02:00–04:00 (GMT+7)</strong>. Số dư của bạn vẫn an toàn.</p>',
    },
  },
  {
    type: 'PL',
    title: { EN: 'New payment channel', VI: 'Kênh thanh toán mới' },
    content: {
      EN: '<p>Deposit instantly with <em>QR banking</em>. See <a href="/promotions">promotions</a>.</p>',
      VI: '<p>Nạp tiền tức thì bằng <em>thanh toán QR ngân hàng</em>. Xem <a href="/promotions">khuyến mãi</a>.</p>',
    },
  },
  {
    type: 'PL',
    title: { EN: 'Responsible gaming', VI: 'Chơi có trách nhiệm' },
    content: {
      EN: '<p>Set deposit limits in the member centre.</p><ul><li>Daily</li><li>Weekly</li><li>Monthly</li></ul>',
      VI: '<p>Đặt hạn mức nạp tiền trong trung tâm thành viên.</p><ul><li>Hằng ngày</li><li>Hằng tuần</li><li>Hằng tháng</li></ul>',
    },
  },
  {
    type: 'PU',
    title: { EN: 'Welcome!', VI: 'Chào mừng bạn!' },
    content: {
      EN: '<h3>Welcome to the demo site</h3><p>Claim your <strong>first deposit bonus</strong> today.</p>',
      VI: '<h3>Chào mừng bạn đến với trang demo</h3><p>Nhận ngay <strong>thưởng nạp lần đầu</strong> hôm nay.</p>',
    },
  },
  {
    type: 'PU',
    title: { EN: 'App available', VI: 'Đã có ứng dụng' },
    content: {
      EN: '<p>Download the app from the <a href="/down">download page</a>.</p>',
      VI: '<p>Tải ứng dụng tại <a href="/down">trang tải xuống</a>.</p>',
    },
  },
  {
    type: 'PR',
    title: { EN: 'Weekend reload', VI: 'Nạp lại cuối tuần' },
    content: {
      EN: '<p>Get <strong>20%</strong> on every weekend deposit.</p>',
      VI: '<p>Nhận thêm <strong>20%</strong> cho mỗi lần nạp tiền vào cuối tuần.</p>',
    },
  },
  {
    type: 'PR',
    title: { EN: 'Refer a friend', VI: 'Giới thiệu bạn bè' },
    content: {
      EN: '<p>Invite friends and earn commission on their bets.</p>',
      VI: '<p>Mời bạn bè và nhận hoa hồng từ tiền cược của họ.</p>',
    },
  },
  {
    type: 'H',
    title: { EN: 'Jackpot alert', VI: 'Tin nóng jackpot' },
    amount: 1_000_000,
    content: {
      EN: '<p>The progressive jackpot passed <strong>{amount}</strong>!</p>',
      VI: '<p>Jackpot lũy tiến đã vượt mốc <strong>{amount}</strong>!</p>',
    },
  },
  {
    type: 'H',
    title: { EN: 'Live casino tournament', VI: 'Giải đấu casino trực tuyến' },
    amount: 50_000,
    content: {
      EN: '<p>Top 50 players share <strong>{amount}</strong>.</p>',
      VI: '<p>50 người chơi dẫn đầu cùng chia <strong>{amount}</strong>.</p>',
    },
  },
  {
    type: 'B',
    title: { EN: 'Banner notice', VI: 'Thông báo banner' },
    content: { EN: '<p>New games every week from top vendors.</p>', VI: '<p>Trò chơi mới mỗi tuần từ các nhà cung cấp hàng đầu.</p>' },
  },
];

/** The vendors' game announcements, written per request (`{vendor}`, `{date}`). */
export const GAME_ANNOUNCEMENTS = {
  maintenanceTitle: { EN: '{vendor}: scheduled maintenance', VI: '{vendor}: bảo trì định kỳ' },
  maintenance: {
    EN: '<p><strong>{vendor}</strong> will be under maintenance on <em>{date}</em> from 02:00 to 04:00 (GMT+7).</p>',
    VI: '<p><strong>{vendor}</strong> sẽ bảo trì vào ngày <em>{date}</em> từ 02:00 đến 04:00 (GMT+7).</p>',
  },
  newGamesTitle: { EN: '{vendor}: new games this week', VI: '{vendor}: trò chơi mới trong tuần' },
  newGames: {
    EN: '<p>Try the newest <strong>{vendor}</strong> titles in the lobby.</p>',
    VI: '<p>Hãy thử các trò chơi mới nhất của <strong>{vendor}</strong> trong sảnh.</p>',
  },
} as const satisfies Record<string, Localized>;

/** Banner titles (`{group} banner {n}`) and the groups' names (each language's own capitalisation: "Home banner 1", "Banner trang chủ 1"). */
export const BANNER_TEXTS = {
  title: { EN: '{group} banner {n}', VI: 'Banner {group} {n}' },
  subtitle: { EN: 'White-label demo', VI: 'Bản demo white-label' },
} as const satisfies Record<string, Localized>;

export const BANNER_GROUP_NAMES = {
  home: { EN: 'Home', VI: 'trang chủ' },
  hot_games: { EN: 'Hot games', VI: 'trò chơi hot' },
  download: { EN: 'Download', VI: 'tải ứng dụng' },
  promotion: { EN: 'Promotion', VI: 'khuyến mãi' },
  shop: { EN: 'Shop', VI: 'cửa hàng' },
  help: { EN: 'Help', VI: 'trợ giúp' },
  register: { EN: 'Register', VI: 'đăng ký' },
  w_reg: { EN: 'Quick registration', VI: 'đăng ký nhanh' },
} as const satisfies Record<string, Localized>;
