import { Suspense } from 'react';
import type { AlertDialogProps } from './alert-dialog';
import { closeWhenUnavailable, lazyPart } from './lazy-part';

/** Without its chunk the message cannot show: it answers as dismissed, so the flow that asked goes on. */
const AlertUnavailable = closeWhenUnavailable<AlertDialogProps>(({ onAnswer }) => onAnswer('dismiss'));

const AlertDialogView = lazyPart(
  'the alert dialog',
  () => import(/* webpackChunkName: "alert-dialog" */ './alert-dialog').then((module) => module.AlertDialog),
  AlertUnavailable,
);

/**
 * {@link AlertDialog} whose code (Radix's dialog, focus trap and scroll lock: about 8 KiB gzip)
 * is fetched when it is first shown. For a screen that shows one only as an answer (a failed
 * call, a confirmation), so its first screen does not carry the dialog (issue 19): the
 * registration page. It opens once its code has come, a moment after it is mounted; a screen that
 * opens with a dialog uses {@link AlertDialog}. If the code cannot load, it answers `'dismiss'`.
 */
export function LazyAlertDialog(props: AlertDialogProps) {
  return (
    <Suspense fallback={null}>
      <AlertDialogView {...props} />
    </Suspense>
  );
}
