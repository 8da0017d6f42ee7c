import { createIdempotencyKey } from 'shared-contracts';

/** A new idempotency key for one money intent (shared-contracts' `createIdempotencyKey`). */
export function newIdempotencyKey(): string {
  return createIdempotencyKey();
}
