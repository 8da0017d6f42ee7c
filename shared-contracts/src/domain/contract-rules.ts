import type { ContractKind } from '../api/catalogue/agent-centre';

/** What {@link contractsTerminatedByOffer} needs of a contract (a `Contract` answer fits). */
export interface ContractLink {
  readonly id: number;
  readonly kind: ContractKind;
  /** The upline that gave it (null: the merchant). */
  readonly fromAccount: string | null;
  readonly toAccount: string;
  readonly rate: number;
  readonly status: 'offered' | 'accepted' | 'rejected' | 'terminated';
}

/** An offer an agent is about to make (or a downline about to accept). */
export interface ContractOfferDraft {
  /** The downline the contract is for. */
  readonly toAccount: string;
  readonly kind: ContractKind;
  /** Percent. */
  readonly rate: number;
}

/** A contract the offer would end, and why. */
export interface TerminatedByOffer<C extends ContractLink> {
  readonly contract: C;
  /**
   * `rate`: the downline gave it at a rate not lower than the new one (spec §4 lower-rate rule);
   * `upline-ended`: its giver's own contract ends with it (the rule applies all the way down).
   */
  readonly reason: 'rate' | 'upline-ended';
}

const OPEN = new Set(['offered', 'accepted']);

/**
 * The lower-rate rule (spec §4 "Contract"): when `offer.toAccount` agrees to a contract of a kind
 * at `offer.rate`, every open contract (offered or accepted) of that kind it gave its own downlines
 * at a rate that is not lower than the new rate is terminated; and a terminated *accepted* contract
 * takes every open contract of that kind its holder gave with it, all the way down the tree.
 *
 * Pure: `contracts` is whatever the caller knows of the team's contracts (the agent centre's
 * preview answer, or the reference API's table); the answer is in tree order (parents first). The
 * replaced contract the downline held before is not included (it is replaced, not terminated by
 * rate). The reference API applies the same function when a downline accepts.
 */
export function contractsTerminatedByOffer<C extends ContractLink>(
  offer: ContractOfferDraft,
  contracts: readonly C[],
): TerminatedByOffer<C>[] {
  const open = contracts.filter((c) => c.kind === offer.kind && OPEN.has(c.status));
  const givenBy = (account: string) => open.filter((c) => c.fromAccount !== null && c.fromAccount.toLowerCase() === account.toLowerCase());
  const result: TerminatedByOffer<C>[] = [];
  const seen = new Set<number>();
  const endBelow = (contract: C) => {
    if (contract.status !== 'accepted') return;
    for (const child of givenBy(contract.toAccount)) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      result.push({ contract: child, reason: 'upline-ended' });
      endBelow(child);
    }
  };
  for (const given of givenBy(offer.toAccount)) {
    if (given.rate < offer.rate || seen.has(given.id)) continue;
    seen.add(given.id);
    result.push({ contract: given, reason: 'rate' });
    endBelow(given);
  }
  return result;
}

/** What {@link teamContractLinks} reads of a team list entry (a downline and the contracts it holds). */
export interface TeamMemberContracts {
  readonly account: string;
  readonly parentAccount: string;
  readonly contracts: readonly {
    readonly id?: number | undefined;
    readonly kind: ContractKind;
    readonly rate: number;
    readonly status: ContractLink['status'];
  }[];
}

/**
 * The contracts of a team list as {@link contractsTerminatedByOffer} reads them: each member's
 * contracts were given by its parent. A contract the list gives no id gets a negative one of its
 * own (the rule tells contracts apart by id).
 */
export function teamContractLinks(team: readonly TeamMemberContracts[]): ContractLink[] {
  let made = 0;
  return team.flatMap((member) =>
    member.contracts.map((contract) => ({
      id: contract.id ?? --made,
      kind: contract.kind,
      rate: contract.rate,
      status: contract.status,
      fromAccount: member.parentAccount,
      toAccount: member.account,
    })),
  );
}
