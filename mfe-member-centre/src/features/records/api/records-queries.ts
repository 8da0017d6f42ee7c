import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient, type BONUS_KINDS, type GAME_TYPES, type TRANSACTION_KINDS } from 'shared-contracts';

/** Paging and range of a records call (epoch ms). */
export interface RecordsParams {
  startTime: number;
  endTime: number;
  pageNo: number;
  pageSize: number;
}

export const PAGE_SIZE = 20;

/**
 * Records change behind the page's back (a bet settles, a reviewer approves a deposit), so a
 * records page reads them again every time it opens rather than showing the remote's 30 s cache.
 */
export const RECORDS_STALE_MS = 0;

/** How many deposit requests of a range the account record lists (newest first). */
export const DEPOSIT_REQUESTS_SHOWN = 50;

/** Query keys of the records pages. */
export const recordsKeys = {
  all: ['memberCentre', 'records'] as const,
};

export function bettingRecordsQueryOptions(
  api: ApiClient,
  account: string,
  params: RecordsParams,
  gameType: (typeof GAME_TYPES)[number] | '',
) {
  return queryOptions({
    queryKey: [...recordsKeys.all, 'betting', account, params, gameType] as const,
    queryFn: () => api.call(endpoints.bettingRecords, { query: { ...params, ...(gameType ? { gameType } : {}) } }),
    placeholderData: keepPreviousData,
    staleTime: RECORDS_STALE_MS,
  });
}

export function transactionsQueryOptions(
  api: ApiClient,
  account: string,
  params: RecordsParams,
  kind: (typeof TRANSACTION_KINDS)[number] | '',
) {
  return queryOptions({
    queryKey: [...recordsKeys.all, 'transactions', account, params, kind] as const,
    queryFn: () => api.call(endpoints.transactionDetails, { query: { ...params, ...(kind ? { kind } : {}) } }),
    placeholderData: keepPreviousData,
    staleTime: RECORDS_STALE_MS,
  });
}

export function bonusDetailsQueryOptions(api: ApiClient, account: string, params: RecordsParams, kind: (typeof BONUS_KINDS)[number] | '') {
  return queryOptions({
    queryKey: [...recordsKeys.all, 'bonus', account, params, kind] as const,
    queryFn: () => api.call(endpoints.bonusDetails, { query: { ...params, ...(kind ? { kind } : {}) } }),
    placeholderData: keepPreviousData,
    staleTime: RECORDS_STALE_MS,
  });
}

export function profitLossQueryOptions(
  api: ApiClient,
  account: string,
  { startTime, endTime }: Pick<RecordsParams, 'startTime' | 'endTime'>,
) {
  return queryOptions({
    queryKey: [...recordsKeys.all, 'profitLoss', account, { startTime, endTime }] as const,
    queryFn: () => api.call(endpoints.personalProfitLoss, { query: { startTime, endTime } }),
    placeholderData: keepPreviousData,
    staleTime: RECORDS_STALE_MS,
  });
}

/** The member's deposit requests in a range with their status (pending, approved, rejected). */
export function depositRequestsQueryOptions(
  api: ApiClient,
  account: string,
  { startTime, endTime }: Pick<RecordsParams, 'startTime' | 'endTime'>,
) {
  return queryOptions({
    queryKey: [...recordsKeys.all, 'deposits', account, { startTime, endTime }] as const,
    queryFn: () => api.call(endpoints.depositRecords, { query: { startTime, endTime, pageNo: 1, pageSize: DEPOSIT_REQUESTS_SHOWN } }),
    placeholderData: keepPreviousData,
    staleTime: RECORDS_STALE_MS,
  });
}
