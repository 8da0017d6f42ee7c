import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The rows a window-scrolled list renders: `first` to `last`, inclusive (`last < first`: none). */
export interface RowRange {
  first: number;
  last: number;
}

/** What {@link rowRange} needs: where the list is and how big its rows are. */
export interface RowRangeInput {
  /** The window's scroll offset. */
  scrollY: number;
  /** The window's height. */
  viewportHeight: number;
  /** The list's top, from the top of the document. */
  top: number;
  /** Height of one row, gap included. */
  rowHeight: number;
  rowCount: number;
  /** Rows rendered above and below the visible ones. */
  overscan: number;
}

/**
 * The rows in view plus `overscan` either side, from the scroll offset alone (no layout is read).
 * Both ends follow the first visible row, with room for a viewport whose top cuts a row, so the
 * range moves once per row scrolled: one row mounts and one unmounts in the same render.
 */
export function rowRange({ scrollY, viewportHeight, top, rowHeight, rowCount, overscan }: RowRangeInput): RowRange {
  if (rowCount <= 0 || rowHeight <= 0) return { first: 0, last: -1 };
  const firstVisible = Math.floor((scrollY - top) / rowHeight);
  const visibleRows = Math.ceil(Math.max(viewportHeight, 0) / rowHeight) + 1;
  const first = Math.min(Math.max(firstVisible - overscan, 0), rowCount - 1);
  const last = Math.min(Math.max(firstVisible + visibleRows - 1 + overscan, 0), rowCount - 1);
  return last < first ? { first: 0, last: -1 } : { first, last };
}

const sameRange = (a: RowRange, b: RowRange) => a.first === b.first && a.last === b.last;

/** Options of {@link useWindowRows}. */
export interface WindowRowsOptions {
  /** How many rows there are and how high each is (gap included), at the list's measured width. */
  rows: (width: number) => { count: number; height: number };
  /** Rows rendered above and below the visible ones. */
  overscan: number;
}

/**
 * Row virtualisation against the window's scroll, for rows of one known height. The list's width
 * and its top are measured only when something resizes (ResizeObserver: the list, and the body
 * whose growth above the list moves it), never in the scroll path; a scroll reads `scrollY` alone
 * and re-renders only when the range of rows changes (every row height scrolled, not every pixel).
 */
export function useWindowRows<T extends HTMLElement>(
  ref: RefObject<T | null>,
  { rows, overscan }: WindowRowsOptions,
): RowRange & { width: number } {
  const [geometry, setGeometry] = useState({ width: 0, top: 0 });
  const { count: rowCount, height } = rows(geometry.width);
  const latest = useRef({ top: geometry.top, height, rowCount, overscan, viewportHeight: 0 });
  latest.current = { ...latest.current, top: geometry.top, height, rowCount, overscan };

  const inputs = useCallback((): RowRangeInput => {
    const { top, height: rowHeight, rowCount: count, overscan: extra } = latest.current;
    const base = { top, rowHeight, rowCount: count, overscan: extra };
    if (typeof window === 'undefined') return { ...base, scrollY: 0, viewportHeight: 800 };
    if (!latest.current.viewportHeight) latest.current.viewportHeight = window.innerHeight || 800;
    return { ...base, scrollY: window.scrollY, viewportHeight: latest.current.viewportHeight };
  }, []);
  const [range, setRange] = useState<RowRange>(() => rowRange(inputs()));
  // Compared here, not in a state updater: a state update that turns out equal can still run the
  // component once, and this runs on every scroll event.
  const rendered = useRef(range);
  const update = useCallback(() => {
    const now = inputs();
    const next = rowRange(now);
    if (sameRange(rendered.current, next)) return;
    const visible = rowRange({ ...now, overscan: 0 });
    const isCovered = visible.first >= rendered.current.first && visible.last <= rendered.current.last;
    rendered.current = next;
    // While the rows in view are already rendered (the overscan), the next ones render in a
    // transition: React slices the work between frames instead of one long task. A jump past them
    // (the End key, a dragged scroll bar) renders at once: the player would see an empty page.
    if (isCovered) startTransition(() => setRange(next));
    else setRange(next);
  }, [inputs]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setGeometry((previous) => (previous.width === width && previous.top === top ? previous : { width, top }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    // ResizeObserver answers after layout, so reading the list's box here forces nothing.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);

  useEffect(() => {
    const handleScroll = () => update();
    const handleResize = () => {
      latest.current.viewportHeight = window.innerHeight;
      update();
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    window.addEventListener('resize', handleResize, { passive: true });
    return () => {
      window.removeEventListener('scroll', handleScroll);
      window.removeEventListener('resize', handleResize);
    };
  }, [update]);

  // The geometry, the row height or the row count changed: the range may have too.
  useLayoutEffect(update, [update, geometry.top, height, rowCount, overscan]);

  return { ...range, width: geometry.width };
}
