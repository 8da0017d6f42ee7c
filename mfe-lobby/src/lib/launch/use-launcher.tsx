import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { closeWhenUnavailable, KIT_NAMESPACE, lazyPart } from 'platform-ui';
import type { Game, GameLaunchTarget, GameType } from 'shared-contracts';
import { LaunchStatus } from '../../features/launch/components/launch-status';
import type { VendorGamesDialogProps } from '../../features/launch/components/vendor-games-dialog';
import { useLaunchErrorMessage } from './use-launch-error-message';
import { useLaunchGame } from '../../features/launch/hooks/use-launch-game';

type ListProps = VendorGamesDialogProps & { onUnavailable: () => void };

// The popup list (and the kit's dialog with it) loads only when a vassalage game is chosen. If its
// code cannot load, the list closes and the launch status says so; the next choice loads again.
const VendorGamesDialog = lazyPart<ListProps>(
  'the vendor game list',
  () => import('../../features/launch/components/vendor-games-dialog').then((module) => module.VendorGamesDialog),
  closeWhenUnavailable<ListProps>(({ onClose, onUnavailable }) => {
    onClose();
    onUnavailable();
  }),
);

/**
 * Everything a place that starts games needs: `start(game)` runs the launch rules, and `ui` holds
 * the launch status (opening…, failure with the server's message) and the vassalage popup list.
 */
export function useLauncher(): {
  start: (game: GameLaunchTarget) => void;
  launch: ReturnType<typeof useLaunchGame>;
  ui: ReactNode;
} {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const [isListUnavailable, setListUnavailable] = useState(false);
  const launchErrorMessage = useLaunchErrorMessage();
  const [vendorList, setVendorList] = useState<{ vassalage: string; gameType: GameType } | null>(null);
  const { mutate, isPending } = launch;

  const start = useCallback(
    (game: GameLaunchTarget) => {
      if (isPending) return;
      setListUnavailable(false);
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
        errorMessage={
          launch.isError
            ? launchErrorMessage(launch.error)
            : isListUnavailable
              ? t('errors.partUnavailable', { ns: KIT_NAMESPACE })
              : undefined
        }
        onDismiss={() => {
          launch.reset();
          setListUnavailable(false);
        }}
      />
      {vendorList && (
        <Suspense fallback={null}>
          <VendorGamesDialog
            vassalage={vendorList.vassalage}
            gameType={vendorList.gameType}
            onLaunch={launchFromList}
            onClose={() => setVendorList(null)}
            onUnavailable={() => setListUnavailable(true)}
          />
        </Suspense>
      )}
    </>
  );
  return { start, launch, ui };
}
