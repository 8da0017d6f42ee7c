import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

export const rebateKeys = { all: ['memberCentre', 'rebate'] as const };

/** What a manual rebate claim would pay now, per category, and the claims so far. */
export function rebateQueryOptions(api: ApiClient, account: string) {
  return queryOptions({ queryKey: [...rebateKeys.all, account] as const, queryFn: () => api.call(endpoints.manualRebate) });
}
