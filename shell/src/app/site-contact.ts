import type { BrandConfig, Permission } from 'shared-contracts';
import { customerServiceEntry } from '../customer-service/open-customer-service';

/** localStorage key of what the site remembers for the day its brand file cannot be read. */
export const SITE_CONTACT_KEY = 'wl_site_contact';

/** The brand's name and customer-service address, as last seen by this browser. */
export interface SiteContact {
  brandName: string;
  /**
   * The live-chat entry's path as the platform gave it (DES-encrypted, facts §4.6), when it gave
   * one. Kept encrypted so that a normal start never loads the cipher: only the failure page
   * decrypts it (customer-service `decryptedServiceAddress`), and shows it only when it is http(s).
   */
  customerServicePath?: string | undefined;
}

/** Longest encrypted path kept (a real one is well under 200 characters). */
const MAX_PATH_LENGTH = 2048;

/**
 * Remembers the brand's name and its live-chat entry after a successful start, so that a later
 * start whose brand file (or platform) cannot be read still names the site and offers a way to
 * reach customer service.
 */
export function rememberSiteContact(storage: Storage | undefined, brand: Pick<BrandConfig, 'name'>, permission: Permission): void {
  if (!storage) return;
  const contact: SiteContact = { brandName: brand.name };
  const entry = customerServiceEntry(permission.info.customerService, null);
  if (entry && entry.path.length <= MAX_PATH_LENGTH) contact.customerServicePath = entry.path;
  try {
    storage.setItem(SITE_CONTACT_KEY, JSON.stringify(contact));
  } catch {
    // Storage full or blocked: nothing to remember.
  }
}

/** What this browser remembers of the site (only well-formed values). */
export function readSiteContact(storage: Storage | undefined): SiteContact | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(SITE_CONTACT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const { brandName, customerServicePath } = raw as Record<string, unknown>;
  if (typeof brandName !== 'string' || !brandName.trim()) return null;
  const contact: SiteContact = { brandName: brandName.slice(0, 80) };
  if (typeof customerServicePath === 'string' && customerServicePath.length > 8 && customerServicePath.length <= MAX_PATH_LENGTH)
    contact.customerServicePath = customerServicePath;
  return contact;
}
