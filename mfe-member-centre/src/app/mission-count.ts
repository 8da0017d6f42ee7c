import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from 'shared-contracts';
import { missionSummaryQueryOptions } from '../features/missions/api/missions-queries';

/**
 * How many of today's missions are still open (the menu badge of missionLeaderboard, spec §2):
 * the same cache entry as the missions page, so the badge follows what the page shows.
 */
export function missionCountQueryOptions(api: ApiClient, account: string) {
  return queryOptions({
    ...missionSummaryQueryOptions(api, account),
    select: (summary) => summary.missions.filter((mission) => !mission.completed).length,
  });
}
