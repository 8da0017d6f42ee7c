import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

export const messagesKeys = { all: ['memberCentre', 'messages'] as const };
export const MESSAGES_PAGE_SIZE = 10;

/** A page of the member's inbox, newest first, with the unread count. */
export function inboxQueryOptions(api: ApiClient, account: string, pageNo: number) {
  return queryOptions({
    queryKey: [...messagesKeys.all, account, pageNo] as const,
    queryFn: () => api.call(endpoints.inboxList, { query: { pageNo, pageSize: MESSAGES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
