import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** A team overview period. */
export type OverviewPeriod = 'today' | 'week' | 'month';

/** The periods offered, in order. */
export const OVERVIEW_PERIODS: readonly OverviewPeriod[] = ['today', 'week', 'month'];

/** Query keys of the team overview. */
export const teamOverviewKeys = {
  all: ['agentCentre', 'teamOverview'] as const,
  period: (account: string, period: OverviewPeriod) => ['agentCentre', 'teamOverview', account, period] as const,
};

/** The agent's team overview for a period (`endpoints.agentTeamOverview`). */
export function teamOverviewQueryOptions(api: ApiClient, account: string, period: OverviewPeriod) {
  return queryOptions({
    queryKey: teamOverviewKeys.period(account, period),
    queryFn: () => api.call(endpoints.agentTeamOverview, { query: { period } }),
  });
}
