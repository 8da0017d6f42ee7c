import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient, type BodyOf } from 'shared-contracts';

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

/** Which messages to mark read: some by id, or all of them. */
export type InboxReadSelection = BodyOf<typeof endpoints.inboxRead>;

/** Marks messages read; answers the unread count after it. */
export function markInboxRead(api: ApiClient, selection: InboxReadSelection) {
  return api.call(endpoints.inboxRead, { body: selection });
}

/** Deletes messages by id; answers the unread count after it. */
export function deleteInboxMessages(api: ApiClient, ids: number[]) {
  return api.call(endpoints.inboxDelete, { body: { ids } });
}
