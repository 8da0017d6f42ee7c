import type { Localized } from '../../i18n/localized';

/** A points-mall item (spec §3): name, units and the delivery note are texts (`{amount}`: the item's amount). */
export interface PointsItemSeed {
  name: Localized;
  type: 'CASH' | 'GIFT';
  quantity: number;
  points: number;
  amountCents: number;
  requiredCents: number;
  units: Localized;
  remark: Localized | null;
}

/** A cash voucher's name; the seed writes its amount in (`money()`), so each language reads it in its own format. */
const CASH_VOUCHER: Localized = { EN: '{amount} cash voucher', VI: 'Phiếu tiền mặt {amount}' };
const VOUCHER: Localized = { EN: 'voucher', VI: 'phiếu' };
const PIECE: Localized = { EN: 'piece', VI: 'cái' };
const CREDITED_AT_ONCE: Localized = { EN: 'Credited at once', VI: 'Cộng vào ví ngay' };
const SHIPPED_14: Localized = { EN: 'Shipped within 14 days', VI: 'Giao hàng trong vòng 14 ngày' };

/** Points-mall items, ids 5001 on: cash vouchers and gifts. */
export const POINTS_ITEMS: readonly PointsItemSeed[] = [
  {
    name: CASH_VOUCHER,
    type: 'CASH',
    quantity: 500,
    points: 500,
    amountCents: 500,
    requiredCents: 0,
    units: VOUCHER,
    remark: CREDITED_AT_ONCE,
  },
  {
    name: CASH_VOUCHER,
    type: 'CASH',
    quantity: 200,
    points: 1900,
    amountCents: 2000,
    requiredCents: 10_000,
    units: VOUCHER,
    remark: CREDITED_AT_ONCE,
  },
  {
    name: CASH_VOUCHER,
    type: 'CASH',
    quantity: 50,
    points: 9000,
    amountCents: 10_000,
    requiredCents: 100_000,
    units: VOUCHER,
    remark: CREDITED_AT_ONCE,
  },
  {
    name: { EN: 'Branded T-shirt', VI: 'Áo thun thương hiệu' },
    type: 'GIFT',
    quantity: 80,
    points: 3000,
    amountCents: 0,
    requiredCents: 0,
    units: PIECE,
    remark: SHIPPED_14,
  },
  {
    name: { EN: 'Wireless earbuds', VI: 'Tai nghe không dây' },
    type: 'GIFT',
    quantity: 20,
    points: 25_000,
    amountCents: 0,
    requiredCents: 50_000,
    units: PIECE,
    remark: SHIPPED_14,
  },
  {
    name: { EN: 'Smart watch', VI: 'Đồng hồ thông minh' },
    type: 'GIFT',
    quantity: 10,
    points: 60_000,
    amountCents: 0,
    requiredCents: 200_000,
    units: PIECE,
    remark: { EN: 'Shipped within 21 days', VI: 'Giao hàng trong vòng 21 ngày' },
  },
  {
    name: { EN: 'Gold bar 1g', VI: 'Vàng miếng 1g' },
    type: 'GIFT',
    quantity: 0,
    points: 90_000,
    amountCents: 0,
    requiredCents: 500_000,
    units: PIECE,
    remark: { EN: 'Out of stock', VI: 'Tạm hết hàng' },
  },
];

/** What the desk writes on a redemption. */
export const REDEMPTION_NOTES = {
  delivered: { EN: 'Delivered', VI: 'Đã giao' },
  addressIncomplete: { EN: 'Address incomplete', VI: 'Địa chỉ chưa đầy đủ' },
} as const satisfies Record<string, Localized>;
