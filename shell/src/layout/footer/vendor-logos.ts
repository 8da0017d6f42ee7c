import { CATEGORY_ROUTES, type GameCategoryCode, type VendorLane } from 'shared-contracts';
import { vendorHref } from '../side-menu/menu-categories';

/** A vendor logo of the footer row: the vendor's first category decides where it links. */
export interface VendorLogo {
  vassalage: string;
  name: string;
  icon?: string | undefined;
  href: string;
}

/** One logo per vendor (first lane wins), linking to its tab on its category route. */
export function vendorLogos(lanes: readonly VendorLane[]): VendorLogo[] {
  const seen = new Set<string>();
  const logos: VendorLogo[] = [];
  for (const lane of lanes) {
    const route = CATEGORY_ROUTES[lane.gameType as GameCategoryCode];
    if (!route) continue;
    for (const card of lane.cards) {
      if (seen.has(card.vassalage)) continue;
      seen.add(card.vassalage);
      logos.push({
        vassalage: card.vassalage,
        name: card.name || card.vassalage,
        icon: card.icon,
        href: vendorHref(route, card.vassalage),
      });
    }
  }
  return logos;
}
