import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/**
 * How many of today's missions are still open (the menu badge of missionLeaderboard, spec §2):
 * shares its cache entry with the missions page, so the badge follows progress seen there.
 */
export function missionCountQueryOptions(api: ApiClient, account: string) {
  return queryOptions({
    queryKey: ['memberCentre', 'missions', 'summary', account] as const,
    queryFn: () => api.call(endpoints.missionSummary),
    select: (summary) => summary.missions.filter((mission) => !mission.completed).length,
  });
}
