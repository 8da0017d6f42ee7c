import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './kit.module.css';

/** One column of a {@link RecordsTable}. */
export interface RecordsColumn<Row> {
  id: string;
  /** Translated header. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures. */
  isNumeric?: boolean;
  /** The totals row's cell of this column. */
  total?: ReactNode;
}

/** Props of {@link RecordsTable}. */
export interface RecordsTableProps<Row> {
  /** Accessible name (translated). */
  caption: string;
  columns: readonly RecordsColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The first column holds row headers. */
  totalsLabel?: string;
  page?: {
    pageNo: number;
    totalPages: number;
    onPage: (pageNo: number) => void;
  };
}

/**
 * A records table with an optional totals row and pager. A minimal local version: it gives way to
 * platform-ui's RecordsTable (TanStack Table) when that lands.
 */
export function RecordsTable<Row>({ caption, columns, rows, rowKey, totalsLabel, page }: RecordsTableProps<Row>) {
  const { t } = useTranslation();
  const hasTotals = columns.some((column) => column.total !== undefined);
  return (
    <div className={styles.section}>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={caption}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={column.isNumeric ? styles.number : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.id} scope="row">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={column.isNumeric ? styles.number : undefined}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {hasTotals ? (
            <tfoot>
              <tr>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.id} scope="row">
                      {totalsLabel ?? t('records.total')}
                    </th>
                  ) : (
                    <td key={column.id} className={column.isNumeric ? styles.number : undefined}>
                      {column.total ?? ''}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {page && page.totalPages > 1 ? (
        <nav className={styles.pager} aria-label={t('records.pages')}>
          <button type="button" className={styles.button} disabled={page.pageNo <= 1} onClick={() => page.onPage(page.pageNo - 1)}>
            {t('records.previous')}
          </button>
          <span>{t('records.pageOf', { page: page.pageNo, pages: page.totalPages })}</span>
          <button type="button" className={styles.button} disabled={page.pageNo >= page.totalPages} onClick={() => page.onPage(page.pageNo + 1)}>
            {t('records.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
