import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from 'shared-contracts';
import { useThrottledCallback } from '../../../hooks/use-throttled-callback';
import { GRID_GAP, gridLayout, rowItems } from '../utils/grid-layout';
import { GameCard } from './game-card';
import styles from './game-grid.module.css';

/** Infinite-scroll throttle (spec §9): the next page is asked for at most once per 200 ms. */
export const LOAD_MORE_THROTTLE_MS = 200;
/** The next page is asked for when the last rendered row is this close to the end. */
export const LOAD_AHEAD_ROWS = 2;
/** Rows rendered above and below the visible ones. */
export const OVERSCAN_ROWS = 3;

/** Props of {@link GameGrid}. */
export interface GameGridProps {
  games: readonly Game[];
  /** The display name of a vendor code. */
  vendorName: (vassalage: string) => string;
  onLaunch: (game: Game) => void;
  /** The game being launched, if any (its card shows busy). */
  launchingNodeId?: number | null | undefined;
  /** How many games the whole list has (for screen readers' "n of m"); defaults to the games given. */
  totalCount?: number | undefined;
  /** Whether more pages exist and may be loaded as the player scrolls. */
  hasMore?: boolean | undefined;
  /** Whether a page is being loaded now. */
  isLoadingMore?: boolean | undefined;
  /** Loads the next page (called throttled when the end of the list comes near). */
  onLoadMore?: (() => void) | undefined;
  /** Extra controls shown on a card (e.g. the favourite star); rendered outside the card's button. */
  cardExtra?: ((game: Game) => ReactNode) | undefined;
  /** Accessible name of the list; the translated "Games" by default. */
  label?: string | undefined;
}

function useGridGeometry() {
  const ref = useRef<HTMLDivElement>(null);
  const [geometry, setGeometry] = useState({ width: 0, top: 0 });
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
    // The grid's own width gives the columns; the body's size changes when content above it
    // (messages, tabs) grows or shrinks, which moves the grid's top.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  return { ref, ...geometry };
}

/**
 * The grid of game cards, virtualised by rows against the window scroll: only the rows in view
 * (plus a few either side) are in the DOM, so thousands of games stay smooth. Columns follow the
 * grid's width. When the last rows come into view and more pages exist, `onLoadMore` is called,
 * throttled to once per 200 ms.
 */
export function GameGrid({
  games,
  vendorName,
  onLaunch,
  launchingNodeId,
  totalCount,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
  cardExtra,
  label,
}: GameGridProps) {
  const { t } = useTranslation();
  const { ref, width, top } = useGridGeometry();
  const { columns, rowHeight } = gridLayout(width);
  const rowCount = Math.ceil(games.length / columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    // A row is known by its first game, so its element survives pages appended below it and a
    // column change re-keys only the rows whose content moved.
    getItemKey: (index) => {
      const first = games[index * columns];
      return first ? `${first.vassalage}:${first.nodeId}` : index;
    },
    scrollMargin: top,
    initialRect: { width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight },
  });
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const rows = virtualizer.getVirtualItems();
  const lastRenderedRow = rows.at(-1)?.index ?? -1;
  const loadMore = useThrottledCallback(() => onLoadMore?.(), LOAD_MORE_THROTTLE_MS);
  useEffect(() => {
    if (hasMore && !isLoadingMore && onLoadMore && lastRenderedRow >= rowCount - 1 - LOAD_AHEAD_ROWS) loadMore();
  }, [hasMore, isLoadingMore, onLoadMore, lastRenderedRow, rowCount, loadMore]);

  const setSize = Math.max(totalCount ?? 0, games.length);
  return (
    <div
      ref={ref}
      role="list"
      aria-label={label ?? t('games.listLabel')}
      className={styles.virtualList}
      style={{ height: virtualizer.getTotalSize() }}
      data-testid="game-grid"
    >
      {rows.map((row) => (
        <div
          key={row.key}
          role="none"
          data-testid="game-grid-row"
          className={styles.row}
          style={{
            height: rowHeight - GRID_GAP,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {rowItems(games, row.index, columns).map((game, column) => (
            <div
              key={`${game.vassalage}:${game.nodeId}`}
              role="listitem"
              aria-setsize={setSize}
              aria-posinset={row.index * columns + column + 1}
              className={styles.cell}
            >
              <GameCard
                game={game}
                vendorName={vendorName(game.vassalage)}
                isLaunching={launchingNodeId === game.nodeId}
                onLaunch={onLaunch}
              />
              {cardExtra?.(game)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Placeholder cards while a page of games loads. */
export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('games.loading')}>
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={styles.skeletonCard} />
        ))}
      </div>
    </div>
  );
}
