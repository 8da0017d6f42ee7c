import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** Query keys of the register centre. */
export const registerCentreKeys = {
  summary: (account: string) => ['agentCentre', 'registerCentre', account] as const,
  settings: ['agentCentre', 'registerSettings'] as const,
};

/** The agent's invitation code and link and its registrations. */
export function registerCentreQueryOptions(api: ApiClient, account: string) {
  return queryOptions({
    queryKey: registerCentreKeys.summary(account),
    queryFn: () => api.call(endpoints.registerCenter),
  });
}

/** The server's registration field settings (the rules a new downline's username and password follow). */
export function registerSettingsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: registerCentreKeys.settings,
    queryFn: () => api.call(endpoints.registerSettings),
    staleTime: 5 * 60_000,
  });
}
