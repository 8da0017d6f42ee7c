import { Suspense } from 'react';
import { closeWhenUnavailable, lazyPart } from 'platform-ui';
import { LaunchStatus, type LaunchStatusProps } from './launch-status';
import type { VendorGamesDialogProps } from './vendor-games-dialog';

type ListProps = VendorGamesDialogProps & { onUnavailable: () => void };

// The popup list (and the kit's dialog with it) loads only when a vassalage game is chosen. If its
// code cannot load, the list closes and the launch status says so; the next choice loads again.
const VendorGamesDialog = lazyPart<ListProps>(
  'the vendor game list',
  () => import('./vendor-games-dialog').then((module) => module.VendorGamesDialog),
  closeWhenUnavailable<ListProps>(({ onClose, onUnavailable }) => {
    onClose();
    onUnavailable();
  }),
);

/** Props of {@link LaunchFeedback}: what {@link useLauncher} hands to the place that starts games. */
export interface LaunchFeedbackProps extends LaunchStatusProps {
  /** The vassalage vendor whose popup game list is open, or null. */
  vendorList: ListProps | null;
}

/**
 * What a launch shows where the player started it: the launch status (opening…, failure with the
 * server's message) and the vassalage vendor's popup game list.
 */
export function LaunchFeedback({ vendorList, ...status }: LaunchFeedbackProps) {
  return (
    <>
      <LaunchStatus {...status} />
      {vendorList && (
        <Suspense fallback={null}>
          <VendorGamesDialog {...vendorList} />
        </Suspense>
      )}
    </>
  );
}
