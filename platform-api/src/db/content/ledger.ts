import type { Localized } from '../../i18n/localized';

// What a wallet movement's memo says (transaction details, bonus details). The ledger keeps the
// English; a reader in another language gets the entry it was written from.

export const LEDGER_MEMOS = {
  deposit: { EN: 'deposit #{id} via {channel}', VI: 'Nạp tiền #{id} qua {channel}' },
  withdrawal: { EN: 'withdrawal #{id}', VI: 'Rút tiền #{id}' },
  withdrawalRefund: { EN: 'refund of withdrawal #{id}', VI: 'Hoàn tiền lệnh rút #{id}' },
  transferTo: { EN: 'to {account}', VI: 'Chuyển cho {account}' },
  transferFrom: { EN: 'from {account}', VI: 'Nhận từ {account}' },
  takenBackTo: { EN: 'to {account} (taken back by the upline)', VI: 'Chuyển cho {account} (tuyến trên thu hồi)' },
  takenBackFrom: { EN: 'from {account} (taken back)', VI: 'Nhận từ {account} (thu hồi)' },
  toGameWallet: { EN: 'to {wallet} wallet', VI: 'Chuyển sang ví {wallet}' },
  fromGameWallet: { EN: 'from {wallet} wallet', VI: 'Nhận từ ví {wallet}' },
  recallAll: { EN: 'from {wallet} wallet (recall all)', VI: 'Nhận từ ví {wallet} (thu hồi tất cả)' },
  promotionBonus: { EN: 'Promotion #{id} {title}', VI: 'Khuyến mãi #{id} {title}' },
  rafflePrize: { EN: 'Raffle prize (promotion {id})', VI: 'Giải quay thưởng (khuyến mãi {id})' },
  manualRebate: { EN: 'Manual rebate', VI: 'Hoàn trả thủ công' },
  pointsItem: { EN: '{quantity} × {item}', VI: '{quantity} × {item}' },
  pointsConverted: { EN: '{points} points converted', VI: 'Quy đổi {points} điểm' },
  dailySalary: { EN: 'Daily salary', VI: 'Lương ngày' },
  hourlySalary: { EN: 'Hourly salary', VI: 'Lương giờ' },
  realtimeSalary: { EN: 'Real-time salary', VI: 'Lương thời gian thực' },
  dividend: { EN: 'Dividend {from} – {to}', VI: 'Cổ tức {from} – {to}' },
  referralBonus: { EN: 'Referral {account}', VI: 'Thưởng giới thiệu {account}' },
  referralCommission: { EN: 'Referral commission {account} {day}', VI: 'Hoa hồng giới thiệu {account} ngày {day}' },
} as const satisfies Record<string, Localized>;
