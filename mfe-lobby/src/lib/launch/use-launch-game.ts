import { useMutation } from '@tanstack/react-query';
import type { GameLaunchTarget } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { requestLaunchAddress, requestPvpLaunchAddress } from './launch-game';
import { LaunchRefusedError } from './launch-refused-error';
import { gameFramePath, resolveLaunchRoute, VASSALAGE_STORAGE_KEY, type LaunchRoute } from './launch-route';

/** Whether a launch address is an http(s) address (relative ones resolve against the page). */
export function isWebAddress(address: string): boolean {
  try {
    const url = new URL(address, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function storeVassalage(vassalage: string): void {
  try {
    sessionStorage.setItem(VASSALAGE_STORAGE_KEY, vassalage);
  } catch {
    // Storage can be unavailable (private mode, quota); the ?page= parameter still selects the tab.
  }
}

/**
 * Launches games by the spec's routing rules: asks for a login, opens a lottery page, or requests a
 * launch address and opens it in `/game`. The mutation's error is the failed launch (for its message).
 * Used through {@link useLauncher}, which adds the vassalage popup list and the status message.
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
        case 'vendor-lobby':
          storeVassalage(route.vassalage);
          host.navigate(route.to);
          break;
        case 'vendor-list':
          // The caller opens the popup list of the vendor's games (it owns the dialog).
          break;
        case 'request':
        case 'pvp-room': {
          const address =
            route.kind === 'request'
              ? await requestLaunchAddress(host.api, route.query)
              : await requestPvpLaunchAddress(host.api, route.query);
          // Never hand a javascript:, data: or other non-web address on to /game.
          if (!isWebAddress(address)) throw new LaunchRefusedError('launch.badAddress');
          host.navigate(gameFramePath(address));
          break;
        }
      }
      return route;
    },
  });
}
