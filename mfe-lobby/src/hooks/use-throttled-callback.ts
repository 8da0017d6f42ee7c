import { useCallback, useEffect, useRef } from 'react';

/**
 * A stable function that calls `callback` at most once per `waitMs`: the first call runs at once,
 * calls inside the window collapse into one trailing call at its end. The latest `callback` is used.
 */
export function useThrottledCallback(callback: () => void, waitMs: number): () => void {
  const callbackRef = useRef(callback);
  const lastRunRef = useRef(Number.NEGATIVE_INFINITY);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);

  useEffect(
    () => () => {
      if (timerRef.current !== null) clearTimeout(timerRef.current);
    },
    [],
  );

  return useCallback(() => {
    const elapsed = Date.now() - lastRunRef.current;
    if (elapsed >= waitMs) {
      lastRunRef.current = Date.now();
      callbackRef.current();
      return;
    }
    if (timerRef.current !== null) return;
    timerRef.current = setTimeout(() => {
      timerRef.current = null;
      lastRunRef.current = Date.now();
      callbackRef.current();
    }, waitMs - elapsed);
  }, [waitMs]);
}
