import { CATEGORY_ROUTES, MENU_CATEGORIES, VENDOR_TAB_PARAM, type GameCategoryCode, type VendorCard, type VendorLane } from 'shared-contracts';

/** The side menu's categories in the spec's order (lottery first, routed to `/lottery`), then in-house. */
export const SHELL_LOBBY_CATEGORIES: readonly GameCategoryCode[] = [...MENU_CATEGORIES, 'INHOUSE'];

/** A side-menu entry: a category that has vendors, with its route and vendors. */
export interface MenuCategory {
  category: GameCategoryCode;
  route: string;
  vendors: readonly VendorCard[];
}

/** The route of a vendor tab on a category route (`/rng?page=PG`). */
export function vendorHref(route: string, vassalage: string): string {
  return `${route}?${new URLSearchParams({ [VENDOR_TAB_PARAM]: vassalage }).toString()}`;
}

/**
 * The side menu's categories (spec §2 "Side menu"): one per category that has vendors, in the
 * spec's order, mapped to its route.
 */
export function menuCategories(lanes: readonly VendorLane[]): MenuCategory[] {
  const result: MenuCategory[] = [];
  for (const category of SHELL_LOBBY_CATEGORIES) {
    const vendors = lanes.filter((lane) => lane.gameType === category).flatMap((lane) => lane.cards);
    if (vendors.length > 0) result.push({ category, route: CATEGORY_ROUTES[category], vendors });
  }
  return result;
}
