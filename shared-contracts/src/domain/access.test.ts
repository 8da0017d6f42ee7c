import {
  canLaunchGames,
  canOpenAgentCentre,
  canOpenMemberCentre,
  canSaveFavourites,
  checkRealAccount,
  customerServiceKind,
  isAgentAccount,
  isTrial,
} from './access';
import { isWhitelabelEnabled, systemStatusOf } from './system';

const member = (type: number, isAgent: number) => ({ type, isAgent });

describe('access rules (spec §5–§6)', () => {
  it('a trial account is type 4 or isAgent 4', () => {
    expect(isTrial(member(4, 0))).toBe(true);
    expect(isTrial(member(0, 4))).toBe(true);
    expect(isTrial(member(1, 0))).toBe(false);
    expect(isTrial(null)).toBe(false);
  });

  it.each([1, 2, 41, 42])('isAgent %i may open the agent centre', (isAgent) => {
    expect(isAgentAccount({ isAgent })).toBe(true);
    expect(canOpenAgentCentre({ token: 't', member: member(1, isAgent) })).toBe(true);
  });

  it.each([0, 3, 4, 40, 43])('isAgent %i may not open the agent centre', (isAgent) => {
    expect(canOpenAgentCentre({ token: 't', member: member(1, isAgent) })).toBe(false);
  });

  it('the agent centre needs a token', () => {
    expect(canOpenAgentCentre({ token: null, member: member(1, 1) })).toBe(false);
  });

  it('the member centre needs a token and a non-trial account', () => {
    expect(canOpenMemberCentre({ token: 't', member: member(1, 0) })).toBe(true);
    expect(canOpenMemberCentre({ token: null, member: member(1, 0) })).toBe(false);
    expect(canOpenMemberCentre({ token: 't', member: member(4, 0) })).toBe(false);
    expect(canOpenMemberCentre({ token: 't', member: member(1, 4) })).toBe(false);
  });

  it('the login check asks guests to log in and trials for a real account', () => {
    expect(checkRealAccount({ token: null, member: null })).toBe('login-required');
    expect(checkRealAccount({ token: 't', member: member(4, 4) })).toBe('real-account-required');
    expect(checkRealAccount({ token: 't', member: member(1, 0) })).toBe('ok');
    expect(canSaveFavourites({ token: 't', member: member(4, 0) })).toBe(false);
  });

  it('launching needs a logged-in user', () => {
    expect(canLaunchGames({ token: null, member: null })).toBe(false);
    expect(canLaunchGames({ token: 't', member: member(4, 4) })).toBe(true);
  });

  it('routes rankLevel above 4 to VIP customer service', () => {
    expect(customerServiceKind(5)).toBe('VIP');
    expect(customerServiceKind(4)).toBe('LIVECHAT');
    expect(customerServiceKind(undefined)).toBe('LIVECHAT');
  });
});

describe('system status', () => {
  it('maintenance wins over restriction', () => {
    expect(systemStatusOf({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(systemStatusOf({ maintenance: false, regionRestriction: true })).toBe(2);
    expect(systemStatusOf({ maintenance: false, regionRestriction: false })).toBe(0);
  });

  it('reads white-label flags from a nested tree', () => {
    const tree = [
      {
        modId: 'COMM3',
        enabled: '1',
        children: [
          { modId: 'DIRECTREG3', enabled: '1' },
          { modId: 'MOBILEVERCODELOGIN3', enabled: '0' },
        ],
      },
    ];
    expect(isWhitelabelEnabled(tree, 'DIRECTREG3')).toBe(true);
    expect(isWhitelabelEnabled(tree, 'MOBILEVERCODELOGIN3')).toBe(false);
    expect(isWhitelabelEnabled(tree, 'UNKNOWN')).toBe(false);
  });
});
