/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   The card layout of a narrow panel changes the table's display, and some browsers (Safari) then drop
   the table's semantics: the explicit table, rowgroup, row, header and cell roles keep them. */
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from './api-error-text';
import { KIT_NAMESPACE } from './kit-i18n';
import { Skeleton } from './skeleton';
import styles from './records-table.module.css';

/** One column of a {@link RecordsTable}. */
export interface RecordsColumn<T> {
  /** Unique within the table; also the key of its entry in `totals`. */
  id: string;
  /** Translated header text. */
  header: string;
  /** The cell of one record (use `<Money>` for amounts and `formatDateTime` for dates). */
  cell: (record: T) => ReactNode;
  /** `end` for numbers and money (right-aligned in left-to-right languages). */
  align?: 'start' | 'end';
  /**
   * The record's title on a narrow screen, where each record is a card of label and value rows: this
   * column heads the card, without its label. The first column when no column says so.
   */
  primary?: boolean;
}

/** Props of {@link RecordsTable}. */
export interface RecordsTableProps<T> {
  /** The table's name (translated), read by screen readers as its caption. */
  caption: string;
  columns: readonly RecordsColumn<T>[];
  /** The records of the current page (`undefined` before the first load). */
  data: readonly T[] | undefined;
  /** A stable id per record (its index otherwise). */
  getRowId?: (record: T, index: number) => string;
  /** The totals row, by column id; the first column says "Total" when it has no total of its own. */
  totals?: Partial<Record<string, ReactNode>>;
  /** A load is under way: a skeleton before the first data, then the old page stays (busy). */
  loading?: boolean;
  /** The load failed: the translated message ({@link apiErrorText}) with a Retry button. */
  error?: unknown;
  onRetry?: () => void;
  /** The current page, from 1. */
  page?: number;
  /** How many pages the server has; the pager shows when above 1. */
  pageCount?: number;
  onPageChange?: (page: number) => void;
  /** Shown when there are no records; the kit's "No records found." by default. */
  emptyText?: string;
  /** Above the table in every state: filters such as `<DateRangeFilter>`. */
  toolbar?: ReactNode;
}

interface ColumnMeta {
  align: 'start' | 'end';
  header: string;
  isPrimary: boolean;
}

/**
 * The records table both centres and the points mall use (betting, account, profit and loss, bonus,
 * team reports, redemptions): built on TanStack Table with server-side paging, a totals row, loading,
 * empty and error states. It fits its panel, not the window: where the panel is narrow (a phone)
 * each record is a card with one label and value row per column, so every amount shows; where it
 * is wide the table takes the panel's full width, and a table still wider than its panel scrolls
 * sideways in a keyboard-focusable frame whose hidden side shows a shadow.
 */
export function RecordsTable<T>({
  caption,
  columns,
  data,
  getRowId,
  totals,
  loading = false,
  error,
  onRetry,
  page = 1,
  pageCount = 1,
  onPageChange,
  emptyText,
  toolbar,
}: RecordsTableProps<T>) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const primaryId = (columns.find((column) => column.primary) ?? columns[0])?.id;
  const columnDefs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        cell: ({ row }) => column.cell(row.original),
        meta: { align: column.align ?? 'start', header: column.header, isPrimary: column.id === primaryId } satisfies ColumnMeta,
      })),
    [columns, primaryId],
  );
  const rows = useMemo(() => (data ? [...data] : []), [data]);
  // The apps do not run the React Compiler; TanStack Table's instance is read fresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    pageCount,
    ...(getRowId ? { getRowId: (record: T, index: number) => getRowId(record, index) } : {}),
  });

  const alignClass = (meta: unknown) => ((meta as ColumnMeta | undefined)?.align === 'end' ? styles.end : undefined);
  /** A cell's label and role on a narrow screen (read by the card layout's CSS; the header stays the cell's header). */
  const cardAttributes = (meta: ColumnMeta | undefined) =>
    meta?.isPrimary ? { 'data-primary': '' } : { 'data-label': meta?.header ?? '' };
  const columnCount = columns.length;
  const firstLoad = loading && data === undefined;
  let body: ReactNode;
  if (firstLoad) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.whole}>
          <Skeleton lines={3} />
        </td>
      </tr>
    );
  } else if (error && !loading) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.whole}>
          <div role="alert" className={styles.error}>
            <p className={styles.message}>{apiErrorText(error, t)}</p>
            {onRetry && (
              <button type="button" className={styles.button} onClick={onRetry}>
                {t('actions.retry')}
              </button>
            )}
          </div>
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={`${styles.whole} ${styles.empty}`}>
          {emptyText ?? t('table.noRecords')}
        </td>
      </tr>
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr key={row.id} className={styles.record} role="row">
        {row.getVisibleCells().map((cell) => (
          <td
            key={cell.id}
            role="cell"
            className={alignClass(cell.column.columnDef.meta)}
            {...cardAttributes(cell.column.columnDef.meta as ColumnMeta)}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
    ));
  }
  const showTotals = totals !== undefined && rows.length > 0 && !firstLoad && !(error && !loading);
  const lastPage = Math.max(1, pageCount);

  return (
    <div className={styles.records}>
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      {/* A table wider than its panel scrolls sideways; the frame is focusable so a keyboard can scroll it (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table} aria-busy={loading || undefined} role="table">
          <caption className={styles.caption}>{caption}</caption>
          <thead role="rowgroup">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row">
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" role="columnheader" className={alignClass(header.column.columnDef.meta)}>
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody role="rowgroup">{body}</tbody>
          {showTotals && (
            <tfoot role="rowgroup">
              <tr className={styles.record} role="row">
                {columns.map((column, index) => {
                  const value = totals[column.id];
                  const cell = value ?? (index === 0 ? t('table.total') : null);
                  const className = column.align === 'end' ? styles.end : undefined;
                  // On a narrow screen the totals are a card too: "Total" heads it, each total under its label.
                  return index === 0 ? (
                    <th
                      key={column.id}
                      scope="row"
                      role="rowheader"
                      className={className}
                      {...(value == null ? { 'data-primary': '' } : { 'data-label': column.header })}
                    >
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={column.id}
                      role="cell"
                      className={className}
                      {...(value == null ? { 'data-empty': '' } : { 'data-label': column.header })}
                    >
                      {cell}
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {lastPage > 1 && onPageChange && (
        <nav className={styles.pager} aria-label={t('table.pager')}>
          <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {t('table.previous')}
          </button>
          <span aria-live="polite">{t('table.pageOf', { page, count: lastPage })}</span>
          <button type="button" className={styles.button} disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
            {t('table.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
