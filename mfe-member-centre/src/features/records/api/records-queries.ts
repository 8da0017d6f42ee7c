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

/** Query keys of the records pages. */
export const recordsKeys = {
  all: ['memberCentre', 'records'] as const,
};

export function bettingRecordsQueryOptions(api: ApiClient, account: string, params: RecordsParams & { gameType?: (typeof GAME_TYPES)[number] | undefined }) {
  return queryOptions({
    queryKey: [...recordsKeys.all, 'betting', account, params] as const,
    queryFn: () => api.call(endpoints.bettingRecords, { query: { ...params, ...(params.gameType ? { gameType: params.gameType } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

export function transactionsQueryOptions(api: ApiClient, account: string, params: RecordsParams & { kind?: (typeof TRANSACTION_KINDS)[number] | undefined }) {
  return queryOptions({
    queryKey: [...recordsKeys.all, 'transactions', account, params] as const,
    queryFn: () => api.call(endpoints.transactionDetails, { query: { ...params, ...(params.kind ? { kind: params.kind } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

export function bonusDetailsQueryOptions(api: ApiClient, account: string, params: RecordsParams & { kind?: (typeof BONUS_KINDS)[number] | undefined }) {
  return queryOptions({
    queryKey: [...recordsKeys.all, 'bonus', account, params] as const,
    queryFn: () => api.call(endpoints.bonusDetails, { query: { ...params, ...(params.kind ? { kind: params.kind } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

export function profitLossQueryOptions(api: ApiClient, account: string, range: { startTime: number; endTime: number }) {
  return queryOptions({
    queryKey: [...recordsKeys.all, 'profitLoss', account, range] as const,
    queryFn: () => api.call(endpoints.personalProfitLoss, { query: range }),
    placeholderData: keepPreviousData,
  });
}
