import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { ApiClient } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { DateRangeFilter, datePresetRange, dateRangeBounds, type DateRange, type RecordsTableProps } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { PAGE_SIZE, type RecordsParams } from '../api/records-queries';
import { RecordSelect } from '../components/record-select';

/** The "all / one kind" select of a records page. */
export interface RecordsSelect<F extends string> {
  label: string;
  allLabel: string;
  options: readonly { value: F; label: string }[];
}

/** Options of {@link useRecordsPage}. */
export interface RecordsPageOptions<F extends string, V, R, K extends readonly unknown[]> {
  /** The page's query for a range, a page and the select's value ('' = all). */
  queryOptions: (api: ApiClient, account: string, params: RecordsParams, filter: F | '') => UseQueryOptions<V, Error, V, K>;
  /** The rows of an answer. */
  rows: (value: V) => readonly R[];
  /** Pages of an answer (1 when the call does not page). */
  pageCount?: (value: V) => number;
  /** The select beside the date range, if the call filters by a kind. */
  select?: RecordsSelect<F>;
  /** More toolbar content under the filters (a summary of the period). */
  extraToolbar?: (value: V | undefined) => ReactNode;
}

/**
 * The head every records page shares (betting, account, profit and loss, bonus): the date range
 * (last 30 days at first, the kit's presets), an optional kind select, paging (a new range or kind
 * goes back to page 1), the member's query, and the kit `RecordsTable` props that follow from them.
 */
export function useRecordsPage<F extends string, V, R, K extends readonly unknown[]>({
  queryOptions,
  rows,
  pageCount,
  select,
  extraToolbar,
}: RecordsPageOptions<F, V, R, K>) {
  const host = useHost();
  const { member } = useSession();
  const [range, setRangeState] = useState<DateRange>(() => datePresetRange('last30'));
  const [page, setPage] = useState(1);
  const [filter, setFilterState] = useState<F | ''>('');
  const params = useMemo<RecordsParams>(() => {
    const { from, to } = dateRangeBounds(range);
    return { startTime: from.getTime(), endTime: to.getTime(), pageNo: page, pageSize: PAGE_SIZE };
  }, [range, page]);
  const query = useQuery({ ...queryOptions(host.api, member?.account ?? '', params, filter), enabled: !!member });
  const setRange = (next: DateRange) => {
    setRangeState(next);
    setPage(1);
  };
  const setFilter = (next: F | '') => {
    setFilterState(next);
    setPage(1);
  };

  const table = {
    data: query.data ? rows(query.data) : undefined,
    loading: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    page,
    pageCount: query.data && pageCount ? pageCount(query.data) : 1,
    onPageChange: setPage,
    toolbar: (
      <>
        <div className={styles.actions}>
          <DateRangeFilter value={range} onChange={setRange} />
          {select ? (
            <RecordSelect label={select.label} allLabel={select.allLabel} value={filter} options={select.options} onChange={setFilter} />
          ) : null}
        </div>
        {extraToolbar?.(query.data)}
      </>
    ),
  } satisfies Partial<RecordsTableProps<R>>;

  return { query, table, range, params, filter };
}
