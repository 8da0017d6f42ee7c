import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { SPEC_CONSTANTS, endpoints, type ApiClient, type GameType } from 'shared-contracts';

/** Node ids of the member's favourite games (`endpoints.favouriteIds`); one entry per session token. */
export function favouriteIdsQueryOptions(api: ApiClient, token: string | null) {
  return queryOptions({
    queryKey: ['lobby', 'favourite-ids', { token }] as const,
    queryFn: async ({ signal }) => new Set((await api.call(endpoints.favouriteIds, undefined, { signal })).content),
    enabled: !!token,
    staleTime: 60_000,
  });
}

/** Pages of the member's favourite games of one type (`endpoints.favourites`), 42 per page. */
export function favouritesQueryOptions(api: ApiClient, filters: { token: string | null; gameType: GameType; language: string }) {
  return infiniteQueryOptions({
    queryKey: ['lobby', 'favourites', filters] as const,
    initialPageParam: SPEC_CONSTANTS.gamesFirstPage as number,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        endpoints.favourites,
        {
          query: {
            clientType: SPEC_CONSTANTS.listClientType,
            platform: SPEC_CONSTANTS.gamesPlatform,
            language: filters.language,
            gameType: filters.gameType,
            pageNo: pageParam,
            pageSize: SPEC_CONSTANTS.gamesPageSize,
          },
        },
        { signal, language: filters.language },
      ),
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPageParam < lastPage.totalPages ? lastPageParam + 1 : undefined),
    enabled: !!filters.token,
  });
}
