/**
 * A new idempotency key for one money intent. Until `createIdempotencyKey()` from shared-contracts
 * is on main this is the same thing (a random UUID); it is the one place to swap.
 */
export function newIdempotencyKey(): string {
  const cryptoApi = (globalThis as { crypto?: Crypto }).crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}-${Math.random().toString(36).slice(2, 12)}`;
}
