import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { Game, GameLaunchTarget, GameType } from 'shared-contracts';
import { LaunchStatus } from '../components/launch-status';
import { useLaunchErrorMessage } from './use-launch-error-message';
import { useLaunchGame } from './use-launch-game';

// The popup list (and the kit's dialog with it) loads only when a vassalage game is chosen.
const VendorGamesDialog = lazy(() => import('../components/vendor-games-dialog').then((module) => ({ default: module.VendorGamesDialog })));

/**
 * Everything a place that starts games needs: `start(game)` runs the launch rules, and `ui` holds
 * the launch status (opening…, failure with the server's message) and the vassalage popup list.
 */
export function useLauncher(): {
  start: (game: GameLaunchTarget) => void;
  launch: ReturnType<typeof useLaunchGame>;
  ui: ReactNode;
} {
  const launch = useLaunchGame();
  const launchErrorMessage = useLaunchErrorMessage();
  const [vendorList, setVendorList] = useState<{ vassalage: string; gameType: GameType } | null>(null);
  const { mutate, isPending } = launch;

  const start = useCallback(
    (game: GameLaunchTarget) => {
      if (isPending) return;
      mutate(game, {
        onSuccess: (route) => {
          if (route.kind === 'vendor-list') setVendorList({ vassalage: route.vassalage, gameType: route.gameType });
        },
      });
    },
    [mutate, isPending],
  );

  const launchFromList = (game: Game) => {
    setVendorList(null);
    // A game chosen in the popup is launched itself, never as another popup.
    const { isGame: _flag, ...rest } = game;
    start(rest);
  };

  const ui = (
    <>
      <LaunchStatus
        launchingName={launch.isPending ? launch.variables.gameName : undefined}
        errorMessage={launch.isError ? launchErrorMessage(launch.error) : undefined}
        onDismiss={launch.reset}
      />
      {vendorList && (
        <Suspense fallback={null}>
          <VendorGamesDialog
            vassalage={vendorList.vassalage}
            gameType={vendorList.gameType}
            onLaunch={launchFromList}
            onClose={() => setVendorList(null)}
          />
        </Suspense>
      )}
    </>
  );
  return { start, launch, ui };
}
