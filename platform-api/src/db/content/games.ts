import type { GameType } from 'shared-contracts';
import type { Localized } from '../../i18n/localized';

/** Game menu titles per category (the vendors' and games' names are their own, in every language). */
export const CATEGORY_TITLES: Readonly<Partial<Record<GameType, Localized>>> = {
  LOTT: { EN: 'Lottery', VI: 'Xổ số' },
  ELOTT: { EN: 'E-Lottery', VI: 'Xổ số điện tử' },
  LIVE: { EN: 'Live Casino', VI: 'Casino trực tuyến' },
  SPORTS: { EN: 'Sports', VI: 'Thể thao' },
  FISH: { EN: 'Fishing', VI: 'Bắn cá' },
  RNG: { EN: 'Slots', VI: 'Nổ hũ' },
  PVP: { EN: 'Card Games', VI: 'Game bài' },
  ESPORTS: { EN: 'E-Sports', VI: 'Thể thao điện tử' },
  COCKFIGHT: { EN: 'Cockfight', VI: 'Đá gà' },
  INHOUSE: { EN: 'Originals', VI: 'Trò chơi độc quyền' },
};

/** The customer-service pages (what the status answer's encrypted paths open). */
export const CUSTOMER_SERVICE_PAGE = {
  vipTitle: { EN: 'VIP customer service', VI: 'Chăm sóc khách hàng VIP' },
  liveChatTitle: { EN: 'Live chat', VI: 'Trò chuyện trực tuyến' },
  answers: { EN: 'Our support team answers 24/7.', VI: 'Đội ngũ hỗ trợ của chúng tôi trả lời 24/7.' },
} as const satisfies Record<string, Localized>;
