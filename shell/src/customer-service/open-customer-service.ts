import { SPEC_CONSTANTS, customerServiceKind, decryptCustomerServicePathAsync, type Permission } from 'shared-contracts';

/** The entry type of the path list that carries the customer-service address (spec §2). */
export const CUSTOMER_SERVICE_PATH_TYPE = 3;

/** Options of {@link openCustomerService}. */
export interface OpenCustomerServiceOptions {
  /** Fetches the service info (the permission's customerService list). */
  loadServiceInfo: () => Promise<Permission['info']['customerService']>;
  /** The member's rankLevel (VIP service above 4); null for guests. */
  rankLevel: number | null | undefined;
  /** Injected in tests. */
  openWindow?: (url: string, target: string, features: string) => Window | null;
}

/** The path-list entry (still encrypted) of the service for `rankLevel`, if the platform gave one. */
export function customerServiceEntry(
  entries: Permission['info']['customerService'],
  rankLevel: number | null | undefined,
): Permission['info']['customerService'][number] | undefined {
  const kind = customerServiceKind(rankLevel);
  return entries.find((item) => item.type === CUSTOMER_SERVICE_PATH_TYPE && item.csType === kind);
}

/**
 * The address an encrypted customer-service path decrypts to, or null when it is not http(s).
 * The DES cipher loads on the first call (it is not part of the first screen).
 * @throws Error (the promise rejects) when the path does not decrypt or the cipher cannot load
 */
export async function decryptedServiceAddress(encryptedPath: string): Promise<string | null> {
  const address = (await decryptCustomerServicePathAsync(encryptedPath)).trim();
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/**
 * The decrypted address of the service for `rankLevel`, or null when none is usable (http(s) only).
 * @throws Error (the promise rejects) when the entry does not decrypt or the cipher cannot load
 */
export async function customerServiceAddress(
  entries: Permission['info']['customerService'],
  rankLevel: number | null | undefined,
): Promise<string | null> {
  const entry = customerServiceEntry(entries, rankLevel);
  return entry ? decryptedServiceAddress(entry.path) : null;
}

/**
 * Opens customer service (spec §2): a blank 440×750 window is opened synchronously (call this
 * inside the click handler, or the browser blocks it), then the service info is fetched, the type-3
 * entry for the member's level is decrypted and the window is sent there. On any failure the
 * window is closed silently. Resolves to whether the window was sent somewhere.
 */
export function openCustomerService({ loadServiceInfo, rankLevel, openWindow }: OpenCustomerServiceOptions): Promise<boolean> {
  const { width, height } = SPEC_CONSTANTS.customerServiceWindow;
  const open = openWindow ?? ((url: string, target: string, features: string) => window.open(url, target, features));
  const popup = open('', '_blank', `width=${width},height=${height}`);
  if (!popup) return Promise.resolve(false);
  const close = () => {
    try {
      popup.close();
    } catch {
      // Already gone.
    }
  };
  return loadServiceInfo()
    .then((entries) => customerServiceAddress(entries, rankLevel))
    .then((address) => {
      if (!address) {
        close();
        return false;
      }
      // The service page must not be able to script this page.
      popup.opener = null;
      popup.location.href = address;
      return true;
    })
    .catch(() => {
      close();
      return false;
    });
}
