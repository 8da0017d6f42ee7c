import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** A salary kind with its own page. */
export type SalaryKind = 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';

/** Query keys of salaries and dividends. */
export const salaryKeys = {
  all: ['agentCentre', 'salaries'] as const,
  of: (account: string, name: string, params: object) => ['agentCentre', 'salaries', account, name, params] as const,
};

const PAGE_SIZE = 20;

/** A salary contract and its settlements in a range. */
export function salaryQueryOptions(api: ApiClient, account: string, kind: SalaryKind, params: { startTime: number; endTime: number; pageNo: number }) {
  return queryOptions({
    queryKey: salaryKeys.of(account, kind, params),
    queryFn: () => {
      const range = { ...params, pageSize: PAGE_SIZE };
      return kind === 'DAILY_SALARY'
        ? api.call(endpoints.dailySalary, { query: range })
        : kind === 'HOURLY_SALARY'
          ? api.call(endpoints.hourlySalary, { body: range })
          : api.call(endpoints.realtimeSalary, { body: range });
    },
    placeholderData: keepPreviousData,
  });
}

/** Dividend settlements in a range. */
export function dividendQueryOptions(api: ApiClient, account: string, params: { startTime: number; endTime: number; pageNo: number }) {
  return queryOptions({
    queryKey: salaryKeys.of(account, 'dividend', params),
    queryFn: () =>
      api.call(endpoints.dividendRecords, {
        query: { ...params, pageSize: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}
