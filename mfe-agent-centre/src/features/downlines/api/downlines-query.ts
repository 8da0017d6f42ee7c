import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient, type DOWNLINE_STATUSES } from 'shared-contracts';

/** The search of the team list. */
export interface DownlineSearch {
  account: string;
  /** 0 = every level. */
  level: number;
  /** The downline's activity as the platform reports it (active, inactive, new). */
  activity: 'all' | (typeof DOWNLINE_STATUSES)[number];
  /** Contract status. */
  status: 'all' | 'contracted' | 'offered' | 'none';
  pageNo: number;
}

/** The part of the search the platform runs. */
export type ServerDownlineSearch = Pick<DownlineSearch, 'account' | 'activity'>;

/** Query keys of the team list. */
export const downlineKeys = {
  all: ['agentCentre', 'downlines'] as const,
  search: (account: string, search: ServerDownlineSearch) => ['agentCentre', 'downlines', account, search] as const,
};

/** The agent's team, searched by username and activity on the server (level and contract status are filtered here). */
export function downlinesQueryOptions(api: ApiClient, account: string, search: ServerDownlineSearch) {
  return queryOptions({
    queryKey: downlineKeys.search(account, search),
    queryFn: () =>
      api.call(endpoints.agentDownlines, {
        query: {
          ...(search.account ? { account: search.account } : {}),
          ...(search.activity === 'all' ? {} : { status: search.activity }),
          pageNo: 1,
          pageSize: 200,
        },
      }),
  });
}
