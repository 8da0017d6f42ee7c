import {
  CATEGORY_ROUTES,
  MENU_CATEGORIES,
  ROUTES,
  VENDOR_TAB_PARAM,
  vendorsOfCategory,
  type GameCategoryCode,
  type VendorCard,
  type VendorLane,
} from 'shared-contracts';

/** The side menu's categories in the spec's order (lottery first, routed to `/lottery`), then in-house. */
export const SHELL_LOBBY_CATEGORIES: readonly GameCategoryCode[] = [...MENU_CATEGORIES, 'INHOUSE'];

/** A side-menu entry: a category that has vendors, with its route and vendors. */
export interface MenuCategory {
  category: GameCategoryCode;
  route: string;
  vendors: readonly VendorCard[];
}

/**
 * The Vietnamese lottery vendors: their entries go to `/vnlottery` (spec §2 "Game launch routing": a
 * Vietnamese lottery vendor goes to /vnlottery with optional gameCode), never to `/lottery`. The
 * lobby knows the same vendor code (mfe-lobby `VN_LOTTERY_VENDOR`); both should read one constant
 * from shared-contracts once it exports one.
 */
export const VN_LOTTERY_VENDORS: readonly string[] = ['VNLOTT'];

/**
 * The route of a vendor entry: a vendor tab on its category route (`/rng?page=PG`), or the VN
 * lottery page for a Vietnamese lottery vendor (`/vnlottery`, with `gameCode` when one is given).
 */
export function vendorHref(route: string, vassalage: string, gameCode?: string): string {
  if (VN_LOTTERY_VENDORS.includes(vassalage))
    return gameCode ? `${ROUTES.vnLottery}?${new URLSearchParams({ gameCode }).toString()}` : ROUTES.vnLottery;
  return `${route}?${new URLSearchParams({ [VENDOR_TAB_PARAM]: vassalage }).toString()}`;
}

/**
 * The side menu's categories (spec §2 "Side menu"): one per category that has vendors, in the
 * spec's order, mapped to its route. Vendors come from the contract's `vendorsOfCategory`, the rule
 * the lobby's tabs use: e-sports and cockfight vendors are split out of sports (spec §3).
 */
export function menuCategories(lanes: readonly VendorLane[]): MenuCategory[] {
  const result: MenuCategory[] = [];
  for (const category of SHELL_LOBBY_CATEGORIES) {
    const vendors: VendorCard[] = vendorsOfCategory(lanes, category);
    if (vendors.length > 0) result.push({ category, route: CATEGORY_ROUTES[category], vendors });
  }
  return result;
}
