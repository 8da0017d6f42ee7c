import type { BrandConfig, Permission } from 'shared-contracts';
import { customerServiceAddress } from '../customer-service/open-customer-service';

/** localStorage key of what the site remembers for the day its brand file cannot be read. */
export const SITE_CONTACT_KEY = 'wl_site_contact';

/** The brand's name and customer-service address, as last seen by this browser. */
export interface SiteContact {
  brandName: string;
  /** The live-chat address (http(s)), when the platform gave one. */
  customerServiceUrl?: string | undefined;
}

/**
 * Remembers the brand's name and its live-chat address after a successful start, so that a later
 * start whose brand file (or platform) cannot be read still names the site and offers a way to
 * reach customer service.
 */
export function rememberSiteContact(storage: Storage | undefined, brand: Pick<BrandConfig, 'name'>, permission: Permission): void {
  if (!storage) return;
  const contact: SiteContact = { brandName: brand.name };
  const url = customerServiceAddress(permission.info.customerService, null);
  if (url) contact.customerServiceUrl = url;
  try {
    storage.setItem(SITE_CONTACT_KEY, JSON.stringify(contact));
  } catch {
    // Storage full or blocked: nothing to remember.
  }
}

/** What this browser remembers of the site (only well-formed values; an address must be http(s)). */
export function readSiteContact(storage: Storage | undefined): SiteContact | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(SITE_CONTACT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const { brandName, customerServiceUrl } = raw as Record<string, unknown>;
  if (typeof brandName !== 'string' || !brandName.trim()) return null;
  const contact: SiteContact = { brandName: brandName.slice(0, 80) };
  if (typeof customerServiceUrl === 'string' && /^https?:\/\//i.test(customerServiceUrl)) contact.customerServiceUrl = customerServiceUrl;
  return contact;
}
