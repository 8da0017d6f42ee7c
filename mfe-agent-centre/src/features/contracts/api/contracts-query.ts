import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient, type BodyOf } from 'shared-contracts';

/** Query keys of the contracts. */
export const contractKeys = {
  all: ['agentCentre', 'contracts'] as const,
  list: (account: string, direction: 'offered' | 'received') => ['agentCentre', 'contracts', account, direction] as const,
  team: (account: string) => ['agentCentre', 'contracts', account, 'team'] as const,
};

/** Contracts the agent offered to its downlines, or received from its upline. */
export function contractsQueryOptions(api: ApiClient, account: string, direction: 'offered' | 'received') {
  return queryOptions({
    queryKey: contractKeys.list(account, direction),
    queryFn: () => api.call(endpoints.contracts, { query: { direction } }),
  });
}

/** The whole team with each member's open contracts (for the lower-rate warning). */
export function teamContractsQueryOptions(api: ApiClient, account: string) {
  return queryOptions({
    queryKey: contractKeys.team(account),
    queryFn: () =>
      api.call(endpoints.agentDownlines, {
        query: { pageNo: 1, pageSize: 200 },
      }),
  });
}

/** Accepts or rejects a contract offered by the upline; answers the contract and the contracts it ended. */
export function respondToContract(api: ApiClient, contractId: number, action: 'accept' | 'reject') {
  return api.call(endpoints.contractRespond, { body: { contractId, action } });
}

/** Terminates a contract the agent gave; answers the contract and the contracts it ended. */
export function terminateContract(api: ApiClient, contractId: number) {
  return api.call(endpoints.contractTerminate, { body: { contractId } });
}

/** What an offer sends: the downline, the kind, rate and terms. */
export type ContractOffer = BodyOf<typeof endpoints.contractOffer>;

/** Offers a dividend or salary contract to a direct downline agent. */
export function offerContract(api: ApiClient, offer: ContractOffer) {
  return api.call(endpoints.contractOffer, { body: offer });
}
