import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** A date range and page of a records query. */
export interface RangeQuery {
  startTime: number;
  endTime: number;
  pageNo: number;
}

const PAGE_SIZE = 20;

/** The call's paging and range, and the downline when one is chosen. */
function rangeQuery(params: RangeQuery & { downline: string }) {
  return {
    startTime: params.startTime,
    endTime: params.endTime,
    pageNo: params.pageNo,
    pageSize: PAGE_SIZE,
    ...(params.downline ? { account: params.downline } : {}),
  };
}

/** Query keys of the records pages. */
export const recordKeys = {
  all: ['agentCentre', 'records'] as const,
  of: (account: string, name: string, params: object) => ['agentCentre', 'records', account, name, params] as const,
};

/** The team's accounts (for the downline filters). */
export function teamAccountsQueryOptions(api: ApiClient, account: string) {
  return queryOptions({
    queryKey: recordKeys.of(account, 'team', {}),
    queryFn: async () =>
      (
        await api.call(endpoints.agentDownlines, {
          query: { pageNo: 1, pageSize: 200 },
        })
      ).list.map((downline) => downline.account),
    staleTime: 60_000,
  });
}

/** Bets of one downline (team betting). */
export function teamBetsQueryOptions(api: ApiClient, account: string, params: RangeQuery & { downline: string; gameType: string }) {
  return queryOptions({
    queryKey: recordKeys.of(account, 'bets', params),
    queryFn: () =>
      api.call(endpoints.bettingRecords, {
        query: { ...rangeQuery(params), ...(params.gameType ? { gameType: params.gameType as never } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Profit and loss per team member, with the team total. */
export function teamProfitLossQueryOptions(api: ApiClient, account: string, params: RangeQuery & { downline: string }) {
  return queryOptions({
    queryKey: recordKeys.of(account, 'profitLoss', params),
    queryFn: () =>
      api.call(endpoints.agentProfitLoss, {
        query: rangeQuery(params),
      }),
    placeholderData: keepPreviousData,
  });
}

/** The agent's income per day. */
export function revenueQueryOptions(api: ApiClient, account: string, params: { startTime: number; endTime: number }) {
  return queryOptions({
    queryKey: recordKeys.of(account, 'revenue', params),
    queryFn: () => api.call(endpoints.agentRevenueReport, { query: params }),
    placeholderData: keepPreviousData,
  });
}

/** The team's wallet movements. */
export function downlineTransactionsQueryOptions(api: ApiClient, account: string, params: RangeQuery & { downline: string; kind: string }) {
  return queryOptions({
    queryKey: recordKeys.of(account, 'transactions', params),
    queryFn: () =>
      api.call(endpoints.agentDownlineTransactions, {
        query: { ...rangeQuery(params), ...(params.kind ? { kind: params.kind as never } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}
