import type { ApiClient, CallInput, EndpointDef, ValueOf } from 'shared-contracts';

/**
 * A fresh idempotency key for one user intent (a money action). Interim copy of shared-contracts'
 * `createIdempotencyKey()` until that lands on main; then this re-exports it.
 */
export function createIdempotencyKey(): string {
  const cryptoApi = (globalThis as { crypto?: Crypto }).crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Calls a money endpoint with its idempotency key (`CallOptions.idempotencyKey`, sent as the
 * `Idempotency-Key` header). The key is created once per user intent by the caller and reused on retry.
 */
export function callWithKey<E extends EndpointDef>(api: ApiClient, endpoint: E, input: CallInput<E>, idempotencyKey: string): Promise<ValueOf<E>> {
  return api.call(endpoint, input, { idempotencyKey } as Parameters<ApiClient['call']>[2]);
}
