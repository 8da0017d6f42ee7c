import type { GameLaunchTarget } from 'shared-contracts';
import { TEST_MEMBER, TEST_TRIAL } from 'shared-contracts/testing';
import { gameFramePath, resolveLaunchRoute, type LaunchContext } from './launch-route';

const member: LaunchContext = { token: 'tok', member: TEST_MEMBER, language: 'EN' };
const guest: LaunchContext = { token: null, member: null, language: 'EN' };
const slot: GameLaunchTarget = { nodeId: 7, gameType: 'RNG', vassalage: 'PG', gameCode: 'pg-fortune', gameId: 'g-7', gameName: 'Fortune' };

describe('resolveLaunchRoute', () => {
  it('asks for a login when there is no session token, whatever the game', () => {
    expect(resolveLaunchRoute(slot, guest)).toEqual({ kind: 'login' });
    expect(resolveLaunchRoute({ ...slot, gameType: 'LOTT' }, guest)).toEqual({ kind: 'login' });
    expect(resolveLaunchRoute({ ...slot, accountTypeName: 'TCG_LOTTO_VN' }, guest)).toEqual({ kind: 'login' });
  });

  it('sends lottery games to /lottery with gameCode and playType', () => {
    const route = resolveLaunchRoute({ nodeId: 1, gameType: 'LOTT', vassalage: 'TCG', gameCode: 'VNC', defaultPlayType: 'LO2' }, member);
    expect(route).toEqual({ kind: 'navigate', rule: 'lottery', to: '/lottery?gameCode=VNC&playType=LO2' });
  });

  it('sends e-lottery games to /lottery, falling back to `code` and omitting an absent play type', () => {
    expect(resolveLaunchRoute({ nodeId: 2, gameType: 'ELOTT', vassalage: 'TCG', code: 'K3' }, member)).toEqual({
      kind: 'navigate',
      rule: 'lottery',
      to: '/lottery?gameCode=K3',
    });
    expect(resolveLaunchRoute({ nodeId: 3, gameType: 'ELOTT', vassalage: 'TCG' }, member)).toEqual({
      kind: 'navigate',
      rule: 'lottery',
      to: '/lottery',
    });
  });

  it('treats an LOTT account type as a lottery game even under another game type', () => {
    const route = resolveLaunchRoute({ nodeId: 4, gameType: 'RNG', vassalage: 'TCG', accountTypeName: 'ELOTT', gameCode: 'X' }, member);
    expect(route).toMatchObject({ kind: 'navigate', rule: 'lottery', to: '/lottery?gameCode=X' });
  });

  it('sends the Vietnamese lottery vendor to /vnlottery with gameCode only (before the lottery rule)', () => {
    const route = resolveLaunchRoute(
      { nodeId: 5, gameType: 'LOTT', vassalage: 'TCG', accountTypeName: 'TCG_LOTTO_VN', gameCode: 'HN', defaultPlayType: 'DE' },
      member,
    );
    expect(route).toEqual({ kind: 'navigate', rule: 'vn-lottery', to: '/vnlottery?gameCode=HN' });
    expect(resolveLaunchRoute({ nodeId: 6, gameType: 'LOTT', vassalage: 'TCG', accountTypeName: 'TCG_LOTTO_VN' }, member)).toMatchObject({
      to: '/vnlottery',
    });
  });

  // Issue 14.5: every Vietnamese lottery entry goes to /vnlottery, never to /lottery.
  it.each<[string, GameLaunchTarget, LaunchContext, string]>([
    [
      'a VN game with the account type',
      { nodeId: 5, gameType: 'LOTT', vassalage: 'VNLOTT', accountTypeName: 'TCG_LOTTO_VN', gameCode: 'VNLOTT_HN' },
      member,
      '/vnlottery?gameCode=VNLOTT_HN',
    ],
    [
      'a VN game from a list without account type',
      { nodeId: 5, gameType: 'LOTT', vassalage: 'VNLOTT', gameCode: 'VNLOTT_HN', defaultPlayType: 'DE' },
      member,
      '/vnlottery?gameCode=VNLOTT_HN',
    ],
    [
      'a VN game known by its older `code`',
      { nodeId: 5, gameType: 'LOTT', vassalage: 'VNLOTT', code: 'VNLOTT_SG' },
      member,
      '/vnlottery?gameCode=VNLOTT_SG',
    ],
    ['the VN vendor card or menu entry (member)', { nodeId: 0, gameType: 'LOTT', vassalage: 'VNLOTT' }, member, '/vnlottery'],
    [
      'the VN vendor card or menu entry (guest: browsing needs no login)',
      { nodeId: 0, gameType: 'LOTT', vassalage: 'VNLOTT' },
      guest,
      '/vnlottery',
    ],
    [
      'a VN game typed ELOTT',
      { nodeId: 5, gameType: 'ELOTT', vassalage: 'VNLOTT', gameCode: 'VNLOTT_X' },
      member,
      '/vnlottery?gameCode=VNLOTT_X',
    ],
  ])('sends %s to /vnlottery', (_name, game, context, to) => {
    expect(resolveLaunchRoute(game, context)).toEqual({ kind: 'navigate', rule: 'vn-lottery', to });
  });

  it('asks a guest to log in before a VN lottery game, and keeps other lottery vendors on /lottery', () => {
    expect(resolveLaunchRoute({ nodeId: 5, gameType: 'LOTT', vassalage: 'VNLOTT', gameCode: 'VNLOTT_HN' }, guest)).toEqual({
      kind: 'login',
    });
    expect(resolveLaunchRoute({ nodeId: 0, gameType: 'LOTT', vassalage: 'TCG' }, member)).toEqual({
      kind: 'navigate',
      rule: 'lottery',
      to: '/lottery',
    });
  });

  it('opens the popup game list of the vendor for vassalage-flagged games (after the login check)', () => {
    expect(resolveLaunchRoute({ ...slot, isGame: 'VASSALAGE' }, member)).toEqual({
      kind: 'vendor-list',
      rule: 'vassalage',
      vassalage: 'PG',
      gameType: 'RNG',
    });
    expect(resolveLaunchRoute({ ...slot, isGame: 'VASSALAGE' }, guest)).toEqual({ kind: 'login' });
  });

  it('opens the slots lobby on the vendor tab for a slots vendor (no game), for guests too', () => {
    const vendor: GameLaunchTarget = { nodeId: 0, gameType: 'RNG', vassalage: 'JL' };
    expect(resolveLaunchRoute(vendor, member)).toEqual({ kind: 'vendor-lobby', rule: 'slots', vassalage: 'JL', to: '/rng?page=JL' });
    expect(resolveLaunchRoute(vendor, guest)).toEqual({ kind: 'vendor-lobby', rule: 'slots', vassalage: 'JL', to: '/rng?page=JL' });
    // A vendor of another category is not a slots vendor: it is launched like a game.
    expect(resolveLaunchRoute({ nodeId: 0, gameType: 'LIVE', vassalage: 'EVO' }, member)).toMatchObject({ kind: 'request' });
  });

  it('requests a launch address for every other game with the full launch query', () => {
    expect(resolveLaunchRoute(slot, { ...member, language: 'TY' })).toEqual({
      kind: 'request',
      rule: 'third-party',
      query: {
        gameType: 'RNG',
        vassalage: 'PG',
        nodeId: 7,
        gameId: 'g-7',
        gameCode: 'pg-fortune',
        accountType: 1,
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: 3,
        language: 'TY',
      },
    });
  });

  it('uses roomId as the game id when there is no gameId, and free-play mode for trial accounts', () => {
    const route = resolveLaunchRoute(
      { nodeId: 9, gameType: 'LIVE', vassalage: 'EVO', roomId: 'table-3' },
      { ...member, member: TEST_TRIAL },
    );
    expect(route).toMatchObject({ kind: 'request', query: { gameId: 'table-3', accountType: 0 } });
  });

  it('launches a PVP room through the PVP launch call (after the login check)', () => {
    const room: GameLaunchTarget = { nodeId: 9, gameType: 'PVP', vassalage: 'KY', roomId: '9' };
    expect(resolveLaunchRoute(room, { ...member, language: 'VI' })).toEqual({
      kind: 'pvp-room',
      rule: 'pvp-room',
      query: { roomId: '9', vassalage: 'KY', language: 'VI' },
    });
    expect(resolveLaunchRoute(room, guest)).toEqual({ kind: 'login' });
    // A PVP game with its own game id, or a vassalage-flagged PVP vendor, keeps its rule.
    expect(resolveLaunchRoute({ ...room, gameId: 'g-9' }, member)).toMatchObject({ kind: 'request' });
    expect(resolveLaunchRoute({ ...room, isGame: 'VASSALAGE' }, member)).toMatchObject({ kind: 'vendor-list' });
  });
});

describe('gameFramePath', () => {
  it('encodes the launch address as the url query parameter', () => {
    expect(gameFramePath('https://cdn.example.com/play?a=1&b=2')).toBe('/game?url=https%3A%2F%2Fcdn.example.com%2Fplay%3Fa%3D1%26b%3D2');
  });
});
