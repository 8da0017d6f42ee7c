import type { DownlineSearch } from '../api/downlines-query';

/** A team member as the team list shows it. */
export interface TeamMember {
  account: string;
  level: number;
  contracts: readonly { status: string }[];
}

/** Level and contract-status filters of the team list (the username search runs on the server). */
export function filterTeam<T extends TeamMember>(team: readonly T[], { level, status }: Pick<DownlineSearch, 'level' | 'status'>): T[] {
  return team.filter((member) => {
    if (level > 0 && member.level !== level) return false;
    if (status === 'contracted') return member.contracts.some((contract) => contract.status === 'accepted');
    if (status === 'offered') return member.contracts.some((contract) => contract.status === 'offered');
    if (status === 'none') return member.contracts.length === 0;
    return true;
  });
}
