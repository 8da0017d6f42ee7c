import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

export const rewardsKeys = { all: ['memberCentre', 'rewards'] as const };

/** The reward centre: rewards to claim, claimed and expired. */
export function rewardsQueryOptions(api: ApiClient, account: string) {
  return queryOptions({ queryKey: [...rewardsKeys.all, account] as const, queryFn: () => api.call(endpoints.rewardCenter) });
}
