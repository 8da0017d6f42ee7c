import { memo, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from 'shared-contracts';
import { useThrottledCallback } from '../../../hooks/use-throttled-callback';
import { useWindowRows } from '../hooks/use-window-rows';
import { GRID_GAP, gridLayout, rowItems } from '../utils/grid-layout';
import { GameCard } from '../../../components/game-card';
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
  /** The display name of a vendor code (keep it stable: rows skip re-rendering while it is). */
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

interface GridRowProps {
  /** The games of this row. */
  games: readonly Game[];
  /** Position of the row's first game in the list (0-based). */
  offset: number;
  top: number;
  height: number;
  columns: number;
  setSize: number;
  vendorName: (vassalage: string) => string;
  onLaunch: (game: Game) => void;
  /** The launching game when it is in this row, else null (other rows stay as they are). */
  launchingNodeId: number | null;
  cardExtra: ((game: Game) => ReactNode) | undefined;
}

/** A row is drawn again only when something it shows changed: its games (by identity), place or callbacks. */
function isSameRow(previous: GridRowProps, next: GridRowProps): boolean {
  if (previous.games.length !== next.games.length) return false;
  for (let i = 0; i < next.games.length; i += 1) if (previous.games[i] !== next.games[i]) return false;
  return (
    previous.offset === next.offset &&
    previous.top === next.top &&
    previous.height === next.height &&
    previous.columns === next.columns &&
    previous.setSize === next.setSize &&
    previous.vendorName === next.vendorName &&
    previous.onLaunch === next.onLaunch &&
    previous.launchingNodeId === next.launchingNodeId &&
    previous.cardExtra === next.cardExtra
  );
}

const GridRow = memo(function GridRow({
  games,
  offset,
  top,
  height,
  columns,
  setSize,
  vendorName,
  onLaunch,
  launchingNodeId,
  cardExtra,
}: GridRowProps) {
  return (
    <div
      role="none"
      data-testid="game-grid-row"
      className={styles.row}
      style={{ height, transform: `translateY(${top}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {games.map((game, column) => (
        <div
          key={`${game.vassalage}:${game.nodeId}`}
          role="listitem"
          aria-setsize={setSize}
          aria-posinset={offset + column + 1}
          className={styles.cell}
        >
          <GameCard game={game} vendorName={vendorName(game.vassalage)} isLaunching={launchingNodeId === game.nodeId} onLaunch={onLaunch} />
          {cardExtra?.(game)}
        </div>
      ))}
    </div>
  );
}, isSameRow);

/**
 * The grid of game cards, virtualised by rows against the window scroll: only the rows in view
 * (plus a few either side) are in the DOM, so thousands of games stay smooth. Columns follow the
 * grid's width. Scrolling reads no layout and re-renders the grid only when the rows in range
 * change; a row whose games are unchanged is not drawn again (issue 19 item 8). When the last rows
 * come into view and more pages exist, `onLoadMore` is called, throttled to once per 200 ms.
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
  const ref = useRef<HTMLDivElement>(null);
  const { first, last, width } = useWindowRows(ref, {
    rows: (measured) => {
      const layout = gridLayout(measured);
      return { count: Math.ceil(games.length / layout.columns), height: layout.rowHeight };
    },
    overscan: OVERSCAN_ROWS,
  });
  const { columns, rowHeight } = gridLayout(width);
  const rowCount = Math.ceil(games.length / columns);

  const lastRenderedRow = Math.min(last, rowCount - 1);
  const loadMore = useThrottledCallback(() => onLoadMore?.(), LOAD_MORE_THROTTLE_MS);
  useEffect(() => {
    if (hasMore && !isLoadingMore && onLoadMore && lastRenderedRow >= rowCount - 1 - LOAD_AHEAD_ROWS) loadMore();
  }, [hasMore, isLoadingMore, onLoadMore, lastRenderedRow, rowCount, loadMore]);

  const setSize = Math.max(totalCount ?? 0, games.length);
  const rows: ReactNode[] = [];
  for (let index = first; index <= lastRenderedRow; index += 1) {
    const rowGames = rowItems(games, index, columns);
    const head = rowGames[0];
    if (!head) continue;
    const launching = launchingNodeId != null && rowGames.some((game) => game.nodeId === launchingNodeId) ? launchingNodeId : null;
    rows.push(
      // A row is known by its first game, so its element survives pages appended below it and a
      // column change re-keys only the rows whose content moved.
      <GridRow
        key={`${head.vassalage}:${head.nodeId}`}
        games={rowGames}
        offset={index * columns}
        top={index * rowHeight}
        height={rowHeight - GRID_GAP}
        columns={columns}
        setSize={setSize}
        vendorName={vendorName}
        onLaunch={onLaunch}
        launchingNodeId={launching}
        cardExtra={cardExtra}
      />,
    );
  }
  return (
    <div
      ref={ref}
      role="list"
      aria-label={label ?? t('games.listLabel')}
      className={styles.virtualList}
      style={{ height: rowCount * rowHeight }}
      data-testid="game-grid"
    >
      {rows}
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
