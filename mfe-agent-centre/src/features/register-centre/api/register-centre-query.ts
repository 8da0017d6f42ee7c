import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient, type BodyOf } from 'shared-contracts';

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

/** What creating a downline sends: its username and password, and whether it is an agent. */
export type NewDownline = BodyOf<typeof endpoints.registerDownline>;

/** Creates a direct downline (member or agent) of the agent; answers the created account. */
export function registerDownline(api: ApiClient, downline: NewDownline) {
  return api.call(endpoints.registerDownline, { body: downline });
}

/** Offers a new downline agent its initial contract (a kind and a rate, no thresholds). */
export function offerInitialContract(api: ApiClient, offer: BodyOf<typeof endpoints.contractOffer>) {
  return api.call(endpoints.contractOffer, { body: offer });
}
