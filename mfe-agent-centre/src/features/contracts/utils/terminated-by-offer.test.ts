import { contractsTerminatedByOffer, teamEdges, type TeamContracts } from './terminated-by-offer';

const team: TeamContracts[] = [
  {
    account: 'agent02',
    parentAccount: 'agent01',
    contracts: [{ kind: 'DIVIDEND', rate: 30, status: 'accepted' }],
  },
  {
    account: 'agent03',
    parentAccount: 'agent02',
    contracts: [
      { kind: 'DIVIDEND', rate: 20, status: 'accepted' },
      { kind: 'DAILY_SALARY', rate: 0.5, status: 'offered' },
    ],
  },
  {
    account: 'agent04',
    parentAccount: 'agent03',
    contracts: [{ kind: 'DIVIDEND', rate: 5, status: 'accepted' }],
  },
  {
    account: 'agent05',
    parentAccount: 'agent02',
    contracts: [{ kind: 'DIVIDEND', rate: 10, status: 'offered' }],
  },
  {
    account: 'agent06',
    parentAccount: 'agent02',
    contracts: [{ kind: 'DIVIDEND', rate: 25, status: 'terminated' }],
  },
];

describe('contractsTerminatedByOffer (lower-rate rule)', () => {
  const edges = teamEdges(team);

  it('ends nothing when every downline rate stays below the new rate', () => {
    expect(contractsTerminatedByOffer(edges, 'agent02', 'DIVIDEND', 25)).toEqual([]);
  });

  it('ends the downline contracts whose rate is not below the new rate, and everything of that kind below an ended accepted one', () => {
    const ended = contractsTerminatedByOffer(edges, 'agent02', 'DIVIDEND', 20).map((edge) => edge.toAccount);
    expect(ended).toEqual(['agent03', 'agent04']);
  });

  it('counts open offers too, ignores ended contracts and other kinds', () => {
    const ended = contractsTerminatedByOffer(edges, 'agent02', 'DIVIDEND', 8).map((edge) => `${edge.toAccount}:${edge.rate}`);
    expect(ended).toEqual(['agent03:20', 'agent04:5', 'agent05:10']);
    expect(contractsTerminatedByOffer(edges, 'agent02', 'HOURLY_SALARY', 0.1)).toEqual([]);
  });

  it('an equal rate ends the contract (the rate must be strictly lower)', () => {
    expect(contractsTerminatedByOffer(edges, 'agent03', 'DIVIDEND', 5).map((edge) => edge.toAccount)).toEqual(['agent04']);
  });
});
