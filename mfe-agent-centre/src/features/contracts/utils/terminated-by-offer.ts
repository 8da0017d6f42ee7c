/** A contract between an upline and a downline, as the team list shows it. */
export interface ContractEdge {
  fromAccount: string | null;
  toAccount: string;
  kind: string;
  rate: number;
  status: string;
}

const OPEN = new Set(['offered', 'accepted']);

/**
 * The lower-rate rule: the contracts that end when `toAccount` accepts a contract of `kind` at
 * `rate`. Every open contract of that kind `toAccount` gave whose rate is not below `rate` ends,
 * and below each such accepted one every contract of that kind ends too (the chain breaks).
 * Interim local rule until shared-contracts' `contractsTerminatedByOffer()` lands (same rule as the
 * reference API's `terminateBelow`).
 */
export function contractsTerminatedByOffer(edges: readonly ContractEdge[], toAccount: string, kind: string, rate: number): ContractEdge[] {
  const ended: ContractEdge[] = [];
  const seen = new Set<string>();
  const walk = (account: string, ceiling: number | null) => {
    if (seen.has(account)) return;
    seen.add(account);
    for (const edge of edges) {
      if (edge.fromAccount?.toLowerCase() !== account.toLowerCase() || edge.kind !== kind || !OPEN.has(edge.status)) continue;
      if (ceiling !== null && edge.rate < ceiling) continue;
      ended.push(edge);
      if (edge.status === 'accepted') walk(edge.toAccount, null);
    }
  };
  walk(toAccount, rate);
  return ended;
}

/** The contract edges of a team list: each member's contracts come from its parent. */
export function teamEdges(
  team: readonly {
    account: string;
    parentAccount: string;
    contracts: readonly { kind: string; rate: number; status: string }[];
  }[],
): ContractEdge[] {
  return team.flatMap((member) =>
    member.contracts.map((contract) => ({
      fromAccount: member.parentAccount,
      toAccount: member.account,
      ...contract,
    })),
  );
}
