import { Suspense, lazy } from 'react';
import type { AlertDialogProps } from './alert-dialog';

const AlertDialogView = lazy(() =>
  import(/* webpackChunkName: "alert-dialog" */ './alert-dialog').then((module) => ({ default: module.AlertDialog })),
);

/**
 * {@link AlertDialog} whose code (Radix's dialog, focus trap and scroll lock: about 8 KiB gzip)
 * is fetched when it is first shown. For a screen that shows one only as an answer (a failed
 * call, a confirmation), so its first screen does not carry the dialog (issue 19): the
 * registration page. It opens once its code has come, a moment after it is mounted; a screen that
 * opens with a dialog uses {@link AlertDialog}.
 */
export function LazyAlertDialog(props: AlertDialogProps) {
  return (
    <Suspense fallback={null}>
      <AlertDialogView {...props} />
    </Suspense>
  );
}
