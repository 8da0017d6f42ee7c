/** Smallest card width; the grid fits as many columns of at least this width as the row allows. */
export const MIN_CARD_WIDTH = 132;
/** Gap between cards, both ways (matches game-grid.module.css). */
export const GRID_GAP = 12;
/** Height of a card's text block under its square icon (name + vendor + padding + border). */
export const CARD_TEXT_HEIGHT = 60;
/** Width assumed before the grid has been measured (and in environments without layout). */
export const FALLBACK_GRID_WIDTH = 1024;

/** Columns and row height of the grid at a given width. */
export interface GridLayout {
  columns: number;
  /** Height of one row of cards including the gap below it, in px. */
  rowHeight: number;
}

/** Responsive columns (at least 2) and the row height that follows from the card width. */
export function gridLayout(width: number): GridLayout {
  const usable = width > 0 ? width : FALLBACK_GRID_WIDTH;
  const columns = Math.max(2, Math.floor((usable + GRID_GAP) / (MIN_CARD_WIDTH + GRID_GAP)));
  const cardWidth = (usable - GRID_GAP * (columns - 1)) / columns;
  return { columns, rowHeight: Math.ceil(cardWidth + CARD_TEXT_HEIGHT + GRID_GAP) };
}

/** The games of row `rowIndex` when `items` are laid out `columns` per row. */
export function rowItems<T>(items: readonly T[], rowIndex: number, columns: number): readonly T[] {
  return items.slice(rowIndex * columns, rowIndex * columns + columns);
}
