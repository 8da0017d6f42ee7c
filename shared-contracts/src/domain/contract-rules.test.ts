import type { ContractKind } from '../api/catalogue/agent-centre';
import { contractsTerminatedByOffer, teamContractLinks, type ContractLink, type TeamMemberContracts } from './contract-rules';

let nextId = 1;
const c = (
  fromAccount: string | null,
  toAccount: string,
  rate: number,
  status: ContractLink['status'] = 'accepted',
  kind: ContractLink['kind'] = 'DIVIDEND',
): ContractLink => ({
  id: nextId++,
  kind,
  fromAccount,
  toAccount,
  rate,
  status,
});

// agent01 (merchant 40%) → agent02 (30%) → agent03 (20%) → agent04 (10%); agent02 → agent05 (25%, offered)
const top = c(null, 'agent01', 40);
const a2 = c('agent01', 'agent02', 30);
const a3 = c('agent02', 'agent03', 20);
const a4 = c('agent03', 'agent04', 10);
const a5 = c('agent02', 'agent05', 25, 'offered');
const salary = c('agent02', 'agent06', 29, 'accepted', 'DAILY_SALARY');
const oldRejected = c('agent02', 'agent07', 29, 'rejected');
const team = [top, a2, a3, a4, a5, salary, oldRejected];

const ids = (offer: Parameters<typeof contractsTerminatedByOffer>[0]) =>
  contractsTerminatedByOffer(offer, team).map((t) => [t.contract.toAccount, t.reason]);

describe('contractsTerminatedByOffer (spec §4 lower-rate rule)', () => {
  it.each([
    ['a higher rate ends nothing', { toAccount: 'agent02', kind: 'DIVIDEND' as const, rate: 35 }, []],
    ['a rate above every given rate ends nothing', { toAccount: 'agent02', kind: 'DIVIDEND' as const, rate: 26 }, []],
    [
      'a rate equal to a given rate ends it (must stay strictly lower)',
      { toAccount: 'agent02', kind: 'DIVIDEND' as const, rate: 25 },
      [['agent05', 'rate']],
    ],
    [
      'a lower rate ends the given contracts at or above it, and everything below an ended accepted one',
      { toAccount: 'agent02', kind: 'DIVIDEND' as const, rate: 20 },
      [
        ['agent03', 'rate'],
        ['agent04', 'upline-ended'],
        ['agent05', 'rate'],
      ],
    ],
    ['another kind is not touched', { toAccount: 'agent02', kind: 'DAILY_SALARY' as const, rate: 29 }, [['agent06', 'rate']]],
    ['a deeper downline only affects its own subtree', { toAccount: 'agent03', kind: 'DIVIDEND' as const, rate: 5 }, [['agent04', 'rate']]],
    ['a downline that gave nothing ends nothing', { toAccount: 'agent04', kind: 'DIVIDEND' as const, rate: 1 }, []],
    ['account names match case-insensitively', { toAccount: 'AGENT03', kind: 'DIVIDEND' as const, rate: 10 }, [['agent04', 'rate']]],
  ])('%s', (_name, offer, expected) => {
    expect(ids(offer)).toEqual(expected);
  });

  it('ignores rejected and terminated contracts', () => {
    const ended = c('agent02', 'agent08', 29, 'terminated');
    expect(contractsTerminatedByOffer({ toAccount: 'agent02', kind: 'DIVIDEND', rate: 1 }, [ended, oldRejected])).toEqual([]);
  });

  it('does not follow an offered (not accepted) contract down', () => {
    const offered = c('agent02', 'agent09', 15, 'offered');
    const below = c('agent09', 'agent10', 5);
    expect(
      contractsTerminatedByOffer({ toAccount: 'agent02', kind: 'DIVIDEND', rate: 10 }, [offered, below]).map((t) => t.contract.toAccount),
    ).toEqual(['agent09']);
  });
});

const teamList: TeamMemberContracts[] = [
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

describe('contractsTerminatedByOffer over teamContractLinks (a team list)', () => {
  const edges = teamContractLinks(teamList);
  const ended = (toAccount: string, kind: ContractKind, rate: number) =>
    contractsTerminatedByOffer({ toAccount, kind, rate }, edges).map(({ contract }) => contract);

  it('ends nothing when every downline rate stays below the new rate', () => {
    expect(ended('agent02', 'DIVIDEND', 25)).toEqual([]);
  });

  it('ends the downline contracts whose rate is not below the new rate, and everything of that kind below an ended accepted one', () => {
    const accounts = ended('agent02', 'DIVIDEND', 20).map((edge) => edge.toAccount);
    expect(accounts).toEqual(['agent03', 'agent04']);
  });

  it('counts open offers too, ignores ended contracts and other kinds', () => {
    const accounts = ended('agent02', 'DIVIDEND', 8).map((edge) => `${edge.toAccount}:${edge.rate}`);
    expect(accounts).toEqual(['agent03:20', 'agent04:5', 'agent05:10']);
    expect(ended('agent02', 'HOURLY_SALARY', 0.1)).toEqual([]);
  });

  it('an equal rate ends the contract (the rate must be strictly lower)', () => {
    expect(ended('agent03', 'DIVIDEND', 5).map((edge) => edge.toAccount)).toEqual(['agent04']);
  });
});
