import type { Localized } from '../../i18n/localized';

/** Why a contract ended, as the platform writes it (an upline may type its own reason). */
export const CONTRACT_REASONS = {
  uplineEnded: { EN: 'The upline contract ended', VI: 'Hợp đồng của tuyến trên đã kết thúc' },
  uplineChanged: { EN: 'The upline contract changed', VI: 'Hợp đồng của tuyến trên đã thay đổi' },
  replacedByOffer: { EN: 'Replaced by a new offer', VI: 'Được thay bằng một đề xuất mới' },
  replacedByContract: { EN: 'Replaced by contract #{id}', VI: 'Được thay bằng hợp đồng #{id}' },
  replacedSeeded: { EN: 'Replaced by contract', VI: 'Được thay bằng hợp đồng mới' },
  uplineRate: {
    EN: "The upline's new rate ({rate}%) is not above this rate",
    VI: 'Tỷ lệ mới của tuyến trên ({rate}%) không cao hơn tỷ lệ này',
  },
  terminatedByUpline: { EN: 'Terminated by the upline', VI: 'Tuyến trên đã chấm dứt hợp đồng' },
} as const satisfies Record<string, Localized>;
