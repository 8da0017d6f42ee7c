import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React renders on the server and while the browser hydrates the server's HTML, true
 * on every other render (issue 47). A part that the server cannot render as the browser will (a
 * remote's code, the carousel's lazy chunk, a tester's overrides) renders what the server rendered
 * until hydration is done, then its real self: the first client render matches the HTML, so React
 * keeps it instead of throwing it away (errors #418/#423/#425).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
