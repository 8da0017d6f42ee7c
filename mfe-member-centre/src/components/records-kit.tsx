import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from 'platform-ui';
import styles from './ui.module.css';

// A thin local stand-in for platform-ui's RecordsTable and DateRangeFilter (same props), until they
// are on main; then the pages import the kit's and this file goes.

/** A range of whole local days as `YYYY-MM-DD`, both ends included. */
export interface DateRange {
  start: string;
  end: string;
}

export const DATE_PRESET_IDS = ['today', 'yesterday', 'last7', 'last30', 'next7', 'next30'] as const;
export type DatePresetId = (typeof DATE_PRESET_IDS)[number];

function iso(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The range of a preset as of `now`, in local days. */
export function datePresetRange(id: DatePresetId, now: Date = new Date()): DateRange {
  const day = (offset: number) => iso(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
  const table: Record<DatePresetId, DateRange> = {
    today: { start: day(0), end: day(0) },
    yesterday: { start: day(-1), end: day(-1) },
    last7: { start: day(-6), end: day(0) },
    last30: { start: day(-29), end: day(0) },
    next7: { start: day(0), end: day(6) },
    next30: { start: day(0), end: day(29) },
  };
  return table[id];
}

/** The instants a range covers: the start day's first millisecond and the end day's last. */
export function dateRangeBounds({ start, end }: DateRange): { from: Date; to: Date } {
  const [sy = 0, sm = 1, sd = 1] = start.split('-').map(Number);
  const [ey = 0, em = 1, ed = 1] = end.split('-').map(Number);
  return { from: new Date(sy, sm - 1, sd, 0, 0, 0, 0), to: new Date(ey, em - 1, ed, 23, 59, 59, 999) };
}

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  presets?: readonly DatePresetId[];
  label?: string;
}

export function DateRangeFilter({ value, onChange, presets = DATE_PRESET_IDS, label }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className={styles.choices} style={{ gridTemplateColumns: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 8 }}>
      <legend className={styles.label}>{label ?? t('records.dateRange')}</legend>
      <label htmlFor={`${id}-start`} className={styles.field}>
        {t('records.from')}
        <input id={`${id}-start`} type="date" className={styles.input} value={value.start} onChange={(e) => e.target.value && onChange({ start: e.target.value, end: e.target.value > value.end ? e.target.value : value.end })} />
      </label>
      <label htmlFor={`${id}-end`} className={styles.field}>
        {t('records.to')}
        <input id={`${id}-end`} type="date" className={styles.input} value={value.end} onChange={(e) => e.target.value && onChange({ start: e.target.value < value.start ? e.target.value : value.start, end: e.target.value })} />
      </label>
      {presets.map((preset) => {
        const range = datePresetRange(preset);
        const pressed = range.start === value.start && range.end === value.end;
        return (
          <button key={preset} type="button" className={pressed ? styles.primary : styles.button} aria-pressed={pressed} onClick={() => onChange(range)}>
            {t(`records.presets.${preset}`)}
          </button>
        );
      })}
    </fieldset>
  );
}

export interface RecordsColumn<T> {
  id: string;
  header: string;
  cell: (record: T) => ReactNode;
  align?: 'start' | 'end';
}

export interface RecordsTableProps<T> {
  caption: string;
  columns: readonly RecordsColumn<T>[];
  data: readonly T[] | undefined;
  getRowId?: (record: T, index: number) => string;
  totals?: Partial<Record<string, ReactNode>>;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  emptyText?: string;
  toolbar?: ReactNode;
}

export function RecordsTable<T>({ caption, columns, data, getRowId, totals, loading = false, error, onRetry, page = 1, pageCount = 1, onPageChange, emptyText, toolbar }: RecordsTableProps<T>) {
  const { t } = useTranslation();
  const cls = (align?: 'start' | 'end') => (align === 'end' ? styles.num : undefined);
  let body: ReactNode;
  if (loading && data === undefined) {
    body = (
      <tr>
        <td colSpan={columns.length}>
          <span role="status" aria-label={t('actions.loading', { ns: 'common' })} aria-busy="true">
            …
          </span>
        </td>
      </tr>
    );
  } else if (error && !loading) {
    body = (
      <tr>
        <td colSpan={columns.length}>
          <div role="alert">
            <p>{apiErrorText(error, t)}</p>
            {onRetry ? (
              <button type="button" className={styles.button} onClick={onRetry}>
                {t('actions.retry', { ns: 'common' })}
              </button>
            ) : null}
          </div>
        </td>
      </tr>
    );
  } else if (!data || data.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length}>{emptyText ?? t('records.empty')}</td>
      </tr>
    );
  } else {
    body = data.map((record, index) => (
      <tr key={getRowId ? getRowId(record, index) : index}>
        {columns.map((column) => (
          <td key={column.id} className={cls(column.align)}>
            {column.cell(record)}
          </td>
        ))}
      </tr>
    ));
  }
  const showTotals = totals && data && data.length > 0 && !error;
  return (
    <div className={styles.page}>
      {toolbar}
      {/* A scrollable region must be reachable by keyboard on narrow screens (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption style={{ textAlign: 'start', fontWeight: 600 }}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={cls(column.align)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
          {showTotals ? (
            <tfoot>
              <tr>
                {columns.map((column, index) => (
                  <td key={column.id} className={cls(column.align)}>
                    {totals[column.id] ?? (index === 0 ? t('records.total') : null)}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {pageCount > 1 && onPageChange ? (
        <nav aria-label={t('records.paging')} className={styles.actions}>
          <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {t('records.previous')}
          </button>
          <span>{t('records.pageOf', { page, count: pageCount })}</span>
          <button type="button" className={styles.button} disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
            {t('records.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
