import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

export type LeaderboardPeriod = 'today' | 'week' | 'month';

/** Today's missions with the member's progress (also the menu badge's source). */
export function missionSummaryQueryOptions(api: ApiClient, account: string) {
  return queryOptions({
    queryKey: ['memberCentre', 'missions', 'summary', account] as const,
    queryFn: () => api.call(endpoints.missionSummary),
  });
}

/** Top players by valid bet over a period. */
export function leaderboardQueryOptions(api: ApiClient, period: LeaderboardPeriod) {
  return queryOptions({
    queryKey: ['memberCentre', 'missions', 'leaderboard', period] as const,
    queryFn: () => api.call(endpoints.missionLeaderboard, { query: { period, limit: 20 } }),
  });
}
