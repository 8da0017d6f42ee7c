import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** Notices shown to a logged-in agent, newest first (HTML content). */
export function announcementsQueryOptions(api: ApiClient, account: string) {
  return queryOptions({
    queryKey: ['agentCentre', 'announcements', account] as const,
    queryFn: () => api.call(endpoints.loggedInAnnouncements),
  });
}
