import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** Query keys shared by the whole centre. */
export const centreKeys = {
  all: ['agentCentre'] as const,
  contractFlags: (account: string) => ['agentCentre', 'contractFlags', account] as const,
};

/** The consolidated contract flags (divtypereq, dailysalreqtype, contracthoursalreq, realtimesalreqtype) and held contracts. */
export function contractFlagsQueryOptions(api: ApiClient, account: string) {
  return queryOptions({
    queryKey: centreKeys.contractFlags(account),
    queryFn: () => api.call(endpoints.consolidatedContracts),
  });
}

/** The agent's own accepted rate per contract kind (what it may share below, strictly lower). */
export function ownRates(
  contracts: readonly { kind: string; rate: number; status: string }[] | undefined,
): Partial<Record<string, number>> {
  const rates: Partial<Record<string, number>> = {};
  for (const contract of contracts ?? []) if (contract.status === 'accepted') rates[contract.kind] = contract.rate;
  return rates;
}
