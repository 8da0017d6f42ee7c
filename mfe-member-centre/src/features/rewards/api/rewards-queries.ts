import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

export const rewardsKeys = { all: ['memberCentre', 'rewards'] as const };

/** The reward centre: rewards to claim, claimed and expired. */
export function rewardsQueryOptions(api: ApiClient, account: string) {
  return queryOptions({ queryKey: [...rewardsKeys.all, account] as const, queryFn: () => api.call(endpoints.rewardCenter) });
}

/**
 * Claims one reward with its claim's idempotency key (kept by the caller until the claim succeeds,
 * so a retry never credits the reward twice); answers the claimed reward.
 */
export function claimReward(api: ApiClient, rewardId: number, idempotencyKey: string) {
  return api.call(endpoints.rewardClaim, { body: { rewardId } }, { idempotencyKey });
}
