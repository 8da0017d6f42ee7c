import {
  CATEGORY_ROUTES,
  SPEC_CONSTANTS,
  VENDOR_TAB_PARAM,
  isTrial,
  type endpoints,
  type GameLaunchTarget,
  type GameType,
  type MemberInfo,
  type QueryOf,
} from 'shared-contracts';

/** The launch query sent to `endpoints.launchGame`. */
export type LaunchGameQuery = QueryOf<typeof endpoints.launchGame>;

/** The PVP room launch query sent to `endpoints.pvpLaunch`. */
export type PvpLaunchQuery = QueryOf<typeof endpoints.pvpLaunch>;

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
  | { kind: 'vendor-lobby'; to: string; vassalage: string; rule: 'slots' }
  | { kind: 'vendor-list'; vassalage: string; gameType: GameType; rule: 'vassalage' }
  | { kind: 'request'; query: LaunchGameQuery; rule: 'third-party' }
  | { kind: 'pvp-room'; query: PvpLaunchQuery; rule: 'pvp-room' };

/** sessionStorage key of the stored vassalage (the slots vendor chosen before opening /rng). */
export const VASSALAGE_STORAGE_KEY = 'vassalage';

/** Whether a launch target names a vendor rather than one game (no game id, room or code). */
export function isVendorTarget(game: GameLaunchTarget): boolean {
  return !game.gameId && !game.roomId && !game.gameCode && !game.code;
}

/** Game types that open the lottery lobby. */
const LOTTERY_TYPES: readonly string[] = ['LOTT', 'ELOTT'];

/** Account type name of the Vietnamese lottery vendor. */
export const VN_LOTTERY_ACCOUNT_TYPE = 'TCG_LOTTO_VN';

/**
 * Vendor codes of the Vietnamese lottery. A vendor card or menu entry carries no account type
 * name, only its vassalage; its games may carry neither when they come from a lottery list.
 */
export const VN_LOTTERY_VENDORS: readonly string[] = ['VNLOTT'];

/** The page of the Vietnamese lottery (lobby and betting view). */
export const VN_LOTTERY_PATH = '/vnlottery';

/** Whether a game, lottery or vendor belongs to the Vietnamese lottery (spec §2: it goes to /vnlottery). */
export function isVnLottery(game: { accountTypeName?: string | undefined; vassalage?: string | undefined }): boolean {
  return game.accountTypeName === VN_LOTTERY_ACCOUNT_TYPE || (game.vassalage !== undefined && VN_LOTTERY_VENDORS.includes(game.vassalage));
}

/** The `/vnlottery` address of a VN lottery game (or of its lobby when there is no code). */
export function vnLotteryPath(gameCode?: string | null): string {
  return withQuery(VN_LOTTERY_PATH, { gameCode: gameCode ?? undefined });
}

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
 * Rule order:
 * 1. a slots vendor (an RNG target without a game: a vendor card) stores its vassalage and opens the
 *    slots lobby on that vendor's tab (`/rng?page=`); the Vietnamese lottery vendor (no game) opens
 *    `/vnlottery`; browsing a lobby needs no login;
 * 2. no session → login;
 * 3. a Vietnamese lottery game (account type TCG_LOTTO_VN or a VN lottery vendor code) →
 *    `/vnlottery?gameCode=` (before the generic lottery rule: its games carry LOTT);
 * 4. LOTT / ELOTT → /lottery;
 * 5. vassalage-flagged games (`isGame` VASSALAGE) → the popup list of that vendor's games;
 * 6. a PVP room (a PVP target with a roomId and no gameId) asks the PVP launch call (spec §7
 *    "PVP launch: value.content is the launch address");
 * 7. everything else asks the platform for a launch address.
 */
export function resolveLaunchRoute(game: GameLaunchTarget, context: LaunchContext): LaunchRoute {
  if (game.gameType === 'RNG' && isVendorTarget(game)) {
    return {
      kind: 'vendor-lobby',
      rule: 'slots',
      vassalage: game.vassalage,
      to: withQuery(CATEGORY_ROUTES.RNG, { [VENDOR_TAB_PARAM]: game.vassalage }),
    };
  }

  if (isVnLottery(game) && isVendorTarget(game)) return { kind: 'navigate', rule: 'vn-lottery', to: VN_LOTTERY_PATH };

  if (!context.token) return { kind: 'login' };

  if (isVnLottery(game)) return { kind: 'navigate', rule: 'vn-lottery', to: vnLotteryPath(lotteryCode(game)) };

  if (LOTTERY_TYPES.includes(game.gameType) || (game.accountTypeName && LOTTERY_TYPES.includes(game.accountTypeName))) {
    return {
      kind: 'navigate',
      rule: 'lottery',
      to: withQuery('/lottery', { gameCode: lotteryCode(game), playType: game.defaultPlayType }),
    };
  }

  if (game.isGame === VASSALAGE_FLAG) return { kind: 'vendor-list', rule: 'vassalage', vassalage: game.vassalage, gameType: game.gameType };

  if (game.gameType === 'PVP' && game.roomId && !game.gameId) {
    return { kind: 'pvp-room', rule: 'pvp-room', query: { roomId: game.roomId, vassalage: game.vassalage, language: context.language } };
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
  return { kind: 'request', rule: 'third-party', query };
}

/** The `/game` path that embeds a launch address. */
export function gameFramePath(gameUrl: string): string {
  return `/game?url=${encodeURIComponent(gameUrl)}`;
}
