import { useCallback, useRef } from 'react';
import { createIdempotencyKey } from 'shared-contracts';

/**
 * One idempotency key per user intent (a money action): `current()` gives the same key for every
 * retry of that intent, so a failed or repeated submit moves nothing twice; `renew()` after success
 * makes the next intent take a new one. Pass it as `api.call(endpoint, input, { idempotencyKey })`.
 */
export function useIdempotencyKey() {
  const keyRef = useRef<string | null>(null);
  const current = useCallback(() => {
    keyRef.current ??= createIdempotencyKey();
    return keyRef.current;
  }, []);
  const renew = useCallback(() => {
    keyRef.current = null;
  }, []);
  return { current, renew };
}
