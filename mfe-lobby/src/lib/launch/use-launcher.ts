import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from 'platform-ui';
import type { Game, GameLaunchTarget, GameType } from 'shared-contracts';
import type { LaunchFeedbackProps } from './launch-feedback';
import { useLaunchErrorMessage } from './use-launch-error-message';
import { useLaunchGame } from './use-launch-game';

/**
 * Everything a place that starts games needs: `start(game)` runs the launch rules, and `feedback`
 * is what `<LaunchFeedback {...feedback} />` shows: the launch status (opening…, failure with the
 * server's message) and the vassalage popup list.
 */
export function useLauncher(): {
  start: (game: GameLaunchTarget) => void;
  launch: ReturnType<typeof useLaunchGame>;
  feedback: LaunchFeedbackProps;
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

  const feedback: LaunchFeedbackProps = {
    launchingName: launch.isPending ? launch.variables.gameName : undefined,
    errorMessage: launch.isError
      ? launchErrorMessage(launch.error)
      : isListUnavailable
        ? t('errors.partUnavailable', { ns: KIT_NAMESPACE })
        : undefined,
    onDismiss: () => {
      launch.reset();
      setListUnavailable(false);
    },
    vendorList: vendorList && {
      vassalage: vendorList.vassalage,
      gameType: vendorList.gameType,
      onLaunch: launchFromList,
      onClose: () => setVendorList(null),
      onUnavailable: () => setListUnavailable(true),
    },
  };
  return { start, launch, feedback };
}
