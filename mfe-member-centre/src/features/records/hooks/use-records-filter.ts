import { useMemo, useState } from 'react';
import { datePresetRange, dateRangeBounds, type DateRange } from '../../../components/records-kit';
import { PAGE_SIZE } from '../api/records-queries';

/**
 * A records page's filter state: the date range (last 30 days at first), the page and one extra
 * filter; a new range or filter goes back to page 1.
 */
export function useRecordsFilter<F>(initialFilter: F) {
  const [range, setRangeState] = useState<DateRange>(() => datePresetRange('last30'));
  const [page, setPage] = useState(1);
  const [filter, setFilterState] = useState<F>(initialFilter);
  const params = useMemo(() => {
    const { from, to } = dateRangeBounds(range);
    return { startTime: from.getTime(), endTime: to.getTime(), pageNo: page, pageSize: PAGE_SIZE };
  }, [range, page]);
  return {
    range,
    setRange: (next: DateRange) => {
      setRangeState(next);
      setPage(1);
    },
    page,
    setPage,
    filter,
    setFilter: (next: F) => {
      setFilterState(next);
      setPage(1);
    },
    params,
  };
}
