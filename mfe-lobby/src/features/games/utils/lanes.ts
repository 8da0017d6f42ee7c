import { CATEGORY_ROUTES, type GameCategoryCode, type VendorCard, type VendorLane } from 'shared-contracts';

/** Whether a value (from a route or a prop) is a lobby category. */
export function isLobbyCategory(value: unknown): value is GameCategoryCode {
  return typeof value === 'string' && Object.hasOwn(CATEGORY_ROUTES, value);
}

/** The category a lobby route segment names (`rng` or `/rng` → RNG), or null. */
export function categoryFromRoute(segment: string | undefined): GameCategoryCode | null {
  if (!segment) return null;
  const path = `/${segment.replace(/^\/+/, '').toLowerCase()}`;
  const match = (Object.entries(CATEGORY_ROUTES) as [GameCategoryCode, string][]).find(([, route]) => route.toLowerCase() === path);
  return match ? match[0] : null;
}

/**
 * The vendors of a category: the cards of every lane whose gameType is the category, in lane order,
 * each vendor once. E-sports and cockfight lanes come from the platform already split out of sports.
 */
export function vendorsOfCategory(lanes: readonly VendorLane[], category: GameCategoryCode): VendorCard[] {
  const seen = new Set<string>();
  const vendors: VendorCard[] = [];
  for (const lane of lanes) {
    if (lane.gameType !== category) continue;
    for (const card of lane.cards) {
      if (seen.has(card.vassalage)) continue;
      seen.add(card.vassalage);
      vendors.push(card);
    }
  }
  return vendors;
}
