import { matchRoutes, type RouteObject } from 'react-router-dom';
import { LOGGED_IN_ONLY_EXCEPTIONS, ROUTES, type BrandConfig } from 'shared-contracts';

/** Banner groups of spec §2 "Banners" (the group names the notices answer carries). */
export const BANNER_GROUPS = {
  home: 'home',
  hotGames: 'hot_games',
  download: 'download',
  promotion: 'promotion',
  shop: 'shop',
  help: 'help',
  register: 'w_reg',
} as const;

/** A banner group name. */
export type BannerGroup = (typeof BANNER_GROUPS)[keyof typeof BANNER_GROUPS];

/** Which parts of the frame a route shows (spec §2 "Routes"). */
export interface LayoutVariant {
  header: boolean;
  sideMenu: boolean;
  footer: boolean;
  /** Banner group shown above the content, if any. */
  banner: BannerGroup | null;
  /** A game page: the side menu closes on arrival (it can be opened again). */
  isGamePage?: boolean;
  /** /seamless and /vnlottery: the bars show only when the brand allows them. */
  barsNeedBrandFlag?: boolean;
}

/** The `handle` every shell route carries. */
export interface ShellRouteHandle {
  layout: LayoutVariant;
}

const full = (banner: BannerGroup | null): LayoutVariant => ({ header: true, sideMenu: true, footer: true, banner });

/** The variants by route family. */
export const LAYOUTS = {
  home: full(BANNER_GROUPS.home),
  lobby: full(BANNER_GROUPS.hotGames),
  promotions: full(BANNER_GROUPS.promotion),
  pointMall: full(BANNER_GROUPS.shop),
  download: full(BANNER_GROUPS.download),
  help: full(BANNER_GROUPS.help),
  plain: full(null),
  register: { header: true, sideMenu: false, footer: false, banner: BANNER_GROUPS.register },
  lottery: { header: true, sideMenu: false, footer: false, banner: null, isGamePage: true },
  vnLottery: { header: true, sideMenu: true, footer: false, banner: null, isGamePage: true, barsNeedBrandFlag: true },
  seamless: { header: true, sideMenu: true, footer: false, banner: null, isGamePage: true, barsNeedBrandFlag: true },
  game: { header: true, sideMenu: true, footer: false, banner: null, isGamePage: true },
  helpCentre: { header: false, sideMenu: false, footer: true, banner: null },
} as const satisfies Record<string, LayoutVariant>;

/**
 * The layout variant of the route `routes` match at `pathname`: the deepest matched route's
 * `handle.layout` (plain when none has one). `matchRoutes` is the matching `useRoutes` does, so this
 * is the route rendered.
 */
export function routeLayoutAt(routes: RouteObject[], pathname: string): LayoutVariant {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const match of [...matches].reverse()) {
    const layout = (match.route.handle as ShellRouteHandle | undefined)?.layout;
    if (layout) return layout;
  }
  return LAYOUTS.plain;
}

/** The variant as shown for `brand`: /seamless and /vnlottery lose both bars unless the brand allows them. */
export function effectiveLayout(layout: LayoutVariant, brand: Pick<BrandConfig, 'showBarsOnSeamless'>): LayoutVariant {
  if (layout.barsNeedBrandFlag && !brand.showBarsOnSeamless) return { ...layout, header: false, sideMenu: false };
  return layout;
}

/**
 * Logged-in-only mode (spec §2): without a session token every route but the exceptions goes to
 * /login. Returns whether `pathname` must redirect.
 */
export function mustRedirectToLogin(pathname: string, brand: Pick<BrandConfig, 'loggedInOnly'>, token: string | null): boolean {
  if (!brand.loggedInOnly || token) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !(LOGGED_IN_ONLY_EXCEPTIONS as readonly string[]).includes(path) && path !== ROUTES.login;
}
