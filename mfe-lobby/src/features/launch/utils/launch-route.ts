import { SPEC_CONSTANTS, isTrial, type endpoints, type GameLaunchTarget, type MemberInfo, type QueryOf } from 'shared-contracts';

/** The launch query sent to `endpoints.launchGame`. */
export type LaunchGameQuery = QueryOf<typeof endpoints.launchGame>;

/** What the session looks like to the launch rules. */
export interface LaunchContext {
  /** The raw session token; null for a guest. */
  token: string | null;
  member: Pick<MemberInfo, 'type' | 'isAgent'> | null;
  /** The interface language code, passed on to the launch request. */
  language: string;
}

/**
 * Where a game launch goes (spec §2 "Game launch routing"):
 * - `login`: no session, the login popup must open;
 * - `navigate`: an in-site page (the lottery lobbies) opens at `to`;
 * - `request`: the platform is asked for a launch address (`query`) which then opens in `/game`.
 */
export type LaunchRoute =
  | { kind: 'login' }
  | { kind: 'navigate'; to: string; rule: 'lottery' | 'vn-lottery' }
  | { kind: 'request'; query: LaunchGameQuery; rule: 'third-party' | 'vassalage' };

/** Game types that open the lottery lobby. */
const LOTTERY_TYPES: readonly string[] = ['LOTT', 'ELOTT'];

/** Account type name of the Vietnamese lottery vendor. */
export const VN_LOTTERY_ACCOUNT_TYPE = 'TCG_LOTTO_VN';

/** `isGame` value of a vassalage-flagged game. */
export const VASSALAGE_FLAG = 'VASSALAGE';

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The game's code as the lottery pages want it (`gameCode`, else the older `code`). */
function lotteryCode(game: GameLaunchTarget): string | undefined {
  return game.gameCode || game.code || undefined;
}

/**
 * Decides where launching `game` goes. Pure: no I/O, so every rule is unit-tested.
 *
 * Rule order: the session check first; the Vietnamese lottery vendor before the generic lottery
 * rule (its games may carry gameType LOTT, and it has its own page); then LOTT/ELOTT; everything
 * else asks the platform for a launch address. Vassalage-flagged games will open a popup game list
 * (a later issue); until then they are launched like any third-party game.
 */
export function resolveLaunchRoute(game: GameLaunchTarget, context: LaunchContext): LaunchRoute {
  if (!context.token) return { kind: 'login' };

  if (game.accountTypeName === VN_LOTTERY_ACCOUNT_TYPE) {
    return { kind: 'navigate', rule: 'vn-lottery', to: withQuery('/vnlottery', { gameCode: lotteryCode(game) }) };
  }

  if (LOTTERY_TYPES.includes(game.gameType) || (game.accountTypeName && LOTTERY_TYPES.includes(game.accountTypeName))) {
    return {
      kind: 'navigate',
      rule: 'lottery',
      to: withQuery('/lottery', { gameCode: lotteryCode(game), playType: game.defaultPlayType }),
    };
  }

  const query: LaunchGameQuery = {
    gameType: game.gameType,
    vassalage: game.vassalage,
    nodeId: game.nodeId,
    gameId: game.gameId ?? game.roomId,
    gameCode: game.gameCode,
    // Free-play (trial) accounts launch in free-play mode (facts §4.9: accountType 0).
    accountType: isTrial(context.member) ? 0 : 1,
    launchMode: 'GLS',
    platform: SPEC_CONSTANTS.vendorPlatform,
    clientType: SPEC_CONSTANTS.listClientType,
    language: context.language,
  };
  return { kind: 'request', rule: game.isGame === VASSALAGE_FLAG ? 'vassalage' : 'third-party', query };
}

/** The `/game` path that embeds a launch address. */
export function gameFramePath(gameUrl: string): string {
  return `/game?url=${encodeURIComponent(gameUrl)}`;
}
