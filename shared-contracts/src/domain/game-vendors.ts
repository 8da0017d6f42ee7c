import { COCKFIGHT_VENDORS, ESPORTS_VENDORS, type GameCategoryCode, type GameType, type VendorCard, type VendorLane } from './game';

const SPLIT_OUT_OF_SPORTS: Partial<Record<GameCategoryCode, readonly string[]>> = {
  ESPORTS: ESPORTS_VENDORS,
  COCKFIGHT: COCKFIGHT_VENDORS,
};
const SPLIT_VENDORS = new Set<string>([...ESPORTS_VENDORS, ...COCKFIGHT_VENDORS]);

/** A vendor of a category with the game type its games are listed under. */
export interface CategoryVendor extends VendorCard {
  /** The lane's game type (SPORTS for an e-sports or cockfight vendor found in the sports lane). */
  listGameType: GameType;
}

/**
 * The vendors of a category, in lane order, each once. E-sports and cockfight are split out of
 * sports by the configured vendor lists (ESPORTS_VENDORS, COCKFIGHT_VENDORS, spec §3): a sports lane
 * carrying those vendors gives them to e-sports / cockfight, and sports keeps the rest. Lanes the
 * platform already split (gameType ESPORTS / COCKFIGHT) are used as they are. The lobby's vendor
 * tabs and the shell's side menu both use this one rule, so they always list the same vendors.
 */
export function vendorsOfCategory(lanes: readonly VendorLane[], category: GameCategoryCode): CategoryVendor[] {
  const seen = new Set<string>();
  const vendors: CategoryVendor[] = [];
  const splitList = SPLIT_OUT_OF_SPORTS[category];
  const add = (card: VendorCard, listGameType: GameType) => {
    if (seen.has(card.vassalage)) return;
    seen.add(card.vassalage);
    vendors.push({ ...card, listGameType });
  };
  for (const lane of lanes) {
    if (lane.gameType === category) {
      for (const card of lane.cards) if (category !== 'SPORTS' || !SPLIT_VENDORS.has(card.vassalage)) add(card, lane.gameType);
    } else if (splitList && lane.gameType === 'SPORTS') {
      for (const card of lane.cards) if (splitList.includes(card.vassalage)) add(card, 'SPORTS');
    }
  }
  return vendors;
}
