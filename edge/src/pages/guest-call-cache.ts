// The first screen's shareable guest calls, cached on the edge (issue 47 item 3). Every anonymous
// page asked the platform for its notices, vendor lanes and a route's lists: seven calls a page,
// so a burst of visitors went straight through to the platform. The answers that are the same for
// every guest of a brand and language are kept a short while and served stale while one refresh
// runs (stale-while-revalidate); concurrent pages share one call in flight. The status gate's calls
// (system status and white-label tree) are never cached: they answer for the visitor's address and
// carry maintenance, which must be current. A failed answer is never kept.

/** How long a cached answer is served as it is, and then served stale while it is refreshed. */
export const GUEST_CACHE_FRESH_MS = 5_000;
export const GUEST_CACHE_STALE_MS = 30_000;
/** The most answers kept (oldest first out). */
export const GUEST_CACHE_MAX_ENTRIES = 1_000;
/** The calls never cached: the status gate's. */
export const UNCACHED_PATHS = ['/wps/system/status', '/wps/system/whitelabel'];

/** Loads one answer: the answer, or undefined when it failed (never kept). */
export type GuestCallLoad = () => unknown;

/** The first screen's shared answers (see createGuestCallCache). */
export interface GuestCallCache {
  get(key: string, path: string, load: GuestCallLoad): Promise<unknown>;
  readonly platformCalls: number;
  readonly size: number;
}

/** `load` started now; its failure is an answer that failed (undefined). */
function started(load: GuestCallLoad): Promise<unknown> {
  try {
    return Promise.resolve(load()).catch(() => undefined);
  } catch {
    return Promise.resolve(undefined);
  }
}

/**
 * A cache of guest answers. `get(key, path, load)` answers from the cache when it can (and refreshes
 * a stale answer in the background), else calls `load` once for every caller of the same key;
 * `load` resolves to the answer or undefined (failed: not kept). `platformCalls` counts the loads.
 * `freshMs` 0 turns the cache off (every call loads).
 */
export function createGuestCallCache({
  freshMs = GUEST_CACHE_FRESH_MS,
  staleMs = GUEST_CACHE_STALE_MS,
  maxEntries = GUEST_CACHE_MAX_ENTRIES,
  now = () => Date.now(),
}: { freshMs?: number; staleMs?: number; maxEntries?: number; now?: () => number } = {}): GuestCallCache {
  const entries = new Map<string, { value: unknown; at: number }>();
  const inFlight = new Map<string, Promise<unknown>>();
  let platformCalls = 0;

  const loadOnce = (key: string, load: GuestCallLoad) => {
    const running = inFlight.get(key);
    if (running) return running;
    platformCalls += 1;
    const call = started(load)
      .then((value) => {
        if (value !== undefined && freshMs > 0) {
          entries.delete(key);
          entries.set(key, { value, at: now() });
          for (const oldest of entries.keys()) {
            if (entries.size <= maxEntries) break;
            entries.delete(oldest);
          }
        }
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, call);
    return call;
  };

  return {
    get(key, path, load) {
      if (!(freshMs > 0) || UNCACHED_PATHS.includes(path)) {
        platformCalls += 1;
        return Promise.resolve()
          .then(load)
          .catch(() => undefined);
      }
      const entry = entries.get(key);
      const age = entry ? now() - entry.at : Infinity;
      if (entry && age <= freshMs) return Promise.resolve(entry.value);
      if (entry && age <= freshMs + staleMs) {
        void loadOnce(key, load);
        return Promise.resolve(entry.value);
      }
      return loadOnce(key, load);
    },
    get platformCalls() {
      return platformCalls;
    },
    get size() {
      return entries.size;
    },
  };
}
