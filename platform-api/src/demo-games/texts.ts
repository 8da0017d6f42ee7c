/** The demo-game page's strings, per interface language (TY is Vietnamese text). */
export const DEMO_GAME_TEXTS = {
  EN: {
    balance: 'Balance',
    bet: 'Bet',
    spin: 'Spin',
    win: 'You won {amount}!',
    lose: 'No win this time',
    short: 'Not enough balance for this bet',
    error: 'The spin failed, please try again',
    expired: 'This game session has expired. Launch the game again from the lobby.',
    notFound: 'Game not found',
  },
  TY: {
    balance: 'Số dư',
    bet: 'Cược',
    spin: 'Quay',
    win: 'Bạn thắng {amount}!',
    lose: 'Lần này chưa trúng',
    short: 'Số dư không đủ cho mức cược này',
    error: 'Quay thất bại, vui lòng thử lại',
    expired: 'Phiên chơi đã hết hạn. Hãy mở lại trò chơi từ sảnh.',
    notFound: 'Không tìm thấy trò chơi',
  },
  VI: {
    balance: 'Số dư',
    bet: 'Cược',
    spin: 'Quay',
    win: 'Bạn thắng {amount}!',
    lose: 'Lần này chưa trúng',
    short: 'Số dư không đủ cho mức cược này',
    error: 'Quay thất bại, vui lòng thử lại',
    expired: 'Phiên chơi đã hết hạn. Hãy mở lại trò chơi từ sảnh.',
    notFound: 'Không tìm thấy trò chơi',
  },
  CN: {
    balance: '余额',
    bet: '投注',
    spin: '旋转',
    win: '您赢了 {amount}！',
    lose: '这次没有中奖',
    short: '余额不足，无法投注',
    error: '旋转失败，请重试',
    expired: '游戏会话已过期，请从大厅重新启动游戏。',
    notFound: '未找到游戏',
  },
  ID: {
    balance: 'Saldo',
    bet: 'Taruhan',
    spin: 'Putar',
    win: 'Anda menang {amount}!',
    lose: 'Belum menang kali ini',
    short: 'Saldo tidak cukup untuk taruhan ini',
    error: 'Putaran gagal, silakan coba lagi',
    expired: 'Sesi permainan telah berakhir. Buka kembali permainan dari lobi.',
    notFound: 'Permainan tidak ditemukan',
  },
  TH: {
    balance: 'ยอดเงิน',
    bet: 'เดิมพัน',
    spin: 'หมุน',
    win: 'คุณชนะ {amount}!',
    lose: 'ครั้งนี้ยังไม่ชนะ',
    short: 'ยอดเงินไม่พอสำหรับการเดิมพันนี้',
    error: 'การหมุนล้มเหลว โปรดลองอีกครั้ง',
    expired: 'เซสชันเกมหมดอายุแล้ว โปรดเปิดเกมอีกครั้งจากล็อบบี้',
    notFound: 'ไม่พบเกม',
  },
} as const;

/** A language of the page. */
export type DemoGameLanguage = keyof typeof DEMO_GAME_TEXTS;

/** The page language for a requested code (EN when unknown). */
export function demoGameLanguage(code: string | undefined): DemoGameLanguage {
  const upper = (code ?? '').toUpperCase();
  return upper in DEMO_GAME_TEXTS ? (upper as DemoGameLanguage) : 'EN';
}

/** BCP 47 tag of a page language. */
export const LANGUAGE_TAGS: Record<DemoGameLanguage, string> = { EN: 'en', TY: 'vi', VI: 'vi', CN: 'zh-CN', ID: 'id', TH: 'th' };
