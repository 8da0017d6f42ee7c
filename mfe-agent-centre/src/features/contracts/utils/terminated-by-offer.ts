import { contractsTerminatedByOffer as lowerRateRule, type ContractKind, type ContractLink } from 'shared-contracts';

/** A contract between an upline and a downline, as the team list shows it (an id made up where the list has none). */
export type ContractEdge = ContractLink;

/** What {@link teamEdges} reads of a team list. */
export interface TeamContracts {
  account: string;
  parentAccount: string;
  contracts: readonly { id?: number | undefined; kind: ContractKind; rate: number; status: ContractLink['status'] }[];
}

/**
 * The lower-rate rule (spec §4, shared-contracts' `contractsTerminatedByOffer`, which the platform
 * applies when the contract is accepted): the contracts that end when `toAccount` accepts a
 * contract of `kind` at `rate`, in tree order.
 */
export function contractsTerminatedByOffer(
  edges: readonly ContractEdge[],
  toAccount: string,
  kind: ContractKind,
  rate: number,
): ContractEdge[] {
  return lowerRateRule({ toAccount, kind, rate }, edges).map(({ contract }) => contract);
}

/** The contract edges of a team list: each member's contracts come from its parent. */
export function teamEdges(team: readonly TeamContracts[]): ContractEdge[] {
  let made = 0;
  return team.flatMap((member) =>
    member.contracts.map((contract) => ({
      // The rule tells contracts apart by id: one the list does not give gets a negative one of its own.
      id: contract.id ?? --made,
      kind: contract.kind,
      rate: contract.rate,
      status: contract.status,
      fromAccount: member.parentAccount,
      toAccount: member.account,
    })),
  );
}
