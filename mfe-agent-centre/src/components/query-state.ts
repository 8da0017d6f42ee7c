import type { UseQueryResult } from '@tanstack/react-query';

/**
 * The state props the kit's `PageFrame` and `RecordsTable` take, from one query: a skeleton on the
 * first load, the translated error with Retry (refetch) after a failure.
 */
export function queryState(query: UseQueryResult<unknown>) {
  return {
    loading: query.isPending && query.fetchStatus !== 'idle',
    error: query.isError ? query.error : undefined,
    onRetry: () => void query.refetch(),
  };
}
