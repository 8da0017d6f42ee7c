export { AlertDialog } from './alert-dialog';
export type { AlertDialogProps } from './alert-dialog';
