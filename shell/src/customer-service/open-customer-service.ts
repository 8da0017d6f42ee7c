import { SPEC_CONSTANTS, customerServiceKind, decryptCustomerServicePathAsync, safeUrl, type Permission } from 'shared-contracts';

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
  return safeUrl(await decryptCustomerServicePathAsync(encryptedPath), { allowSitePath: false }) ?? null;
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
 * How an opening of customer service ended: the window went to the service (`opened`), the browser
 * refused the window (`blocked`), or the service's address could not be had (`unavailable`: the
 * status call failed, no entry for the member's level, an address that is not http(s) or does not
 * decrypt; the window was closed again).
 */
export type CustomerServiceOutcome = 'opened' | 'blocked' | 'unavailable';

/**
 * Opens customer service (spec §2): a blank 440×750 window is opened synchronously (call this
 * inside the click handler, or the browser blocks it), then the service info is fetched, the type-3
 * entry for the member's level is decrypted and the window is sent there. On any failure the
 * window is closed again. Resolves to how it ended, for the caller to tell the player.
 */
export function openCustomerService({
  loadServiceInfo,
  rankLevel,
  openWindow,
}: OpenCustomerServiceOptions): Promise<CustomerServiceOutcome> {
  const { width, height } = SPEC_CONSTANTS.customerServiceWindow;
  const open = openWindow ?? ((url: string, target: string, features: string) => window.open(url, target, features));
  const popup = open('', '_blank', `width=${width},height=${height}`);
  if (!popup) return Promise.resolve('blocked');
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
        return 'unavailable' as const;
      }
      // The service page must not be able to script this page.
      popup.opener = null;
      popup.location.href = address;
      return 'opened' as const;
    })
    .catch(() => {
      close();
      return 'unavailable' as const;
    });
}
