import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkRealAccount, endpoints, type Game } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { favouriteIdsQueryOptions } from './favourites-query';

/** What toggling did: saved/removed, or why it could not (login / real account needed). */
export type ToggleOutcome = 'added' | 'removed' | 'login-required' | 'real-account-required';

/**
 * The member's favourite node ids and a toggle (spec §4: "toggling adds or removes by node id").
 * Guests are asked to log in; trial accounts get `auth:real-account-required` (spec §5).
 */
export function useFavourites() {
  const host = useHost();
  const session = useSession();
  const queryClient = useQueryClient();
  const canSave = checkRealAccount(session) === 'ok';
  const idsOptions = favouriteIdsQueryOptions(host.api, session.token);
  const ids = useQuery({ ...idsOptions, enabled: canSave });

  const toggle = useMutation<ToggleOutcome, Error, Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>>({
    mutationKey: ['lobby', 'favourite-toggle'],
    mutationFn: async (game) => {
      const check = checkRealAccount(host.session.getSnapshot());
      if (check === 'login-required') {
        host.bus.emit('auth:login-requested', { modal: 'login', reason: 'favourites' });
        return check;
      }
      if (check === 'real-account-required') {
        host.bus.emit('auth:real-account-required', { feature: 'favourites' });
        return check;
      }
      const isFavourite = queryClient.getQueryData(idsOptions.queryKey)?.has(game.nodeId) ?? false;
      const endpoint = isFavourite ? endpoints.favouriteRemove : endpoints.favouriteAdd;
      const value = await host.api.call(endpoint, { body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } });
      queryClient.setQueryData(idsOptions.queryKey, new Set(value.content));
      await queryClient.invalidateQueries({ queryKey: ['lobby', 'favourites'] });
      return isFavourite ? 'removed' : 'added';
    },
  });

  return { ids: ids.data, isReady: ids.isSuccess, canSave, toggle };
}
