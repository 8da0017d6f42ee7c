import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** A contract kind with a settlements page: the dividend and the three salaries. */
export type SettlementKind = 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';

/** Query keys of salaries and dividends. */
export const salaryKeys = {
  all: ['agentCentre', 'salaries'] as const,
  of: (account: string, kind: SettlementKind, params: object) => ['agentCentre', 'salaries', account, kind, params] as const,
};

const PAGE_SIZE = 20;

/** One settlement row as the page shows it (a dividend also has the team's result). */
export interface Settlement {
  id: number;
  periodStart: number;
  periodEnd: number;
  validBet: number;
  activeMembers: number;
  rate: number;
  amount: number;
  status: string;
  teamProfitLoss?: number;
}

/** The settlements of one contract kind in a range, paged, with the total paid. */
export function settlementsQueryOptions(
  api: ApiClient,
  account: string,
  kind: SettlementKind,
  params: { startTime: number; endTime: number; pageNo: number },
) {
  return queryOptions({
    queryKey: salaryKeys.of(account, kind, params),
    queryFn: async (): Promise<{ list: Settlement[]; totalPages: number; totalPaid: number }> => {
      const range = { ...params, pageSize: PAGE_SIZE };
      switch (kind) {
        case 'DIVIDEND':
          return api.call(endpoints.dividendRecords, { query: range });
        case 'DAILY_SALARY':
          return api.call(endpoints.dailySalary, { query: range });
        case 'HOURLY_SALARY':
          return api.call(endpoints.hourlySalary, { body: range });
        case 'REALTIME_SALARY':
          return api.call(endpoints.realtimeSalary, { body: range });
      }
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * Asks for a pending dividend to be paid to the wallet, with the intent's idempotency key (kept by
 * the caller for a retry of the same record); answers the record and the balance after it.
 */
export function requestDividend(api: ApiClient, recordId: number, idempotencyKey: string) {
  return api.call(endpoints.dividendRequest, { query: { recordId } }, { idempotencyKey });
}
