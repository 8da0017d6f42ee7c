import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { datePresetRange, dateRangeBounds, type DatePresetId, type DateRange } from 'platform-ui';
import { queryState } from './query-state';

/**
 * The date presets the records pages offer (the kit's DateRangeFilter shows these buttons): every
 * one spec §9 "date picker presets" names, the previous and the next 7 and 30 days among them.
 */
export const RECORD_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'next7', 'next30'] as const satisfies readonly DatePresetId[];

/**
 * A records page's date range (the kit's `DateRange`, starting on a preset) and page number; a new
 * range or filter goes back to page 1. `times` are the range's first and last instants for the call.
 */
export function usePagedRange(initial: (typeof RECORD_PRESETS)[number]) {
  const [state, setState] = useState<{ range: DateRange; pageNo: number }>(() => ({ range: datePresetRange(initial), pageNo: 1 }));
  const { from, to } = dateRangeBounds(state.range);
  return {
    range: state.range,
    pageNo: state.pageNo,
    times: { startTime: from.getTime(), endTime: to.getTime() },
    setRange: (range: DateRange) => setState({ range, pageNo: 1 }),
    setPageNo: (pageNo: number) => setState((current) => ({ ...current, pageNo })),
    /** Back to page 1 (another filter changed). */
    firstPage: () => setState((current) => ({ ...current, pageNo: 1 })),
  };
}

/** A records page's paged range. */
export type PagedRange = ReturnType<typeof usePagedRange>;

/** A filter of a records page (downline, game type, kind): changing it goes back to page 1. */
export function usePageFilter(paged: PagedRange) {
  const [value, setValue] = useState('');
  return { value, onChange: (next: string) => (setValue(next), paged.firstPage()) };
}

/** The kit's `RecordsTable` props for one paged query: its state, the page's records and the pager. */
export function pagedTableProps<T>(query: UseQueryResult<{ list: T[]; totalPages: number }>, paged: PagedRange) {
  return {
    ...queryState(query),
    data: query.data?.list,
    page: paged.pageNo,
    pageCount: query.data?.totalPages,
    onPageChange: paged.setPageNo,
  };
}
