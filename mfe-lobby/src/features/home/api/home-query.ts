import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { SPEC_CONSTANTS, endpoints, type ApiClient } from 'shared-contracts';

/** How many entries the winner board shows (shared-contracts SPEC_CONSTANTS, facts §4.9). */
export const WINNER_BOARD_LIMIT = SPEC_CONSTANTS.winnerBoardLimit;
/** Recent games shown per page on the home page. */
export const RECENT_PAGE_SIZE = 12;

/** Hot games (`endpoints.hotGames`, isPlatform 2). */
export function hotGamesQueryOptions(api: ApiClient, language: string) {
  return queryOptions({
    queryKey: ['lobby', 'hot-games', { language }] as const,
    queryFn: async ({ signal }) =>
      (
        await api.call(
          endpoints.hotGames,
          { query: { isPlatform: 2, platform: SPEC_CONSTANTS.vendorPlatform, language } },
          { signal, language },
        )
      ).list,
    staleTime: 5 * 60_000,
  });
}

/** The winner board (`endpoints.winnerBoard`, all categories, 20 entries). */
export function winnerBoardQueryOptions(api: ApiClient, language: string) {
  return queryOptions({
    queryKey: ['lobby', 'winner-board', { language }] as const,
    queryFn: async ({ signal }) =>
      (
        await api.call(
          endpoints.winnerBoard,
          { query: { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_LIMIT } },
          { signal, language },
        )
      ).list.map((entry) => entry.vo),
    staleTime: 60_000,
  });
}

/** The member's recent games (`endpoints.recentGames`), page by page. */
export function recentGamesQueryOptions(api: ApiClient, token: string | null, language: string) {
  return infiniteQueryOptions({
    queryKey: ['lobby', 'recent-games', { token, language }] as const,
    initialPageParam: SPEC_CONSTANTS.gamesFirstPage as number,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        endpoints.recentGames,
        { query: { clientType: SPEC_CONSTANTS.listClientType, language, pageNo: pageParam, pageSize: RECENT_PAGE_SIZE } },
        { signal, language },
      ),
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPageParam < lastPage.totalPages ? lastPageParam + 1 : undefined),
    enabled: !!token,
  });
}
