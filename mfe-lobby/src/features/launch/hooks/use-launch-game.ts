import { useMutation } from '@tanstack/react-query';
import type { GameLaunchTarget } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { requestLaunchAddress } from '../api/launch-game';
import { gameFramePath, resolveLaunchRoute, type LaunchRoute } from '../utils/launch-route';

/**
 * Launches games by the spec's routing rules: asks for a login, opens a lottery page, or requests a
 * launch address and opens it in `/game`. The mutation's error is the failed launch (for its message).
 * Reusable by anything in this remote that starts a game (a later `game:launch-requested` listener).
 */
export function useLaunchGame() {
  const host = useHost();
  return useMutation<LaunchRoute, Error, GameLaunchTarget>({
    mutationKey: ['lobby', 'launch'],
    mutationFn: async (game) => {
      const { token, member } = host.session.getSnapshot();
      const route = resolveLaunchRoute(game, { token, member, language: host.i18n.getLanguage() });
      switch (route.kind) {
        case 'login':
          host.bus.emit('auth:login-requested', { modal: 'login', reason: 'launch' });
          break;
        case 'navigate':
          host.navigate(route.to);
          break;
        case 'request':
          host.navigate(gameFramePath(await requestLaunchAddress(host.api, route.query)));
          break;
      }
      return route;
    },
  });
}
