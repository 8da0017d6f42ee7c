/** Test data shared by this remote's component tests. */
export function flagsValue(
  overrides: Partial<Record<'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype', 0 | 1>> = {},
  contracts: unknown[] = [],
) {
  return {
    divtypereq: 0,
    dailysalreqtype: 0,
    contracthoursalreq: 0,
    realtimesalreqtype: 0,
    contracts,
    ...overrides,
  };
}

/** A contract as the API sends it. */
export function contract(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    kind: 'DIVIDEND',
    fromAccount: null,
    toAccount: 'agent01',
    rate: 40,
    periodType: 'monthly',
    minActiveMembers: 0,
    minValidBet: 0,
    status: 'accepted',
    createdAt: Date.UTC(2026, 9, 1),
    ...overrides,
  };
}

/** A downline as the team list sends it. */
export function downline(overrides: Record<string, unknown> = {}) {
  return {
    id: 10,
    account: 'agent02',
    nickname: 'agent02',
    isAgent: 2,
    level: 1,
    parentAccount: 'agent01',
    balance: 500,
    registeredAt: Date.UTC(2026, 9, 1),
    directCount: 1,
    status: 'active',
    canRecall: false,
    contracts: [],
    ...overrides,
  };
}

/** A team overview answer. */
export function overviewValue(overrides: Record<string, unknown> = {}) {
  return {
    teamSize: 3,
    directDownlines: 1,
    activeMembers: 1,
    newMembersToday: 0,
    teamBalance: 10,
    teamDeposit: 100,
    teamWithdraw: 50,
    teamValidBet: 200,
    teamProfitLoss: -20,
    downlines: [
      {
        account: 'member02',
        isAgent: 0,
        level: 1,
        registeredAt: 0,
        balance: 10,
      },
    ],
    ...overrides,
  };
}

/** The agent's team of the centre's tests: agent02 (a direct downline agent) holds a 30% dividend and gave agent03 20%; member02 is a direct member. */
export const TEST_TEAM = [
  downline({
    id: 1,
    account: 'agent02',
    level: 1,
    balance: 500,
    lastLoginAt: Date.UTC(2026, 10, 20, 9, 30),
    status: 'active',
    canRecall: true,
    contracts: [{ kind: 'DIVIDEND', rate: 30, status: 'accepted' }],
  }),
  downline({ id: 2, account: 'member02', isAgent: 0, level: 1, balance: 1000, status: 'inactive', canRecall: true }),
  downline({
    id: 3,
    account: 'agent03',
    level: 2,
    parentAccount: 'agent02',
    balance: 20,
    status: 'new',
    contracts: [{ kind: 'DIVIDEND', rate: 20, status: 'accepted' }],
  }),
];
