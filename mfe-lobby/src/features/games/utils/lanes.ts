import { CATEGORY_ROUTES, type CategoryVendor, type GameCategoryCode, type GameType, type VendorLane } from 'shared-contracts';

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

// The vendor split is the contract's rule, shared with the shell's side menu.
export { vendorsOfCategory, type CategoryVendor } from 'shared-contracts';

/** How the game list of a category (and maybe one vendor) is asked for. */
export interface ListPlan {
  /** The `gameType` of the list call. */
  gameType: GameType;
  /**
   * When set, only games of these vendors are kept: "all vendors" of e-sports or cockfight when the
   * platform lists them under sports (the call cannot ask for a vendor list).
   */
  keepVendors?: ReadonlySet<string> | undefined;
}

/** The list call for a category and the selected vendor (null: all vendors). */
export function listPlan(vendors: readonly CategoryVendor[], category: GameCategoryCode, vassalage: string | null): ListPlan {
  if (category === 'LOTT') return { gameType: 'LOTT' };
  if (vassalage) return { gameType: vendors.find((v) => v.vassalage === vassalage)?.listGameType ?? category };
  const ownType = vendors.some((v) => v.listGameType === category);
  const fromSports = vendors.filter((v) => v.listGameType !== category);
  if (!ownType && fromSports.length > 0) return { gameType: 'SPORTS', keepVendors: new Set(fromSports.map((v) => v.vassalage)) };
  return { gameType: category };
}

/** Game classifications offered by the category's lanes (for the classification filter), each once. */
export function classificationsOfCategory(lanes: readonly VendorLane[], category: GameCategoryCode): string[] {
  const codes = new Set<string>();
  for (const lane of lanes) if (lane.gameType === category) for (const code of lane.gameClassify) if (code.trim()) codes.add(code.trim());
  return [...codes];
}
