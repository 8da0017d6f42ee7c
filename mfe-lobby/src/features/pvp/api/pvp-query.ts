import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** PVP rooms (`endpoints.pvpRooms`), of one vendor when given. */
export function pvpRoomsQueryOptions(api: ApiClient, vassalage: string | null, language: string) {
  return queryOptions({
    queryKey: ['lobby', 'pvp-rooms', { vassalage, language }] as const,
    queryFn: async ({ signal }) =>
      (await api.call(endpoints.pvpRooms, { query: { ...(vassalage ? { vassalage } : {}), language } }, { signal, language })).list,
    staleTime: 60_000,
  });
}
