/** localStorage key of the browser's login device id (shared with the shell, hence the prefix). */
export const DEVICE_ID_STORAGE_KEY = 'SHELL_deviceId';

// Kept for the page's lifetime when localStorage is unavailable (private mode, blocked storage).
let memoryDeviceId: string | null = null;

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a site served over plain http still needs an id.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The login device id sent with every login (facts §4.1 `loginDeviceId`): a UUID created once per
 * browser and kept in localStorage `SHELL_deviceId`.
 */
export function getLoginDeviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    if (stored) return stored;
    const created = randomUuid();
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, created);
    return created;
  } catch {
    memoryDeviceId ??= randomUuid();
    return memoryDeviceId;
  }
}
