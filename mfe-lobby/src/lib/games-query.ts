import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { SPEC_CONSTANTS, endpoints, type ApiClient, type GameType } from 'shared-contracts';

/** What the game grid is filtered by (one cache entry per combination). */
export interface GameListFilters {
  gameType: GameType;
  /** The vendor (vassalage code); absent for all vendors. */
  vassalage?: string | undefined;
  /** A game-name search; absent for no search. */
  gameName?: string | undefined;
  /** A classification code (the lane's gameClassify); absent for all. */
  gameClassify?: string | undefined;
  /** Minimum bet; absent for any. */
  minBet?: number | undefined;
  /** Minimum number of lines; absent for any. */
  minLineNum?: number | undefined;
  /** Interface language: game names come back translated. */
  language: string;
}

/** Query keys of this remote; every key starts with 'lobby' (HOUSE-STYLE). */
export const lobbyKeys = {
  all: ['lobby'] as const,
  vendorLanes: (language: string) => ['lobby', 'vendor-lanes', { language }] as const,
  games: (filters: GameListFilters) => ['lobby', 'games', filters] as const,
};

/** The vendor lanes' call: the edge asks the same for a guest's page (edge/src/pages/first-screen-data.ts). */
const VENDOR_LANES_INPUT = { query: { platform: SPEC_CONSTANTS.vendorPlatform } };

/**
 * Vendor lanes per category (`endpoints.gameVendors`, value.data.lanes); the session caches them.
 * The page's own answer (the edge sends it with a guest's page) is the initial data, so a category
 * lobby's first render already has its lanes: its classification filter's place is right at once,
 * nothing closes after a task (issue 47.4, CLS 0.03 at 390 px before).
 */
export function vendorLanesQueryOptions(api: ApiClient, language: string) {
  return queryOptions({
    queryKey: lobbyKeys.vendorLanes(language),
    queryFn: async ({ signal }) => {
      const value = await api.call(endpoints.gameVendors, VENDOR_LANES_INPUT, { signal, language });
      return value.data.lanes;
    },
    initialData: () => api.peek?.(endpoints.gameVendors, VENDOR_LANES_INPUT, { language })?.data.lanes,
    staleTime: 10 * 60_000,
  });
}

/**
 * Pages of the game list (`endpoints.gameList`), 42 per page (spec §9), fetched page by page as the
 * player asks for more.
 */
export function gameListQueryOptions(api: ApiClient, filters: GameListFilters) {
  return infiniteQueryOptions({
    queryKey: lobbyKeys.games(filters),
    initialPageParam: SPEC_CONSTANTS.gamesFirstPage as number,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        endpoints.gameList,
        {
          query: {
            gameType: filters.gameType,
            vassalage: filters.vassalage,
            gameName: filters.gameName,
            gameClassify: filters.gameClassify,
            minBet: filters.minBet,
            minLineNum: filters.minLineNum,
            pageNo: pageParam,
            pageSize: SPEC_CONSTANTS.gamesPageSize,
            clientType: SPEC_CONSTANTS.listClientType,
            platform: SPEC_CONSTANTS.gamesPlatform,
            language: filters.language,
          },
        },
        { signal, language: filters.language },
      ),
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPageParam < lastPage.totalPages ? lastPageParam + 1 : undefined),
  });
}
