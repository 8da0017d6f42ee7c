import type { GameCategoryCode } from '../domain/game';

/** Every route of spec §2 (history mode). */
export const ROUTES = {
  home: '/',
  homeAliases: ['/index', '/index.html', '/home'],
  register: '/register',
  registerHtml: '/register.html',
  pointMall: '/pointMall',
  /** The VIP page (mfe-promotions `VipPage`), reached from the side menu's VIP entry. */
  vip: '/vip',
  /** The referral programme page (mfe-promotions `ReferralPage`), when the REFERRAL promotion is enabled. */
  referral: '/referral',
  lottery: '/lottery',
  vnLottery: '/vnlottery',
  promotions: '/promotions',
  promoDetail: '/promoDetail',
  seamless: '/seamless',
  helpCentre: '/helpmc',
  help: '/help',
  download: '/down',
  game: '/game',
  login: '/login',
} as const;

/** Category lobby routes and the platform game type each shows (spec §2, facts §4.9). */
export const CATEGORY_ROUTES: Readonly<Record<GameCategoryCode, string>> = {
  RNG: '/rng',
  PVP: '/pvp',
  LIVE: '/live',
  FISH: '/fish',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  INHOUSE: '/inhouse',
  ELOTT: '/elott',
  COCKFIGHT: '/cockfight',
  LOTT: '/lottery',
};

/**
 * Routes that stay open in logged-in-only mode (spec §2). The spec names `/download` while its route
 * table names `/down` for the app download page: both are open, so the download page is reachable.
 */
export const LOGGED_IN_ONLY_EXCEPTIONS = ['/login', '/register', '/register.html', '/helpmc', '/download', '/down'] as const;

/** The query parameter that picks a vendor tab on a category route. */
export const VENDOR_TAB_PARAM = 'page';
