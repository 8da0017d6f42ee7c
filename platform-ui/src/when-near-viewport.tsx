import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Props of {@link WhenNearViewport}. */
export interface WhenNearViewportProps {
  /** What to render once the spot is near the screen (a below-the-fold remote, a heavy widget). */
  children: ReactNode;
  /** How far below (or above) the screen counts as near, as IntersectionObserver's `rootMargin`. */
  margin?: string;
}

/** How far from the screen a waiting spot starts its content by default: its load has time to finish. */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';

/**
 * Renders `children` only once its spot on the page comes within `margin` of the screen, and from
 * then on: content below the fold (the new-player promotions under the registration form) then
 * fetches nothing and runs no code while the page's first screen loads (issue 19). Until then it
 * renders an empty, zero-height spot, so what is below does not move when the content arrives
 * before it is seen. Without IntersectionObserver (an old browser, a test's DOM) it renders at once.
 */
export function WhenNearViewport({ children, margin = NEAR_VIEWPORT_MARGIN }: WhenNearViewportProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const spot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = spot.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? <>{children}</> : <div ref={spot} data-near-viewport="waiting" />;
}
