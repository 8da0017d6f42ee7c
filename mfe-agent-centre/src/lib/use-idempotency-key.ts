import { useCallback, useRef } from 'react';
import { createIdempotencyKey } from './money-call';

/**
 * One idempotency key per user intent: the same key for every retry of that intent (a failed or
 * repeated submit moves nothing twice), a new one once it succeeded (`renew`).
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
