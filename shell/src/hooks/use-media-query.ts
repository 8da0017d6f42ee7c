import { useSyncExternalStore } from 'react';

/** Below this width the side menu is a drawer and the header keeps to one row. */
export const NARROW_QUERY = '(max-width: 1023.98px)';

/** Whether `query` matches now, following changes (false where `matchMedia` does not exist). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
