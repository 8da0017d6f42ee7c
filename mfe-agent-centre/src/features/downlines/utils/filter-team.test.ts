import { filterTeam } from './filter-team';

const team = [
  {
    account: 'agent02',
    level: 1,
    contracts: [{ status: 'accepted' }, { status: 'offered' }],
  },
  { account: 'member02', level: 1, contracts: [] },
  { account: 'agent03', level: 2, contracts: [{ status: 'offered' }] },
];

describe('filterTeam', () => {
  it('keeps everyone with no filter', () => {
    expect(filterTeam(team, { level: 0, status: 'all' })).toHaveLength(3);
  });

  it('filters by level and by contract status', () => {
    expect(filterTeam(team, { level: 2, status: 'all' }).map((m) => m.account)).toEqual(['agent03']);
    expect(filterTeam(team, { level: 0, status: 'contracted' }).map((m) => m.account)).toEqual(['agent02']);
    expect(filterTeam(team, { level: 0, status: 'offered' }).map((m) => m.account)).toEqual(['agent02', 'agent03']);
    expect(filterTeam(team, { level: 0, status: 'none' }).map((m) => m.account)).toEqual(['member02']);
    expect(filterTeam(team, { level: 1, status: 'none' }).map((m) => m.account)).toEqual(['member02']);
  });
});
