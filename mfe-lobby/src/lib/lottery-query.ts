import { queryOptions } from '@tanstack/react-query';
import { SPEC_CONSTANTS, endpoints, type ApiClient, type QueryOf } from 'shared-contracts';

/** How many recent lotteries the lottery page lists. */
export const RECENT_LOTTERY_COUNT = 20;
/** The lottery area of this site's lottery (spec §7: lottoArea VN). */
export const LOTTO_AREA = 'VN';
/** The launch mode of the lottery lobby (spec §7: launchMode LOTT). */
export const LOTTO_LAUNCH_MODE = 'LOTT';

/** Popular lotteries (`endpoints.popularLottery`, count 20). */
export function popularLotteryQueryOptions(api: ApiClient, language: string) {
  return queryOptions({
    queryKey: ['lobby', 'lottery-popular', { language }] as const,
    queryFn: async ({ signal }) =>
      (await api.call(endpoints.popularLottery, { query: { count: SPEC_CONSTANTS.popularLotteryCount, language } }, { signal, language }))
        .list,
    staleTime: 5 * 60_000,
  });
}

/** The member's recent lotteries (`endpoints.recentLottery`); the token is in the key so another login refetches. */
export function recentLotteryQueryOptions(api: ApiClient, token: string | null, language: string) {
  return queryOptions({
    queryKey: ['lobby', 'lottery-recent', { token, language }] as const,
    queryFn: async ({ signal }) =>
      (await api.call(endpoints.recentLottery, { query: { count: RECENT_LOTTERY_COUNT, language } }, { signal, language })).list,
    staleTime: 30_000,
  });
}

/** What decides a lottery launch address (the view and the game), besides the session. */
export type LotteryLaunchQuery = QueryOf<typeof endpoints.lotteryLaunch>;

/**
 * The lottery launch query (spec §7: lottoArea VN, launchMode LOTT, lottoView lobby or betting,
 * device, backUrl; gameCode and playType when a game is chosen).
 */
export function lotteryLaunchQuery(params: {
  view: 'lobby' | 'betting';
  device: string;
  backUrl: string;
  gameCode?: string | null | undefined;
  playType?: string | null | undefined;
  language: string;
}): LotteryLaunchQuery {
  return {
    lottoArea: LOTTO_AREA,
    launchMode: LOTTO_LAUNCH_MODE,
    lottoView: params.view,
    device: params.device,
    backUrl: params.backUrl,
    ...(params.gameCode ? { gameCode: params.gameCode } : {}),
    ...(params.playType ? { playType: params.playType } : {}),
    language: params.language,
  };
}

/**
 * The lottery launch address (`endpoints.lotteryLaunch`). A launch is one-time on the platform,
 * so it is never refetched in the background nor kept after the page leaves.
 */
export function lotteryLaunchQueryOptions(api: ApiClient, token: string | null, query: LotteryLaunchQuery) {
  return queryOptions({
    queryKey: ['lobby', 'lottery-launch', { token, query }] as const,
    queryFn: async ({ signal }) =>
      (await api.call(endpoints.lotteryLaunch, { query }, { signal, ...(query.language ? { language: query.language } : {}) })).content
        .game_url,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** VN lottery menus by region (`endpoints.vnLotteryMenus`, device WEB). */
export function vnMenusQueryOptions(api: ApiClient, device: string, language: string) {
  return queryOptions({
    queryKey: ['lobby', 'vn-menus', { device, language }] as const,
    queryFn: ({ signal }) => api.call(endpoints.vnLotteryMenus, { query: { device, language } }, { signal, language }),
    staleTime: 10 * 60_000,
  });
}

/** Vietnam numbers 00–99 of a game (`endpoints.vnNumbers`, count 100). */
export function vnNumbersQueryOptions(api: ApiClient, gameCode: string) {
  return queryOptions({
    queryKey: ['lobby', 'vn-numbers', { gameCode }] as const,
    queryFn: async ({ signal }) =>
      (await api.call(endpoints.vnNumbers, { query: { count: SPEC_CONSTANTS.vietnamNumbersCount, gameCode } }, { signal })).list,
    staleTime: 5 * 60_000,
  });
}

/** How many past draws the VN lottery page shows. */
export const OPENED_DRAWS_COUNT = 5;

/** The latest opened numbers of a game (`endpoints.vnOpenedNumbers`). */
export function vnOpenedQueryOptions(api: ApiClient, gameCode: string) {
  return queryOptions({
    queryKey: ['lobby', 'vn-opened', { gameCode }] as const,
    queryFn: async ({ signal }) =>
      (await api.call(endpoints.vnOpenedNumbers, { query: { gameCode, count: OPENED_DRAWS_COUNT } }, { signal })).list,
    staleTime: 5 * 60_000,
  });
}
