import type { Localized } from '../../i18n/localized';

/** Deposit channels' names, by channel id (the channels themselves: handlers/member-centre.ts). */
export const DEPOSIT_CHANNEL_NAMES: Readonly<Record<number, Localized>> = {
  1: { EN: 'Local bank transfer', VI: 'Chuyển khoản ngân hàng nội địa' },
  2: { EN: 'QR banking', VI: 'Thanh toán QR ngân hàng' },
  3: { EN: 'E-wallet (MoMo)', VI: 'Ví điện tử (MoMo)' },
  4: { EN: 'USDT (TRC20)', VI: 'USDT (TRC20)' },
};

/** A channel no table names. */
export const UNKNOWN_CHANNEL: Localized = { EN: 'Channel {id}', VI: 'Kênh {id}' };

/** What the payout and deposit desks write on a record, and the seeded members' remarks. */
export const PAYMENT_NOTES = {
  paymentNotReceived: { EN: 'The payment was not received', VI: 'Chưa nhận được khoản thanh toán' },
  noPaymentArrived: { EN: 'No payment arrived', VI: 'Không có khoản thanh toán nào được chuyển đến' },
  withdrawalRefunded: { EN: 'Rejected by the payout desk; refunded', VI: 'Bộ phận chi trả đã từ chối; tiền đã được hoàn lại' },
  partArrived: { EN: 'Only part of it arrived', VI: 'Chỉ nhận được một phần' },
  nothingArrived: { EN: 'Nothing arrived; checking with my bank', VI: 'Chưa nhận được gì; tôi đang kiểm tra với ngân hàng' },
} as const satisfies Record<string, Localized>;
